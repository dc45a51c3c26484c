/**
 * A habit's page (/habit-tracker/{id}, docs/product.md §2) in Chromium: a brand-new user's habit with entries made
 * through the API shows its words, goal and stats; a heatmap day is reached by keyboard with its accessible name and
 * corrected through its editor, and the stats and the database follow; the monthly chart's table says the done days;
 * another user's habit is 'Habit not found'; at 390 px the heatmap scrolls inside its card, scrolled to today; axe.
 *
 * Both clocks read Tuesday 2026-03-10, 9:00 AM in New York (NOW).
 */
import type { Page } from '@playwright/test';
import type { Habit, HabitEntry } from '../../src/core/habits.ts';
import { type Api, expect, expectAxeClean, expectDocumentFits, NOW, test } from './fixtures.ts';

test.use({ now: NOW, timezoneId: 'America/New_York' });

/** Days done (8 of 8) and skipped before today, Tuesday March 10; March 2 (Monday) is missed. */
const DONE = ['2026-03-03', '2026-03-05', '2026-03-06', '2026-03-07', '2026-03-08', '2026-03-09'];
const SKIPPED = '2026-03-04';

/**
 * Creates a goal and a daily 'Drink water' habit (8 glasses, from February 1) serving it, with the entries above,
 * through the API (each call asserts its 2xx answer); checks they are stored.
 */
async function habitWithEntries(page: Page, api: Api): Promise<Habit> {
  const goal = await api.post('/api/goals', {
    goalType: 'long-term',
    dueDate: '2026-12-31',
    description: 'Run a marathon',
    realm: 'Physical',
    smarterCriteria: [],
    milestones: [],
    progress: '0',
  });
  const habit = await api.post<Habit>('/api/habits', {
    name: 'Drink water',
    description: 'A glass with each meal and between them.',
    schedule: { kind: 'daily' },
    target: 8,
    unit: 'glasses',
    startDate: '2026-02-01',
    goalId: goal.id,
  });
  for (const date of DONE) await api.put(`/api/habits/${habit.id}/entries/${date}`, { count: 8 });
  await api.put(`/api/habits/${habit.id}/entries/${SKIPPED}`, { skipped: true });
  expect(await entriesOf(page, habit.id)).toHaveLength(DONE.length + 1);
  return habit;
}

/** The habit's entries of March 2026 as the API holds them. */
async function entriesOf(page: Page, id: string): Promise<HabitEntry[]> {
  const response = await page.request.get(`/api/habits/${id}/entries?from=2026-03-01&to=2026-03-31`);
  expect(response.status()).toBe(200);
  return (await response.json()) as HabitEntry[];
}

/** The value shown for a statistic. */
const stat = (page: Page, term: string) =>
  page.getByRole('term').filter({ hasText: term }).locator('xpath=following-sibling::dd[1]');

test('shows the habit, its goal and its stats', async ({ page, api, user: _ }) => {
  const habit = await habitWithEntries(page, api);
  await page.goto(`/habit-tracker/${habit.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Drink water' })).toBeVisible();
  await expect(page.getByText('A glass with each meal and between them.')).toBeVisible();
  await expect(page.getByText('Every day · 8 glasses a day')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Run a marathon' })).toHaveAttribute('href', '/goal-tracking');
  await expect(page.getByRole('link', { name: 'Back to Habit Tracker' })).toHaveAttribute(
    'href',
    '/habit-tracker',
  );
  // Back from yesterday: six done days, the skipped 4th neither breaks nor adds; the missed 2nd ends it.
  await expect(stat(page, 'Current streak')).toHaveText('6 days');
  await expect(stat(page, 'Longest streak')).toHaveText('6 days');
  await expect(stat(page, 'Done days')).toHaveText('6');
  // 30 days from February 9: 28 due days before today (the skipped one left out); 37 − 1 from February 1.
  await expect(stat(page, 'Completion, last 30 days')).toHaveText('21%');
  await expect(stat(page, 'Completion, last 365 days')).toHaveText('17%');
  await expect(page.getByText('Archived', { exact: true })).toHaveCount(0);
});

test('corrects a missed day from the heatmap by keyboard, and the stats follow', async ({
  page,
  api,
  user: _,
}) => {
  const habit = await habitWithEntries(page, api);
  await page.goto(`/habit-tracker/${habit.id}`);
  await expect(stat(page, 'Current streak')).toHaveText('6 days');

  // One tab stop after the habit's actions: today's day (once the heatmap's entries have come).
  const today = page.getByRole('gridcell', { name: 'March 10, 2026: not done yet' });
  await expect(today).toBeAttached();
  await page.getByRole('button', { name: 'Actions for Drink water' }).focus();
  await page.keyboard.press('Tab');
  await expect(today).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('gridcell', { name: 'March 3, 2026: done 8 of 8' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('gridcell', { name: 'March 4, 2026: skipped' })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  const missed = page.getByRole('gridcell', { name: 'March 2, 2026: missed' });
  await expect(missed).toBeFocused();

  await page.keyboard.press('Enter');
  const editor = page.getByRole('dialog', { name: 'March 2, 2026' });
  await expect(editor.getByLabel('Count (glasses)')).toHaveValue('0');
  await expect(editor.getByRole('checkbox', { name: 'Skipped' })).not.toBeChecked();
  await editor.getByLabel('Count (glasses)').fill('8');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor).toBeHidden();

  await expect(page.getByRole('gridcell', { name: 'March 2, 2026: done 8 of 8' })).toBeFocused();
  await expect(stat(page, 'Current streak')).toHaveText('7 days');
  await expect(stat(page, 'Done days')).toHaveText('7');
  await expect
    .poll(() => entriesOf(page, habit.id))
    .toContainEqual({ date: '2026-03-02', count: 8, skipped: false });
});

test("tells the done days per month in the chart's table", async ({ page, api, user: _ }) => {
  const habit = await habitWithEntries(page, api);
  await page.goto(`/habit-tracker/${habit.id}`);
  const table = page.getByRole('table', { name: 'Done days per month, last 12 months' });
  await expect(table.getByRole('row')).toHaveCount(13);
  await expect(table.getByRole('row', { name: 'Apr 2025' })).toContainText('0');
  await expect(table.getByRole('row', { name: 'Feb 2026' })).toContainText('0');
  await expect(table.getByRole('row', { name: 'Mar 2026' }).getByRole('cell')).toHaveText('6');
});

test("shows 'Habit not found' for another user's habit", async ({ page, api, baseURL, user: _ }) => {
  const habit = await habitWithEntries(page, api);
  const other = {
    name: 'Other',
    email: `other-${habit.id}@example.com`,
    password: 'another long passphrase',
  };
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    data: other,
    headers: { Origin: baseURL ?? '' },
  });
  expect(signUp.status(), await signUp.text()).toBe(200);

  await page.goto(`/habit-tracker/${habit.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Habit not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Habit Tracker' })).toHaveAttribute(
    'href',
    '/habit-tracker',
  );
  await expect(page.getByText('Drink water')).toHaveCount(0);
});

test('has no serious axe violation, with the day editor open too', async ({ page, api, user: _ }) => {
  const habit = await habitWithEntries(page, api);
  await page.goto(`/habit-tracker/${habit.id}`);
  await expect(stat(page, 'Current streak')).toHaveText('6 days');
  await expectAxeClean(page, 'the habit page');
  await page.getByRole('gridcell', { name: 'March 2, 2026: missed' }).click();
  await expect(page.getByRole('dialog', { name: 'March 2, 2026' })).toBeVisible();
  await expectAxeClean(page, 'the day editor');
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the heatmap scrolls inside its card, scrolled to today', async ({ page, api, user: _ }) => {
    const habit = await habitWithEntries(page, api);
    await page.goto(`/habit-tracker/${habit.id}`);
    // The card may start below the fold of a phone: bring its heading up; sideways, the grid must open at today.
    await page
      .getByRole('heading', { name: 'The last year' })
      .evaluate((heading) => heading.scrollIntoView({ block: 'start' }));
    const today = page.getByRole('gridcell', { name: 'March 10, 2026: not done yet' });
    await expect(today).toBeInViewport();
    await expect(
      page.getByRole('gridcell', { name: 'March 10, 2025: before the habit started' }),
    ).not.toBeInViewport();
    await expectDocumentFits(page, 'the habit page at 390 px');
    await expectAxeClean(page, 'the habit page at 390 px');
  });
});
