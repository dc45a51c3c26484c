/**
 * Shared setup of the daily overview tests (daily-overview-*.test.ts): both clocks pinned to Tuesday 2026-03-10
 * 9:00 AM in New York (the server's with TEST_NOW, for today and the suggested slots; the browser's for today and
 * the workday bar), and each test's user with today's plan (the `plan` option; null for none).
 */
import type { Page } from '@playwright/test';
import type { DailyPlan, DailyPlanInput } from '../../src/core/daily-plan.ts';
import { test as base, expect, NOW } from './fixtures.ts';

export { expect };

export const TODAY = '2026-03-10';

export const BIG_THREE = ['Draft the board memo', 'Call the bank', 'Review the budget'];
export const OTHER_TASKS = ['Answer emails', 'Book travel'];

/** Today's plan with the Big Three and other tasks above, none done; `overrides` replace fields. */
export function planBody(overrides: Partial<DailyPlanInput> = {}): DailyPlanInput {
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

/** `test` whose user has today's plan (`plan` overrides its fields) and whose clocks read 9:00 AM today. */
export const test = base.extend<{ plan: Partial<DailyPlanInput> | null }>({
  now: [NOW as string | undefined, { scope: 'worker' }],
  timezoneId: 'America/New_York',
  plan: [{}, { option: true }],
  user: async ({ user, page, baseURL, plan }, use) => {
    if (plan) {
      const saved = await page.request.post('/api/daily-plans', {
        data: planBody(plan),
        headers: { Origin: baseURL ?? '' },
      });
      expect(saved.ok()).toBe(true);
    }
    await use(user);
  },
  // Chromium logs every non-OK fetch; a taken slot's 409 is expected when scheduling.
  consoleErrors: async ({ consoleErrors }, use) => {
    consoleErrors.allow(/the server responded with a status of 409/);
    await use(consoleErrors);
  },
});

/** The plan of `date` as the API has it. */
export async function savedPlan(page: Page, date = TODAY): Promise<DailyPlan> {
  const response = await page.request.get(`/api/daily-plans/date/${date}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as DailyPlan;
}

/** Asserts the value of the named progress bar. */
export async function expectProgress(page: Page, name: string, value: string): Promise<void> {
  await expect(page.getByRole('progressbar', { name })).toHaveAttribute('aria-valuenow', value);
}

/**
 * Starts recording every state the checkbox labelled `label` shows ('true', 'false', or 'gone' when it leaves the
 * page), beginning with its current one; {@link checkedStates} reads the record. A toggle that flickers back shows
 * up as an extra entry.
 */
export async function recordChecked(page: Page, label: string): Promise<void> {
  await page.getByRole('checkbox', { name: label, exact: true }).evaluate((element) => {
    const id = element.id;
    const states = [element.getAttribute('aria-checked') ?? 'gone'];
    (window as unknown as { checkedStates: string[] }).checkedStates = states;
    new MutationObserver(() => {
      const now = document.getElementById(id)?.getAttribute('aria-checked') ?? 'gone';
      if (states.at(-1) !== now) states.push(now);
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
}

/** The states recorded since {@link recordChecked}. */
export async function checkedStates(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { checkedStates: string[] }).checkedStates);
}
