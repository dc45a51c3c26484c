/**
 * A member's start-up on /daily-overview (ADR 038, 061): the server's `Link` header starts the page's code and its
 * first data with the HTML, before the entry has run, and the page uses those answers instead of asking again.
 */
import { BIG_THREE, expect, test } from './daily-overview-setup.ts';

/** The overview's first requests, by what their URL starts with. */
const FIRST_DATA = [
  '/api/auth/user',
  '/api/daily-plans/date/',
  '/api/calendar/events?',
  '/api/calendar/sources',
];

test("requests the overview's plan beside the page's code, once", async ({ page, user: _ }) => {
  // What the browser reports, in order (the page's clock is pinned, so no timings are read in the page).
  const events: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/daily-plans/date/')) events.push('plan requested');
  });
  page.on('requestfinished', (request) => {
    if (request.url().includes('/assets/daily-overview-route-')) events.push('page code in');
  });
  await page.goto('/daily-overview');
  await expect(page.getByText(BIG_THREE[0] as string, { exact: true })).toBeVisible();
  expect(events).toEqual(['plan requested', 'page code in']);
});

test.describe('a new member without a plan', () => {
  test.use({ plan: null });

  test("asks for the overview's first data and code before the entry's code is in, each once", async ({
    page,
    user: _,
  }) => {
    const events: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname + new URL(request.url()).search;
      const data = FIRST_DATA.find((start) => path.startsWith(start));
      if (data) events.push(`asked ${data}`);
      if (path.startsWith('/assets/daily-overview-route-')) events.push('asked page code');
    });
    page.on('requestfinished', (request) => {
      if (new URL(request.url()).pathname.startsWith('/assets/vendor-')) events.push('entry code in');
    });
    await page.goto('/daily-overview');
    await expect(page.getByText('No Daily Plan Found')).toBeVisible();
    const entryIn = events.indexOf('entry code in');
    expect(entryIn).toBeGreaterThan(0);
    expect(events.slice(0, entryIn).toSorted()).toEqual(
      ['asked page code', ...FIRST_DATA.map((data) => `asked ${data}`)].toSorted(),
    );
    for (const data of FIRST_DATA)
      expect(events.filter((event) => event === `asked ${data}`)).toHaveLength(1);
  });
});
