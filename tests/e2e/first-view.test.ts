/**
 * The member's first view from the server (ADR 036), seen by a browser that runs no script at all: a signed-in
 * member's `/daily-overview` already has today's dated heading (in the member's zone, by the server's clock) and the
 * plan's skeletons in its HTML, and any other page the site's frame; once the session is signed out, the same cookie
 * gets the landing page. Then, with scripts, the app takes over the same page.
 */
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newContext, type RunningServer, signUpViaApi, withServerAndBrowser } from './harness.ts';

/** Tuesday 2026-03-10, 11:30 PM in New York: already Wednesday in UTC. */
const NOW = '2026-03-11T03:30:00.000Z';

describe('the first view from the server', () => {
  let server: RunningServer;
  let browser: Browser;

  withServerAndBrowser({ TEST_NOW: NOW }, (running) => {
    ({ server, browser } = running);
  });

  it("paints today's overview heading without scripts, and the landing page after signing out", async () => {
    const { context: app, errors } = await newContext(browser, server.url);
    const member = await app.newPage();
    await signUpViaApi(member, server.url, 'Nora Noscript', 'America/New_York');
    const cookies = await app.cookies();

    const noScript = await browser.newContext({ baseURL: server.url, javaScriptEnabled: false });
    await noScript.addCookies(cookies);
    const page = await noScript.newPage();
    await page.goto('/daily-overview');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Tuesday, March 10, 2026' }).isVisible(),
    ).resolves.toBe(true);
    await expect(page.getByRole('status').textContent()).resolves.toContain('Loading your daily plan...');
    // Nothing would answer the day buttons before the app renders: they are disabled until then.
    await expect(page.getByRole('button', { name: 'Previous day' }).isDisabled()).resolves.toBe(true);
    await expect(page.getByRole('button', { name: 'Get Started' }).count()).resolves.toBe(0);
    await page.goto('/goal-tracking');
    await expect(page.getByRole('link', { name: 'Steward' }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('main').getAttribute('id')).resolves.toBe('main');

    // With scripts the app replaces the first view with the same page and asks nobody for the user.
    const userRequests: string[] = [];
    member.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/auth/user') userRequests.push(request.method());
    });
    await app.clock.setFixedTime(new Date(NOW));
    await member.goto('/daily-overview');
    await member.getByRole('link', { name: 'Create Daily Plan' }).waitFor();
    expect(await member.getByRole('heading', { level: 1 }).allTextContents()).toEqual([
      'Tuesday, March 10, 2026',
    ]);
    expect(userRequests.filter((method) => method === 'GET')).toEqual([]);

    // Signed out, the old cookie is no session: the landing page, also without scripts.
    expect((await member.request.get('/api/logout', { maxRedirects: 0 })).status()).toBe(302);
    await page.goto('/daily-overview');
    await expect(page.getByRole('button', { name: 'Get Started' }).isVisible()).resolves.toBe(true);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Tuesday, March 10, 2026' }).count(),
    ).resolves.toBe(0);

    await noScript.close();
    await app.close();
    expect(errors).toEqual([]);
  });

  it("requests the page's code and data only once the first view is on screen", async () => {
    const { context, errors } = await newContext(browser, server.url);
    const page = await context.newPage();
    await signUpViaApi(page, server.url, 'Paula Paint', 'America/New_York');
    // Hold the first paint for 600 ms (a render-blocking script that answers late), so that the app's entry has
    // long run by then, as on a busy phone whose scripts arrive before it can paint: the downloads must still wait.
    await page.route('**/daily-overview', async (route) => {
      const html = await (await route.fetch()).text();
      const hold = '<script async src="/hold-paint.js" blocking="render"></script></head>';
      await route.fulfill({ contentType: 'text/html', body: html.replace('</head>', hold) });
    });
    await page.route('**/hold-paint.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.fulfill({
        contentType: 'text/javascript',
        body: 'document.documentElement.dataset.held = "1";',
      });
    });
    await page.goto('/daily-overview');
    await page.getByRole('link', { name: 'Create Daily Plan' }).waitFor();

    const timing = await page.evaluate(() => {
      const listed =
        document.querySelector<HTMLMetaElement>('meta[name="steward-page-chunks"]')?.content ?? '';
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
      const started = (path: string) =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.startsWith(path))
          .map((entry) => entry.startTime);
      return {
        paint,
        chunks: listed.split(' ').filter(Boolean).flatMap(started),
        chunkFiles: listed.split(' ').filter(Boolean),
        listed: listed.split(' ').filter(Boolean).length,
        plan: started('/api/daily-plans/date/'),
        linksInHtml: document.querySelectorAll('link[rel="modulepreload"][fetchpriority]').length,
        held: document.documentElement.dataset.held,
        entryRan: performance
          .getEntriesByType('resource')
          .some((entry) => entry.name.includes('/assets/vendor-')),
      };
    });
    expect(timing.held).toBe('1');
    expect(timing.entryRan).toBe(true);
    expect(timing.paint).toBeGreaterThan(600);
    // The overview's ~30 chunks beyond the entry, each downloaded once, all after the first paint.
    expect(timing.listed).toBeGreaterThan(10);
    expect(timing.chunks).toHaveLength(timing.listed);
    expect(timing.chunks.filter((start) => start < (timing.paint ?? 0))).toEqual([]);
    // The plan is asked for after the first paint, and once: a new user's 404 is the answer "no plan".
    expect(timing.plan).toHaveLength(1);
    expect(timing.plan[0]).toBeGreaterThanOrEqual(timing.paint ?? Number.POSITIVE_INFINITY);
    expect(timing.linksInHtml).toBe(0);

    // Once idle, the browser downloads the other pages' code from the build's list, a JSON file the HTML names.
    const listFile = await page.evaluate(
      () => document.querySelector<HTMLMetaElement>('meta[name="steward-prefetch"]')?.content,
    );
    expect(listFile).toMatch(/^\/assets\/prefetch-[\w-]+\.json$/);
    const later = (await (await page.request.get(listFile as string)).json()) as string[];
    expect(later).toContain(later.find((file) => file.includes('goal-tracking-page')));
    await expect
      .poll(() => page.evaluate(() => [...document.querySelectorAll('link[rel="prefetch"]')].length), {
        timeout: 15_000,
      })
      .toBe(later.filter((file) => !timing.chunkFiles.includes(file)).length);
    const planRequests = await page.evaluate(
      () =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.startsWith('/api/daily-plans/date/')).length,
    );
    expect(planRequests).toBe(1);
    await context.close();
    expect(errors).toEqual([]);
  });
});
