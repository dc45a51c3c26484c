/**
 * A member's start-up on /daily-overview (ADR 038): the route's loader asks for the day's plan while the page's code
 * is still on its way, not after it, and only once (the page's own query finds the answer in the cache).
 */
import { BIG_THREE, expect, test } from './daily-overview-setup.ts';

test("requests the overview's plan beside the page's code, once", async ({ page, user: _ }) => {
  // What the browser reports, in order (the page's clock is pinned, so no timings are read in the page).
  const events: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/daily-plans/date/')) events.push('plan requested');
  });
  page.on('requestfinished', (request) => {
    if (request.url().includes('/assets/daily-overview-page-')) events.push('page code in');
  });
  await page.goto('/daily-overview');
  await expect(page.getByText(BIG_THREE[0] as string, { exact: true })).toBeVisible();
  expect(events).toEqual(['plan requested', 'page code in']);
});
