/**
 * Sign-in through an external OpenID Provider (a real oidc-provider, oidc-provider.ts): landing page → the
 * provider's sign-in and consent pages → back on the page the visitor asked for, signed in → Sign Out.
 */
import { test as base, expect } from './fixtures.ts';
import { startOidcProvider, type TestOidcProvider } from './oidc-provider.ts';

const test = base.extend<object, { provider: TestOidcProvider }>({
  // The provider runs before Steward, which reads its discovery document at startup.
  provider: [
    async ({ serverPort }, use) => {
      const provider = await startOidcProvider({
        redirectUri: `http://localhost:${serverPort}/api/auth/callback/oidc`,
      });
      await use(provider);
      expect(provider.errors).toEqual([]);
      await provider.stop();
    },
    { scope: 'worker' },
  ],
  serverEnv: [
    async ({ provider }, use) =>
      use({
        OIDC_ISSUER: provider.issuer,
        OIDC_CLIENT_ID: provider.clientId,
        OIDC_CLIENT_SECRET: provider.clientSecret,
        OIDC_NAME: 'Test SSO',
      }),
    { scope: 'worker' },
  ],
});

test('signs in from the landing page, returns to the asked-for page and signs out', async ({
  page,
  provider,
}) => {
  const signInButton = page.getByRole('button', { name: 'Sign In to Continue' });
  await page.goto('/daily-overview');
  await expect(page.getByRole('button', { name: 'Get Started' })).toBeVisible();
  await signInButton.click();

  await expect(page).toHaveURL(new RegExp(`^${provider.issuer}/interaction/`));
  await page.getByLabel('Email').fill(provider.user.email);
  await page.getByLabel('Password').fill(provider.user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Allow' }).click();

  await expect(page).toHaveURL('/daily-overview');
  await expect(signInButton).toHaveCount(0);
  const me = await page.request.get('/api/auth/user');
  expect(me.status()).toBe(200);
  expect(await me.json()).toMatchObject({ email: provider.user.email, name: provider.user.name });

  await page.goto('/');
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(signInButton).toBeVisible();
  await expect(page).toHaveURL('/');
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);
});
