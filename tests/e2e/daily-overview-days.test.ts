/**
 * The daily overview in Chromium, days (spec §2 'Daily overview', 'Finish Your Day dialog', 'Daily plan
 * export'; §4, §5, §8): finishing the day, moving between days and the printable export.
 *
 * Both clocks are pinned to Tuesday 2026-03-10 9:00 AM in New York: the server's with TEST_NOW (today and the
 * suggested slots) and the browser's with Playwright's clock (today and the workday bar), so the slots and the
 * percentages are the same on every run. Each test signs up its own user.
 */
import { describe, expect, test } from 'vitest';
import {
  planBody,
  progressOf,
  savedPlan,
  server,
  signedIn,
  unexpected,
  withOverviewServer,
} from './daily-overview-setup.ts';
import { toastWith } from './harness.ts';

describe('daily overview: days', () => {
  withOverviewServer();

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
