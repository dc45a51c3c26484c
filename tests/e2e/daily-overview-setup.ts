/**
 * Shared setup of the daily overview e2e tests (daily-overview-*.test.ts): both clocks pinned to Tuesday
 * 2026-03-10 9:00 AM in New York, one server and one Chromium per test file, and a fresh signed-in user with
 * today's plan per test.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { DailyPlan, DailyPlanInput } from '../../src/core/daily-plan.ts';
import { newContext, type RunningServer, withServerAndBrowser } from './harness.ts';

/** Tuesday 2026-03-10 9:00 AM in New York, on the server (TEST_NOW) and in the browser. */
export const NOW = '2026-03-10T13:00:00.000Z'; // 9:00 AM EDT
export const TODAY = '2026-03-10';
export const TIME_ZONE = 'America/New_York';

export const BIG_THREE = ['Draft the board memo', 'Call the bank', 'Review the budget'];
export const OTHER_TASKS = ['Answer emails', 'Book travel'];

/**
 * Chromium reports every non-OK fetch on the console; the 409 of a taken slot is expected when scheduling (the
 * harness allows 401/404).
 */
export const EXPECTED_CONSOLE = /the server responded with a status of 409/;

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

/** The file's server (set by {@link withOverviewServer}'s beforeAll). */
export let server: RunningServer;
let browser: Browser;
let users = 0;

/** Registers a test file's hooks: the server (with TEST_NOW) and Chromium, started once, stopped after. */
export function withOverviewServer(): void {
  withServerAndBrowser({ TEST_NOW: NOW }, (running) => {
    ({ server, browser } = running);
  });
}

/** A fresh user (New York time zone) with today's plan, on a page whose clock reads 9:00 AM today. */
export async function signedIn(
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

/** The plan of `date` as the API has it. */
export async function savedPlan(page: Page, date = TODAY): Promise<DailyPlan> {
  const response = await page.request.get(`/api/daily-plans/date/${date}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as DailyPlan;
}

/** The console errors other than the expected 409. */
export function unexpected(errors: string[]): string[] {
  return errors.filter((error) => !EXPECTED_CONSOLE.test(error));
}

/** The value of the named progress bar. */
export async function progressOf(page: Page, name: string): Promise<string | null> {
  return page.getByRole('progressbar', { name }).getAttribute('aria-valuenow');
}

/**
 * Starts recording every state the checkbox labelled `label` shows ('true', 'false', or 'gone' when it leaves the
 * page), beginning with its current one; {@link checkedStates} reads the record. A toggle that flickers back shows
 * up as an extra entry.
 */
export async function recordChecked(page: Page, label: string): Promise<void> {
  const box = page.getByRole('checkbox', { name: label, exact: true });
  await box.waitFor();
  await box.evaluate((element) => {
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
