/**
 * Settings → Profile and Security in Chromium at 390 px (ADR 047): a brand-new user confirms the email from the
 * mailed link (the test's own SMTP server, tests/mail-server.ts), edits the name, picks a time zone that reads back
 * as chosen, and changes the password by keyboard; Save name keeps the keyboard focus while it saves, and saves once
 * after a second Enter; axe on each state.
 */
import { startMailServer, type TestMailServer } from '../mail-server.ts';
import {
  test as base,
  expect,
  expectAxeClean,
  expectDocumentFits,
  expectToast,
  holdRequests,
  newUser,
  press,
  signUpInBrowser,
} from './fixtures.ts';

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

// Chromium's ICU names this device's zone 'Europe/Kiev'; Settings offers it as 'Europe/Kyiv'.
test.use({ viewport: { width: 390, height: 844 }, timezoneId: 'Europe/Kyiv' });

test('a brand-new user opens the verification mail’s link and sees the email verified on Settings', async ({
  page,
  mail,
}) => {
  const user = newUser('Ruth Adeyemi');
  await signUpInBrowser(page, user);
  await page.getByRole('link', { name: 'Settings', exact: true }).click();
  const profile = page.getByRole('region', { name: 'Profile' });
  await expect(profile.getByText('Not verified', { exact: true })).toBeVisible();
  await expect(profile.getByRole('button', { name: 'Resend verification email' })).toBeVisible();
  await expectDocumentFits(page, 'Settings at 390 px');
  await expectAxeClean(page, 'Settings, email not verified');

  const received = await mail.mailTo(user.email, 'Confirm your email for Steward');
  const link = /https?:\/\/\S+\/api\/auth\/verify-email\?\S+/.exec(received.text ?? '')?.[0];
  expect(link, received.text).toBeDefined();
  await page.goto(link as string);
  await expect(page).toHaveURL('/settings');
  await expectToast(page, 'Email verified', 'Thank you: your email address is confirmed.');
  await expect(profile.getByText('Verified', { exact: true })).toBeVisible();
  await expect(profile.getByRole('button', { name: 'Resend verification email' })).toBeHidden();
});

test('the name is edited and saved', async ({ page, user }) => {
  await page.goto('/settings');
  const name = page.getByRole('region', { name: 'Profile' }).getByLabel('Name', { exact: true });
  await expect(name).toHaveValue(user.name);
  await name.fill('Ruth A. Adeyemi');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expectToast(page, 'Name saved');
  await page.reload();
  await expect(name).toHaveValue('Ruth A. Adeyemi');
});

test('Save name keeps the keyboard focus while it saves, and a second Enter then saves nothing more', async ({
  page,
  user: _,
}) => {
  await page.goto('/settings');
  const profile = page.getByRole('region', { name: 'Profile' });
  const save = profile.getByRole('button', { name: 'Save name' });
  await profile.getByLabel('Name', { exact: true }).fill('Ruth A. Adeyemi');
  const saves: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/auth/update-user'))
      saves.push(request.url());
  });
  const release = await holdRequests(page, '**/api/auth/update-user');
  await press(page, save);
  await expect(save).toBeDisabled();
  await expect(save).toBeFocused();
  await page.keyboard.press('Enter');
  release();
  await expectToast(page, 'Name saved');
  await expect(save).toBeEnabled();
  await expect(save).toBeFocused();
  expect(saves).toHaveLength(1);
  expect(await (await page.request.get('/api/auth/user')).json()).toMatchObject({ name: 'Ruth A. Adeyemi' });
});

test('a time zone picked from the list, or the device’s, reads back as chosen', async ({ page, user: _ }) => {
  await page.goto('/settings');
  const profile = page.getByRole('region', { name: 'Profile' });
  await profile.getByRole('combobox', { name: 'Search time zones' }).fill('Kolkata');
  await expect(profile.getByRole('option', { name: 'Asia/Kolkata' })).toBeVisible();
  await page.keyboard.press('Enter');
  await expectToast(page, 'Time zone saved', 'Your time zone is Asia/Kolkata.');
  await page.reload();
  await expect(profile.getByText('Your time zone: Asia/Kolkata')).toBeVisible();
  expect(await (await page.request.get('/api/auth/user')).json()).toMatchObject({ timeZone: 'Asia/Kolkata' });
  await expectAxeClean(page, 'Settings with a time zone searched');

  await profile.getByRole('button', { name: "Use this device's zone: Europe/Kyiv" }).click();
  await expectToast(page, 'Time zone saved', 'Your time zone is Europe/Kyiv.');
  await page.reload();
  await expect(profile.getByText('Your time zone: Europe/Kyiv')).toBeVisible();
  expect(await (await page.request.get('/api/auth/user')).json()).toMatchObject({ timeZone: 'Europe/Kyiv' });
});

test('the time-zone list opens on the stored zone, in view', async ({ page, api, user: _ }) => {
  await api.patch('/api/auth/user', { timeZone: 'Pacific/Auckland' });
  await page.goto('/settings');
  const profile = page.getByRole('region', { name: 'Profile' });
  await expect(profile.getByText('Your time zone: Pacific/Auckland')).toBeVisible();
  const stored = profile.getByRole('option', { name: 'Pacific/Auckland' });
  await expect(stored).toHaveAttribute('aria-selected', 'true');
  await expect(profile.getByRole('option', { selected: true })).toHaveCount(1);
  await expect(stored).toBeInViewport();
});

test('the password is changed by keyboard; a wrong current password shows under its field', async ({
  page,
  user,
  consoleErrors,
}) => {
  consoleErrors.allow(/the server responded with a status of 400/);
  await page.goto('/settings');
  const security = page.getByRole('region', { name: 'Security' });
  const current = security.getByLabel('Current password');
  await current.focus();
  await page.keyboard.type('not my password at all');
  await page.keyboard.press('Tab');
  await page.keyboard.type('a quiet morning with coffee');
  await page.keyboard.press('Tab');
  await page.keyboard.type('a quiet morning with coffee');
  await page.keyboard.press('Enter');
  await expect(security.getByText('This is not your current password.')).toBeVisible();
  await expect(current).toBeFocused();
  await expectAxeClean(page, 'Settings with a wrong current password');

  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(user.password);
  await page.keyboard.press('Enter');
  await expectToast(page, 'Password changed', 'Your other devices have been signed out.');
  await expect(current).toHaveValue('');

  await page.context().clearCookies();
  const signIn = await page.request.post('/api/auth/sign-in/email', {
    data: { email: user.email, password: 'a quiet morning with coffee' },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(signIn.status()).toBe(200);
});
