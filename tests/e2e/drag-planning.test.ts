/**
 * Planning the day on the overview's timeline (docs/product.md §2 'Daily overview'; ADR 054) in Chromium, for a
 * brand-new user with today's plan: each Big 3 task dragged onto the timeline books a 30-minute block where it is
 * dropped, a block is moved and resized by mouse; the same by keyboard alone (arrow keys with Enter and Escape, the
 * block's menu); at 390 px by touch (a long press, through Chromium's touch events); a move over another block is
 * refused and the block goes back; a dropped task takes the Ideal Week's life domain under it (ADR 059). Each
 * gesture is checked on the page and in the API's events.
 *
 * Clocks: Tuesday 2026-03-10 9:00 AM in New York (daily-overview-setup.ts). The viewports are tall so that the task
 * lists and the timeline are on screen together (a drag needs both under the pointer).
 */
import type { Locator, Page } from '@playwright/test';
import type { CalendarEvent } from '../../src/core/calendar/events.ts';
import { BIG_THREE, expect, test } from './daily-overview-setup.ts';
import { expectAxeClean, expectToast } from './fixtures.ts';

test.use({ viewport: { width: 1280, height: 1600 } });
// Each test makes several gestures, each settled by the server, and runs axe.
test.describe.configure({ timeout: 180_000 });

const DAY = 'startDate=2026-03-10T04:00:00.000Z&endDate=2026-03-11T04:00:00.000Z';

/** Today's Steward blocks as the API lists them: title, local times and task. */
async function blocks(page: Page) {
  const res = await page.request.get(`/api/calendar/events?${DAY}`);
  expect(res.status()).toBe(200);
  const time = (iso: string) =>
    new Date(iso).toLocaleTimeString('en-US', {
      timeZone: 'America/New_York',
      hour: 'numeric',
      minute: '2-digit',
    });
  return ((await res.json()) as CalendarEvent[])
    .filter((e) => e.source === 'steward')
    .map((e) => ({ title: e.summary, start: time(e.start), end: time(e.end), task: e.task }));
}

const timeline = (page: Page) => page.getByRole('list', { name: 'Timeline, 6 AM to 9 PM' });
const hourRow = (page: Page, hour: number) => timeline(page).locator(`[data-hour="${hour}"]`);
/** The block's handle: the button named by its title and times. */
const block = (page: Page, title: string) => page.getByRole('button', { name: new RegExp(`^${title}, `) });

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return box;
}

/** A mouse drag from the middle of `from` to (x of `from`, `toY`), in small steps as a hand moves. */
async function mouseDrag(page: Page, from: Locator, toY: number, grabY?: number) {
  const box = await boxOf(from);
  const x = box.x + box.width / 2;
  const y = grabY ?? box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x, y + 8, { steps: 2 });
  await page.mouse.move(x, toY, { steps: 12 });
  await page.mouse.up();
}

/** Scrolls the timeline (not the page) so that the row of `hour` is at its top. */
async function scrollTimelineTo(page: Page, hour: number) {
  await hourRow(page, hour).evaluate((row) => {
    (row.parentElement as HTMLElement).scrollTop = (row as HTMLElement).offsetTop;
  });
}

/** Y inside the hour row `hour` at quarter `quarter` (0..3): a point a little below that quarter's top. */
async function quarterY(page: Page, hour: number, quarter: number) {
  const row = await boxOf(hourRow(page, hour));
  return row.y + (row.height * quarter) / 4 + 2;
}

test('a new user drags each Big 3 task onto the timeline, then moves and resizes a block by mouse', async ({
  page,
  user: _,
}) => {
  await page.goto('/daily-overview');
  const bigThree = page.getByRole('region', { name: 'Daily Big 3' });
  await expect(hourRow(page, 10)).toBeVisible();
  for (const [index, title] of BIG_THREE.entries()) {
    const task = bigThree.getByRole('listitem').filter({ hasText: title });
    await scrollTimelineTo(page, 9);
    await mouseDrag(page, task, await quarterY(page, 10 + index, 1)); // :15 of 10, 11 and 12 AM
    await expect(block(page, title)).toHaveAccessibleName(
      `${title}, ${10 + index}:15 AM - ${10 + index}:45 AM`.replace(
        '12:15 AM - 12:45 AM',
        '12:15 PM - 12:45 PM',
      ),
    );
    // The block says which task it serves.
    await expect(
      hourRow(page, 10 + index).getByText(`For Big 3 task ${index + 1}`, { exact: true }),
    ).toBeVisible();
  }
  await expect
    .poll(() => blocks(page))
    .toEqual(
      BIG_THREE.map((title, index) => ({
        title,
        start: `${[10, 11, 12][index]}:15 ${index === 2 ? 'PM' : 'AM'}`,
        end: `${[10, 11, 12][index]}:45 ${index === 2 ? 'PM' : 'AM'}`,
        task: { date: '2026-03-10', group: 'bigThree', index },
      })),
    );

  // Move the first block up to 9:00 AM: its top goes where the pointer puts it. (The rows are tall with their
  // blocks; the timeline shows 8 AM on: both rows are on screen and clear of the edges that scroll it.)
  await scrollTimelineTo(page, 8);
  const memo = block(page, BIG_THREE[0] as string);
  const grab = await boxOf(memo);
  const grabY = grab.y + grab.height / 2;
  await mouseDrag(page, memo, (await quarterY(page, 9, 0)) - 2 + (grabY - grab.y), grabY);
  await expect(hourRow(page, 9)).toContainText('9:00 AM - 9:30 AM');
  await expect(hourRow(page, 10)).not.toContainText(BIG_THREE[0] as string);

  // Resize it by its bottom edge down to 10:00 AM.
  await scrollTimelineTo(page, 8);
  const edge = hourRow(page, 9).getByRole('listitem').locator('[data-resize-edge]');
  await mouseDrag(page, edge, (await boxOf(hourRow(page, 10))).y + 1);
  await expect(block(page, BIG_THREE[0] as string)).toHaveAccessibleName(
    `${BIG_THREE[0]}, 9:00 AM - 10:00 AM`,
  );
  await expect
    .poll(async () => (await blocks(page)).find((b) => b.title === BIG_THREE[0]))
    .toMatchObject({ start: '9:00 AM', end: '10:00 AM', task: { group: 'bigThree', index: 0 } });
  await expectAxeClean(page, 'the planned day');
});

test('a task dropped where the Ideal Week has a life domain counts for that domain', async ({
  page,
  api,
  user: _,
}) => {
  await api.post('/api/ideal-weeks', {
    name: 'Board week',
    schedule: { 'tuesday-10:00 AM': { activity: 'Board prep', domain: 'work' } },
  });
  await page.goto('/daily-overview');
  await expect(hourRow(page, 10)).toBeVisible();
  await scrollTimelineTo(page, 9);
  const task = page
    .getByRole('region', { name: 'Daily Big 3' })
    .getByRole('listitem')
    .filter({
      hasText: BIG_THREE[0] as string,
    });
  await mouseDrag(page, task, await quarterY(page, 10, 1)); // 10:15 AM, in the 10:00 AM cell
  const title = BIG_THREE[0] as string;
  await expect(block(page, title)).toHaveAccessibleName(`${title}, 10:15 AM - 10:45 AM`);
  await expect(page.getByRole('combobox', { name: `Life domain of ${title}` })).toHaveValue('work');
  await expect
    .poll(async () => {
      const res = await page.request.get(`/api/calendar/events?${DAY}`);
      return ((await res.json()) as CalendarEvent[]).map((e) => [e.summary, e.domain]);
    })
    .toEqual([[title, 'work']]);
});

test('moves, resizes and cancels by keyboard alone, each step announced', async ({ page, api, user: _ }) => {
  await api.post('/api/calendar/time-blocks', {
    title: 'Call the bank',
    start: '2026-03-10T14:00:00.000Z',
    end: '2026-03-10T14:30:00.000Z',
    task: { date: '2026-03-10', group: 'bigThree', index: 1 },
  });
  await page.goto('/daily-overview');
  const handle = block(page, 'Call the bank');
  await expect(handle).toHaveAccessibleName('Call the bank, 10:00 AM - 10:30 AM');
  await handle.focus();
  const status = page.getByRole('status').filter({ hasText: /Call the bank/ });

  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(status).toHaveText('Call the bank: 10:30 AM - 11:00 AM. Enter to save, Escape to cancel.');
  await expect(page.getByText('Move to 10:30 AM - 11:00 AM')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(status).toHaveText('Call the bank stays at 10:00 AM - 10:30 AM.');
  await expect(page.getByText('Move to 10:30 AM - 11:00 AM')).toHaveCount(0);

  await page.keyboard.press('ArrowUp');
  await expect(page.getByText('Move to 9:45 AM - 10:15 AM')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(status).toHaveText('Call the bank moved to 9:45 AM - 10:15 AM.');
  await expect(hourRow(page, 9)).toContainText('9:45 AM - 10:15 AM');
  await expect(handle).toBeFocused(); // in the 9 AM row now, a new element
  await expect.poll(() => blocks(page)).toMatchObject([{ start: '9:45 AM', end: '10:15 AM' }]);

  // The menu's 'Move…' and 'Change length…', by keyboard: past the block's life domain to its options.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('combobox', { name: 'Life domain of Call the bank' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Options for Call the bank' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Move…' })).toBeFocused();
  await page.keyboard.press('Enter');
  const move = page.getByRole('dialog', { name: 'Move' });
  await expect(move.getByLabel('Start time')).toHaveValue('09:45');
  await expectAxeClean(page, 'the Move dialog');
  await move.getByLabel('Start time').fill('13:30');
  await page.keyboard.press('Enter');
  await expect(move).toHaveCount(0);
  await expect(hourRow(page, 13)).toContainText('1:30 PM - 2:00 PM');
  await expect(page.getByRole('button', { name: 'Options for Call the bank' })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Change length…' })).toBeFocused();
  await page.keyboard.press('Enter');
  const length = page.getByRole('dialog', { name: 'Change length' });
  await length.getByLabel('End time').fill('13:15');
  await page.keyboard.press('Enter');
  await expect(length.getByText('The end must be after the start.')).toBeVisible();
  await length.getByLabel('End time').fill('15:00');
  await page.keyboard.press('Enter');
  await expect(length).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Options for Call the bank' })).toBeFocused();
  await expect(handle).toHaveAccessibleName('Call the bank, 1:30 PM - 3:00 PM');
  await expect
    .poll(() => blocks(page))
    .toEqual([
      {
        title: 'Call the bank',
        start: '1:30 PM',
        end: '3:00 PM',
        task: { date: '2026-03-10', group: 'bigThree', index: 1 },
      },
    ]);
});

test('refuses a move over another block: the block goes back, with a toast', async ({
  page,
  api,
  user: _,
}) => {
  for (const [title, start, end] of [
    ['Call the bank', '2026-03-10T15:00:00.000Z', '2026-03-10T15:30:00.000Z'], // 11:00 AM
    ['Review the budget', '2026-03-10T16:00:00.000Z', '2026-03-10T17:00:00.000Z'], // 12:00 PM
  ] as const)
    await api.post('/api/calendar/time-blocks', { title, start, end });
  await page.goto('/daily-overview');
  const bank = block(page, 'Call the bank');
  await expect(bank).toBeVisible();
  await scrollTimelineTo(page, 10);
  const grab = await boxOf(bank);
  await mouseDrag(page, bank, (await quarterY(page, 12, 1)) - 2 + grab.height / 2);
  await expectToast(
    page,
    'Could Not Move Task',
    'That time is already taken by another scheduled task. It is back where it was.',
  );
  await expect(hourRow(page, 11)).toContainText('11:00 AM - 11:30 AM');
  await expect(bank).toHaveAccessibleName('Call the bank, 11:00 AM - 11:30 AM');
  expect(await blocks(page)).toEqual([
    { title: 'Call the bank', start: '11:00 AM', end: '11:30 AM', task: null },
    { title: 'Review the budget', start: '12:00 PM', end: '1:00 PM', task: null },
  ]);
});

test.describe('at 390 px by touch', () => {
  test.use({ viewport: { width: 390, height: 2600 }, hasTouch: true, isMobile: true });

  /** A long press on `from` (held past the 250 ms delay), then a slide to `toY`, as Chromium's touch events. */
  async function touchDrag(page: Page, from: Locator, toY: number) {
    const box = await boxOf(from);
    const x = Math.round(box.x + box.width / 2);
    const y = Math.round(box.y + box.height / 2);
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', at?: number) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: at === undefined ? [] : [{ x, y: at }],
      });
    await touch('touchStart', y);
    // The drag starts once the press has lasted 250 ms; until then the finger rests (moves within the tolerance).
    const chip = page.locator('[data-drag-chip]');
    await expect
      .poll(async () => {
        await touch('touchMove', y + 1);
        return chip.count();
      })
      .toBe(1);
    const steps = 12;
    for (let i = 1; i <= steps; i++) await touch('touchMove', Math.round(y + ((toY - y) * i) / steps));
    await touch('touchEnd');
  }

  test('a long press drags a task onto the timeline and moves its block, without scrolling the page', async ({
    page,
    user: _,
  }) => {
    await page.goto('/daily-overview');
    await expect(hourRow(page, 16)).toBeVisible();
    await scrollTimelineTo(page, 16);
    const task = page.getByRole('region', { name: 'Daily Big 3' }).getByRole('listitem').filter({
      hasText: 'Review the budget',
    });
    await touchDrag(page, task, await quarterY(page, 16, 2));
    await expect(block(page, 'Review the budget')).toHaveAccessibleName(
      'Review the budget, 4:30 PM - 5:00 PM',
    );
    await expect
      .poll(() => blocks(page))
      .toEqual([
        {
          title: 'Review the budget',
          start: '4:30 PM',
          end: '5:00 PM',
          task: { date: '2026-03-10', group: 'bigThree', index: 2 },
        },
      ]);
    const handle = block(page, 'Review the budget');
    // 3 PM at the top: the block is clear of the edge that scrolls the timeline while the finger rests on it.
    await scrollTimelineTo(page, 15);
    const grab = await boxOf(handle);
    await touchDrag(page, handle, (await quarterY(page, 18, 0)) - 2 + grab.height / 2);
    await expect(handle).toHaveAccessibleName('Review the budget, 6:00 PM - 6:30 PM');
    await expect.poll(() => blocks(page)).toMatchObject([{ start: '6:00 PM', end: '6:30 PM' }]);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});
