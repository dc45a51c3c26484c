/**
 * The daily overview in Chromium (spec §2 'Daily overview', 'Schedule Task dialog', 'Finish Your Day dialog',
 * 'Daily plan export'; §4, §5, §8): completion toggles and progress, scheduling a task onto the timeline,
 * finishing the day, moving between days and the printable export.
 *
 * Both clocks are pinned to Tuesday 2026-03-10 9:00 AM in New York: the server's with TEST_NOW (today and the
 * suggested slots) and the browser's with Playwright's clock (today and the workday bar), so the slots and the
 * percentages are the same on every run. Each test signs up its own user.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DailyPlan, DailyPlanInput } from '../../src/core/daily-plan.ts';
import { launchBrowser, newContext, type RunningServer, startServer, toastWith } from './harness.ts';

const NOW = '2026-03-10T13:00:00.000Z'; // 9:00 AM EDT
const TODAY = '2026-03-10';
const TIME_ZONE = 'America/New_York';

const BIG_THREE = ['Draft the board memo', 'Call the bank', 'Review the budget'];
const OTHER_TASKS = ['Answer emails', 'Book travel'];

/** Chromium reports every non-OK fetch on the console; the 409 of a taken slot is expected below (the harness allows 401/404). */
const EXPECTED_CONSOLE = /the server responded with a status of 409/;

function planBody(overrides: Partial<DailyPlanInput> = {}): DailyPlanInput {
  const bigThree = overrides.bigThree ?? BIG_THREE;
  const otherTasks = overrides.otherTasks ?? OTHER_TASKS;
  return {
    date: TODAY,
    morningRitualCompleted: false,
    bigThree,
    bigThreeCompleted: bigThree.map(() => false),
    otherTasks,
    otherTasksCompleted: otherTasks.map(() => false),
    winningDefinition: 'The memo is with the board and the budget is settled.',
    distractions: ['Social media', 'Unplanned meetings'],
    ...overrides,
  };
}

describe('daily overview', () => {
  let server: RunningServer;
  let browser: Browser;
  let users = 0;

  beforeAll(async () => {
    server = await startServer({ TEST_NOW: NOW });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** A fresh user (New York time zone) with today's plan, on a page whose clock reads 9:00 AM today. */
  async function signedIn(
    plan: Partial<DailyPlanInput> | null = {},
  ): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
    const { context, errors } = await newContext(browser, server.url, { timezoneId: TIME_ZONE });
    await context.clock.setFixedTime(new Date(NOW));
    const page = await context.newPage();
    const headers = { Origin: server.url };
    users += 1;
    const signUp = await page.request.post('/api/auth/sign-up/email', {
      data: {
        name: 'Olivia Overview',
        email: `overview-${users}@example.com`,
        password: 'Steady-Lantern-42-Harbor',
      },
      headers,
    });
    expect(signUp.status()).toBe(200);
    const zone = await page.request.patch('/api/auth/user', { data: { timeZone: TIME_ZONE }, headers });
    expect(zone.status()).toBe(200);
    if (plan) {
      const saved = await page.request.post('/api/daily-plans', { data: planBody(plan), headers });
      expect(saved.ok()).toBe(true);
    }
    return { context, page, errors };
  }

  async function savedPlan(page: Page, date = TODAY): Promise<DailyPlan> {
    const response = await page.request.get(`/api/daily-plans/date/${date}`);
    expect(response.status()).toBe(200);
    return (await response.json()) as DailyPlan;
  }

  function unexpected(errors: string[]): string[] {
    return errors.filter((error) => !EXPECTED_CONSOLE.test(error));
  }

  async function progressOf(page: Page, name: string): Promise<string | null> {
    return page.getByRole('progressbar', { name }).getAttribute('aria-valuenow');
  }

  test('ticks tasks and the morning ritual, shows progress and keeps it after a reload', async () => {
    const { context, page, errors } = await signedIn();
    await page.goto('/daily-overview');

    await page.getByRole('heading', { level: 1, name: 'Tuesday, March 10, 2026' }).waitFor();
    expect(await page.getByRole('button', { name: 'Today', exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Next day' }).isEnabled()).toBe(true);
    await page.getByRole('button', { name: 'Finish', exact: true }).waitFor();
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
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  test('finishes the day with a rating, a typed task and a suggested task', async () => {
    const { context, page, errors } = await signedIn();
    await page.goto('/daily-overview');
    await page.getByRole('checkbox', { name: 'Draft the board memo' }).click();
    await expect.poll(() => progressOf(page, 'Task Progress')).toBe('20');
    await expect.poll(async () => (await savedPlan(page)).bigThreeCompleted[0]).toBe(true);

    await page.getByRole('button', { name: 'Finish', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Finish Your Day' });
    const submit = dialog.getByRole('button', { name: 'Finish Day' });
    const rating = dialog.getByLabel('Productivity rating (1-10)');

    await submit.click();
    await toastWith(page, 'Missing Rating', 'Please rate your productivity for today.');
    await rating.fill('11');
    await submit.click();
    await toastWith(page, 'Invalid Rating', 'Productivity rating must be between 1 and 10.');

    await rating.fill('8');
    await dialog
      .getByLabel('What could you improve tomorrow? (optional)')
      .fill('  Start the memo before email.  ');
    const task = dialog.getByLabel('Incomplete tasks', { exact: true });
    await task.fill('  Renew the insurance  ');
    await task.press('Enter');
    await task.fill('   ');
    expect(await dialog.getByRole('button', { name: 'Add', exact: true }).isDisabled()).toBe(true);
    await task.fill('Temporary');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await dialog.getByRole('button', { name: 'Remove Temporary' }).click();
    await dialog.getByRole('button', { name: 'Remove Temporary' }).waitFor({ state: 'detached' });

    // Suggestions are the not-done tasks; the done Big 3 task is not offered, an added one is disabled.
    expect(await dialog.getByRole('button', { name: 'Draft the board memo' }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Call the bank', exact: true }).click();
    expect(await dialog.getByRole('button', { name: /^Call the bank/ }).isDisabled()).toBe(true);
    const entries = dialog.getByRole('list', { name: 'Added incomplete tasks' }).getByRole('listitem');
    expect(await entries.allTextContents()).toEqual(['Renew the insurance', 'Call the bank']);

    await submit.click();
    await toastWith(page, 'Day Finished!', 'Your daily reflection has been saved.');
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Finish', exact: true }).waitFor({ state: 'detached' });
    await page.getByText('Day finished', { exact: true }).waitFor();

    const plan = await savedPlan(page);
    expect(plan).toMatchObject({
      dayFinished: true,
      productivityRating: 8,
      improvementNote: 'Start the memo before email.',
      incompleteTasks: ['Renew the insurance', 'Call the bank'],
    });

    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  test('moves between days: no plan, Today, next-day limit, a past plan and an invalid date', async () => {
    const { context, page, errors } = await signedIn();
    const past = await page.request.post('/api/daily-plans', {
      data: planBody({ date: '2026-03-08', bigThree: ['Sunday planning', 'Rest', 'Church'], otherTasks: [] }),
      headers: { Origin: server.url },
    });
    expect(past.ok()).toBe(true);
    await page.goto('/daily-overview');
    await page.getByRole('heading', { level: 1, name: 'Tuesday, March 10, 2026' }).waitFor();

    await page.getByRole('button', { name: 'Previous day' }).click();
    await page.getByRole('heading', { level: 1, name: 'Monday, March 9, 2026' }).waitFor();
    const alert = page.getByRole('alert').filter({ hasText: 'No Daily Plan Found' });
    await alert
      .getByText(
        "We couldn't find your daily plan for today. This might be because you haven't created one yet or there was an error loading it.",
      )
      .waitFor();
    expect(await alert.getByRole('link', { name: 'Create Daily Plan' }).getAttribute('href')).toBe(
      '/daily-planning',
    );
    expect(await alert.getByRole('link', { name: 'Go Home' }).getAttribute('href')).toBe('/');
    expect(await page.getByRole('button', { name: 'Finish', exact: true }).count()).toBe(0);
    expect(new URL(page.url()).search).toBe('?date=2026-03-09');

    // Two days back: a plan, but no scheduling or finishing on a past day; without other tasks each Big 3 is 33%.
    await page.getByRole('button', { name: 'Previous day' }).click();
    await page.getByRole('heading', { level: 1, name: 'Sunday, March 8, 2026' }).waitFor();
    await page.getByRole('checkbox', { name: 'Sunday planning' }).click();
    await expect.poll(() => progressOf(page, 'Task Progress')).toBe('33');
    expect(await page.getByRole('button', { name: /^Schedule / }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Finish', exact: true }).count()).toBe(0);
    expect(await page.getByRole('region', { name: 'Other Tasks' }).count()).toBe(0);
    expect(await page.getByText('Big 3 tasks are 60%, Other tasks are 40%').count()).toBe(0);

    await page.getByRole('button', { name: 'Today', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Tuesday, March 10, 2026' }).waitFor();
    await page.getByRole('button', { name: 'Today', exact: true }).waitFor({ state: 'detached' });

    // Tomorrow can be opened; beyond it the next-day button is disabled.
    await page.getByRole('button', { name: 'Next day' }).click();
    await page.getByRole('heading', { level: 1, name: 'Wednesday, March 11, 2026' }).waitFor();
    await page.getByText('No Daily Plan Found').waitFor();
    expect(await page.getByRole('button', { name: 'Next day' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Today', exact: true }).waitFor();

    await page.goto('/daily-overview?date=2026-02-30');
    await page.getByRole('heading', { level: 1, name: 'Tuesday, March 10, 2026' }).waitFor();
    await page.getByRole('checkbox', { name: 'Draft the board memo' }).waitFor();

    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  test('Download PDF prints the plan in a popup, user text as text', async () => {
    const bold = '<b>bold</b>';
    const img = '<img src=x onerror=alert(1)>';
    const { context, page, errors } = await signedIn({
      bigThree: ['Draft the board memo', bold, 'Review the budget'],
      distractions: [img],
    });
    await page.goto('/daily-overview');
    await page.getByRole('checkbox', { name: bold }).waitFor();

    // Keep the popup open for inspection: print() and close() only record that they were called.
    await page.evaluate(() => {
      const calls = { print: 0, close: 0 };
      const open = window.open.bind(window);
      Object.assign(window, { exportCalls: calls });
      window.open = (...args: Parameters<typeof window.open>) => {
        const popup = open(...args);
        if (popup) {
          popup.print = () => {
            calls.print += 1;
          };
          popup.close = () => {
            calls.close += 1;
          };
        }
        return popup;
      };
    });
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    const exportCalls = () =>
      page.evaluate(
        () => (window as unknown as { exportCalls: { print: number; close: number } }).exportCalls,
      );
    await expect.poll(exportCalls).toEqual({ print: 1, close: 1 });

    expect(await popup.title()).toBe('Daily Plan - Tuesday, March 10, 2026');
    const text = (await popup.locator('body').textContent()) ?? '';
    expect(text).toContain('Tuesday, March 10, 2026');
    expect(text).toContain('Morning Ritual: Not Completed');
    for (const part of ['Daily Big 3', 'Draft the board memo', bold, 'Review the budget', 'Other Tasks']) {
      expect(text).toContain(part);
    }
    expect(text).toContain('Answer emails');
    expect(text).toContain('The memo is with the board and the budget is settled.');
    expect(text).toContain('Watch Out For');
    expect(text).toContain(img);
    expect(await popup.locator('b, img, script').count()).toBe(0);
    expect(await popup.locator('style').count()).toBe(1);
    await popup.close();

    // With popups blocked the spec's alert appears.
    await page.evaluate(() => {
      window.open = () => null;
    });
    // The alert blocks the click until it is answered, so answer it from the event handler.
    const alerted = new Promise<string>((resolve) => {
      page.once('dialog', (dialog) => {
        resolve(dialog.message());
        void dialog.dismiss();
      });
    });
    await page.getByRole('button', { name: 'Download PDF' }).click();
    expect(await alerted).toBe('Please allow popups to download the PDF');

    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });
});
