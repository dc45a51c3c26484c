/**
 * When the service worker registers (ADR 052): once the first screen has its data, never while the page's code and
 * reads still load (the precache would compete with them). A routed page loads those after the `load` event; the
 * Habit Tracker is one the browser renders (the signed-in overview comes with its data in the HTML, ADR 062).
 */
import { controlled, expect, holdRequests, test } from './fixtures.ts';

test('the service worker registers only once the first screen has read its data', async ({
  page,
  baseURL,
  user: _,
}) => {
  const release = await holdRequests(page, '**/api/habits');
  await page.goto('/habit-tracker');
  await page.waitForLoadState('load');
  await expect(page.getByText('Loading your habits...')).toBeAttached();
  release();
  await expect(page.getByText('No Habits Yet')).toBeVisible();
  expect(await controlled(page)).toBe(`${baseURL}/sw.js`);

  const order = await page.evaluate(() => {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const plan = entries.find((entry) => entry.name.endsWith('/api/habits'));
    const worker = entries.find((entry) => entry.name.includes('workbox-window'));
    return { planEnd: plan?.responseEnd ?? Number.NaN, workerStart: worker?.startTime ?? Number.NaN };
  });
  expect(order.workerStart).toBeGreaterThanOrEqual(order.planEnd);
});
