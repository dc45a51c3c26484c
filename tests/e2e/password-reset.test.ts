/**
 * Password reset from the mail's link (ADR 046), at 390 px, by keyboard, with axe: a signed-out user asks from the
 * sign-in page, the test's own SMTP server (tests/mail-server.ts) catches the mail, the link leads to the reset
 * page, the new password signs in. A used link says so and offers a new one.
 */
import type { Page } from '@playwright/test';
import { startMailServer, type TestMailServer } from '../mail-server.ts';
import {
  test as base,
  expect,
  expectAxeClean,
  expectDocumentFits,
  expectToast,
  type TestUser,
} from './fixtures.ts';

const RESET_SUBJECT = 'Reset your Steward password';

const test = base.extend<object, { mail: TestMailServer }>({
  mail: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const mail = await startMailServer();
      await use(mail);
      await mail.close();
    },
    { scope: 'worker' },
  ],
  serverEnv: [async ({ mail }, use) => use({ SMTP_URL: mail.url }), { scope: 'worker' }],
});

test.use({ viewport: { width: 390, height: 844 } });

const NEW_PASSWORD = 'a quiet morning with coffee';

/** Signs the user out, asks for a reset by keyboard from the sign-in page and returns the mailed link. */
async function askForReset(page: Page, mail: TestMailServer, user: TestUser): Promise<string> {
  await page.context().clearCookies();
  await page.goto('/sign-in');
  await page.getByLabel('Password').focus();
  await page.keyboard.press('Tab'); // Sign In
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Forgot password?' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await expect(page).toHaveTitle('Forgot Password · Steward');
  await page.getByLabel('Email').focus();
  await page.keyboard.type(user.email);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toHaveText(
    'If an account exists for that address, we have sent a link to reset your password.',
  );
  await expectDocumentFits(page, 'the forgot-password page at 390 px');
  await expectAxeClean(page, 'the forgot-password page');

  const received = await mail.mailTo(user.email, RESET_SUBJECT);
  const link = /https?:\/\/\S+\/api\/auth\/reset-password\/\S+/.exec(received.text ?? '')?.[0];
  expect(link, received.text).toBeDefined();
  return link as string;
}

test('a user who forgot the password sets a new one from the mailed link and signs in with it', async ({
  page,
  mail,
  user,
}) => {
  const link = await askForReset(page, mail, user);
  await page.goto(link);
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await expectDocumentFits(page, 'the reset-password page at 390 px');
  await expectAxeClean(page, 'the reset-password page');

  const field = page.getByLabel('New password');
  await field.focus();
  await page.keyboard.type('too short');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Use at least 12 characters.')).toBeVisible();
  await field.fill('');
  await page.keyboard.type(NEW_PASSWORD);
  await page.keyboard.press('Enter');

  await expectToast(page, 'Password changed', 'Sign in with your new password.');
  await expect(page).toHaveURL(/\/sign-in$/);
  await page.getByLabel('Email').focus();
  await page.keyboard.type(user.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(NEW_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
});

test('a used link says it has expired or was used and offers a new one', async ({ page, mail, user }) => {
  const link = await askForReset(page, mail, user);
  await page.goto(link);
  await page.getByLabel('New password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);

  await page.goto(link);
  await expect(page.getByText('This link has expired or was already used')).toBeVisible();
  await expectAxeClean(page, 'the reset page of a used link');
  await page.getByRole('link', { name: 'Ask for a new link' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
});
