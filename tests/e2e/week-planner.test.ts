/**
 * The week planner (/week, docs/product.md §2 'Week planner'; ADR 059) for a brand-new user signed up through the
 * UI, by keyboard (and one mouse drag): plans today, saves an Ideal Week, opens the week from the overview, sees
 * the Ideal Week behind the columns (labelled), books a Big 3 task into another day by the Schedule dialog, moves
 * the block (Physical) to a third day (a mouse drag at 1280 px, the block's 'Move…' at 390 px), and the side panel's hours
 * match the Week Comparison API for the week. Axe clean; at 390 px the document does not scroll sideways.
 *
 * Clocks: Tuesday 2026-03-10 9:00 AM in New York (server and browser); the week is Monday 2026-03-09 to Sunday 03-15.
 */
import type { Locator, Page } from '@playwright/test';
import type { WeekComparison } from '../../src/core/calendar/week-comparison.ts';
import type { IdealWeek } from '../../src/core/ideal-week.ts';
import {
  test as base,
  expect,
  expectAxeClean,
  expectDocumentFits,
  expectToast,
  NOW,
  newUser,
  press,
  signUpInBrowser,
} from './fixtures.ts';
import { weekBlocks } from './week-blocks.ts';

const test = base.extend({
  now: [NOW as string | undefined, { scope: 'worker' }],
  timezoneId: 'America/New_York',
});
// Sign-up, the wizard, the Ideal Week editor and the planner, each step settled by the server, and axe.
test.describe.configure({ timeout: 180_000 });

const WEEK = '2026-03-09';
const BIG_THREE = ['Draft the investor update', 'Call the bank about the loan', 'Coach Maria on the launch'];
const TASK = BIG_THREE[0] as string;

/** Focuses `field` and types `text` on the keyboard. */
async function typeIn(page: Page, field: Locator, text: string) {
  await field.focus();
  await page.keyboard.type(text);
}

/** Today's plan through the wizard, by keyboard. */
async function planToday(page: Page) {
  await page.goto('/daily-planning');
  const ritual = page.getByRole('checkbox', { name: 'I completed my morning ritual' });
  await press(page, ritual, 'Space');
  await expect(ritual).toBeChecked();
  await press(page, page.getByRole('button', { name: 'Continue', exact: true }));
  for (const [index, task] of BIG_THREE.entries())
    await typeIn(page, page.getByLabel(`Priority Task #${index + 1}`, { exact: true }), task);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Other Tasks' })).toBeVisible();
  await press(page, page.getByRole('button', { name: 'Continue', exact: true }));
  await typeIn(
    page,
    page.getByLabel('What does winning look like today?', { exact: true }),
    'The update is sent.',
  );
  await press(page, page.getByRole('button', { name: 'Continue', exact: true }));
  await expect(page.getByRole('heading', { name: 'Anticipate Distractions' })).toBeVisible();
  await press(page, page.getByRole('button', { name: 'Complete Planning', exact: true }));
  await expect(page.getByRole('heading', { level: 1 })).toContainText('March 10, 2026');
}

/** An Ideal Week with a Physical 'Morning run' on Wednesday 10:00 AM and Friday 2:00 PM, saved by keyboard. */
async function saveIdealWeek(page: Page) {
  await page.goto('/ideal-week');
  for (const cell of ['Wednesday 10:00 AM', 'Friday 2:00 PM']) {
    await typeIn(page, page.getByLabel(`${cell} activity`, { exact: true }), 'Morning run');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel(`${cell} domain`, { exact: true })).toBeFocused();
    await page.keyboard.press('p');
    await expect(page.getByLabel(`${cell} domain`, { exact: true })).toHaveValue('physical');
  }
  await press(page, page.getByRole('button', { name: 'Save Ideal Week' }));
  await expectToast(page, 'Ideal Week Saved');
}

/** A day's column of hours, and the top of one of its hour rows. */
const column = (page: Page, date: string) => page.locator(`[data-day="${date}"]`);
async function rowTop(page: Page, date: string, hour: number) {
  const box = await column(page, date).locator(`[data-hour="${hour}"]`).boundingBox();
  if (!box) throw new Error('row not on screen');
  return box;
}

for (const width of [1280, 390]) {
  test(`a new user plans a task and a block across the week by keyboard at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 1000 });
    await signUpInBrowser(page, newUser('Wendy Weekly'));
    await planToday(page);
    await saveIdealWeek(page);

    // From the overview to the week of today.
    await page.goto('/daily-overview');
    await press(page, page.getByRole('link', { name: 'Week Planner' }));
    await expect(page).toHaveURL(`/week?start=${WEEK}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Week Planner' })).toBeVisible();
    await expect(page.getByText('Monday to Sunday, Mar 9 - 15, 2026.')).toBeVisible();

    // The Ideal Week behind Wednesday's column, labelled; today's Big 3 above Tuesday's.
    await expect(page.getByText('Behind your week, faint: My Ideal Week')).toBeVisible();
    const idealWednesday = page.getByRole('list', { name: 'My Ideal Week, Wednesday' });
    await expect(idealWednesday.getByRole('listitem')).toHaveText(['Ideal: Physical · Morning run']);
    await expect(page.getByRole('list', { name: 'Big 3, Tuesday' }).getByRole('listitem')).toHaveText(
      BIG_THREE,
    );
    await expectAxeClean(page, `the week planner at ${width} px`);
    if (width === 390) await expectDocumentFits(page, 'the week planner at 390 px');

    // The non-drag way: Schedule → Wednesday at 10:00 AM.
    await press(page, page.getByRole('button', { name: `Schedule ${TASK}` }));
    const dialog = page.getByRole('dialog', { name: 'Schedule' });
    await expect(dialog.getByLabel('Day')).toHaveValue('2026-03-10');
    await press(page, dialog.getByLabel('Day'), 'w');
    await expect(dialog.getByLabel('Day')).toHaveValue('2026-03-11');
    await expectAxeClean(page, `the Schedule dialog at ${width} px`);
    await typeIn(page, dialog.getByLabel('Start time'), '1000A');
    await expect(dialog.getByLabel('Start time')).toHaveValue('10:00');
    // One letter: Physical (the select's type-ahead forgets after a second).
    await press(page, dialog.getByLabel('Life domain'), 'p');
    await expect(dialog.getByLabel('Life domain')).toHaveValue('physical');
    await press(page, dialog.getByRole('button', { name: 'Save' }));
    await expectToast(page, 'Task Scheduled', `${TASK} at Wednesday, 10:00 AM - 10:30 AM`);
    const handle = page.getByRole('button', { name: `${TASK}, 10:00 AM - 10:30 AM, Wednesday` });
    await expect(column(page, '2026-03-11').getByRole('listitem').filter({ has: handle })).toBeVisible();
    expect(await weekBlocks(page)).toEqual([
      {
        title: TASK,
        start: 'Wednesday 10:00 AM',
        end: 'Wednesday 10:30 AM',
        task: { date: '2026-03-10', group: 'bigThree', index: 0 },
        domain: 'physical',
      },
    ]);

    if (width === 1280) {
      // A mouse drag from Wednesday 10:00 AM to Friday 2:00 PM, holding the block by its top edge.
      const from = await handle.boundingBox();
      const to = await rowTop(page, '2026-03-13', 14);
      if (!from) throw new Error('block not on screen');
      await page.mouse.move(from.x + 10, from.y + 2);
      await page.mouse.down();
      await page.mouse.move(from.x + 10, from.y + 10, { steps: 2 });
      await page.mouse.move(to.x + 20, to.y + 2, { steps: 12 });
      await page.mouse.up();
    } else {
      // The block's menu: Move… to Friday at 2:00 PM.
      await press(page, page.getByRole('button', { name: `Options for ${TASK}` }));
      await expect(page.getByRole('menuitem', { name: 'Move…' })).toBeFocused();
      await page.keyboard.press('Enter');
      const move = page.getByRole('dialog', { name: 'Move' });
      await press(page, move.getByLabel('Day'), 'f');
      await typeIn(page, move.getByLabel('Start time'), '0200P');
      await page.keyboard.press('Enter');
      await expect(move).toHaveCount(0);
    }
    const moved = page.getByRole('button', { name: `${TASK}, 2:00 PM - 2:30 PM, Friday` });
    await expect(column(page, '2026-03-13').getByRole('listitem').filter({ has: moved })).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: 'moved to Friday, 2:00 PM - 2:30 PM.' }),
    ).toBeAttached();
    await expect
      .poll(() => weekBlocks(page))
      .toEqual([
        {
          title: TASK,
          start: 'Friday 2:00 PM',
          end: 'Friday 2:30 PM',
          task: { date: '2026-03-10', group: 'bigThree', index: 0 },
          domain: 'physical',
        },
      ]);

    // The side panel's hours are the comparison API's for this week and the first ideal week.
    const weeks = (await (await page.request.get('/api/ideal-weeks')).json()) as IdealWeek[];
    const res = await page.request.post('/api/calendar/week-comparison', {
      data: { weekStartDate: WEEK, idealWeekId: weeks[0]?.id },
      headers: { Origin: new URL(page.url()).origin },
    });
    expect(res.status()).toBe(200);
    const comparison = (await res.json()) as WeekComparison;
    expect(comparison.byDomain).toEqual([{ domain: 'physical', idealMinutes: 60, actualMinutes: 30 }]);
    const panel = page.getByRole('list', { name: 'Planned and ideal hours' });
    await expect(panel.getByRole('listitem')).toHaveText(['Physical0.5 h of 1 h']);
    await expectAxeClean(page, `the week planner with a block at ${width} px`);
    if (width === 390) await expectDocumentFits(page, 'the week planner with a block at 390 px');
  });
}

test('a block moves a day and 15 minutes by the arrow keys, and stays with Escape', async ({
  page,
  api,
  user: _,
}) => {
  await api.post('/api/calendar/time-blocks', {
    title: 'Budget review',
    start: '2026-03-11T14:00:00.000Z',
    end: '2026-03-11T14:30:00.000Z',
  });
  await page.goto(`/week?start=${WEEK}`);
  const handle = page.getByRole('button', { name: 'Budget review, 10:00 AM - 10:30 AM, Wednesday' });
  await handle.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(handle).toContainText('Move to Tuesday, 10:00 AM - 10:30 AM');
  await page.keyboard.press('Escape');
  await expect(
    page.getByRole('status').filter({ hasText: 'Budget review stays at Wednesday' }),
  ).toBeAttached();
  await expect(handle).not.toContainText('Move to');

  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  await expect(handle).toContainText('Move to Thursday, 10:15 AM - 10:45 AM');
  await page.keyboard.press('Enter');
  const moved = page.getByRole('button', { name: 'Budget review, 10:15 AM - 10:45 AM, Thursday' });
  await expect(column(page, '2026-03-12').getByRole('listitem').filter({ has: moved })).toBeVisible();
  await expect(moved).toBeFocused();
  await expect
    .poll(() => weekBlocks(page))
    .toEqual([
      {
        title: 'Budget review',
        start: 'Thursday 10:15 AM',
        end: 'Thursday 10:45 AM',
        task: null,
        domain: null,
      },
    ]);
});

test('on the Sunday clocks go forward, a block is named by its wall-clock time and keeps it on a move', async ({
  page,
  api,
  user: _,
}) => {
  await api.post('/api/calendar/time-blocks', {
    title: 'Sabbath walk',
    start: '2026-03-08T13:00:00.000Z', // Sunday 9:00 AM EDT, 8 hours after midnight EST
    end: '2026-03-08T13:30:00.000Z',
  });
  await page.goto('/week?start=2026-03-02');
  const handle = page.getByRole('button', { name: 'Sabbath walk, 9:00 AM - 9:30 AM, Sunday' });
  await press(page, handle, 'ArrowLeft');
  await expect(handle).toContainText('Move to Saturday, 9:00 AM - 9:30 AM');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Sabbath walk, 9:00 AM - 9:30 AM, Saturday' })).toBeFocused();
  await expect
    .poll(async () => {
      const res = await page.request.get(
        '/api/calendar/events?startDate=2026-03-07T05:00:00.000Z&endDate=2026-03-09T04:00:00.000Z',
      );
      return ((await res.json()) as { summary: string; start: string }[]).map((e) => [e.summary, e.start]);
    })
    .toEqual([['Sabbath walk', '2026-03-07T14:00:00.000Z']]); // Saturday 9:00 AM EST
});

test('a bare /week shows this week and stays bare, so a bookmark of it keeps meaning this week', async ({
  page,
  user: _,
}) => {
  await page.goto('/week');
  await expect(page.getByText('Monday to Sunday, Mar 9 - 15, 2026.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'This Week' })).toHaveCount(0);
  await expect(page).toHaveURL('/week');
});

test('a start that is not a Monday shows this week, and This Week comes back to it', async ({
  page,
  user: _,
}) => {
  await page.goto('/week?start=2026-03-11');
  await expect(page.getByText('Monday to Sunday, Mar 9 - 15, 2026.')).toBeVisible();
  await expect(page).toHaveURL(`/week?start=${WEEK}`);
  await expect(page.getByRole('button', { name: 'This Week' })).toHaveCount(0);
  await press(page, page.getByRole('button', { name: 'Next week' }));
  await expect(page).toHaveURL('/week?start=2026-03-16');
  await expect(page.getByText('Monday to Sunday, Mar 16 - 22, 2026.')).toBeVisible();
  await press(page, page.getByRole('button', { name: 'This Week' }));
  await expect(page).toHaveURL(`/week?start=${WEEK}`);
  await expect(page.getByText('No ideal week yet. Design one to see it behind your week')).toBeVisible();
});

test('a brand-new user with nothing planned opens the week on a 390 px phone: only the columns scroll sideways', async ({
  page,
  user: _,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // A Sunday: today's column is the last, far outside the phone's width.
  await page.clock.setFixedTime(new Date('2026-03-15T16:00:00Z'));
  await page.goto(`/week?start=${WEEK}`);
  await expect(page.getByText('No ideal week yet. Design one to see it behind your week')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Week' })).toBeVisible();
  // Today's heading has a hidden (absolutely placed) word for screen readers: the columns' region must clip it.
  await expectDocumentFits(page, 'the week of a new user at 390 px');
});
