/**
 * Passkeys in Chromium (ADR 051) through CDP's virtual authenticator (a platform authenticator that holds
 * discoverable credentials and verifies its user), at 390 px, by keyboard, with axe: a new user adds a passkey
 * from Settings → Security, signs out and signs in with it (a real session); renames and removes one; a closed
 * browser prompt adds nothing and says so calmly.
 */
import type { CDPSession, Page } from '@playwright/test';
import { expect, expectAxeClean, expectDocumentFits, test } from './fixtures.ts';

test.use({ viewport: { width: 390, height: 844 } });

/** A virtual authenticator on `page` (CDP WebAuthn domain): a platform one with user verification. */
async function virtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

/** The signed-in user's passkeys as the API lists them. */
async function storedPasskeys(page: Page): Promise<{ name?: string | null }[]> {
  const res = await page.request.get('/api/auth/passkey/list-user-passkeys');
  expect(res.status()).toBe(200);
  return (await res.json()) as { name?: string | null }[];
}

/** Adds a passkey named `name` from Settings → Security by keyboard; the card lists it afterwards. */
async function addPasskeyByKeyboard(page: Page, name: string): Promise<void> {
  const security = page.getByRole('region', { name: 'Security' });
  await security.getByRole('button', { name: 'Add a passkey' }).focus();
  await page.keyboard.press('Enter');
  const field = security.getByLabel('Passkey name');
  await expect(field).toBeFocused();
  await expect(field).toHaveValue(/Chrom/);
  // The offered name is selected: typing replaces it.
  await page.keyboard.type(name);
  await page.keyboard.press('Enter');
  await expect(
    security.getByRole('list', { name: 'Your passkeys' }).getByText(name, { exact: true }),
  ).toBeVisible();
}

/** Signs out from Home and opens the sign-in page. */
async function signOut(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign Out' }).click();
  // Home is at / too: wait for the landing page, or the sign-out's own navigation aborts the next one.
  await expect(page.getByRole('button', { name: 'Get Started' })).toBeVisible();
  await page.goto('/sign-in');
}

test('a new user adds a passkey from Settings by keyboard, signs out and signs in with it', async ({
  page,
  user,
}) => {
  // The whole path in one test: add, two axe runs, sign out, passkey sign-in, the profile.
  test.slow();
  const { cdp, authenticatorId } = await virtualAuthenticator(page);
  await page.goto('/settings');
  const security = page.getByRole('region', { name: 'Security' });
  await expect(security.getByText('You have no passkeys yet.')).toBeVisible();
  await addPasskeyByKeyboard(page, 'My laptop');
  await expect(security.getByRole('list', { name: 'Your passkeys' })).toBeFocused();
  await expect(security.getByRole('listitem')).toHaveText(/My laptop\s*Added \w{3} \d{1,2}, \d{4}/);
  await expectDocumentFits(page, 'Settings → Security with a passkey at 390 px');
  await expectAxeClean(page, 'Settings → Security with a passkey');
  expect((await storedPasskeys(page)).map((p) => p.name)).toEqual(['My laptop']);
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials.map((c) => c.isResidentCredential)).toEqual([true]);

  await signOut(page);
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);
  const passkeyButton = page.getByRole('button', { name: 'Sign in with a passkey' });
  await expectDocumentFits(page, 'the sign-in page at 390 px');
  await expectAxeClean(page, 'the sign-in page');
  await passkeyButton.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  const session = await page.request.get('/api/auth/user');
  expect(session.status()).toBe(200);
  expect(await session.json()).toMatchObject({ email: user.email, name: user.name });
  await page.goto('/settings');
  await expect(page.getByRole('region', { name: 'Profile' }).getByText(user.email)).toBeVisible();
});

test('a user renames a passkey and removes it, by keyboard', async ({ page, user: _ }) => {
  // Add, rename, remove and an axe run on the dialog in one test.
  test.slow();
  await virtualAuthenticator(page);
  await page.goto('/settings');
  await addPasskeyByKeyboard(page, 'Old name');
  const security = page.getByRole('region', { name: 'Security' });

  await security.getByRole('button', { name: 'Rename Old name' }).focus();
  await page.keyboard.press('Enter');
  await expect(security.getByLabel('Passkey name')).toBeFocused();
  // 72 characters (the limit is 80), two words longer than a 390 px row.
  const long = `Work phone ${'verylongwordwithoutanybreak'.repeat(2)} drawer`;
  await page.keyboard.type(long);
  await page.keyboard.press('Enter');
  const renamed = security.getByRole('button', { name: `Rename ${long}` });
  await expect(renamed).toBeFocused();
  await expectDocumentFits(page, 'a long passkey name at 390 px');
  expect((await storedPasskeys(page)).map((p) => p.name)).toEqual([long]);

  await security.getByRole('button', { name: `Remove ${long}` }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: `Remove ${long}?` });
  await expect(dialog).toBeVisible();
  await expectAxeClean(page, 'the remove-passkey dialog');
  await dialog.getByRole('button', { name: 'Remove' }).focus();
  await page.keyboard.press('Enter');
  await expect(security.getByText('You have no passkeys yet.')).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(await storedPasskeys(page)).toEqual([]);
});

test('a closed passkey prompt adds nothing and says so calmly', async ({ page, user: _ }) => {
  const { cdp, authenticatorId } = await virtualAuthenticator(page);
  // The authenticator cannot verify its user: the browser ends the prompt as when the person closes it.
  await cdp.send('WebAuthn.setUserVerified', { authenticatorId, isUserVerified: false });
  await page.goto('/settings');
  const security = page.getByRole('region', { name: 'Security' });
  await security.getByRole('button', { name: 'Add a passkey' }).click();
  await security.getByRole('button', { name: 'Continue' }).click();
  await expect(security.getByRole('status')).toHaveText(
    'No passkey was added. You can try again when you are ready.',
  );
  await expect(security.getByRole('alert')).toHaveCount(0);
  expect(await storedPasskeys(page)).toEqual([]);
});
