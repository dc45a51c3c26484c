/**
 * A member's start-up on /daily-overview (ADR 062): the server renders the page with the member's data, the browser
 * paints it from the HTML, then hydrates it in place with the data it came with; until then its controls are shown
 * unavailable. The render is the browser's zone's day (the zone cookie the app writes), and one member's page never
 * holds another's data.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { BIG_THREE, expect, planBody, savedPlan, test } from './daily-overview-setup.ts';
import { holdRequests } from './fixtures.ts';

/** The overview's first data, by what their URL starts with: the HTML carries them. */
const FIRST_DATA = [
  '/api/auth/user',
  '/api/daily-plans/date/',
  '/api/calendar/events?',
  '/api/calendar/sources',
];

/** The app's entry script: held, the page stays as the server sent it. */
const PAGE_CODE = /\/assets\/index-[\w-]+\.js$/;

/** Waits until the page's code has taken over the server's HTML (its main area is no longer busy). */
async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('main#main')).not.toHaveAttribute('aria-busy');
}

test("the overview's HTML holds the member's Big 3", async ({ page, user: _ }) => {
  const response = await page.request.get('/daily-overview');
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('private, no-cache');
  const html = await response.text();
  for (const task of BIG_THREE) expect(html).toContain(task);
});

test.describe('without the page code', () => {
  test.use({ javaScriptEnabled: false });

  test('the Big 3 are painted from the HTML', async ({ page, user: _ }) => {
    await page.goto('/daily-overview');
    await expect(page.getByText(BIG_THREE[0] as string, { exact: true })).toBeVisible();
  });
});

test("the Big 3 boxes are unavailable until the page's code runs, and a tap before it is not taken", async ({
  page,
  user: _,
}) => {
  const release = await holdRequests(page, PAGE_CODE);
  await page.goto('/daily-overview', { waitUntil: 'commit' });
  const memo = page.getByRole('checkbox', { name: BIG_THREE[0] });
  await expect(memo).toBeDisabled();
  await expect(page.locator('main#main')).toHaveAttribute('aria-busy', 'true');
  await memo.click({ force: true });
  release();
  await hydrated(page);
  await expect(memo).toBeEnabled();
  await expect(memo).not.toBeChecked();
  expect((await savedPlan(page)).bigThreeCompleted).toEqual([false, false, false]);
  await memo.click();
  await expect(memo).toBeChecked();
});

test("hydrates the server's HTML in place: the painted Big 3 stay the same elements", async ({
  page,
  user: _,
}) => {
  const release = await holdRequests(page, PAGE_CODE);
  await page.goto('/daily-overview', { waitUntil: 'commit' });
  const memo = page.getByText(BIG_THREE[0] as string, { exact: true });
  await memo.evaluate((element) => element.setAttribute('data-painted', 'from the server'));
  release();
  await hydrated(page);
  // A mismatch would make React render the page again in the browser, dropping the marked element.
  await expect(memo).toHaveAttribute('data-painted', 'from the server');
});

test('asks for none of the data the HTML carries', async ({ page, user: _ }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname, search } = new URL(request.url());
    const data = FIRST_DATA.find((start) => (pathname + search).startsWith(start));
    if (data) asked.push(data);
  });
  await page.goto('/daily-overview');
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('checkbox', { name: BIG_THREE[0] })).toBeEnabled();
  expect(asked).toEqual([]);
});

test('downloads the stylesheet the HTML paints with once, announced with the HTML', async ({
  page,
  user: _,
}) => {
  const sheets: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('.css')) sheets.push(request.url());
  });
  const response = await page.goto('/daily-overview');
  expect(response?.headers().link).toMatch(/^<\/assets\/[\w-]+\.css>; rel=preload; as=style/);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  expect(sheets).toHaveLength(1);
});

test("two members' pages rendered at the same time each hold only their own plan", async ({
  page,
  baseURL,
  playwright,
  user: _,
}) => {
  const other = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL ?? '' } });
  const signUp = await other.post('/api/auth/sign-up/email', {
    data: { name: 'Other', email: `${randomUUID()}@example.com`, password: 'correct horse battery staple' },
  });
  expect(signUp.status()).toBe(200);
  expect((await other.patch('/api/auth/user', { data: { timeZone: 'America/New_York' } })).status()).toBe(
    200,
  );
  const theirs = ['Sell the boat', 'Paint the fence', 'Visit Grandma'];
  expect((await other.post('/api/daily-plans', { data: planBody({ bigThree: theirs }) })).ok()).toBe(true);

  const pages = await Promise.all(
    Array.from({ length: 6 }, (_, i) => (i % 2 === 0 ? page.request : other).get('/daily-overview')),
  );
  const htmls = await Promise.all(pages.map((response) => response.text()));
  htmls.forEach((html, i) => {
    const [own, foreign] = i % 2 === 0 ? [BIG_THREE, theirs] : [theirs, BIG_THREE];
    for (const task of own) expect(html).toContain(task);
    for (const task of foreign) expect(html).not.toContain(task);
  });
  await other.dispose();
});

test.describe('a member whose stored zone is a day ahead of the browser', () => {
  // 9:00 AM on 2026-03-10 in New York (the browser) is 4:00 AM on 2026-03-11 in Kiritimati (stored).
  test.beforeEach(async ({ page, baseURL, user: _ }) => {
    const zone = await page.request.patch('/api/auth/user', {
      data: { timeZone: 'Pacific/Kiritimati' },
      headers: { Origin: baseURL ?? '' },
    });
    expect(zone.status()).toBe(200);
  });

  test("shows the browser's day on a first load, rendered in the browser", async ({ page }) => {
    await page.goto('/daily-overview');
    await expect(page.getByRole('checkbox', { name: BIG_THREE[0] })).toBeEnabled();
    await expect(page.getByText('No Daily Plan Found')).toHaveCount(0);
  });

  test("has the next load rendered on the server in the browser's zone", async ({ page }) => {
    await page.goto('/daily-overview');
    await hydrated(page);
    const html = await (await page.request.get('/daily-overview')).text();
    expect(html).toContain(BIG_THREE[0]);
  });
});

test.describe('a browser whose day is ahead of the server clock’s UTC day', () => {
  // 9:00 AM on 2026-03-10 in New York is 4:00 AM on 2026-03-11 in Kiritimati (UTC+14) and still the 10th in UTC.
  test.use({ timezoneId: 'Pacific/Kiritimati', plan: { date: '2026-03-11' } });

  test("is rendered on the server with the browser's day, loaders included", async ({ page, user: _ }) => {
    await page.goto('/daily-overview');
    await hydrated(page);
    const html = await (await page.request.get('/daily-overview')).text();
    expect(html).toContain('id="steward-render"');
    expect(html).toContain(BIG_THREE[0]);
  });
});
