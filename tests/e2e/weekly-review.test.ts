/**
 * The Weekly Review in Chromium (docs/product.md §2 Weekly Review, §4, §5, §8, §9): the Weekly Summary of a week
 * with daily plans (red with ' - Below 75% target' under 75%), saving and reloading the review with blank entries
 * dropped, week navigation (labels, an empty form for a week without a review, no form mixed between weeks, 'Leave
 * without saving?' before unsaved typing is lost, nothing asked after a save), the
 * failure toasts, the 401 toast and login redirect, the load-error alert, axe and 390 px; and the chain: a goal →
 * a weekly priority tied to it on last week's review → this week's planning wizard offers it with its goal →
 * the plan is saved with it → the Weekly Summary counts it.
 *
 * Both clocks read Tuesday 2026-03-10, 9:00 AM in New York (server TEST_NOW, browser clock): the week is
 * Monday 2026-03-09 to Sunday 2026-03-15.
 */
import type { Page } from '@playwright/test';
import type { DailyPlanInput } from '../../src/core/daily-plan.ts';
import {
  expect,
  expectAxeClean,
  expectCloseAsked,
  expectDocumentFits,
  expectToast,
  holdRequests,
  NOW,
  newUser,
  signUpInBrowser,
  test,
} from './fixtures.ts';

const TIME_ZONE = 'America/New_York';

test.use({ now: NOW, timezoneId: TIME_ZONE });
const WEEK = '2026-03-09';
const LAST_WEEK = '2026-03-02';
const LABELS = { last: 'Mar 2 - 8, 2026', this: 'Mar 9 - 15, 2026', next: 'Mar 16 - 22, 2026' };
const LONG = `${'Strategic-planning-'.repeat(30)}end`;

function planBody(
  date: string,
  bigThreeCompleted: boolean[],
  otherTasksCompleted: boolean[],
): DailyPlanInput {
  return {
    date,
    morningRitualCompleted: false,
    bigThree: bigThreeCompleted.map((_, i) => `Big task ${i + 1} of ${date}`),
    bigThreeCompleted,
    otherTasks: otherTasksCompleted.map((_, i) => `Other task ${i + 1} of ${date}`),
    otherTasksCompleted,
    winningDefinition: '',
    distractions: [],
  };
}

/** The form control labelled `label` (the After-Action Review's textbox, not its region of the same name). */
const field = (page: Page, label: string) =>
  label === 'After-Action Review'
    ? page.getByRole('textbox', { name: label, exact: true })
    : page.getByLabel(label, { exact: true });
const weekLabel = (page: Page) => page.getByRole('main').locator('time').first();
const summaryRegion = (page: Page) => page.getByRole('region', { name: 'Weekly Summary' });
/** The Big 3 Completed figure of the summary. */
const bigThreeFigure = (page: Page) => summaryRegion(page).getByRole('group', { name: 'Big 3 Completed' });

test('a ?week= the API refuses is replaced by this week, and the first and last weeks stop the buttons', async ({
  page,
  user: _,
}) => {
  await page.goto('/weekly-review?week=0001-01-01');
  await expect(page).toHaveURL((url) => url.search === `?week=${WEEK}`);
  await expect(weekLabel(page)).toHaveText(LABELS.this);
  await expect(field(page, 'Win #1')).toBeVisible();

  // The last Monday the API takes (9999-12-27): no next week, and its review form loads without an alert.
  await page.goto('/weekly-review?week=9999-12-27');
  await expect(field(page, 'Win #1')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next week' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Previous week' })).toBeEnabled();
  await expect(page.getByText('Could not load weekly review. Starting fresh for this week.')).toHaveCount(0);

  // The first Monday the API takes (1000-01-06): no previous week.
  await page.goto('/weekly-review?week=1000-01-06');
  await expect(field(page, 'Win #1')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous week' })).toBeDisabled();
  await page.getByRole('button', { name: 'Next week' }).click();
  await expect(page).toHaveURL((url) => url.search === '?week=1000-01-13');
});

test('a brand-new user: the summary in red under 75%, saves and reloads the review, and moves between weeks', async ({
  page,
  api,
}) => {
  await signUpInBrowser(page, newUser('Wes Weekly'));
  // Big 3: 3 of 6 done (50%); all tasks: 5 of 8 (63%). A plan of last week and one of next Monday do not count.
  await api.post('/api/daily-plans', planBody('2026-03-09', [true, false, false], [true, true]));
  await api.post('/api/daily-plans', planBody('2026-03-10', [true, true, false], []));
  await api.post('/api/daily-plans', planBody('2026-03-08', [true, true, true], []));
  await api.post('/api/daily-plans', planBody('2026-03-16', [true, true, true], []));
  const seeded = await page.request.get(`/api/weekly-reviews/week/${WEEK}/summary`);
  expect(await seeded.json()).toMatchObject({ bigThreeDone: 3, bigThreeTotal: 6, belowTarget: true });

  await page.goto('/');
  await page.getByRole('link', { name: 'Weekly Review' }).click();
  await expect(page).toHaveURL('/weekly-review');
  await expect(page.getByRole('heading', { level: 1, name: 'Weekly Review' })).toBeVisible();
  await expect(weekLabel(page)).toHaveText(LABELS.this);

  const summary = summaryRegion(page);
  await expect(
    summary.getByRole('group', { name: 'Total Tasks Completed' }).getByText('5/8 (63%)', { exact: true }),
  ).toBeVisible();
  const bigThree = bigThreeFigure(page).getByText('3/6 (50%) - Below 75% target', { exact: true });
  await expect(bigThree).toBeVisible();
  expect(await bigThree.evaluate((element) => getComputedStyle(element).color)).toBe('rgb(180, 35, 24)');
  await expect(
    summary.getByText('Big 3 tasks linked to your weekly priorities: 0 of 6', { exact: true }),
  ).toBeVisible();
  for (const prompt of [
    'What were your three biggest wins this week?',
    "What went well? What didn't go as planned? What can you improve next week?",
    'What are your three most important priorities for next week?',
  ])
    await expect(page.getByText(prompt, { exact: true })).toBeVisible();
  await expectAxeClean(page);

  // Fill with a blank in the middle of each list, and save.
  await field(page, 'Win #1').fill('  Closed the Acme deal ');
  await field(page, 'Win #3').fill('Hired a designer');
  await field(page, 'After-Action Review').fill('Mornings went well.\nAfternoons were too full.');
  await field(page, 'Priority #2').fill('Launch the pilot');
  await field(page, 'Priority #3').fill('Rest on Sunday');
  await page.getByRole('button', { name: 'Save Weekly Review' }).click();
  await expectToast(page, 'Success!', 'Your weekly review has been saved.');
  const saved = await (await page.request.get(`/api/weekly-reviews/week/${WEEK}`)).json();
  expect(saved).toMatchObject({
    weekStartDate: WEEK,
    biggestWins: ['Closed the Acme deal', 'Hired a designer'],
    afterActionReview: 'Mornings went well.\nAfternoons were too full.',
    weeklyBigThree: ['Launch the pilot', 'Rest on Sunday'],
  });

  // Reload: the saved values, blanks dropped.
  await page.reload();
  await expect(field(page, 'Win #1')).toBeVisible();
  await expect(field(page, 'Win #1')).toHaveValue('Closed the Acme deal');
  await expect(field(page, 'Win #2')).toHaveValue('Hired a designer');
  await expect(field(page, 'Win #3')).toHaveValue('');
  await expect(field(page, 'After-Action Review')).toHaveValue(
    'Mornings went well.\nAfternoons were too full.',
  );
  await expect(field(page, 'Priority #1')).toHaveValue('Launch the pilot');

  // Unsaved typing stays with its week: leaving it asks first (Stay keeps it), and Leave shows next week as an
  // empty form with no summary and no load alert.
  await field(page, 'Priority #3').fill('Typed but not saved');
  await page.getByRole('button', { name: 'Next week' }).click();
  const leave = page.getByRole('alertdialog', { name: 'Leave without saving?' });
  await expect(
    leave.getByText('Your changes to this weekly review will be lost.', { exact: true }),
  ).toBeVisible();
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(leave).toHaveCount(0);
  await expect(weekLabel(page)).toHaveText(LABELS.this);
  await expect(field(page, 'Priority #3')).toHaveValue('Typed but not saved');
  await page.getByRole('button', { name: 'Next week' }).click();
  await leave.getByRole('button', { name: 'Leave' }).click();
  await expect(weekLabel(page)).toHaveText(LABELS.next);
  await expect(field(page, 'Win #1')).toBeVisible();
  for (const label of ['Win #1', 'Win #2', 'After-Action Review', 'Priority #1', 'Priority #3'])
    await expect(field(page, label)).toHaveValue('');
  // Next Monday's plan makes a summary for next week.
  await expect(bigThreeFigure(page).getByText('3/3 (100%)', { exact: true })).toBeVisible();
  await expect(page.getByText('Could not load weekly review. Starting fresh for this week.')).toHaveCount(0);

  // Two weeks back: last week, with a plan on Sunday (100%, not red) and no review.
  await page.getByRole('button', { name: 'Previous week' }).click();
  await expect(weekLabel(page)).toHaveText(LABELS.this);
  await expect(field(page, 'Priority #1')).toHaveValue('Launch the pilot');
  await expect(field(page, 'Priority #3')).toHaveValue('');
  await page.getByRole('button', { name: 'Previous week' }).click();
  await expect(weekLabel(page)).toHaveText(LABELS.last);
  await expect(field(page, 'Win #1')).toBeVisible();
  await expect(field(page, 'Win #1')).toHaveValue('');
  await expect(bigThreeFigure(page).getByText('3/3 (100%)', { exact: true })).toBeVisible();
  expect(new URL(page.url()).search).toBe(`?week=${LAST_WEEK}`);
  await expectAxeClean(page);

  // A week without plans has no summary card.
  await page.getByRole('button', { name: 'Previous week' }).click();
  await expect(weekLabel(page)).toHaveText('Feb 23 - Mar 1, 2026');
  await expect(field(page, 'Win #1')).toBeVisible();
  await expect(summaryRegion(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'This Week' }).click();
  await expect(weekLabel(page)).toHaveText(LABELS.this);
});

test('leaving unsaved typing asks first, by link, Back or reload; after a save, or an edit undone, nothing is asked', async ({
  page,
  user: _,
}) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Weekly Review' }).click();
  await expect(field(page, 'Win #1')).toBeVisible();
  const leave = page.getByRole('alertdialog', { name: 'Leave without saving?' });

  // An edit undone by hand is no change: Home leaves at once.
  await field(page, 'Win #1').fill('Draft');
  await field(page, 'Win #1').fill('');
  await page.getByRole('main').getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL('/');
  await page.goBack();
  await expect(field(page, 'Win #1')).toBeVisible();

  // The browser's Back asks; Escape stays with the typing kept.
  await field(page, 'After-Action Review').fill('Kept through Back');
  await page.goBack();
  await expect(leave).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(leave).toHaveCount(0);
  await expect(page).toHaveURL('/weekly-review');
  await expect(field(page, 'After-Action Review')).toHaveValue('Kept through Back');

  // A reload gets the browser's own question.
  await expectCloseAsked(page);

  // Saved: the next week opens without a question.
  await page.getByRole('button', { name: 'Save Weekly Review' }).click();
  await expectToast(page, 'Success!', 'Your weekly review has been saved.');
  await page.getByRole('button', { name: 'Next week' }).click();
  await expect(weekLabel(page)).toHaveText(LABELS.next);
  await expect(leave).toHaveCount(0);
});

test('failure toasts, the 401 redirect to login, the load-error alert and 390 px', async ({
  page,
  api,
  consoleErrors,
  user: _,
}) => {
  consoleErrors.allow(/the server responded with a status of 500/);
  await api.post('/api/daily-plans', planBody('2026-03-11', [true, true, true], [false]));
  await page.goto('/weekly-review');
  await expect(bigThreeFigure(page).getByText('3/3 (100%)', { exact: true })).toBeVisible();
  await field(page, 'Win #1').fill('A win');

  // Another failure: 'Failed to save'.
  await page.route('**/api/weekly-reviews', (route) => route.fulfill({ status: 500, body: 'boom' }));
  await page.getByRole('button', { name: 'Save Weekly Review' }).click();
  await expectToast(page, 'Failed to save', 'Could not save your weekly review. Please try again.');
  await page.unrouteAll();

  // 401: 'Unauthorized', then the login navigation after 500 ms.
  await page.route('**/api/weekly-reviews', (route) =>
    route.fulfill({ status: 401, contentType: 'application/json', body: '{"error":"Unauthorized"}' }),
  );
  await page.route('**/api/login**', (route) => route.fulfill({ status: 200, body: 'login' }));
  const login = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/login');
  await page.getByRole('button', { name: 'Save Weekly Review' }).click();
  await expectToast(page, 'Unauthorized', 'You are logged out. Logging in again...');
  expect(new URL((await login).url()).searchParams.get('returnTo')).toBe('/weekly-review');
  await page.unrouteAll();

  // A failed load (not 404): the inline alert over an empty form.
  await page.route(`**/api/weekly-reviews/week/${WEEK}`, (route) =>
    route.fulfill({ status: 500, body: 'x' }),
  );
  await page.goto('/weekly-review');
  await expect(
    page.getByText('Could not load weekly review. Starting fresh for this week.', { exact: true }),
  ).toBeVisible();
  await expect(field(page, 'Win #1')).toHaveValue('');
  await page.unrouteAll();

  // 390 px with very long entries.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/weekly-review');
  await field(page, 'Win #1').fill(LONG);
  await field(page, 'Priority #1').fill(LONG);
  await field(page, 'After-Action Review').fill(LONG);
  // 'Saving...' (disabled) while the request is held.
  const release = await holdRequests(page, '**/api/weekly-reviews');
  await page.getByRole('button', { name: 'Save Weekly Review' }).click();
  const saving = page.getByRole('button', { name: 'Saving...' });
  await expect(saving).toBeVisible();
  await expect(saving).toBeDisabled();
  release();
  await expectToast(page, 'Success!', 'Your weekly review has been saved.');
  await page.unrouteAll();
  await page.reload();
  await expect(field(page, 'Win #1')).toBeVisible();
  await expectDocumentFits(page, '390 px');
  await expectAxeClean(page);
});

test('the chain: a goal, a weekly priority tied to it, offered in the planning wizard and counted', async ({
  page,
  api,
  user: _,
}) => {
  const goal = await api.post('/api/goals', {
    goalType: 'quarterly',
    dueDate: '2026-06-30',
    description: 'Grow recurring revenue by 20%',
    realm: 'Vocational',
    smarterCriteria: ['Specific'],
    milestones: [],
    progress: '0',
  });

  // Last week's review sets this week's priorities; the first is tied to the goal.
  await page.goto(`/weekly-review?week=${LAST_WEEK}`);
  await field(page, 'Priority #1').fill('Sign two new clients');
  await field(page, 'Priority #2').fill('Coach Dana');
  await field(page, 'Goal for Priority #1').selectOption({ label: 'Grow recurring revenue by 20%' });
  await page.getByRole('button', { name: 'Save Weekly Review' }).click();
  await expectToast(page, 'Success!', 'Your weekly review has been saved.');
  const review = await (await page.request.get(`/api/weekly-reviews/week/${LAST_WEEK}`)).json();
  expect(review).toMatchObject({
    weeklyBigThree: ['Sign two new clients', 'Coach Dana'],
    weeklyBigThreeGoalIds: [goal.id, null],
  });
  await page.reload();
  await expect(field(page, 'Goal for Priority #1')).toHaveValue(goal.id);

  // This week's planning wizard offers them, the first labelled with its goal.
  await page.goto('/daily-planning');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Daily Big 3' })).toBeVisible();
  const suggestions = page.getByRole('region', { name: "This week's priorities" });
  await expect(suggestions.getByText('Sign two new clients', { exact: true })).toBeVisible();
  await expect(suggestions.getByText('Goal: Grow recurring revenue by 20%', { exact: true })).toBeVisible();
  await expect(suggestions.getByText('Coach Dana', { exact: true })).toBeVisible();
  await expectAxeClean(page);
  await page.getByRole('button', { name: 'Use weekly priority Sign two new clients in Big 3' }).click();
  await expect(field(page, 'Priority Task #1')).toHaveValue('Sign two new clients');
  await expect(page.getByRole('button', { name: 'Sign two new clients is in Big 3' })).toBeVisible();
  await field(page, 'Priority Task #2').fill('Review the budget');
  await field(page, 'Priority Task #3').fill('Call the bank');
  for (let step = 2; step < 5; step++) await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Complete Planning' }).click();
  await expectToast(page, 'Success!', 'Your daily plan has been saved.');
  await expect(page).toHaveURL('/daily-overview');

  const plan = await (await page.request.get('/api/daily-plans/date/2026-03-10')).json();
  expect(plan).toMatchObject({
    bigThree: ['Sign two new clients', 'Review the budget', 'Call the bank'],
    bigThreeLinks: [{ priority: 0, goalId: goal.id }, null, null],
  });

  // The Weekly Summary counts the linked task and the day it served the goal.
  await page.goto('/weekly-review');
  const summary = summaryRegion(page);
  await expect(bigThreeFigure(page).getByText('0/3 (0%) - Below 75% target', { exact: true })).toBeVisible();
  await expect(
    summary.getByText('Big 3 tasks linked to your weekly priorities: 1 of 3', { exact: true }),
  ).toBeVisible();
  const served = summary.getByRole('list', { name: 'Goals served this week' }).getByRole('listitem');
  await expect(served).toHaveText(['Grow recurring revenue by 20%: served on 1 day']);

  // Goal Tracking's card says how many days of this week served the goal.
  await page.goto('/goal-tracking');
  const card = page.getByRole('article', { name: 'Grow recurring revenue by 20%' });
  await expect(card.getByText('Served by your Big 3 on 1 day this week', { exact: true })).toBeVisible();

  // Re-planning the day without touching the Big 3 keeps the link.
  await page.goto('/daily-planning');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(field(page, 'Priority Task #1')).toHaveValue('Sign two new clients');
  for (let step = 2; step <= 5; step++)
    await page.getByRole('button', { name: step === 5 ? 'Complete Planning' : 'Continue' }).click();
  await expectToast(page, 'Success!', 'Your daily plan has been saved.');
  const replanned = await (await page.request.get('/api/daily-plans/date/2026-03-10')).json();
  expect(replanned.bigThreeLinks).toEqual([{ priority: 0, goalId: goal.id }, null, null]);
});
