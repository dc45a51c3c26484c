/**
 * Onboarding and the daily planning wizard in Chromium (docs/product.md §2 Home / Onboarding / Daily planning wizard, §4,
 * §5, §8): the Home card's routing, custom ritual elements, the five wizard steps, a reload mid-wizard,
 * yesterday's carry-over, the Big 3 rule and the save toasts. 'Today' is the browser's day in its time zone
 * (America/New_York, the fixtures), not the machine's.
 */
import type { Page } from '@playwright/test';
import { DEFAULT_RITUAL_ELEMENTS } from '../../src/core/daily-plan.ts';
import { addDays, localDateOf } from '../../src/core/dates.ts';
import { closeToast, expect, expectAxeClean, holdRequests, NOW, test } from './fixtures.ts';

const TIME_ZONE = 'America/New_York';
const DEFAULTS = [...DEFAULT_RITUAL_ELEMENTS];

test.use({ now: NOW });

/** The browser's local date at NOW in its time zone (the fixtures pin it). */
function browserToday(): string {
  return localDateOf(new Date(NOW), TIME_ZONE);
}

/** Posts JSON from the page's context (its session cookie) with the Origin header the API's guard wants. */
async function send(
  page: Page,
  origin: string | undefined,
  method: 'POST' | 'PATCH',
  path: string,
  data: unknown,
) {
  const res = await page.request.fetch(path, { method, data, headers: { Origin: origin ?? '' } });
  expect(res.ok(), `${method} ${path}: ${await res.text()}`).toBe(true);
  return (await res.json()) as { id: string };
}

test('onboarding shows the ritual, takes custom elements and saves them, after a failed save', async ({
  page,
  consoleErrors,
  user: _,
}) => {
  consoleErrors.allow(/status of 500/);

  // Home card: no plan today and not onboarded → onboarding.
  await page.goto('/');
  await page.getByRole('link', { name: 'Daily Planning', exact: true }).click();
  await expect(page).toHaveURL('/onboarding');
  await expect(page.getByText('Step 1 of 2')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Steward' })).toBeVisible();
  await expectAxeClean(page);
  await page.getByRole('button', { name: 'Continue' }).click();

  // Step 2: defaults shown and not removable; custom elements trimmed, added with Enter or Add, removable.
  await expect(page.getByRole('heading', { level: 1, name: 'Customize Your Morning Ritual' })).toBeVisible();
  await expect(page.getByText('Step 2 of 2')).toBeVisible();
  const elements = page.getByRole('list', { name: 'Morning ritual elements' });
  for (const element of DEFAULTS) await expect(elements.getByText(element, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(0);
  const elementInput = page.getByLabel('Add a custom element');
  const add = page.getByRole('button', { name: 'Add', exact: true });
  await expect(add).toBeDisabled();
  await elementInput.fill('   ');
  await expect(add).toBeDisabled();
  await elementInput.fill('  Journal for 5 minutes  ');
  await elementInput.press('Enter');
  await expect(elements.getByText('Journal for 5 minutes', { exact: true })).toBeVisible();
  await expect(elementInput).toHaveValue('');
  await elementInput.fill('Stretch');
  await add.click();
  await expect(elements.getByText('Stretch', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Remove Stretch' }).click();
  await expect(elements.getByText('Stretch', { exact: true })).toHaveCount(0);
  await expectAxeClean(page);

  // Back and Continue keep the list.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Steward' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(elements.getByText('Journal for 5 minutes', { exact: true })).toBeVisible();

  // A failed save shows the documented toast and stays here.
  await page.route('**/api/rituals', (route) =>
    route.request().method() === 'POST' ? route.fulfill({ status: 500, body: 'boom' }) : route.continue(),
  );
  await page.getByRole('button', { name: 'Complete Setup' }).click();
  await expect(page.getByText('Failed to save ritual. Please try again.', { exact: true })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/onboarding');
  await closeToast(page);
  await page.unrouteAll();

  await page.getByRole('button', { name: 'Complete Setup' }).click();
  await expect(page).toHaveURL('/daily-planning');
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
});

test('the wizard walks the five steps, resumes after a reload and saves the plan, after a failed save', async ({
  page,
  baseURL,
  consoleErrors,
  user: _,
}) => {
  consoleErrors.allow(/status of 500/);
  const today = browserToday();
  await send(page, baseURL, 'POST', '/api/rituals', {
    type: 'morning',
    elements: [...DEFAULTS, 'Journal for 5 minutes'],
  });
  await page.goto('/daily-planning');
  // Step 1: the saved ritual and the checkbox.
  await expect(page.getByText('Step 1 of 5')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Morning Ritual Check' })).toBeVisible();
  await expect(page.getByText('Journal for 5 minutes', { exact: true })).toBeVisible();
  expect(await page.getByRole('link', { name: 'View My Goals' }).getAttribute('href')).toBe('/goal-tracking');
  await page.getByRole('checkbox', { name: 'I completed my morning ritual' }).check();
  await expectAxeClean(page);
  await page.getByRole('button', { name: 'Continue' }).click();

  // Step 2: the Big 3 (untrimmed on purpose).
  await expect(page.getByRole('heading', { level: 2, name: 'Daily Big 3' })).toBeVisible();
  await expect(page.getByText('Step 2 of 5')).toBeVisible();
  const bigThree = ['  Write the Q3 proposal  ', 'Call Sam about hiring', ' Plan the offsite '];
  for (const [index, task] of bigThree.entries()) {
    await page.getByLabel(`Priority Task #${index + 1}`).fill(task);
  }
  await expectAxeClean(page);
  await page.getByRole('button', { name: 'Continue' }).click();

  // Step 3, then a reload: the step and every field come back.
  await expect(page.getByRole('heading', { level: 2, name: 'Other Tasks' })).toBeVisible();
  const taskInput = page.getByLabel('Add a task');
  await taskInput.fill(' Reply to emails ');
  await taskInput.press('Enter');
  const otherTasks = page.getByRole('list', { name: 'Other tasks' });
  await expect(otherTasks.getByText('Reply to emails', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByText('Step 3 of 5')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Other Tasks' })).toBeVisible();
  await expect(otherTasks.getByText('Reply to emails', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Daily Big 3' })).toBeVisible();
  for (const [index, task] of bigThree.entries()) {
    await expect(page.getByLabel(`Priority Task #${index + 1}`)).toHaveValue(task);
  }
  await page.getByRole('button', { name: 'Back' }).click();
  expect(await page.getByRole('checkbox', { name: 'I completed my morning ritual' }).isChecked()).toBe(true);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();

  // Step 3: add with the button and remove again; the list stays as it was.
  await expect(page.getByRole('heading', { level: 2, name: 'Other Tasks' })).toBeVisible();
  await taskInput.fill('Water the plants');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('button', { name: 'Remove Water the plants' }).click();
  await expect(otherTasks.getByRole('listitem')).toHaveCount(1);
  await expectAxeClean(page);
  await page.getByRole('button', { name: 'Continue' }).click();

  // Step 4: the win.
  await expect(page.getByRole('heading', { level: 2, name: 'Define Your Win' })).toBeVisible();
  await page.getByLabel('What does winning look like today?').fill('  Proposal sent and a calm evening.  ');
  await page.getByRole('button', { name: 'Continue' }).click();

  // Step 5: distractions, then a failed save, then 'Saving...' while the request is held, then success.
  await expect(page.getByRole('heading', { level: 2, name: 'Anticipate Distractions' })).toBeVisible();
  await expect(page.getByText('Step 5 of 5')).toBeVisible();
  const distractionInput = page.getByLabel('Add a distraction');
  await distractionInput.fill('Social media');
  await distractionInput.press('Enter');
  await page.getByRole('list', { name: 'Distractions' }).getByText('Social media', { exact: true }).waitFor();
  await expectAxeClean(page);

  await page.route('**/api/daily-plans', (route) =>
    route.request().method() === 'POST' ? route.fulfill({ status: 500, body: 'boom' }) : route.continue(),
  );
  await page.getByRole('button', { name: 'Complete Planning' }).click();
  await expect(page.getByText('Failed to save daily plan. Please try again.', { exact: true })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/daily-planning');
  await closeToast(page);
  await page.unrouteAll();

  const release = await holdRequests(page, '**/api/daily-plans');
  await page.getByRole('button', { name: 'Complete Planning' }).click();
  const saving = page.getByRole('button', { name: 'Saving...' });
  await expect(saving).toBeVisible();
  await expect(saving).toBeDisabled();
  release();
  await expect(page).toHaveURL('/daily-overview');
  await expect(page.getByText('Your daily plan has been saved.', { exact: true })).toBeVisible();
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
});

test("with today's plan saved, the Home card opens the overview and the wizard starts from the plan", async ({
  page,
  baseURL,
  user: _,
}) => {
  await page.goto('/');
  await send(page, baseURL, 'POST', '/api/daily-plans', {
    date: browserToday(),
    morningRitualCompleted: false,
    bigThree: ['Write the Q3 proposal', 'Call Sam about hiring', 'Plan the offsite'],
    bigThreeCompleted: [false, false, false],
    otherTasks: [],
    otherTasksCompleted: [],
    winningDefinition: '',
    distractions: [],
  });
  await page.getByRole('link', { name: 'Daily Planning', exact: true }).click();
  await expect(page).toHaveURL('/daily-overview');

  // Start Over (a visit to the wizard) prefills it from the saved plan.
  await page.goto('/daily-planning');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByLabel('Priority Task #1')).toHaveValue('Write the Q3 proposal');
});

test('sends a user whose ritual is saved on the server to the wizard from a fresh browser', async ({
  page,
  baseURL,
  user: _,
}) => {
  await send(page, baseURL, 'POST', '/api/rituals', {
    type: 'morning',
    elements: [...DEFAULTS, 'Walk the dog'],
  });

  await page.goto('/');
  await page.getByRole('link', { name: 'Daily Planning', exact: true }).click();
  await expect(page).toHaveURL('/daily-planning');
  await expect(page.getByRole('heading', { level: 2, name: 'Morning Ritual Check' })).toBeVisible();
  await expect(page.getByText('Walk the dog', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('hasCompletedOnboarding'))).toBe('true');
});

test("shows yesterday's incomplete tasks only once that day is finished, and needs the whole Big 3", async ({
  page,
  baseURL,
  user: _,
}) => {
  const yesterday = addDays(browserToday(), -1);
  const plan = await send(page, baseURL, 'POST', '/api/daily-plans', {
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
  await expect(page.getByRole('heading', { level: 2, name: 'Daily Big 3' })).toBeVisible();

  // The Big 3 rule: Continue only when all three are non-empty after trimming.
  const next = page.getByRole('button', { name: 'Continue' });
  await expect(next).toBeDisabled();
  await page.getByLabel('Priority Task #1').fill('Prepare the pitch');
  await page.getByLabel('Priority Task #2').fill('Coach Maria');
  await page.getByLabel('Priority Task #3').fill('   ');
  await expect(next).toBeDisabled();
  await expect(page.getByText('Fill in all three priorities to continue.')).toBeVisible();
  await page.getByLabel('Priority Task #3').fill('Budget review');
  expect(await next.isDisabled()).toBe(false);
  await expect(page.getByText("Yesterday's Incomplete Tasks")).toHaveCount(0);

  // Finish yesterday with an incomplete task; the wizard (same step, restored draft) now shows it.
  await send(page, baseURL, 'PATCH', `/api/daily-plans/${plan.id}/finish`, {
    productivityRating: '6',
    incompleteTasks: ['Call the bank'],
  });
  lookedUp = yesterdayLookup();
  await page.reload();
  await lookedUp;
  const alert = page.getByRole('alert').filter({ hasText: "Yesterday's Incomplete Tasks" });
  await expect(alert).toBeVisible();
  await expect(alert.getByText('Call the bank', { exact: true })).toBeVisible();
  await expectAxeClean(page);

  // Carry it over: into the emptied third Big 3 slot, and into Other Tasks.
  const toBigThree = page.getByRole('button', { name: 'Add Call the bank to Big 3' });
  await expect(toBigThree).toBeDisabled();
  await page.getByLabel('Priority Task #3').fill('');
  await toBigThree.click();
  await expect(page.getByLabel('Priority Task #3')).toHaveValue('Call the bank');
  await expect(page.getByRole('button', { name: 'Call the bank is in Big 3' })).toBeDisabled();
  await page.getByRole('button', { name: 'Add Call the bank to Other Tasks' }).click();
  expect(await page.getByRole('button', { name: 'Call the bank is in Other Tasks' }).isDisabled()).toBe(true);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('list', { name: 'Other tasks' }).getByText('Call the bank', { exact: true }).waitFor();
});
