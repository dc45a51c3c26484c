/**
 * Open-redirect table in Chromium (issue 8): with each hostile `returnTo`, /api/login (signed in), the sign-in
 * page's redirect of a signed-in user, and the sign-in form after a successful sign-in all leave the browser on
 * Steward's own origin.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { HOSTILE_RETURN_TO } from '../hostile-return-paths.ts';
import { newContext, type RunningServer, withServerAndBrowser } from './harness.ts';

const PASSWORD = 'correct horse battery staple';
/** Each test walks the whole table through the browser: two navigations per value; 90 s passed under load. */
const TABLE_TIMEOUT = 300_000;

describe('hostile returnTo values keep the browser on the site', () => {
  let server: RunningServer;
  let browser: Browser;
  withServerAndBrowser({}, (running) => {
    ({ server, browser } = running);
  });

  /** A fresh browser context whose cookie jar holds a new user's session (the sign-up is checked). */
  async function signedUpPage(): Promise<{ context: BrowserContext; page: Page; email: string }> {
    const { context } = await newContext(browser, server.url);
    const page = await context.newPage();
    const email = `${crypto.randomUUID()}@example.com`;
    const signUp = await page.request.post('/api/auth/sign-up/email', {
      data: { name: 'Eve Tester', email, password: PASSWORD },
      headers: { Origin: server.url },
    });
    expect(signUp.status()).toBe(200);
    return { context, page, email };
  }

  /** Waits until the app has settled after a navigation and returns where the browser is. */
  async function settledOrigin(page: Page): Promise<string> {
    await page.waitForLoadState('load');
    return new URL(page.url()).origin;
  }

  it(
    'for a signed-in user at /api/login and /sign-in',
    async () => {
      const { context, page } = await signedUpPage();
      for (const raw of HOSTILE_RETURN_TO) {
        const response = await page.goto(`/api/login?returnTo=${raw}`);
        expect(response?.status(), raw).toBeLessThan(500);
        expect(await settledOrigin(page), raw).toBe(server.url);
        await page.getByRole('button', { name: 'Sign Out' }).waitFor();
        expect(new URL(page.url()).pathname, raw).toBe('/');

        await page.goto(`/sign-in?returnTo=${raw}`);
        await page.waitForURL(`${server.url}/`);
        await page.getByRole('button', { name: 'Sign Out' }).waitFor();
      }
      await context.close();
    },
    TABLE_TIMEOUT,
  );

  it(
    'after signing in on the sign-in form',
    async () => {
      const { context, page, email } = await signedUpPage();
      for (const raw of HOSTILE_RETURN_TO.slice(0, 12)) {
        await context.clearCookies();
        await page.goto(`/sign-in?returnTo=${raw}`);
        await page.getByLabel('Email').fill(email);
        await page.getByLabel('Password').fill(PASSWORD);
        await page.getByRole('button', { name: 'Sign In', exact: true }).click();
        await page.getByRole('button', { name: 'Sign Out' }).waitFor();
        expect(await settledOrigin(page), raw).toBe(server.url);
        expect(new URL(page.url()).pathname, raw).toBe('/');
      }
      await context.close();
    },
    TABLE_TIMEOUT,
  );
});
