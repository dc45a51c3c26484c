/**
 * The daily overview in Chromium, tasks (docs/product.md §2 'Daily overview', 'Schedule Task dialog'; §4, §5, §8):
 * completion toggles and progress, and scheduling a task onto the timeline.
 *
 * Both clocks are pinned to Tuesday 2026-03-10 9:00 AM in New York: the server's with TEST_NOW (today and the
 * suggested slots) and the browser's with Playwright's clock (today and the workday bar), so the slots and the
 * percentages are the same on every run. Each test signs up its own user.
 */
import {
  BIG_THREE,
  checkedStates,
  expect,
  expectProgress,
  OTHER_TASKS,
  recordChecked,
  savedPlan,
  test,
} from './daily-overview-setup.ts';
import { closeWithEscape, expectToast } from './fixtures.ts';

test('shows the day: its sections, the workday and task progress, and Schedule on open tasks', async ({
  page,
  user: _,
}) => {
  await page.goto('/daily-overview');
  await expect(page.getByRole('heading', { level: 1, name: 'Tuesday, March 10, 2026' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Finish', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Today', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Next day' })).toBeEnabled();
  for (const title of [
    'Daily Big 3',
    'Other Tasks',
    'Winning Looks Like',
    'Watch Out For',
    "Today's Calendar",
  ])
    await expect(page.getByRole('region', { name: title })).toBeVisible();
  await expect(page.getByText('The memo is with the board and the budget is settled.')).toBeVisible();
  await expect(page.getByText('Unplanned meetings')).toBeVisible();
  await expect(page.getByText('No events scheduled for today')).toBeVisible();
  await expect(page.getByText('Big 3 tasks are 60%, Other tasks are 40%')).toBeVisible();
  await expect(page.getByText('8:00 AM - 5:00 PM')).toBeVisible();
  await expectProgress(page, 'Workday Progress', '11'); // 9:00 is 1/9 of 8:00-17:00
  await expectProgress(page, 'Task Progress', '0');
  for (const task of [...BIG_THREE, ...OTHER_TASKS])
    await expect(page.getByRole('button', { name: `Schedule ${task}` })).toBeVisible();
});

test('ticking tasks moves the progress, saves without flicker and stays after a reload', async ({
  page,
  user: _,
}) => {
  await page.goto('/daily-overview');
  const memo = page.getByRole('checkbox', { name: 'Draft the board memo' });
  const bank = page.getByRole('checkbox', { name: 'Call the bank' });
  const emails = page.getByRole('checkbox', { name: 'Answer emails' });
  await recordChecked(page, 'Draft the board memo');
  await memo.click();
  await expectProgress(page, 'Task Progress', '20');
  // A done task is not offered for scheduling.
  await expect(page.getByRole('button', { name: 'Schedule Draft the board memo' })).toHaveCount(0);
  await emails.click();
  await expectProgress(page, 'Task Progress', '40');
  await bank.click();
  await expectProgress(page, 'Task Progress', '60');
  await memo.click();
  await expectProgress(page, 'Task Progress', '40');
  await expect(memo).not.toBeChecked();

  // Every toggle sent the full list of its group; wait until the server has the last one, then reload.
  await expect
    .poll(async () => {
      const plan = await savedPlan(page);
      return [plan.bigThreeCompleted, plan.otherTasksCompleted];
    })
    .toEqual([
      [false, true, false],
      [true, false],
    ]);
  // A toggle stays as clicked while it is saved and the plan is read again: no flicker back (it once showed
  // false for a render between the save's answer and the refreshed plan).
  await page.waitForLoadState('networkidle');
  expect(await checkedStates(page)).toEqual(['false', 'true', 'false']);
  await page.reload();
  await expectProgress(page, 'Task Progress', '40');
  await expect(memo).not.toBeChecked();
  await expect(bank).toBeChecked();
  await expect(emails).toBeChecked();
});

test('the morning ritual ticks to Completed and back, saved each time', async ({ page, user: _ }) => {
  await page.goto('/daily-overview');
  const ritual = page.getByRole('region', { name: 'Morning Ritual' });
  await expect(ritual.getByText('Not Completed', { exact: true })).toBeVisible();
  await ritual.getByRole('checkbox').click();
  await expect(ritual.getByText('Completed', { exact: true })).toBeVisible();
  await expect(ritual.getByRole('checkbox')).toBeChecked();
  await expect.poll(async () => (await savedPlan(page)).morningRitualCompleted).toBe(true);
  await page.reload();
  await expect(ritual.getByText('Completed', { exact: true })).toBeVisible();

  await ritual.getByRole('checkbox').click();
  await expect(ritual.getByText('Not Completed', { exact: true })).toBeVisible();
  await expect.poll(async () => (await savedPlan(page)).morningRitualCompleted).toBe(false);
});

test('a toggle the server refuses goes back, with the error toast, and the next one saves', async ({
  page,
  consoleErrors,
  user: _,
}) => {
  consoleErrors.allow(/status of 500/);
  await page.goto('/daily-overview');
  const bank = page.getByRole('checkbox', { name: 'Call the bank' });
  await page.route('**/api/daily-plans/*/completion', (route) =>
    route.fulfill({ status: 500, json: { error: 'Internal error' } }),
  );
  await bank.click();
  await expectToast(page, 'Error', 'Failed to update your progress. Please try again.');
  await expect.poll(() => bank.isChecked()).toBe(false);
  await expectProgress(page, 'Task Progress', '0');
  expect((await savedPlan(page)).bigThreeCompleted).toEqual([false, false, false]);

  await page.unroute('**/api/daily-plans/*/completion');
  // Whether the refused tick showed before it went back depends on when the browser paints; the next one must
  // show at once and stay, without a flicker from the refusal's refresh.
  await recordChecked(page, 'Call the bank');
  await bank.click();
  await expect.poll(async () => (await savedPlan(page)).bigThreeCompleted).toEqual([false, true, false]);
  await page.waitForLoadState('networkidle');
  expect(await checkedStates(page)).toEqual(['false', 'true']);
  await expectProgress(page, 'Task Progress', '20');
});

test('Schedule Task offers durations and the free times, and Change Duration goes back', async ({
  page,
  user: _,
}) => {
  await page.goto('/daily-overview');
  const dialog = page.getByRole('dialog', { name: 'Schedule Task' });
  await page.getByRole('button', { name: 'Schedule Draft the board memo' }).click();
  await expect(dialog.getByText('How long will this task take?')).toBeVisible();
  await expect(dialog.getByText('Draft the board memo')).toBeVisible();
  await expect(
    dialog.getByText('Suggested times are based on your calendar availability between 8 AM and 5 PM.'),
  ).toBeVisible();
  for (const label of ['30 minutes', '1 hour', '1.5 hours', '2 hours'])
    await expect(dialog.getByRole('button', { name: label, exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: '2 hours', exact: true }).click();
  await expect(dialog.getByRole('button', { name: 'Select 9:00 AM - 11:00 AM' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Change Duration' }).click();
  await dialog.getByRole('button', { name: '1 hour', exact: true }).click();
  await expect(dialog.getByText('Suggested times for Tuesday, March 10, 2026')).toBeVisible();
  const slots = dialog.getByRole('listitem');
  await expect(slots.first()).toContainText('9:00 AM - 10:00 AM');
  await expect(slots.last()).toContainText('4:00 PM - 5:00 PM');

  // Closing resets the dialog.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
  await page.getByRole('button', { name: 'Schedule Draft the board memo' }).click();
  await expect(dialog.getByText('How long will this task take?')).toBeVisible();
});

test('a chosen time puts the task on the timeline, and Remove takes it off', async ({ page, user: _ }) => {
  await page.goto('/daily-overview');
  const dialog = page.getByRole('dialog', { name: 'Schedule Task' });
  await page.getByRole('button', { name: 'Schedule Draft the board memo' }).click();
  await dialog.getByRole('button', { name: '1 hour', exact: true }).click();
  await dialog.getByRole('button', { name: 'Select 9:00 AM - 10:00 AM' }).click();
  await expectToast(page, 'Task Scheduled', 'Draft the board memo at 9:00 AM - 10:00 AM');
  await expect(dialog).toHaveCount(0);

  const timeline = page.getByRole('list', { name: 'Timeline, 6 AM to 9 PM' });
  const nineAm = timeline.getByRole('listitem').filter({ hasText: /^9 AM/ });
  await expect(nineAm.getByText('Draft the board memo')).toBeVisible();
  await expect(nineAm).toContainText('9:00 AM - 10:00 AM');
  await expect(timeline.getByRole('listitem').first()).toHaveText(/^6 AM/);
  await expect(timeline.getByRole('listitem').filter({ hasText: /^\d+ (AM|PM)/ })).toHaveCount(16);

  await page.getByRole('button', { name: 'Remove Draft the board memo' }).click();
  await expect(page.getByText('No events scheduled for today')).toBeVisible();
});

test('a time taken meanwhile is refused with a toast, and the list is refreshed with focus on its first time', async ({
  page,
  baseURL,
  user: _,
}) => {
  await page.goto('/daily-overview');
  const dialog = page.getByRole('dialog', { name: 'Schedule Task' });
  await page.getByRole('button', { name: 'Schedule Call the bank' }).click();
  await dialog.getByRole('button', { name: '1 hour', exact: true }).click();
  await expect(dialog.getByRole('button', { name: 'Select 9:00 AM - 10:00 AM' })).toBeVisible();
  const taken = await page.request.post('/api/calendar/time-blocks', {
    data: { title: 'Board call', start: '2026-03-10T13:00:00.000Z', end: '2026-03-10T14:00:00.000Z' },
    headers: { Origin: baseURL ?? '' },
  });
  expect(taken.status()).toBe(201);
  await dialog.getByRole('button', { name: 'Select 9:00 AM - 10:00 AM' }).click();
  await expectToast(
    page,
    'Could Not Schedule Task',
    'That time is already taken by another scheduled task. Please choose another time.',
  );
  await expect(dialog.getByRole('button', { name: 'Select 9:00 AM - 10:00 AM' })).toHaveCount(0);
  await expect(dialog.getByRole('listitem').first()).toContainText('10:00 AM - 11:00 AM');
  // The pressed Select went with the old list: focus is on the first time of the new one.
  await expect(dialog.getByRole('button', { name: 'Select 10:00 AM - 11:00 AM' })).toBeFocused();
});

test('a full working day has no time to suggest, and focus moves to Change Duration', async ({
  page,
  baseURL,
  user: _,
}) => {
  const full = await page.request.post('/api/calendar/time-blocks', {
    data: { title: 'Offsite', start: '2026-03-10T12:00:00.000Z', end: '2026-03-10T21:00:00.000Z' },
    headers: { Origin: baseURL ?? '' },
  });
  expect(full.status()).toBe(201);
  await page.goto('/daily-overview');
  const dialog = page.getByRole('dialog', { name: 'Schedule Task' });
  await page.getByRole('button', { name: 'Schedule Call the bank' }).click();
  await dialog.getByRole('button', { name: '30 minutes', exact: true }).click();
  await expect(
    dialog.getByText(
      'No available time slots found for this duration. Try a shorter duration or check a different day.',
    ),
  ).toBeVisible();
  // Life domain, where choosing the duration put focus, goes with the times: focus moves to Change Duration.
  await expect(dialog.getByRole('button', { name: 'Change Duration' })).toBeFocused();
  await closeWithEscape(dialog);
});

test('a failed search for times says so, and Try Again, by keyboard, finds them', async ({
  page,
  consoleErrors,
  user: _,
}) => {
  consoleErrors.allow(/status of 500/);
  let failures = 1;
  await page.route('**/api/calendar/suggest-slots', (route) => {
    if (failures === 0) return route.fallback();
    failures--;
    return route.fulfill({ status: 500, body: 'down' });
  });
  await page.goto('/daily-overview');
  const dialog = page.getByRole('dialog', { name: 'Schedule Task' });
  await page.getByRole('button', { name: 'Schedule Call the bank' }).focus();
  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: '1 hour', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Could not load suggested times')).toBeVisible();
  await expect(dialog.getByText('Something went wrong while checking your availability.')).toBeVisible();
  // The Life domain field, where the duration put focus, went with the times: focus is on Try Again.
  const tryAgain = dialog.getByRole('button', { name: 'Try Again' });
  await expect(tryAgain).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: 'Select 9:00 AM - 10:00 AM' })).toBeVisible();
  expect(failures).toBe(0);
  await expect(dialog.getByLabel('Life domain', { exact: true })).toBeFocused();
});

test('a dialog opened before its code has loaded keeps the keyboard inside when its next step renders', async ({
  page,
  user: _,
}) => {
  // The dialog's chunk (with Radix Dialog) is held until the dialog has been asked for, as on a slow network.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked = () => {};
  const requested = new Promise<void>((resolve) => {
    asked = resolve;
  });
  await page.route(/\/assets\/schedule-task-dialog-[\w-]+\.js$/, async (route) => {
    asked();
    await held;
    await route.continue();
  });
  await page.goto('/daily-overview');
  // The page has its plan and events, so nothing else renders it again while the dialog waits.
  await expect(page.getByText('No events scheduled for today')).toBeVisible();
  await page.getByRole('button', { name: 'Schedule Call the bank' }).click();
  const dialog = page.getByRole('dialog', { name: 'Schedule Task' });
  await requested;
  // Time for the page to render again while the dialog's code is missing.
  await page.waitForTimeout(1000);
  await expect(dialog).toHaveCount(0);
  release();

  await dialog.getByRole('button', { name: '1 hour', exact: true }).focus();
  await dialog.evaluate((element) => element.setAttribute('data-first-mount', ''));
  await page.keyboard.press('Enter');
  const domain = dialog.getByLabel('Life domain', { exact: true });
  await expect(domain).toBeFocused();
  await expect(dialog.getByRole('button', { name: 'Select 9:00 AM - 10:00 AM' })).toBeVisible();
  // The dialog was not remounted (its element is the first one), and focus is where the step put it, not back
  // on the page's Schedule button.
  expect(await dialog.evaluate((element) => element.hasAttribute('data-first-mount'))).toBe(true);
  await expect(domain).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Select 9:00 AM - 10:00 AM' })).toBeFocused();
});

test('closing the Schedule Task and Finish Your Day dialogs puts the keyboard back on their button', async ({
  page,
  user: _,
}) => {
  await page.goto('/daily-overview');
  const schedule = page.getByRole('button', { name: 'Schedule Call the bank' });
  const scheduleDialog = page.getByRole('dialog', { name: 'Schedule Task' });
  const finish = page.getByRole('button', { name: 'Finish', exact: true });
  const finishDialog = page.getByRole('dialog', { name: 'Finish Your Day' });

  // Escape, then the dialog's Close button, each pressed from the keyboard.
  for (const close of ['Escape', 'Close'] as const) {
    await schedule.focus();
    await page.keyboard.press('Enter');
    await expect(scheduleDialog.getByText('How long will this task take?')).toBeVisible();
    // The dialog moves the focus into itself once open; a focus given before that would be taken back.
    await expect(scheduleDialog.locator(':focus')).toHaveCount(1);
    if (close === 'Escape') await closeWithEscape(scheduleDialog);
    else {
      await scheduleDialog.getByRole('button', { name: 'Close' }).focus();
      await page.keyboard.press('Enter');
      await expect(scheduleDialog).toHaveCount(0);
    }
    await expect(schedule, `Schedule Task, ${close}`).toBeFocused();
  }

  for (const close of ['Escape', 'Cancel'] as const) {
    await finish.focus();
    await page.keyboard.press('Enter');
    await expect(finishDialog.getByLabel('Productivity rating (1-10)')).toBeVisible();
    await expect(finishDialog.locator(':focus')).toHaveCount(1);
    if (close === 'Escape') await closeWithEscape(finishDialog);
    else {
      await finishDialog.getByRole('button', { name: 'Cancel' }).focus();
      await page.keyboard.press('Enter');
      await expect(finishDialog).toHaveCount(0);
    }
    await expect(finish, `Finish Your Day, ${close}`).toBeFocused();
  }
});
