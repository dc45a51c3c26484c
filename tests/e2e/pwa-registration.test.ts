/**
 * When the service worker registers (ADR 052): once the first screen has its data, never while the page's code and
 * reads still load (the precache would compete with them). A routed page loads those after the `load` event.
 */
import { controlled, expect, holdRequests, test } from './fixtures.ts';

test('the service worker registers only once the first screen has read its plan', async ({
  page,
  baseURL,
  user: _,
}) => {
  const release = await holdRequests(page, '**/api/daily-plans/date/**');
  await page.goto('/daily-overview');
  await page.waitForLoadState('load');
  await expect(page.getByText('Loading your daily plan...')).toBeAttached();
  release();
  await expect(page.getByText('No Daily Plan Found')).toBeVisible();
  expect(await controlled(page)).toBe(`${baseURL}/sw.js`);

  const order = await page.evaluate(() => {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const plan = entries.find((entry) => entry.name.includes('/api/daily-plans/date/'));
    const worker = entries.find((entry) => entry.name.includes('workbox-window'));
    return { planEnd: plan?.responseEnd ?? Number.NaN, workerStart: worker?.startTime ?? Number.NaN };
  });
  expect(order.workerStart).toBeGreaterThanOrEqual(order.planEnd);
});
