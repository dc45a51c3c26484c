/**
 * The foundation in a real browser: sign up on Steward's own page, Home with its 8 cards and a quote, sign out,
 * sign back in and return to the asked-for route, Page Not Found, Coming Soon pages, and axe-core checks.
 */
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  newContext,
  type RunningServer,
  seriousViolations,
  signUpInBrowser,
  signUpViaApi,
  withServerAndBrowser,
} from './harness.ts';

const MODULE_CARDS: [string, string][] = [
  ['Daily Planning', '/daily-planning'],
  ['Weekly Review', '/weekly-review'],
  ['Clarity Break', '/clarity-breaks'],
  ['Goal Tracking', '/goal-tracking'],
  ['Ritual Builder', '/ritual-builder'],
  ['Ideal Week', '/ideal-week'],
  ['Calendar at a Glance', '/calendar'],
  ['Habit Tracker', '/habit-tracker'],
];

describe('foundation in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  withServerAndBrowser({}, (running) => {
    ({ server, browser } = running);
  });

  it('signs up, shows Home, signs out and signs back in to the asked-for route', async () => {
    const { context, errors } = await newContext(browser, server.url);
    // The browser's clock is pinned (Home shows the date), so the expected date does not depend on the wall clock.
    await context.clock.setFixedTime(new Date('2026-03-10T15:00:00Z'));
    const page = await context.newPage();
    const email = `${crypto.randomUUID()}@example.com`;
    const password = 'a long enough passphrase';

    await page.goto('/');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Steward');
    for (const card of ['Daily Planning', 'Weekly Reviews', 'Goal Tracking', 'Morning Rituals']) {
      await page.getByRole('heading', { name: card }).waitFor();
    }
    expect(await seriousViolations(page)).toEqual([]);

    await signUpInBrowser(page, 'Ada Lovelace', email, password);
    expect(new URL(page.url()).pathname).toBe('/');
    for (const [name, href] of MODULE_CARDS) {
      expect(await page.getByRole('link', { name, exact: true }).getAttribute('href')).toBe(href);
    }
    const quote = (await page.locator('blockquote').textContent())?.trim() ?? '';
    expect(quote.length).toBeGreaterThan(10);
    await page.getByText(/^— /).waitFor();
    await page.getByText('Tuesday, March 10, 2026').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    // The browser reported its time zone; the server stored it.
    const me = await (await page.request.get('/api/auth/user')).json();
    expect(me).toMatchObject({ name: 'Ada Lovelace', email, timeZone: 'America/New_York' });

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.getByRole('button', { name: 'Get Started' }).waitFor();
    expect((await page.request.get('/api/auth/user')).status()).toBe(401);

    // A member route visited signed out shows the landing page, and sign-in returns to it.
    await page.goto('/habit-tracker');
    await page.getByRole('button', { name: 'Sign In to Continue' }).click();
    await page.waitForURL(/\/sign-in\?returnTo=%2Fhabit-tracker/);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('wrong password entirely');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: /invalid email or password/i })
      .waitFor();
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL(`${server.url}/habit-tracker`);
    await page.getByRole('heading', { name: 'Habit Tracker' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows Page Not Found and the Coming Soon pages', async () => {
    const { context, errors } = await newContext(browser, server.url);
    const page = await context.newPage();
    await page.goto('/');
    await signUpViaApi(page, server.url);

    await page.goto('/no/such/page');
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    await page.getByText("The page you're looking for doesn't exist.").waitFor();
    await page.getByRole('button', { name: 'Return Home' }).click();
    await page.waitForURL(`${server.url}/`);

    const comingSoon: [string, string, string[]][] = [
      [
        '/ritual-builder',
        'Ritual Builder',
        ['Morning rituals', 'Work startup rituals', 'Work shutdown rituals'],
      ],
      ['/habit-tracker', 'Habit Tracker', ['Habit tracking', 'Streak visualization', 'Progress insights']],
    ];
    for (const [path, title, bullets] of comingSoon) {
      await page.goto(path);
      await page.getByRole('heading', { name: title }).waitFor();
      await page.getByText('Coming Soon').first().waitFor();
      for (const bullet of bullets) await page.getByRole('listitem').filter({ hasText: bullet }).waitFor();
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('serves the SPA with security headers and no inline script', async () => {
    const res = await fetch(`${server.url}/weekly-review`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await res.text();
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  });
});
