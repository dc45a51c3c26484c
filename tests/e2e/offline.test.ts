/**
 * Offline use (ADRs 052, 055, docs/product.md 'Offline'): after one online visit the app opens with the network gone
 * (a reload, a new page) on the user's kept plan, and only for a signed-in user; ticks, a habit check-in and the
 * finish-day reflection show at once, wait in IndexedDB under the 'Offline — changes will sync' notice and reach the server once
 * the network is back, even from a new page after the first was closed; a write the server refuses then is shown;
 * signing out leaves nothing of the user in IndexedDB. The API is read through `page.request`, which the browser's
 * offline switch does not cut off.
 */
import type { Page } from '@playwright/test';
import type { HabitEntry } from '../../src/core/habits.ts';
import { OFFLINE_HEADING } from '../../src/web/sw/offline-page.ts';
import { BIG_THREE, expect, OTHER_TASKS, savedPlan, TODAY, test } from './daily-overview-setup.ts';
import { controlled, expectAxeClean, expectNoSideScroll, expectToast } from './fixtures.ts';

const HABIT = 'Read Scripture';
const NOTICE = 'Offline — changes will sync';

test.beforeEach(({ consoleErrors }) => {
  // Chromium logs each request the offline switch stops.
  consoleErrors.allow(/net::ERR_INTERNET_DISCONNECTED/);
});

/** The offline notice's polite live region (it has no status role, so it is not a page's second status). */
function liveRegion(page: Page) {
  return page.locator('[aria-live="polite"]');
}

/** What this browser's IndexedDB holds for Steward: every record of every store, by store. */
async function storedRecords(page: Page): Promise<Record<string, unknown[]>> {
  return page.evaluate(async () => {
    const names = (await indexedDB.databases()).map((db) => db.name);
    if (!names.includes('steward')) return {};
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('steward');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const stores: Record<string, unknown[]> = {};
    for (const name of Array.from(db.objectStoreNames)) {
      stores[name] = await new Promise<unknown[]>((resolve, reject) => {
        const all = db.transaction(name).objectStore(name).getAll();
        all.onsuccess = () => resolve(all.result);
        all.onerror = () => reject(all.error);
      });
    }
    db.close();
    return stores;
  });
}

/** How many writes wait in the stored record. */
async function storedWrites(page: Page): Promise<number> {
  const [record] = (await storedRecords(page)).offline ?? [];
  if (typeof record !== 'string') return 0;
  return (JSON.parse(record) as { clientState: { mutations: unknown[] } }).clientState.mutations.length;
}

/** The entries of habit `id` today, as the API holds them. */
async function entriesToday(page: Page, id: string): Promise<HabitEntry[]> {
  const response = await page.request.get(`/api/habits/${id}/entries?from=${TODAY}&to=${TODAY}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as HabitEntry[];
}

/** Opens today's overview and waits for the plan and the habit's check. */
async function openOverview(page: Page): Promise<void> {
  await page.goto('/daily-overview');
  await expect(page.getByRole('checkbox', { name: BIG_THREE[0], exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: `Check in: ${HABIT}` })).toBeVisible();
}

test('writes made offline wait, survive closing the page and reach the server once', async ({
  page,
  context,
  api,
  user: _,
}) => {
  test.slow(); // two pages and eight writes on a busy 2-core machine
  const habit = await api.post('/api/habits', { name: HABIT, schedule: { kind: 'daily' }, startDate: TODAY });
  await openOverview(page);
  // The Finish dialog's code is first loaded offline, from the worker's precache.
  await controlled(page);

  await context.setOffline(true);
  await page.getByRole('checkbox', { name: BIG_THREE[0], exact: true }).click();
  await page.getByRole('checkbox', { name: OTHER_TASKS[1], exact: true }).click();
  await page.getByRole('button', { name: `Check in: ${HABIT}` }).click();
  await page.getByRole('button', { name: 'Finish', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Finish Your Day' });
  await dialog.getByLabel('Productivity rating (1-10)').fill('8');
  await dialog.getByLabel(/What could you improve tomorrow/).fill('Start the memo earlier');
  await dialog.getByRole('button', { name: 'Finish Day' }).click();
  await expect(dialog).toBeHidden();

  await expect(liveRegion(page).filter({ hasText: NOTICE })).toContainText('4 changes waiting');
  await expect(page.getByRole('checkbox', { name: BIG_THREE[0], exact: true })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: OTHER_TASKS[1], exact: true })).toBeChecked();
  await expect(page.getByRole('button', { name: `Done: ${HABIT}` })).toBeVisible();
  await expect.poll(() => storedWrites(page)).toBe(4);
  // Nothing has reached the server.
  expect(await savedPlan(page)).toMatchObject({
    bigThreeCompleted: [false, false, false],
    otherTasksCompleted: [false, false],
    dayFinished: false,
  });
  expect(await entriesToday(page, habit.id)).toEqual([]);
  await page.close();

  await context.setOffline(false);
  const writes: string[] = [];
  context.on('request', (request) => {
    if (request.method() !== 'GET') writes.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  const again = await context.newPage();
  await again.goto('/daily-overview');
  await expect
    .poll(async () => {
      const { bigThreeCompleted, otherTasksCompleted, dayFinished, productivityRating, improvementNote } =
        await savedPlan(again);
      return { bigThreeCompleted, otherTasksCompleted, dayFinished, productivityRating, improvementNote };
    })
    .toEqual({
      bigThreeCompleted: [true, false, false],
      otherTasksCompleted: [false, true],
      dayFinished: true,
      productivityRating: 8,
      improvementNote: 'Start the memo earlier',
    });
  await expect.poll(() => entriesToday(again, habit.id)).toMatchObject([{ date: TODAY, count: 1 }]);
  await expect(again.getByText(NOTICE)).toHaveCount(0);
  await expect.poll(() => storedWrites(again)).toBe(0);
  const plan = await savedPlan(again);
  expect(writes.sort()).toEqual(
    [
      `PATCH /api/daily-plans/${plan.id}/completion`,
      `PATCH /api/daily-plans/${plan.id}/completion`,
      `PATCH /api/daily-plans/${plan.id}/finish`,
      `PUT /api/habits/${habit.id}/entries/${TODAY}`,
    ].sort(),
  );
});

test('a waiting write the server refuses when the network is back is shown', async ({
  page,
  context,
  api,
  user: _,
}) => {
  const habit = await api.post('/api/habits', { name: HABIT, schedule: { kind: 'daily' }, startDate: TODAY });
  await openOverview(page);

  await context.setOffline(true);
  await page.getByRole('button', { name: `Check in: ${HABIT}` }).click();
  await expect(liveRegion(page).filter({ hasText: NOTICE })).toBeVisible();
  // Meanwhile, on another device, the habit is deleted.
  const deleted = await page.request.delete(`/api/habits/${habit.id}`, {
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(deleted.status()).toBe(204);

  await context.setOffline(false);
  await expectToast(page, 'Error', 'Failed to save check-in. Please try again.');
  const refused = liveRegion(page).filter({ hasText: 'A change made offline was not saved' });
  await expect(refused).toContainText(`‘${HABIT}’ on ${TODAY}: Done — Habit not found`);
  await expect(page.getByText(NOTICE)).toHaveCount(0);
  await refused.getByRole('button', { name: 'Dismiss' }).click();
  await expect(page.getByText('A change made offline was not saved')).toHaveCount(0);
});

test('signing out leaves nothing of the user in IndexedDB', async ({ page, user: _ }) => {
  await page.goto('/daily-overview');
  await expect(page.getByRole('checkbox', { name: BIG_THREE[0], exact: true })).toBeVisible();
  await expect.poll(async () => JSON.stringify(await storedRecords(page))).toContain(BIG_THREE[0]);

  await page.goto('/');
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('button', { name: 'Sign in' }).first()).toBeVisible();
  expect(await storedRecords(page)).toEqual({ offline: [] });
});

test('the notice fits a 390 px phone and passes axe', async ({ page, context, user: _ }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await visitOnline(page);

  await context.setOffline(true);
  await page.getByRole('checkbox', { name: BIG_THREE[0], exact: true }).click();
  const notice = liveRegion(page).filter({ hasText: NOTICE });
  await expect(notice).toContainText('1 change waiting');
  const box = await notice.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  await expectNoSideScroll(page, 'the overview with the offline notice');
  await expectAxeClean(page, 'the overview with the offline notice');
});

/** Opens today's overview online and waits until the worker controls the page and the plan is kept in IndexedDB. */
async function visitOnline(page: Page): Promise<void> {
  await page.goto('/daily-overview');
  await expect(page.getByRole('checkbox', { name: BIG_THREE[0], exact: true })).toBeVisible();
  await controlled(page);
  await expect.poll(async () => JSON.stringify(await storedRecords(page))).toContain(BIG_THREE[0]);
}

/** Asserts that `page` shows the Big Three of the kept plan. */
async function expectBigThree(page: Page): Promise<void> {
  for (const task of BIG_THREE)
    await expect(page.getByRole('checkbox', { name: task, exact: true })).toBeVisible();
}

test('reload while offline shows the plan', async ({ page, context, user: _ }) => {
  await visitOnline(page);

  await context.setOffline(true);
  await page.reload();
  await expectBigThree(page);
  const first = page.getByRole('checkbox', { name: BIG_THREE[0], exact: true });
  await first.click();
  await expect(first).toBeChecked();
  await expect(liveRegion(page).filter({ hasText: NOTICE })).toContainText('1 change waiting');
  await expect.poll(() => storedWrites(page)).toBe(1);
  expect((await savedPlan(page)).bigThreeCompleted).toEqual([false, false, false]);
});

test('a page opened offline after the last one was closed shows the plan', async ({
  page,
  context,
  user: _,
}) => {
  await visitOnline(page);
  await page.close();

  await context.setOffline(true);
  const again = await context.newPage();
  await again.goto('/daily-overview');
  await expectBigThree(again);
});

test("a signed-out visitor offline is told so and shown nothing of the user's", async ({
  page,
  context,
  consoleErrors,
  user: _,
}) => {
  consoleErrors.allow(/the server responded with a status of 503/);
  await visitOnline(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('button', { name: 'Sign in' }).first()).toBeVisible();

  await context.setOffline(true);
  for (const path of ['/daily-overview', '/']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: OFFLINE_HEADING })).toBeVisible();
    await expect(page.locator('body')).not.toContainText(BIG_THREE[0] as string);
  }
  await expectAxeClean(page, 'the offline page');
});
