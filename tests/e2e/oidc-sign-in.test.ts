/**
 * Sign-in through an external OpenID Provider (a real oidc-provider, oidc-provider.ts): landing page → the
 * provider's sign-in and consent pages → back on the page the visitor asked for, signed in → Sign Out.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { freePort } from '../server-child.ts';
import { launchBrowser, newContext, type RunningServer, startServer } from './harness.ts';
import { startOidcProvider, type TestOidcProvider } from './oidc-provider.ts';

describe('OIDC sign-in', () => {
  let provider: TestOidcProvider;
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    // The provider runs first (Steward reads its discovery document at startup), so Steward's port is chosen
    // up front for the provider's redirect URI.
    const port = await freePort();
    const baseUrl = `http://localhost:${port}`;
    provider = await startOidcProvider({ redirectUri: `${baseUrl}/api/auth/callback/oidc` });
    server = await startServer({
      PORT: String(port),
      BASE_URL: baseUrl,
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: provider.clientId,
      OIDC_CLIENT_SECRET: provider.clientSecret,
      OIDC_NAME: 'Test SSO',
    });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await provider?.stop();
  });

  test('signs in from the landing page, returns to the asked-for page and signs out', async () => {
    const { context, errors } = await newContext(browser, server.url);
    const page = await context.newPage();
    const signInButton = page.getByRole('button', { name: 'Sign In to Continue' });

    await page.goto('/daily-overview');
    await page.getByRole('button', { name: 'Get Started' }).waitFor();
    await signInButton.click();

    await page.waitForURL(`${provider.issuer}/interaction/**`);
    await page.getByLabel('Email').fill(provider.user.email);
    await page.getByLabel('Password').fill(provider.user.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('button', { name: 'Allow' }).click();

    await page.waitForURL(`${server.url}/daily-overview`);
    await signInButton.waitFor({ state: 'detached' });
    const me = await page.request.get('/api/auth/user');
    expect(me.status()).toBe(200);
    expect(await me.json()).toMatchObject({ email: provider.user.email, name: provider.user.name });

    await page.goto('/');
    await page.getByRole('link', { name: 'Daily Planning' }).waitFor();
    await page.getByRole('button', { name: 'Sign Out' }).click();

    await page.waitForURL(`${server.url}/`);
    await signInButton.waitFor();
    expect((await page.request.get('/api/auth/user')).status()).toBe(401);
    expect(errors).toEqual([]);
    expect(provider.errors).toEqual([]);
    await context.close();
  });
});
