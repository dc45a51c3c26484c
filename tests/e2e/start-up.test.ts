/**
 * A member's start-up on /daily-overview (ADR 038): the route's loader asks for the day's plan while the page's code
 * is still on its way, not after it, and only once (the page's own query finds the answer in the cache).
 */
import { describe, expect, test } from 'vitest';
import { BIG_THREE, signedIn, withOverviewServer } from './daily-overview-setup.ts';

describe('start-up', () => {
  withOverviewServer();

  test("requests the overview's plan beside the page's code, once", async () => {
    const { context, page, errors } = await signedIn();
    await page.goto('/daily-overview');
    await page.getByText(BIG_THREE[0] as string, { exact: true }).waitFor();

    const timing = await page.evaluate(() => {
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const named = (part: string) => entries.filter((entry) => entry.name.includes(part));
      return {
        plans: named('/api/daily-plans/date/').map((entry) => entry.startTime),
        pageCode: named('/assets/daily-overview-page-').map((entry) => entry.responseEnd),
      };
    });
    expect(timing.plans).toHaveLength(1);
    expect(timing.pageCode).toHaveLength(1);
    // Started in the same task as the page's import: before its code could have arrived.
    expect(timing.plans[0]).toBeLessThan(timing.pageCode[0] as number);
    expect(errors).toEqual([]);
    await context.close();
  });
});
