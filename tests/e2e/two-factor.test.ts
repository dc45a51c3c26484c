/**
 * Two-factor sign-in in Chromium (ADR 048), at 390 px, by keyboard, with axe: a user turns it on from Settings →
 * Security (the setup key read from the page, the code computed here as an authenticator app would), saves the
 * backup codes, signs out and signs in with a code from the app (a wrong one first); another signs in with a
 * backup code.
 */
import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { expect, expectAxeClean, expectDocumentFits, type TestUser, test } from './fixtures.ts';

test.use({ viewport: { width: 390, height: 844 } });

/** The app's TOTP for a base32 setup key: 6 digits, 30 seconds, SHA-1 (what authenticator apps assume). */
const totpOf = (key: string) => new TOTP({ secret: Secret.fromBase32(key), digits: 6, period: 30 });

/** A code the TOTP accepts in no period near now, so the server must refuse it. */
function wrongCode(totp: TOTP): string {
  const near = [-30_000, 0, 30_000].map((shift) => totp.generate({ timestamp: Date.now() + shift }));
  return ['000000', '111111', '222222', '333333'].find((code) => !near.includes(code)) as string;
}

/** Signs out from Home, then gives the email and password on the sign-in page by keyboard. */
async function signOutAndGivePassword(page: Page, user: TestUser): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign Out' }).click();
  // Home is at / too: wait for the landing page, or the sign-out's own navigation aborts the next one.
  await expect(page.getByRole('button', { name: 'Get Started' })).toBeVisible();
  await page.goto('/sign-in');
  await page.getByLabel('Email').focus();
  await page.keyboard.type(user.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(user.password);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
}

test('a user turns on two-factor sign-in from Settings by keyboard, then signs in with a code from the app', async ({
  page,
  user,
}) => {
  await page.goto('/settings');
  const security = page.getByRole('region', { name: 'Security' });
  await security.getByRole('button', { name: 'Turn on two-factor sign-in' }).focus();
  await page.keyboard.press('Enter');
  await expect(security.getByLabel('Password', { exact: true })).toBeFocused();
  await page.keyboard.type(user.password);
  await page.keyboard.press('Enter');

  await expect(security.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  await expect(security.getByLabel('Setup link')).toHaveValue(/^otpauth:\/\/totp\/Steward:/);
  const totp = totpOf(await security.getByLabel('Setup key').inputValue());
  await expectDocumentFits(page, 'the two-factor setup at 390 px');
  await expectAxeClean(page, 'the two-factor setup');

  await security.getByLabel('Authentication code').focus();
  await page.keyboard.type(totp.generate());
  await page.keyboard.press('Enter');
  const codes = security.getByRole('list', { name: 'Backup codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await expect(codes.first()).toHaveText(/^\w{5}-\w{5}$/);
  await expectAxeClean(page, 'the backup codes');
  const download = page.waitForEvent('download');
  await security.getByRole('button', { name: 'Download codes' }).focus();
  await page.keyboard.press('Enter');
  expect((await download).suggestedFilename()).toBe('steward-backup-codes.txt');
  await security.getByRole('button', { name: 'I have saved my codes' }).focus();
  await page.keyboard.press('Enter');
  await expect(security.getByText('Two-factor sign-in is on.')).toBeVisible();

  await signOutAndGivePassword(page, user);
  await expect(page.getByLabel('Authentication code')).toBeFocused();
  await expectDocumentFits(page, 'the second step of sign-in at 390 px');
  await expectAxeClean(page, 'the second step of sign-in');
  await page.keyboard.type(wrongCode(totp));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toHaveText(
    'That code is not right. Check your authenticator app and try the newest code.',
  );
  await page.getByLabel('Authentication code').fill('');
  await page.keyboard.type(totp.generate());
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
});

test('a user with two-factor sign-in signs in with a backup code', async ({ page, baseURL, user }) => {
  const headers = { Origin: baseURL ?? '' };
  const enable = await page.request.post('/api/auth/two-factor/enable', {
    data: { password: user.password },
    headers,
  });
  expect(enable.status(), await enable.text()).toBe(200);
  const { totpURI, backupCodes } = (await enable.json()) as { totpURI: string; backupCodes: string[] };
  const key = new URL(totpURI).searchParams.get('secret') ?? '';
  const confirm = await page.request.post('/api/auth/two-factor/verify-totp', {
    data: { code: totpOf(key).generate() },
    headers,
  });
  expect(confirm.status(), await confirm.text()).toBe(200);

  await signOutAndGivePassword(page, user);
  await page.getByRole('button', { name: 'Use a backup code' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Backup code')).toBeFocused();
  await page.keyboard.type(backupCodes[0] as string);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
});
