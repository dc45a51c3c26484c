/**
 * Goal Tracking and the Goal Wizard in Chromium (docs/product.md §2, §4, §5, §8), by the documented texts: a new user
 * creates, ticks (kept after a reload), edits, archives, unarchives and deletes a goal (focus back on Delete when
 * the dialog closes without deleting); past due dates refused or warned about; failure toasts after 'Saving...',
 * 'Updating...', 'Deleting...'; overdue marks; the Home card; 'Goal Not Found'; nothing scrolls sideways at 390 px
 * with long mixed-script text; axe finds nothing serious.
 *
 * Goals get `createdAt` from the server's real clock, so the browser keeps the real clock too; every date is
 * relative to the browser's today and far enough from it that a midnight during the run changes nothing.
 */
import type { Locator, Page } from '@playwright/test';
import { addDays, localDateOf } from '../../src/core/dates.ts';
import { type Goal, type GoalInput, SMARTER_CRITERIA } from '../../src/core/goals.ts';
import {
  closeToast,
  closeWithEscape,
  expect,
  expectAxeClean,
  expectNoSideScroll,
  expectToast,
  newUser,
  signUpInBrowser,
  test,
} from './fixtures.ts';

const TIME_ZONE = 'America/New_York';

test.use({ timezoneId: TIME_ZONE });
const today = () => localDateOf(new Date(), TIME_ZONE);

const URL_TEXT = `https://example.com/${'a'.repeat(470)}`;
const ARABIC_UNBROKEN = 'مرحبا'.repeat(40);
const EMOJI = '🙏🏽✨'.repeat(30);
const CJK = '日本語のテキスト'.repeat(20);

/** The user's goals as the API holds them. */
async function goalsOf(page: Page): Promise<Goal[]> {
  const response = await page.request.get('/api/goals');
  expect(response.status()).toBe(200);
  return (await response.json()) as Goal[];
}

/**
 * Creates a goal through the API (with the Origin header the API's guard wants), a long-term Hobby/Volunteer goal
 * meeting all seven criteria unless `input` says otherwise, archived when asked; throws unless each call worked.
 */
async function createGoal(page: Page, origin: string, input: Partial<GoalInput>, archived = false) {
  const headers = { Origin: origin };
  const defaults = { goalType: 'long-term', realm: 'Hobby/Volunteer', milestones: [], progress: '0' };
  const data = { ...defaults, smarterCriteria: SMARTER_CRITERIA, ...input };
  const res = await page.request.post('/api/goals', { data, headers });
  if (res.status() !== 201) throw new Error(`create goal: ${res.status()} ${await res.text()}`);
  const goal = (await res.json()) as Goal;
  if (!archived) return goal;
  const archive = await page.request.patch(`/api/goals/${goal.id}/archive`, { data: { archived }, headers });
  if (archive.status() !== 200) throw new Error(`archive goal: ${archive.status()}`);
  return goal;
}

/** A milestone due `days` after today. */
function milestone(text: string, days: number, completed = false) {
  return { text, dueDate: addDays(today(), days), completed };
}

/** The article (goal card) named by its description. */
const card = (page: Page, description: string) =>
  page.getByRole('article', { name: description, exact: true });

/** Waits until each text is shown, exactly, inside `scope`. */
async function see(scope: Page | Locator, ...texts: string[]): Promise<void> {
  for (const text of texts) await expect(scope.getByText(text, { exact: true })).toBeVisible();
}

/**
 * Clicks `button` while each `request` (method, space, URL glob) is held, then answered 500; `pending` (if given)
 * is a disabled button meanwhile; then 'Error' / `toast` shows (closed unless a dialog is open); routes end.
 */
async function failOnce(page: Page, request: string, button: Locator, toast: string, pending?: string) {
  const [method, url = ''] = request.split(' ');
  const { promise: held, resolve: release } = Promise.withResolvers<void>();
  await page.route(url, async (route) => {
    if (route.request().method() !== method) return route.continue();
    await held;
    await route.fulfill({ status: 500, body: 'boom' });
  });
  await button.click();
  if (pending) await expect(page.getByRole('button', { name: pending })).toBeDisabled();
  release();
  await expectToast(page, 'Error', toast);
  if ((await page.getByRole('alertdialog').count()) === 0) await closeToast(page);
  await page.unrouteAll();
}

/** The wizard's Next button, and a press of it that waits for step `step`. */
function wizard(page: Page) {
  const next = page.getByRole('button', { name: 'Next', exact: true });
  const nextTo = async (step: number) => {
    await next.click();
    await see(page, `Step ${step} of 6`);
  };
  return { next, nextTo };
}

test('takes a brand-new user from the redirect through create, tick, edit, archive, unarchive and delete, failures included', async ({
  page,
  consoleErrors,
}) => {
  // A whole journey: sign-up, the wizard, and every action on a goal, failures included.
  test.slow();
  consoleErrors.allow(/the server responded with a status of 500/);
  await signUpInBrowser(page, newUser('Gale Goalsetter'));
  const { next, nextTo } = wizard(page);
  const due = addDays(today(), 90);
  const first = addDays(today(), 30);
  const second = addDays(today(), 60);

  // No goals at all: Goal Tracking sends the user to the wizard. Step 1 needs a type; it has Cancel.
  await page.goto('/goal-tracking');
  await expect(page).toHaveURL('/goal-wizard');
  await see(page, 'Step 1 of 6', 'Cancel');
  await expectAxeClean(page);
  await expect(next).toBeDisabled();
  await page.getByText('Quarterly Goal', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Quarterly Goal' })).toBeChecked();

  // Step 2 (with Back): a past date is refused for a new goal; a later one is fine.
  await nextTo(2);
  await see(page, 'Back');
  const dueDate = page.getByLabel('Due Date', { exact: true });
  await dueDate.fill(addDays(today(), -30));
  await see(page, 'The due date cannot be in the past.');
  await expect(next).toBeDisabled();
  await dueDate.fill(due);
  await expect(next).toBeEnabled();

  // Step 3: the documented prompt with its live count; blank is not enough.
  await nextTo(3);
  const description = page.getByLabel('What does complete look like for this goal?');
  await description.fill('   ');
  await expect(next).toBeDisabled();
  const text = 'Launch the mentoring programme with twelve leaders enrolled.';
  await description.fill(text);
  await see(page, `${text.length}/500`);
  await expectAxeClean(page);

  // Step 4 needs a realm; step 5 (SMARTER) never blocks.
  await nextTo(4);
  await expect(next).toBeDisabled();
  await page.getByRole('radio', { name: 'Vocational' }).check();
  await nextTo(5);
  expect(await next.isDisabled()).toBe(false);
  await page.getByRole('checkbox', { name: 'Specific' }).click();
  await page.getByRole('checkbox', { name: 'Time-Keyed' }).click();

  // Step 6: a milestone needs text and a date; Add Milestone, then Add Another Milestone; Enter adds; Remove.
  await nextTo(6);
  const milestoneText = page.getByLabel('Milestone', { exact: true });
  const addFirst = page.getByRole('button', { name: 'Add Milestone', exact: true });
  await milestoneText.fill('Recruit the first mentors');
  await expect(addFirst).toBeDisabled();
  await page.getByLabel('Due date', { exact: true }).fill(first);
  await addFirst.click();
  await see(page, 'Add Another Milestone');
  await milestoneText.fill('Run the kickoff retreat');
  await page.getByLabel('Due date', { exact: true }).fill(second);
  await milestoneText.press('Enter');
  await see(page, 'Run the kickoff retreat');
  await milestoneText.fill('Throwaway milestone');
  await milestoneText.press('Enter');
  await page.getByRole('button', { name: 'Remove Throwaway milestone' }).click();
  await expect(page.getByText('Throwaway milestone', { exact: true })).toHaveCount(0);
  await expectAxeClean(page);

  // A failed save says 'Saving...' and then the documented toast, and keeps the wizard; the next try saves.
  const complete = page.getByRole('button', { name: 'Complete', exact: true });
  await failOnce(page, 'POST **/api/goals', complete, 'Failed to save goal. Please try again.', 'Saving...');
  await complete.dblclick(); // a double click saves one goal (lib/use-single-flight.ts)
  await expectToast(page, 'Goal Created!');
  await expect(page).toHaveURL('/goal-tracking');
  const [saved, ...twice] = await goalsOf(page);
  expect(twice).toEqual([]);
  expect(saved).toMatchObject({
    ...{ goalType: 'quarterly', dueDate: due, description: text, realm: 'Vocational', progress: '0' },
    smarterCriteria: ['Specific', 'Time-Keyed'],
    milestones: [
      { text: 'Recruit the first mentors', dueDate: first, completed: false },
      { text: 'Run the kickoff retreat', dueDate: second, completed: false },
    ],
    archived: false,
  });

  // Goal Tracking shows the card with its badges, milestones and time progress.
  await expect(page.getByRole('heading', { level: 1, name: 'Goal Tracking' })).toBeVisible();
  await see(page, 'Track your goals and celebrate milestones along the way');
  const goalCard = card(page, text);
  await see(goalCard, 'Quarterly', 'Vocational', 'Time-Keyed', 'Milestones (0/2)', 'Time Progress');
  const time = goalCard.getByRole('progressbar', { name: 'Time Progress' });
  await expect(time).toHaveAttribute('aria-valuenow', '0');
  await expect(goalCard.getByText('Overdue')).toHaveCount(0);
  await closeToast(page);
  await expectAxeClean(page);

  // A failed tick: docs/product.md leaves it open; a toast, and the box goes back to the saved state.
  const retreat = goalCard.getByRole('checkbox', { name: 'Run the kickoff retreat' });
  const tickFailed = 'Failed to update milestone. Please try again.';
  await failOnce(page, 'PATCH **/api/goals/*/milestone/*', retreat, tickFailed);
  await expect(retreat).not.toBeChecked();

  // Tick the first milestone by its text: the count moves at once, the server has it, a reload keeps it.
  await goalCard.getByText('Recruit the first mentors', { exact: true }).click();
  await see(goalCard, 'Milestones (1/2)');
  await expect.poll(async () => (await goalsOf(page))[0]?.milestones[0]?.completed).toBe(true);
  await page.reload();
  await see(goalCard, 'Milestones (1/2)');
  expect(await goalCard.getByRole('checkbox', { name: 'Recruit the first mentors' }).isChecked()).toBe(true);

  // Edit: the wizard is prefilled; change the description and update.
  await goalCard.getByRole('button', { name: 'Edit' }).click();
  await expect(page).toHaveURL(`/goal-wizard/${saved?.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Goal' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Quarterly Goal' })).toBeChecked();
  await nextTo(2);
  await expect(dueDate).toHaveValue(due);
  await nextTo(3);
  await expect(description).toHaveValue(text);
  const edited = 'Launch the mentoring programme with twenty leaders enrolled.';
  await description.fill(edited);
  await nextTo(4);
  await expect(page.getByRole('radio', { name: 'Vocational' })).toBeChecked();
  await nextTo(5);
  await expect(page.getByRole('checkbox', { name: 'Time-Keyed' })).toBeChecked();
  await nextTo(6);
  await see(page, 'Recruit the first mentors', 'Completed');
  const update = page.getByRole('button', { name: 'Update Goal', exact: true });
  const updateFailed = 'Failed to update goal. Please try again.';
  await failOnce(page, `PATCH **/api/goals/${saved?.id}`, update, updateFailed, 'Updating...');
  await update.click();
  await expectToast(page, 'Goal Updated!');
  await expect(page).toHaveURL('/goal-tracking');
  const editedCard = card(page, edited);
  await see(editedCard, 'Milestones (1/2)');
  await expect(goalCard).toHaveCount(0);
  await closeToast(page);

  // Archive (a failure first keeps it active): the active list is empty, the archive holds it (without
  // Edit), and Unarchive brings it back.
  const archive = editedCard.getByRole('button', { name: 'Archive', exact: true });
  await failOnce(page, 'PATCH **/api/goals/*/archive', archive, updateFailed);
  await archive.click();
  await expectToast(page, 'Goal archived');
  await see(page, 'No Active Goals', 'Create your first goal to get started!', 'Create Goal');
  await closeToast(page);
  await page.getByRole('button', { name: 'View Archived' }).click();
  await see(page, 'Review your completed goals');
  await see(editedCard, 'Unarchive');
  await expect(editedCard.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expectAxeClean(page);
  await editedCard.getByRole('button', { name: 'Unarchive' }).click();
  await expectToast(page, 'Goal unarchived');
  await see(page, 'No Archived Goals', "You haven't archived any goals yet.");
  await closeToast(page);
  await page.getByRole('button', { name: 'View Active Goals' }).click();

  // Delete: Cancel keeps it; Delete Goal removes it, and with no goals left the wizard opens.
  await editedCard.getByRole('button', { name: 'Delete', exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete Goal' });
  await see(
    dialog,
    'Are you sure you want to delete this goal? This action cannot be undone. All associated milestones and progress will be permanently removed.',
  );
  await expectAxeClean(page);
  // Closed without deleting (Cancel, or Escape after opening it by keyboard), focus is back on Delete.
  const deleteButton = editedCard.getByRole('button', { name: 'Delete', exact: true });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(deleteButton).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await closeWithEscape(dialog);
  await expect(deleteButton).toBeFocused();
  await deleteButton.click();
  const confirm = dialog.getByRole('button', { name: 'Delete Goal' });
  const deleteFailed = 'Failed to delete goal. Please try again.';
  await failOnce(page, `DELETE **/api/goals/${saved?.id}`, confirm, deleteFailed, 'Deleting...');
  await confirm.click();
  await expectToast(page, 'Goal deleted', 'Your goal has been successfully deleted.');
  await expect(page).toHaveURL('/goal-wizard');
  expect(await goalsOf(page)).toEqual([]);
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('orders and marks goals, counts them on Home, warns on an old date when editing, and fits 390 px', async ({
    page,
    baseURL,
    user: _,
  }) => {
    const { next, nextTo } = wizard(page);
    const later = await createGoal(page, baseURL ?? '', {
      ...{ dueDate: addDays(today(), 200), description: `${URL_TEXT.slice(0, 330)} ${CJK}` },
      milestones: [milestone(EMOJI, 100)],
    });
    const overdue = await createGoal(page, baseURL ?? '', {
      ...{ goalType: 'short-term', dueDate: addDays(today(), -10), description: ARABIC_UNBROKEN },
      milestones: [milestone(URL_TEXT.slice(0, 200), -20), milestone('Done already', -20, true)],
    });
    await createGoal(
      page,
      baseURL ?? '',
      { dueDate: addDays(today(), 5), description: 'Archived goal' },
      true,
    );

    // Home: the Goal Tracking card counts active goals and names the next milestone due.
    await page.goto('/');
    await see(page, '2 active goals', 'Next milestone:');
    await expectNoSideScroll(page, 'home @390');

    // Goal Tracking: active goals by due date; the overdue goal and its open milestone (only) are marked.
    await page.goto('/goal-tracking');
    const titles = page.getByRole('article').getByRole('heading', { level: 2 });
    await expect(titles.first()).toBeVisible();
    await expect(titles).toHaveText([overdue.description, later.description]);
    const overdueCard = card(page, overdue.description);
    await see(overdueCard, 'Overdue', '· Overdue', 'Milestones (1/2)', '100%');
    await expect(overdueCard.getByText('· Overdue', { exact: true })).toHaveCount(1);
    await expect(card(page, later.description).getByText('Overdue')).toHaveCount(0);
    await expectNoSideScroll(page, 'goal tracking @390');
    await expectAxeClean(page);
    const deleteButton = overdueCard.getByRole('button', { name: 'Delete', exact: true });
    await deleteButton.click();
    await expect(page.getByRole('alertdialog', { name: 'Delete Goal' })).toBeVisible();
    await expectNoSideScroll(page, 'delete dialog @390');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(deleteButton).toBeFocused();

    // Editing the overdue goal: its past date is only a warning.
    await overdueCard.getByRole('button', { name: 'Edit' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Goal' })).toBeVisible();
    await nextTo(2);
    await expect(page.getByText('This due date is in the past.', { exact: false })).toBeVisible();
    expect(await next.isDisabled()).toBe(false);
    await expectNoSideScroll(page, 'wizard due date @390');
    await nextTo(3);
    await expectNoSideScroll(page, 'wizard description @390');
    for (const step of [4, 5, 6]) await nextTo(step);
    await page.getByLabel('Milestone', { exact: true }).fill(ARABIC_UNBROKEN.slice(0, 200));
    await page.getByLabel('Due date', { exact: true }).fill(addDays(today(), 3));
    await page.getByRole('button', { name: 'Add Another Milestone' }).click();
    await expectNoSideScroll(page, 'wizard milestones @390');
    await expectAxeClean(page);

    // The archive at 390 px as well.
    await page.goto('/goal-tracking?view=archived');
    await expect(card(page, 'Archived goal')).toBeVisible();
    await expectNoSideScroll(page, 'archived @390');
  });
});

test('shows Goal Not Found for a goal that is not there', async ({ page, user: _ }) => {
  await page.goto('/goal-wizard/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { level: 1, name: 'Goal Not Found' })).toBeVisible();
  const link = page.getByRole('link', { name: 'Go to Goal Tracking' });
  await expect(link).toHaveAttribute('href', '/goal-tracking');
  await expectAxeClean(page);
});
