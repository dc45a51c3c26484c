/**
 * The daily overview in Chromium, tasks (spec §2 'Daily overview', 'Schedule Task dialog'; §4, §5, §8):
 * completion toggles and progress, and scheduling a task onto the timeline.
 *
 * Both clocks are pinned to Tuesday 2026-03-10 9:00 AM in New York: the server's with TEST_NOW (today and the
 * suggested slots) and the browser's with Playwright's clock (today and the workday bar), so the slots and the
 * percentages are the same on every run. Each test signs up its own user.
 */
import type { Locator } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import {
  BIG_THREE,
  checkedStates,
  OTHER_TASKS,
  progressOf,
  recordChecked,
  savedPlan,
  server,
  signedIn,
  unexpected,
  withOverviewServer,
} from './daily-overview-setup.ts';
import { pressEscapeToClose, toastWith } from './harness.ts';

describe('daily overview: tasks', () => {
  withOverviewServer();

  test('ticks tasks and the morning ritual, shows progress and keeps it after a reload', async () => {
    const { context, page, errors } = await signedIn();
    await page.goto('/daily-overview');

    await page.getByRole('heading', { level: 1, name: 'Tuesday, March 10, 2026' }).waitFor();
    // The server's first view has the heading at once, with the day buttons disabled until the app renders the
    // page with its plan (ADR 036).
    await page.getByRole('button', { name: 'Finish', exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Today', exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Next day' }).isEnabled()).toBe(true);
    for (const title of [
      'Daily Big 3',
      'Other Tasks',
      'Winning Looks Like',
      'Watch Out For',
      "Today's Calendar",
    ]) {
      await page.getByRole('region', { name: title }).waitFor();
    }
    await page.getByText('The memo is with the board and the budget is settled.').waitFor();
    await page.getByText('Unplanned meetings').waitFor();
    await page.getByText('No events scheduled for today').waitFor();
    await page.getByText('Big 3 tasks are 60%, Other tasks are 40%').waitFor();
    await page.getByText('8:00 AM - 5:00 PM').waitFor();
    expect(await progressOf(page, 'Workday Progress')).toBe('11'); // 9:00 is 1/9 of 8:00-17:00
    expect(await progressOf(page, 'Task Progress')).toBe('0');
    // Today, every open task offers scheduling.
    for (const task of [...BIG_THREE, ...OTHER_TASKS]) {
      await page.getByRole('button', { name: `Schedule ${task}` }).waitFor();
    }

    const memo = page.getByRole('checkbox', { name: 'Draft the board memo' });
    const bank = page.getByRole('checkbox', { name: 'Call the bank' });
    const emails = page.getByRole('checkbox', { name: 'Answer emails' });
    await recordChecked(page, 'Draft the board memo');
    await memo.click();
    await expect.poll(() => progressOf(page, 'Task Progress')).toBe('20');
    expect(await page.getByRole('button', { name: 'Schedule Draft the board memo' }).count()).toBe(0);
    await emails.click();
    await expect.poll(() => progressOf(page, 'Task Progress')).toBe('40');
    await bank.click();
    await expect.poll(() => progressOf(page, 'Task Progress')).toBe('60');
    await memo.click();
    await expect.poll(() => progressOf(page, 'Task Progress')).toBe('40');
    expect(await memo.isChecked()).toBe(false);

    const ritual = page.getByRole('region', { name: 'Morning Ritual' });
    await ritual.getByText('Not Completed', { exact: true }).waitFor();
    await ritual.getByRole('checkbox').click();
    await ritual.getByText('Completed', { exact: true }).waitFor();
    expect(await ritual.getByRole('checkbox').isChecked()).toBe(true);

    // Every toggle sent the full list of its group; wait until the server has the last one, then reload.
    await expect
      .poll(async () => {
        const plan = await savedPlan(page);
        return [plan.bigThreeCompleted, plan.otherTasksCompleted, plan.morningRitualCompleted];
      })
      .toEqual([[false, true, false], [true, false], true]);
    // A toggle stays as clicked while it is saved and the plan is read again: no flicker back (it once showed
    // false for a render between the save's answer and the refreshed plan).
    await page.waitForLoadState('networkidle');
    expect(await checkedStates(page)).toEqual(['false', 'true', 'false']);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Tuesday, March 10, 2026' }).waitFor();
    await expect.poll(() => progressOf(page, 'Task Progress')).toBe('40');
    expect(await memo.isChecked()).toBe(false);
    expect(await bank.isChecked()).toBe(true);
    expect(await emails.isChecked()).toBe(true);
    await ritual.getByText('Completed', { exact: true }).waitFor();

    // Unticking the ritual goes back to Not Completed.
    await ritual.getByRole('checkbox').click();
    await ritual.getByText('Not Completed', { exact: true }).waitFor();
    await expect.poll(async () => (await savedPlan(page)).morningRitualCompleted).toBe(false);

    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  test('a toggle the server refuses goes back, with the error toast, and the next one saves', async () => {
    const { context, page, errors } = await signedIn();
    await page.goto('/daily-overview');
    const bank = page.getByRole('checkbox', { name: 'Call the bank' });
    await recordChecked(page, 'Call the bank');
    await page.route('**/api/daily-plans/*/completion', (route) =>
      route.fulfill({ status: 500, json: { error: 'Internal error' } }),
    );
    await bank.click();
    await toastWith(page, 'Error', 'Failed to update your progress. Please try again.');
    await expect.poll(() => bank.isChecked()).toBe(false);
    expect(await progressOf(page, 'Task Progress')).toBe('0');
    expect((await savedPlan(page)).bigThreeCompleted).toEqual([false, false, false]);

    await page.unroute('**/api/daily-plans/*/completion');
    await bank.click();
    await expect.poll(async () => (await savedPlan(page)).bigThreeCompleted).toEqual([false, true, false]);
    await page.waitForLoadState('networkidle');
    expect(await checkedStates(page)).toEqual(['false', 'true', 'false', 'true']);
    expect(await progressOf(page, 'Task Progress')).toBe('20');

    expect(unexpected(errors).filter((error) => !/status of 500/.test(error))).toEqual([]);
    await context.close();
  });

  test('schedules a task onto the timeline, removes it, and handles a taken slot and a full day', async () => {
    const { context, page, errors } = await signedIn();
    await page.goto('/daily-overview');
    const dialog = page.getByRole('dialog', { name: 'Schedule Task' });

    await page.getByRole('button', { name: 'Schedule Draft the board memo' }).click();
    await dialog.getByText('How long will this task take?').waitFor();
    await dialog.getByText('Draft the board memo').waitFor();
    await dialog
      .getByText('Suggested times are based on your calendar availability between 8 AM and 5 PM.')
      .waitFor();
    for (const label of ['30 minutes', '1 hour', '1.5 hours', '2 hours']) {
      await dialog.getByRole('button', { name: label, exact: true }).waitFor();
    }
    // Change Duration goes back to the choices.
    await dialog.getByRole('button', { name: '2 hours', exact: true }).click();
    await dialog.getByRole('button', { name: 'Select 9:00 AM - 11:00 AM' }).waitFor();
    await dialog.getByRole('button', { name: 'Change Duration' }).click();
    await dialog.getByRole('button', { name: '1 hour', exact: true }).click();
    await dialog.getByText('Suggested times for Tuesday, March 10, 2026').waitFor();
    const slots = dialog.getByRole('listitem');
    await dialog.getByRole('button', { name: 'Select 9:00 AM - 10:00 AM' }).waitFor();
    expect(await slots.first().textContent()).toContain('9:00 AM - 10:00 AM');
    expect(await slots.last().textContent()).toContain('4:00 PM - 5:00 PM');

    await dialog.getByRole('button', { name: 'Select 9:00 AM - 10:00 AM' }).click();
    await toastWith(page, 'Task Scheduled', 'Draft the board memo at 9:00 AM - 10:00 AM');
    await dialog.waitFor({ state: 'detached' });

    const timeline = page.getByRole('list', { name: 'Timeline, 6 AM to 9 PM' });
    const nineAm = timeline.getByRole('listitem').filter({ hasText: /^9 AM/ });
    await nineAm.getByText('Draft the board memo').waitFor();
    expect(await nineAm.textContent()).toContain('9:00 AM - 10:00 AM');
    expect(await timeline.getByRole('listitem').first().textContent()).toMatch(/^6 AM/);
    expect(
      await timeline
        .getByRole('listitem')
        .filter({ hasText: /^\d+ (AM|PM)/ })
        .count(),
    ).toBe(16);

    await page.getByRole('button', { name: 'Remove Draft the board memo' }).click();
    await page.getByText('No events scheduled for today').waitFor();

    // Someone else takes 9:00-10:00 while the list is open: Select fails with 409 and the list is refreshed.
    await page.getByRole('button', { name: 'Schedule Call the bank' }).click();
    await dialog.getByRole('button', { name: '1 hour', exact: true }).click();
    await dialog.getByRole('button', { name: 'Select 9:00 AM - 10:00 AM' }).waitFor();
    const taken = await page.request.post('/api/calendar/time-blocks', {
      data: { title: 'Board call', start: '2026-03-10T13:00:00.000Z', end: '2026-03-10T14:00:00.000Z' },
      headers: { Origin: server.url },
    });
    expect(taken.status()).toBe(201);
    await dialog.getByRole('button', { name: 'Select 9:00 AM - 10:00 AM' }).click();
    await toastWith(
      page,
      'Could Not Schedule Task',
      'That time is already taken by another scheduled task. Please choose another time.',
    );
    await dialog.getByRole('button', { name: 'Select 9:00 AM - 10:00 AM' }).waitFor({ state: 'detached' });
    expect(await slots.first().textContent()).toContain('10:00 AM - 11:00 AM');
    // The pressed Select went with the old list: focus is on the first time of the new one.
    const firstSelect = dialog.getByRole('button', { name: 'Select 10:00 AM - 11:00 AM' });
    await expect.poll(() => firstSelect.evaluate((element) => element === document.activeElement)).toBe(true);

    // Closing resets the dialog.
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Schedule Call the bank' }).click();
    await dialog.getByText('How long will this task take?').waitFor();

    // A full working day has nothing to suggest.
    const full = await page.request.post('/api/calendar/time-blocks', {
      data: { title: 'Offsite', start: '2026-03-10T14:00:00.000Z', end: '2026-03-10T21:00:00.000Z' },
      headers: { Origin: server.url },
    });
    expect(full.status()).toBe(201);
    await dialog.getByRole('button', { name: '30 minutes', exact: true }).click();
    await dialog
      .getByText(
        'No available time slots found for this duration. Try a shorter duration or check a different day.',
      )
      .waitFor();
    // Life domain, where choosing the duration put focus, goes with the times: focus moves to Change Duration.
    const changeDuration = dialog.getByRole('button', { name: 'Change Duration' });
    await expect
      .poll(() => changeDuration.evaluate((element) => element === document.activeElement))
      .toBe(true);
    await pressEscapeToClose(page, dialog);

    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  test('a failed search for times says so, and Try Again, by keyboard, finds them', async () => {
    const { context, page, errors } = await signedIn();
    let failures = 1;
    await page.route('**/api/calendar/suggest-slots', (route) => {
      if (failures === 0) return route.fallback();
      failures--;
      return route.fulfill({ status: 500, body: 'down' });
    });
    await page.goto('/daily-overview');
    const dialog = page.getByRole('dialog', { name: 'Schedule Task' });
    const focused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);
    await page.getByRole('button', { name: 'Schedule Call the bank' }).focus();
    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: '1 hour', exact: true }).focus();
    await page.keyboard.press('Enter');
    await dialog.getByText('Could not load suggested times').waitFor();
    await dialog.getByText('Something went wrong while checking your availability.').waitFor();
    // The Life domain field, where the duration put focus, went with the times: focus is on Try Again.
    const tryAgain = dialog.getByRole('button', { name: 'Try Again' });
    await expect.poll(() => focused(tryAgain)).toBe(true);
    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Select 9:00 AM - 10:00 AM' }).waitFor();
    expect(failures).toBe(0);
    await expect.poll(() => focused(dialog.getByLabel('Life domain', { exact: true }))).toBe(true);

    expect(unexpected(errors).filter((error) => !/status of 500/.test(error))).toEqual([]);
    await context.close();
  });

  test('a dialog opened before its code has loaded keeps the keyboard inside when its next step renders', async () => {
    const { context, page, errors } = await signedIn();
    // Radix Dialog's chunk is held until the dialog has been asked for, as on a slow phone before the idle prefetch.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let asked = () => {};
    const requested = new Promise<void>((resolve) => {
      asked = resolve;
    });
    await page.route(/\/assets\/dialog-radix-[\w-]+\.js$/, async (route) => {
      asked();
      await held;
      await route.continue();
    });
    await page.goto('/daily-overview');
    const focused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);
    // The page has its plan and events, so nothing else renders it again while the dialog waits.
    await page.getByText('No events scheduled for today').waitFor();
    await page.getByRole('button', { name: 'Schedule Call the bank' }).click();
    const dialog = page.getByRole('dialog', { name: 'Schedule Task' });
    await requested;
    // Time for the dialog to render while its code is missing (the code before the fix then switched roots).
    await page.waitForTimeout(1000);
    expect(await dialog.count()).toBe(0);
    release();

    await dialog.getByRole('button', { name: '1 hour', exact: true }).focus();
    await dialog.evaluate((element) => element.setAttribute('data-first-mount', ''));
    await page.keyboard.press('Enter');
    const domain = dialog.getByLabel('Life domain', { exact: true });
    await expect.poll(() => focused(domain)).toBe(true);
    await dialog.getByRole('button', { name: 'Select 9:00 AM - 10:00 AM' }).waitFor();
    // The dialog was not remounted (its element is the first one), and focus is where the step put it, not back
    // on the page's Schedule button.
    expect(await dialog.evaluate((element) => element.hasAttribute('data-first-mount'))).toBe(true);
    expect(await focused(domain)).toBe(true);
    await page.keyboard.press('Tab');
    await expect
      .poll(() => focused(dialog.getByRole('button', { name: 'Select 9:00 AM - 10:00 AM' })))
      .toBe(true);

    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  test('closing the Schedule Task and Finish Your Day dialogs puts the keyboard back on their button', async () => {
    const { context, page, errors } = await signedIn();
    await page.goto('/daily-overview');
    const focused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);
    const schedule = page.getByRole('button', { name: 'Schedule Call the bank' });
    const scheduleDialog = page.getByRole('dialog', { name: 'Schedule Task' });
    const finish = page.getByRole('button', { name: 'Finish', exact: true });
    const finishDialog = page.getByRole('dialog', { name: 'Finish Your Day' });

    // Escape, then the dialog's Close button, each pressed from the keyboard.
    for (const close of ['Escape', 'Close'] as const) {
      await schedule.focus();
      await page.keyboard.press('Enter');
      await scheduleDialog.getByText('How long will this task take?').waitFor();
      if (close === 'Escape') await pressEscapeToClose(page, scheduleDialog);
      else {
        await scheduleDialog.getByRole('button', { name: 'Close' }).focus();
        await page.keyboard.press('Enter');
        await scheduleDialog.waitFor({ state: 'detached' });
      }
      await expect.poll(() => focused(schedule), { message: `Schedule Task, ${close}` }).toBe(true);
    }

    for (const close of ['Escape', 'Cancel'] as const) {
      await finish.focus();
      await page.keyboard.press('Enter');
      await finishDialog.getByLabel('Productivity rating (1-10)').waitFor();
      if (close === 'Escape') await pressEscapeToClose(page, finishDialog);
      else {
        await finishDialog.getByRole('button', { name: 'Cancel' }).focus();
        await page.keyboard.press('Enter');
        await finishDialog.waitFor({ state: 'detached' });
      }
      await expect.poll(() => focused(finish), { message: `Finish Your Day, ${close}` }).toBe(true);
    }

    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });
});
