/**
 * Onboarding and the daily planning wizard in Chromium (spec §2 Home / Onboarding / Daily planning wizard, §4,
 * §5, §8): the Home card's routing, custom ritual elements, the five wizard steps, a reload mid-wizard,
 * yesterday's carry-over, the Big 3 rule and the save toasts. 'Today' is the browser's day in its time zone
 * (America/New_York, harness), not the machine's.
 */
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RITUAL_ELEMENTS } from '../../src/core/daily-plan.ts';
import { addDays, localDateOf } from '../../src/core/dates.ts';
import {
  newContext,
  type RunningServer,
  seriousViolations,
  signUpViaApi,
  withServerAndBrowser,
} from './harness.ts';

const TIME_ZONE = 'America/New_York';
const DEFAULTS = [...DEFAULT_RITUAL_ELEMENTS];

/** Both clocks read Tuesday 2026-03-10, 9:00 AM in New York: the server's (TEST_NOW) and the browser's. */
const NOW = '2026-03-10T13:00:00Z';

/** The browser's local date at NOW in its time zone (the harness pins it). */
function browserToday(): string {
  return localDateOf(new Date(NOW), TIME_ZONE);
}

/** Console errors other than the browser's "Failed to load resource" lines for the 500s this test injects. */
function unexpected(errors: string[]): string[] {
  return errors.filter((e) => !/Failed to load resource: the server responded with a status of 500/.test(e));
}

/** Closes the toast on screen (it would otherwise cover the buttons under it for 5 s). */
async function closeToast(page: Page): Promise<void> {
  const close = page.getByRole('region', { name: /Notifications/ }).getByRole('button', { name: 'Close' });
  await close.click();
  await expect.poll(() => close.count()).toBe(0);
}

/** Posts JSON from the page's context (its session cookie) with the Origin header the API's guard wants. */
async function send(
  page: Page,
  server: RunningServer,
  method: 'POST' | 'PATCH',
  path: string,
  data: unknown,
) {
  const res = await page.request.fetch(path, { method, data, headers: { Origin: server.url } });
  if (!res.ok()) throw new Error(`${method} ${path}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as { id: string };
}

describe('onboarding and daily planning', () => {
  let server: RunningServer;
  let browser: Browser;
  withServerAndBrowser({ TEST_NOW: NOW }, (running) => {
    ({ server, browser } = running);
  });

  it('onboards a new user, resumes the wizard after a reload, saves the plan and then opens the overview', async () => {
    const { context, errors } = await newContext(browser, server.url);
    await context.clock.setFixedTime(new Date(NOW));
    const page = await context.newPage();
    await signUpViaApi(page, server.url, 'Nora Planner');
    const today = browserToday();

    // Home card: no plan today and not onboarded → onboarding.
    await page.goto('/');
    await page.getByRole('link', { name: 'Daily Planning', exact: true }).click();
    await page.waitForURL(`${server.url}/onboarding`);
    await page.getByText('Step 1 of 2').waitFor();
    await page.getByRole('heading', { level: 1, name: 'Welcome to Steward' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Continue' }).click();

    // Step 2: defaults shown and not removable; custom elements trimmed, added with Enter or Add, removable.
    await page.getByRole('heading', { level: 1, name: 'Customize Your Morning Ritual' }).waitFor();
    await page.getByText('Step 2 of 2').waitFor();
    const elements = page.getByRole('list', { name: 'Morning ritual elements' });
    for (const element of DEFAULTS) await elements.getByText(element, { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: /^Remove / }).count()).toBe(0);
    const elementInput = page.getByLabel('Add a custom element');
    const add = page.getByRole('button', { name: 'Add', exact: true });
    expect(await add.isDisabled()).toBe(true);
    await elementInput.fill('   ');
    expect(await add.isDisabled()).toBe(true);
    await elementInput.fill('  Journal for 5 minutes  ');
    await elementInput.press('Enter');
    await elements.getByText('Journal for 5 minutes', { exact: true }).waitFor();
    expect(await elementInput.inputValue()).toBe('');
    await elementInput.fill('Stretch');
    await add.click();
    await elements.getByText('Stretch', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Remove Stretch' }).click();
    await expect.poll(() => elements.getByText('Stretch', { exact: true }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    // Back and Continue keep the list.
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('heading', { level: 1, name: 'Welcome to Steward' }).waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();
    await elements.getByText('Journal for 5 minutes', { exact: true }).waitFor();

    // A failed save shows the spec's toast and stays here.
    await page.route('**/api/rituals', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 500, body: 'boom' }) : route.continue(),
    );
    await page.getByRole('button', { name: 'Complete Setup' }).click();
    await page.getByText('Failed to save ritual. Please try again.', { exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/onboarding');
    await closeToast(page);
    await page.unrouteAll();

    await page.getByRole('button', { name: 'Complete Setup' }).click();
    await page.waitForURL(`${server.url}/daily-planning`);
    const ritual = [...DEFAULTS, 'Journal for 5 minutes'];
    expect(
      await page.evaluate(() => [
        localStorage.getItem('hasCompletedOnboarding'),
        localStorage.getItem('morningRitual'),
      ]),
    ).toEqual(['true', JSON.stringify(ritual)]);
    expect(await (await page.request.get('/api/rituals')).json()).toMatchObject([
      { type: 'morning', elements: ritual },
    ]);

    // Wizard step 1: the saved ritual and the checkbox.
    await page.getByText('Step 1 of 5').waitFor();
    await page.getByRole('heading', { level: 2, name: 'Morning Ritual Check' }).waitFor();
    await page.getByText('Journal for 5 minutes', { exact: true }).waitFor();
    expect(await page.getByRole('link', { name: 'View My Goals' }).getAttribute('href')).toBe(
      '/goal-tracking',
    );
    await page.getByRole('checkbox', { name: 'I completed my morning ritual' }).check();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Continue' }).click();

    // Step 2: the Big 3 (untrimmed on purpose).
    await page.getByRole('heading', { level: 2, name: 'Daily Big 3' }).waitFor();
    await page.getByText('Step 2 of 5').waitFor();
    const bigThree = ['  Write the Q3 proposal  ', 'Call Sam about hiring', ' Plan the offsite '];
    for (const [index, task] of bigThree.entries()) {
      await page.getByLabel(`Priority Task #${index + 1}`).fill(task);
    }
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Continue' }).click();

    // Step 3, then a reload: the step and every field come back.
    await page.getByRole('heading', { level: 2, name: 'Other Tasks' }).waitFor();
    const taskInput = page.getByLabel('Add a task');
    await taskInput.fill(' Reply to emails ');
    await taskInput.press('Enter');
    const otherTasks = page.getByRole('list', { name: 'Other tasks' });
    await otherTasks.getByText('Reply to emails', { exact: true }).waitFor();
    await page.reload();
    await page.getByText('Step 3 of 5').waitFor();
    await page.getByRole('heading', { level: 2, name: 'Other Tasks' }).waitFor();
    await otherTasks.getByText('Reply to emails', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('heading', { level: 2, name: 'Daily Big 3' }).waitFor();
    for (const [index, task] of bigThree.entries()) {
      expect(await page.getByLabel(`Priority Task #${index + 1}`).inputValue()).toBe(task);
    }
    await page.getByRole('button', { name: 'Back' }).click();
    expect(await page.getByRole('checkbox', { name: 'I completed my morning ritual' }).isChecked()).toBe(
      true,
    );
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();

    // Step 3: add with the button and remove again; the list stays as it was.
    await page.getByRole('heading', { level: 2, name: 'Other Tasks' }).waitFor();
    await taskInput.fill('Water the plants');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByRole('button', { name: 'Remove Water the plants' }).click();
    await expect.poll(() => otherTasks.getByRole('listitem').count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Continue' }).click();

    // Step 4: the win.
    await page.getByRole('heading', { level: 2, name: 'Define Your Win' }).waitFor();
    await page.getByLabel('What does winning look like today?').fill('  Proposal sent and a calm evening.  ');
    await page.getByRole('button', { name: 'Continue' }).click();

    // Step 5: distractions, then a failed save, then 'Saving...' while the request is held, then success.
    await page.getByRole('heading', { level: 2, name: 'Anticipate Distractions' }).waitFor();
    await page.getByText('Step 5 of 5').waitFor();
    const distractionInput = page.getByLabel('Add a distraction');
    await distractionInput.fill('Social media');
    await distractionInput.press('Enter');
    await page
      .getByRole('list', { name: 'Distractions' })
      .getByText('Social media', { exact: true })
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.route('**/api/daily-plans', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 500, body: 'boom' }) : route.continue(),
    );
    await page.getByRole('button', { name: 'Complete Planning' }).click();
    await page.getByText('Failed to save daily plan. Please try again.', { exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/daily-planning');
    await closeToast(page);
    await page.unrouteAll();

    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/daily-plans', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Complete Planning' }).click();
    const saving = page.getByRole('button', { name: 'Saving...' });
    await saving.waitFor();
    expect(await saving.isDisabled()).toBe(true);
    release();
    await page.waitForURL(`${server.url}/daily-overview`);
    await page.getByText('Your daily plan has been saved.', { exact: true }).waitFor();
    await page.unrouteAll();

    const planResponse = await page.request.get(`/api/daily-plans/date/${today}`);
    expect(planResponse.status()).toBe(200);
    expect(await planResponse.json()).toMatchObject({
      date: today,
      morningRitualCompleted: true,
      bigThree: ['Write the Q3 proposal', 'Call Sam about hiring', 'Plan the offsite'],
      bigThreeCompleted: [false, false, false],
      otherTasks: ['Reply to emails'],
      otherTasksCompleted: [false],
      winningDefinition: 'Proposal sent and a calm evening.',
      distractions: ['Social media'],
      dayFinished: false,
    });
    expect(
      await page.evaluate((key) => sessionStorage.getItem(key), `steward.planningDraft.${today}`),
    ).toBeNull();

    // With today's plan saved, the Home card goes straight to the overview.
    await page.goto('/');
    await page.getByRole('link', { name: 'Daily Planning', exact: true }).click();
    await page.waitForURL(`${server.url}/daily-overview`);

    // Start Over (a visit to the wizard) prefills it from the saved plan.
    await page.goto('/daily-planning');
    await page.getByRole('button', { name: 'Continue' }).click();
    expect(await page.getByLabel('Priority Task #1').inputValue()).toBe('Write the Q3 proposal');

    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('sends a user whose ritual is saved on the server to the wizard from a fresh browser', async () => {
    const { context, errors } = await newContext(browser, server.url);
    await context.clock.setFixedTime(new Date(NOW));
    const page = await context.newPage();
    await signUpViaApi(page, server.url, 'Second Browser');
    await send(page, server, 'POST', '/api/rituals', {
      type: 'morning',
      elements: [...DEFAULTS, 'Walk the dog'],
    });

    await page.goto('/');
    await page.getByRole('link', { name: 'Daily Planning', exact: true }).click();
    await page.waitForURL(`${server.url}/daily-planning`);
    await page.getByRole('heading', { level: 2, name: 'Morning Ritual Check' }).waitFor();
    await page.getByText('Walk the dog', { exact: true }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('hasCompletedOnboarding'))).toBe('true');

    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it("shows yesterday's incomplete tasks only once that day is finished, and needs the whole Big 3", async () => {
    const { context, errors } = await newContext(browser, server.url);
    await context.clock.setFixedTime(new Date(NOW));
    const page = await context.newPage();
    await signUpViaApi(page, server.url, 'Carry Over');
    const yesterday = addDays(browserToday(), -1);
    const plan = await send(page, server, 'POST', '/api/daily-plans', {
      date: yesterday,
      morningRitualCompleted: false,
      bigThree: ['Call the bank', 'Draft the memo', 'Review the budget'],
      bigThreeCompleted: [false, true, true],
      otherTasks: [],
      otherTasksCompleted: [],
      winningDefinition: '',
      distractions: [],
    });
    const yesterdayLookup = () =>
      page.waitForResponse((r) => r.url().endsWith(`/api/daily-plans/date/${yesterday}`));

    // Yesterday exists but is not finished: no alert.
    let lookedUp = yesterdayLookup();
    await page.goto('/daily-planning');
    expect((await lookedUp).status()).toBe(200);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { level: 2, name: 'Daily Big 3' }).waitFor();

    // The Big 3 rule: Continue only when all three are non-empty after trimming.
    const next = page.getByRole('button', { name: 'Continue' });
    expect(await next.isDisabled()).toBe(true);
    await page.getByLabel('Priority Task #1').fill('Prepare the pitch');
    await page.getByLabel('Priority Task #2').fill('Coach Maria');
    await page.getByLabel('Priority Task #3').fill('   ');
    expect(await next.isDisabled()).toBe(true);
    await page.getByText('Fill in all three priorities to continue.').waitFor();
    await page.getByLabel('Priority Task #3').fill('Budget review');
    expect(await next.isDisabled()).toBe(false);
    expect(await page.getByText("Yesterday's Incomplete Tasks").count()).toBe(0);

    // Finish yesterday with an incomplete task; the wizard (same step, restored draft) now shows it.
    await send(page, server, 'PATCH', `/api/daily-plans/${plan.id}/finish`, {
      productivityRating: '6',
      incompleteTasks: ['Call the bank'],
    });
    lookedUp = yesterdayLookup();
    await page.reload();
    await lookedUp;
    const alert = page.getByRole('alert').filter({ hasText: "Yesterday's Incomplete Tasks" });
    await alert.waitFor();
    await alert.getByText('Call the bank', { exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // Carry it over: into the emptied third Big 3 slot, and into Other Tasks.
    const toBigThree = page.getByRole('button', { name: 'Add Call the bank to Big 3' });
    expect(await toBigThree.isDisabled()).toBe(true);
    await page.getByLabel('Priority Task #3').fill('');
    await toBigThree.click();
    expect(await page.getByLabel('Priority Task #3').inputValue()).toBe('Call the bank');
    expect(await page.getByRole('button', { name: 'Call the bank is in Big 3' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Add Call the bank to Other Tasks' }).click();
    expect(await page.getByRole('button', { name: 'Call the bank is in Other Tasks' }).isDisabled()).toBe(
      true,
    );
    await page.getByRole('button', { name: 'Continue' }).click();
    await page
      .getByRole('list', { name: 'Other tasks' })
      .getByText('Call the bank', { exact: true })
      .waitFor();

    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });
});
