/**
 * The week planner's gestures beyond the Big 3 (docs/product.md §2 'Week planner'; ADR 059) in Chromium, for a user
 * with today's plan (Tuesday): an other task dragged into a day's column or booked from its Schedule button (the
 * focus back on that button when the dialog closes; a refusal for a taken time announced), a block resized by its
 * bottom edge (and refused over another block) or by 'Change length…' to midnight, a dropped task taking the Ideal
 * Week's life domain under it, and the hours widened to show an Ideal Week's 5 AM block and a late event.
 *
 * Clocks: Tuesday 2026-03-10 9:00 AM in New York (daily-overview-setup.ts); the week is Monday 2026-03-09 to Sunday
 * 03-15.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, OTHER_TASKS, test } from './daily-overview-setup.ts';
import { closeWithEscape, expectAxeClean, expectToast, press } from './fixtures.ts';
import { weekBlocks } from './week-blocks.ts';

test.use({ viewport: { width: 1280, height: 1400 } });
test.describe.configure({ timeout: 90_000 });

const WEEK = '/week?start=2026-03-09';

const column = (page: Page, date: string) => page.locator(`[data-day="${date}"]`);

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return box;
}

/** A mouse drag from the middle of `from` to (x, y), in small steps as a hand moves. */
async function mouseDrag(page: Page, from: Locator, x: number, y: number) {
  const box = await boxOf(from);
  const start = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x, start.y + 8, { steps: 2 });
  await page.mouse.move(x, y, { steps: 12 });
  await page.mouse.up();
}

/** Drags `task` to the first quarter of hour `hour` in the column of `date`. */
async function dropTask(page: Page, task: Locator, date: string, hour: number) {
  const row = await boxOf(column(page, date).locator(`[data-hour="${hour}"]`));
  await mouseDrag(page, task, row.x + row.width / 2, row.y + 2);
}

/** Opens Tuesday's 'Other tasks' by keyboard and gives its list. */
async function otherTasks(page: Page) {
  await press(page, page.getByText(`Other tasks (${OTHER_TASKS.length})`), 'Enter');
  const list = page.getByRole('list', { name: 'Other tasks, Tuesday' });
  await expect(list.getByRole('listitem')).toContainText(OTHER_TASKS);
  return list;
}

test('an other task of a planned day is dragged into another day’s column and books its block', async ({
  page,
  user: _,
}) => {
  await page.goto(WEEK);
  const list = await otherTasks(page);
  await dropTask(page, list.getByRole('listitem').filter({ hasText: 'Book travel' }), '2026-03-12', 11);
  const handle = page.getByRole('button', { name: 'Book travel, 11:00 AM - 11:30 AM, Thursday' });
  await expect(column(page, '2026-03-12').getByRole('listitem').filter({ has: handle })).toBeVisible();
  await expect
    .poll(() => weekBlocks(page))
    .toEqual([
      {
        title: 'Book travel',
        start: 'Thursday 11:00 AM',
        end: 'Thursday 11:30 AM',
        task: { date: '2026-03-10', group: 'otherTasks', index: 1 },
        domain: null,
      },
    ]);
});

test('an other task is booked from its Schedule button by keyboard', async ({ page, user: _ }) => {
  await page.goto(WEEK);
  await otherTasks(page);
  await expectAxeClean(page, 'the week with Tuesday’s other tasks open');
  await press(page, page.getByRole('button', { name: 'Schedule Answer emails' }));
  const dialog = page.getByRole('dialog', { name: 'Schedule' });
  await expect(dialog.getByLabel('Day')).toHaveValue('2026-03-10');
  await press(page, dialog.getByRole('button', { name: 'Save' }));
  await expectToast(page, 'Task Scheduled', 'Answer emails at Tuesday, 9:00 AM - 9:30 AM');
  expect(await weekBlocks(page)).toEqual([
    {
      title: 'Answer emails',
      start: 'Tuesday 9:00 AM',
      end: 'Tuesday 9:30 AM',
      task: { date: '2026-03-10', group: 'otherTasks', index: 0 },
      domain: null,
    },
  ]);
});

test('the Schedule dialog gives the focus back to the task’s Schedule button, on Escape and on Save', async ({
  page,
  user: _,
}) => {
  await page.goto(WEEK);
  await otherTasks(page);
  const schedule = page.getByRole('button', { name: 'Schedule Book travel' });
  await press(page, schedule);
  const dialog = page.getByRole('dialog', { name: 'Schedule' });
  await closeWithEscape(dialog);
  await expect(schedule).toBeFocused();
  await press(page, schedule);
  await press(page, dialog.getByRole('button', { name: 'Save' }));
  await expectToast(page, 'Task Scheduled', 'Book travel at Tuesday, 9:00 AM - 9:30 AM');
  await expect(schedule).toBeFocused();
});

test('a booking refused for a taken time is announced as not scheduled, with a toast', async ({
  page,
  api,
  user: _,
}) => {
  await api.post('/api/calendar/time-blocks', {
    title: 'Budget review',
    start: '2026-03-10T13:00:00.000Z', // Tuesday 9:00 AM, where the dialog starts
    end: '2026-03-10T14:00:00.000Z',
  });
  await page.goto(WEEK);
  await otherTasks(page);
  await press(page, page.getByRole('button', { name: 'Schedule Book travel' }));
  await press(page, page.getByRole('dialog', { name: 'Schedule' }).getByRole('button', { name: 'Save' }));
  await expectToast(
    page,
    'Could Not Schedule Task',
    'That time is already taken by another scheduled task. Please choose another time.',
  );
  await expect(
    page.getByRole('status').filter({ hasText: 'Book travel could not be scheduled.' }),
  ).toBeAttached();
  expect(await weekBlocks(page)).toMatchObject([{ title: 'Budget review' }]);
});

test.describe('with a done other task', () => {
  test.use({ plan: { otherTasksCompleted: [true, false] } });

  test('a done task is listed struck through, with no Schedule button', async ({ page, user: _ }) => {
    await page.goto(WEEK);
    const list = await otherTasks(page);
    await expect(list.getByRole('listitem').first()).toHaveText('Answer emails (done)');
    await expect(page.getByRole('button', { name: 'Schedule Book travel' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Schedule Answer emails' })).toHaveCount(0);
  });
});

/** Drags the bottom edge of `title`'s block on Wednesday to `minutes` past hour `hour` (48 px an hour). */
async function resizeTo(page: Page, title: string, hour: number, minutes: number) {
  const block = column(page, '2026-03-11')
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: new RegExp(`^${title}, `) }) });
  const row = await boxOf(column(page, '2026-03-11').locator(`[data-hour="${hour}"]`));
  await mouseDrag(
    page,
    block.locator('[data-resize-edge]'),
    row.x + row.width / 2,
    row.y + (minutes * 48) / 60 + 1,
  );
}

test('a block’s bottom edge dragged resizes it, snapping to 15 minutes', async ({ page, api, user: _ }) => {
  await api.post('/api/calendar/time-blocks', {
    title: 'Budget review',
    start: '2026-03-11T14:00:00.000Z',
    end: '2026-03-11T14:30:00.000Z',
  });
  await page.goto(WEEK);
  await expect(
    page.getByRole('button', { name: 'Budget review, 10:00 AM - 10:30 AM, Wednesday' }),
  ).toBeVisible();
  await resizeTo(page, 'Budget review', 11, 15);
  await expect(
    page.getByRole('button', { name: 'Budget review, 10:00 AM - 11:15 AM, Wednesday' }),
  ).toBeVisible();
  await expect
    .poll(() => weekBlocks(page))
    .toMatchObject([{ title: 'Budget review', start: 'Wednesday 10:00 AM', end: 'Wednesday 11:15 AM' }]);
});

test('a resize over another block is refused: the block goes back, with a toast', async ({
  page,
  api,
  user: _,
}) => {
  for (const [title, start, end] of [
    ['Budget review', '2026-03-11T14:00:00.000Z', '2026-03-11T14:30:00.000Z'], // 10:00 AM
    ['Call the bank', '2026-03-11T15:00:00.000Z', '2026-03-11T16:00:00.000Z'], // 11:00 AM
  ] as const)
    await api.post('/api/calendar/time-blocks', { title, start, end });
  await page.goto(WEEK);
  await expect(
    page.getByRole('button', { name: 'Budget review, 10:00 AM - 10:30 AM, Wednesday' }),
  ).toBeVisible();
  await resizeTo(page, 'Budget review', 11, 30);
  await expectToast(
    page,
    'Could Not Move Task',
    'That time is already taken by another scheduled task. It is back where it was.',
  );
  await expect(
    page.getByRole('button', { name: 'Budget review, 10:00 AM - 10:30 AM, Wednesday' }),
  ).toBeVisible();
  expect(await weekBlocks(page)).toMatchObject([
    { title: 'Budget review', start: 'Wednesday 10:00 AM', end: 'Wednesday 10:30 AM' },
    { title: 'Call the bank', start: 'Wednesday 11:00 AM', end: 'Wednesday 12:00 PM' },
  ]);
});

test('a dropped task counts for the Ideal Week’s life domain under it, and for none where it has none', async ({
  page,
  api,
  user: _,
}) => {
  await api.post('/api/ideal-weeks', {
    name: 'Fit week',
    schedule: { 'wednesday-10:00 AM': { activity: 'Morning run', domain: 'physical' } },
  });
  await page.goto(WEEK);
  const bigThree = page.getByRole('list', { name: 'Big 3, Tuesday' });
  await expect(page.getByRole('list', { name: 'Fit week, Wednesday' }).getByRole('listitem')).toHaveText([
    'Ideal: Physical · Morning run',
  ]);
  await dropTask(page, bigThree.getByRole('listitem').filter({ hasText: 'Call the bank' }), '2026-03-11', 10);
  await expect(
    page.getByRole('button', { name: 'Call the bank, 10:00 AM - 10:30 AM, Wednesday' }),
  ).toBeVisible();
  await dropTask(
    page,
    bigThree.getByRole('listitem').filter({ hasText: 'Review the budget' }),
    '2026-03-11',
    14,
  );
  await expect(
    page.getByRole('button', { name: 'Review the budget, 2:00 PM - 2:30 PM, Wednesday' }),
  ).toBeVisible();
  await expect
    .poll(() => weekBlocks(page))
    .toMatchObject([
      { title: 'Call the bank', start: 'Wednesday 10:00 AM', domain: 'physical' },
      { title: 'Review the budget', start: 'Wednesday 2:00 PM', domain: null },
    ]);
  await expect(page.getByRole('list', { name: 'Planned and ideal hours' }).getByRole('listitem')).toHaveText([
    'Physical0.5 h of 0.5 h',
    'No domain0.5 h of 0 h',
  ]);
});

test('the columns widen to show an Ideal Week block at 5 AM and a block at 10:30 PM', async ({
  page,
  api,
  user: _,
}) => {
  await api.post('/api/ideal-weeks', {
    name: 'Early week',
    schedule: { 'monday-5:00 AM': { activity: 'Pray', domain: 'spiritual' } },
  });
  await api.post('/api/calendar/time-blocks', {
    title: 'Late call',
    start: '2026-03-11T02:30:00.000Z', // Tuesday 10:30 PM
    end: '2026-03-11T03:00:00.000Z',
  });
  await page.goto(WEEK);
  const early = page.getByRole('list', { name: 'Early week, Monday' }).getByRole('listitem');
  await expect(early).toHaveText(['Ideal: Spiritual · Pray']);
  const fiveAm = await boxOf(column(page, '2026-03-09').locator('[data-hour="5"]'));
  expect((await boxOf(early)).y).toBeCloseTo(fiveAm.y, 0);
  const late = page.getByRole('button', { name: 'Late call, 10:30 PM - 11:00 PM, Tuesday' });
  await expect(column(page, '2026-03-10').getByRole('listitem').filter({ has: late })).toBeVisible();
  const tenPm = await boxOf(column(page, '2026-03-10').locator('[data-hour="22"]'));
  expect((await boxOf(late)).y).toBeGreaterThan(tenPm.y);
});

test('Change length… ends a block at midnight: an end of 12:00 AM is the midnight that ends its day', async ({
  page,
  api,
  user: _,
}) => {
  await api.post('/api/calendar/time-blocks', {
    title: 'Late call',
    start: '2026-03-12T03:00:00.000Z', // Wednesday 11:00 PM
    end: '2026-03-12T03:30:00.000Z',
  });
  await page.goto(WEEK);
  const options = page.getByRole('button', { name: 'Options for Late call' });
  await press(page, options, 'Enter');
  // The menu focuses its first item once open; an arrow pressed before that would be lost.
  await expect(page.getByRole('menuitem').first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Change length…' })).toBeFocused();
  await page.keyboard.press('Enter');
  const length = page.getByRole('dialog', { name: 'Change length' });
  await expect(length.getByLabel('End time')).toHaveValue('23:30');
  await length.getByLabel('End time').fill('00:00');
  await page.keyboard.press('Enter');
  await expect(length).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Late call, 11:00 PM - 12:00 AM, Wednesday' })).toBeVisible();
  await expect
    .poll(() => weekBlocks(page))
    .toMatchObject([{ title: 'Late call', start: 'Wednesday 11:00 PM', end: 'Thursday 12:00 AM' }]);
  // Opened again, the dialog shows that end as 00:00 (a time field has no 24:00).
  await expect(options).toBeFocused();
  await press(page, options, 'Enter');
  // The menu focuses its first item once open; an arrow pressed before that would be lost.
  await expect(page.getByRole('menuitem').first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Change length…' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(length.getByLabel('End time')).toHaveValue('00:00');
});
