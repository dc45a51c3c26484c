/**
 * Insights (/insights, docs/product.md §2 Insights; ADR 056) in the browser: a brand-new user's empty state that
 * says what to do; a user with a few weeks seeded through the API reads the expected figures in the charts'
 * summaries and their screen-reader tables, habits and rituals included; the range picker by keyboard; Home's
 * card; 390 px; print; axe.
 * Both clocks read Tuesday 2026-03-10, 9:00 AM in New York (NOW).
 */
import type { Page } from '@playwright/test';
import { planBody } from '../api/fixtures.ts';
import {
  type Api,
  expect,
  expectAxeClean,
  expectDocumentFits,
  expectNoSideScroll,
  NOW,
  test,
} from './fixtures.ts';

test.use({ now: NOW, timezoneId: 'America/New_York' });

/** Saves the plan of `date` with `done` of its Big 3 done, finished with `rating` when given. */
async function seedDay(api: Api, date: string, done: number, rating?: string) {
  const plan = await api.post('/api/daily-plans', planBody(date));
  await api.patch(`/api/daily-plans/${plan.id}/completion`, {
    bigThreeCompleted: [0, 1, 2].map((i) => i < done),
  });
  if (rating)
    await api.patch(`/api/daily-plans/${plan.id}/finish`, {
      productivityRating: rating,
      incompleteTasks: [],
    });
}

/**
 * Two weeks of plans (6 of 9 Big 3 done, two rated days), an overdue goal, an ideal week, a work block and a
 * block without a domain.
 */
async function seed(api: Api) {
  await seedDay(api, '2026-03-02', 3, '8');
  await seedDay(api, '2026-03-04', 1, '6');
  await seedDay(api, '2026-03-09', 2);
  await api.post('/api/goals', {
    goalType: 'quarterly',
    dueDate: '2026-03-01',
    description: 'Publish the field guide',
    realm: 'Vocational',
    smarterCriteria: [],
    milestones: [
      { text: 'Outline', dueDate: '2026-01-15', completed: true },
      { text: 'Draft', dueDate: '2026-02-15', completed: false },
    ],
  });
  await api.post('/api/ideal-weeks', {
    name: 'Focus week',
    schedule: {
      'monday-9:00 AM': { activity: 'Deep work', domain: 'work' },
      'monday-9:30 AM': { activity: 'Deep work', domain: 'work' },
    },
  });
  await api.post('/api/calendar/time-blocks', {
    title: 'Write',
    start: '2026-03-09T09:00:00-04:00',
    end: '2026-03-09T10:00:00-04:00',
    domain: 'work',
  });
  await api.post('/api/calendar/time-blocks', {
    title: 'Inbox',
    start: '2026-03-10T07:00:00-04:00',
    end: '2026-03-10T07:30:00-04:00',
  });
}

/** The cells of the row named `row` in the table named `table`. */
const rowOf = (page: Page, table: string, row: string) =>
  page.getByRole('table', { name: table }).getByRole('row', { name: row });

test('a brand-new user sees what to do first, from Home’s Insights card', async ({ page, user }) => {
  expect(user.email).toContain('@');
  await page.goto('/');
  const card = page.getByRole('link', { name: 'Insights' });
  await card.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No insights yet' })).toBeVisible();
  await expect(page.getByText('Plan your first day and finish it with a rating')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Plan your first day' })).toHaveAttribute(
    'href',
    '/daily-planning',
  );
  await expectAxeClean(page, 'the empty Insights');
});

test('seeded weeks show their figures in the summaries and tables; the range changes by keyboard', async ({
  page,
  api,
  user,
}) => {
  expect(user.email).toContain('@');
  await seed(api);
  await page.goto('/insights?weeks=4');

  await expect(
    page.getByText('6 of 9 Big 3 tasks done (67%); 0 of 2 weeks with a Big 3 at or above the 75% target.'),
  ).toBeVisible();
  await expect(rowOf(page, 'Big 3 completion per week', 'Mar 2 - 8, 2026').getByRole('cell')).toHaveText([
    '4 of 6',
    '67%',
  ]);
  await expect(rowOf(page, 'Big 3 completion per week', 'Feb 16 - 22, 2026').getByRole('cell')).toHaveText([
    '0 of 0',
    'No Big 3',
  ]);
  await expect(page.getByText('2 rated days, average 7 of 10; average of the last 7: 7.')).toBeVisible();
  await expect(
    rowOf(page, 'Productivity rating per finished day', 'Wednesday, March 4, 2026').getByRole('cell'),
  ).toHaveText(['6', '7']);
  await expect(page.getByText('3 planned days and 2 finished days in 4 weeks.')).toBeVisible();
  await expect(
    rowOf(page, 'Planned and finished days per week', 'Mar 9 - 15, 2026').getByRole('cell'),
  ).toHaveText(['1', '0']);
  // Time without a domain has its own row, last, as in the Week Comparison card (ADR 058).
  const domainChart = page.getByRole('region', { name: 'Hours by life domain' });
  await expect(domainChart.getByRole('listitem')).toHaveText([
    'Work',
    'No domain',
    'Ideal Week hours',
    'Week Comparison Score (right axis)',
  ]);
  await expect(
    page.getByRole('table', { name: 'Hours by life domain per week' }).getByRole('columnheader'),
  ).toHaveText(['Week', 'Work', 'No domain', 'Week Comparison Score']);
  await expect(rowOf(page, 'Hours by life domain per week', 'Mar 9 - 15, 2026').getByRole('cell')).toHaveText(
    ['1 h', '0.5 h', '100%'],
  );
  await expect(
    rowOf(page, 'Hours by life domain per week', 'Ideal Week: Focus week').getByRole('cell'),
  ).toHaveText(['1 h', '0 h', '']);
  await expect(
    domainChart.getByText(
      '0.4 hours a week on average, 0.1 of them without a life domain, against 1 in Focus week; average Week Comparison Score 25%.',
    ),
  ).toBeVisible();
  const goal = page.getByRole('listitem').filter({ hasText: 'Publish the field guide' });
  await expect(goal.getByText('Overdue')).toBeVisible();
  await expect(goal.getByText('Milestones 50% · Time 100%')).toBeVisible();
  await expectAxeClean(page, 'Insights with data');

  // The picker by keyboard: the checked radio takes the focus, an arrow moves to the next range.
  const four = page.getByRole('radio', { name: 'Last 4 weeks' });
  await four.focus();
  await expect(four).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Last 12 weeks' })).toBeChecked();
  await expect(page).toHaveURL(/weeks=12/);
  await expect(page.getByText('3 planned days and 2 finished days in 12 weeks.')).toBeVisible();
});

/** A habit name near the 100-character limit, wider than a phone, to check the legend and the page still fit. */
const LONG_HABIT = `Read ${'twenty pages '.repeat(6)}before breakfast`;

test('habits and rituals: what to do without them, then each week’s completion in the summary and table', async ({
  page,
  api,
  user,
}) => {
  expect(user.email).toContain('@');
  await seed(api);
  await page.goto('/insights?weeks=4');
  await expect(page.getByText('No habits or rituals yet', { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Habit Tracker' })).toHaveAttribute('href', '/habit-tracker');
  await expect(page.getByRole('link', { name: 'Ritual Builder' })).toHaveAttribute('href', '/ritual-builder');

  // Daily from Monday 03-02: done Monday and Tuesday, Wednesday skipped, done Monday 03-09 (today is Tuesday 03-10).
  const habit = await api.post('/api/habits', {
    name: LONG_HABIT,
    schedule: { kind: 'daily' },
    startDate: '2026-03-02',
  });
  for (const date of ['2026-03-02', '2026-03-03', '2026-03-09'])
    await api.put(`/api/habits/${habit.id}/entries/${date}`, { count: 1 });
  await api.put(`/api/habits/${habit.id}/entries/2026-03-04`, { skipped: true });
  // The morning ritual, complete on Monday 03-09 only.
  await api.post('/api/rituals', { type: 'morning', elements: ['Pray', 'Read'] });
  await api.put('/api/rituals/morning/runs/2026-03-09', { completed: [true, true] });
  await page.reload();

  const chart = page.getByRole('region', { name: 'Habits and rituals per week' });
  // Read: 3 of 7 due days; the ritual: 1 of the 23 days up to today.
  await expect(
    chart.getByText(`Completion over these 4 weeks: ${LONG_HABIT} 43%, Morning ritual 4%.`),
  ).toBeVisible();
  const table = 'Habits and rituals per week';
  await expect(rowOf(page, table, 'Mar 2 - 8, 2026').getByRole('cell')).toHaveText([
    '33% (2 of 6 days)',
    '0% (0 of 7 days)',
  ]);
  await expect(rowOf(page, table, 'Mar 9 - 15, 2026').getByRole('cell')).toHaveText([
    '100% (1 of 1 days)',
    '50% (1 of 2 days)',
  ]);
  await expect(rowOf(page, table, 'Feb 16 - 22, 2026').getByRole('cell')).toHaveText([
    'Nothing due',
    '0% (0 of 7 days)',
  ]);
  await expectAxeClean(page, 'Insights with habits and rituals');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectDocumentFits(page, 'Habits and rituals at 390 px');
});

test('fits 390 px and prints without the picker', async ({ page, api, user }) => {
  expect(user.email).toContain('@');
  await seed(api);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/insights?weeks=52');
  await expect(page.getByText('3 planned days and 2 finished days in 52 weeks.')).toBeVisible();
  await expect(page.locator('svg[aria-hidden="true"]').first()).toBeVisible();
  await expectDocumentFits(page, 'Insights at 390 px');
  await expectNoSideScroll(page, 'Insights at 390 px');
  await expectAxeClean(page, 'Insights at 390 px');

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('radio', { name: 'Last 52 weeks' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expectDocumentFits(page, 'Insights printed');
});
