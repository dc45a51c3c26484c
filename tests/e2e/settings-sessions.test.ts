/**
 * Settings → Sessions and the private calendar feed in Chromium (ADR 050): a user signed in in two browsers sees
 * both devices, this one marked, and signs the other out by keyboard, which is signed out on its next load; the
 * calendar link is made and a calendar app (a client without cookies) reads the user's time block from it; 390 px
 * and axe.
 */
import { expect, expectAxeClean, expectDocumentFits, expectToast, test } from './fixtures.ts';

test('two browsers signed in: the other one is signed out by keyboard and is signed out on its next load', async ({
  page,
  browser,
  baseURL,
  user,
}) => {
  const other = await browser.newContext({ baseURL });
  const signIn = await other.request.post('/api/auth/sign-in/email', {
    data: { email: user.email, password: user.password },
    headers: { Origin: baseURL ?? '' },
  });
  expect(signIn.status(), await signIn.text()).toBe(200);
  const otherPage = await other.newPage();
  await otherPage.goto('/settings');
  await expect(otherPage.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

  await page.goto('/settings');
  const devices = page
    .getByRole('region', { name: 'Sessions' })
    .getByRole('list', { name: 'Signed-in devices' });
  await expect(devices.getByRole('listitem')).toHaveCount(2);
  const mine = devices.getByRole('listitem').filter({ hasText: 'This device' });
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText('Chrome on Linux');
  await expect(mine).toContainText('IP address 127.0.0.1');
  const signOut = devices.getByRole('button', { name: /^Sign out Chrome on Linux/ });
  await expect(signOut).toHaveCount(1);
  await signOut.focus();
  await page.keyboard.press('Enter');
  await expectToast(page, 'Signed out', 'Chrome on Linux is signed out.');
  await expect(devices.getByRole('listitem')).toHaveCount(1);
  await expect(devices).toBeFocused();
  await expect(page.getByRole('button', { name: 'Sign out of all other devices' })).toHaveCount(0);

  await otherPage.reload();
  await expect(otherPage.getByRole('button', { name: 'Sign In to Continue' })).toBeVisible();
  expect((await other.request.get('/api/auth/user')).status()).toBe(401);
  await other.close();
});

test('the calendar link is made and a calendar app reads the time blocks from it', async ({
  page,
  playwright,
  api,
  user: _,
}) => {
  await api.post('/api/calendar/time-blocks', {
    title: 'Board prep',
    start: '2030-03-13T13:00:00Z',
    end: '2030-03-13T14:00:00Z',
  });
  await page.goto('/settings');
  const card = page.getByRole('region', { name: 'Subscribe in your calendar app' });
  await card.getByRole('button', { name: 'Create link' }).click();
  const field = card.getByRole('textbox', { name: 'Calendar link' });
  await expect(field).toHaveValue(/\/api\/feeds\/[\w-]{43}\.ics$/);
  const url = await field.inputValue();

  const calendarApp = await playwright.request.newContext();
  const res = await calendarApp.get(url);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(await res.text()).toContain('SUMMARY:Board prep');

  await page.reload();
  await expect(card).toContainText('Your calendar link has been on since');
  await expect(card.getByRole('textbox', { name: 'Calendar link' })).toHaveCount(0);
  await card.getByRole('button', { name: 'Turn off' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Turn off' }).click();
  await expectToast(page, 'Calendar link turned off', 'Calendar apps can no longer read it.');
  await expect(card.getByRole('button', { name: 'Create link' })).toBeVisible();
  expect((await calendarApp.get(url)).status()).toBe(404);
  await calendarApp.dispose();
});

test('Sessions and the calendar link fit a 390 px phone and axe finds nothing serious', async ({
  page,
  browser,
  baseURL,
  user,
}) => {
  const other = await browser.newContext({ baseURL });
  const signIn = await other.request.post('/api/auth/sign-in/email', {
    data: { email: user.email, password: user.password },
    headers: { Origin: baseURL ?? '' },
  });
  expect(signIn.status()).toBe(200);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/settings');
  const sessions = page.getByRole('region', { name: 'Sessions' });
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  await page.getByRole('button', { name: 'Create link' }).click();
  await expect(page.getByRole('textbox', { name: 'Calendar link' })).toHaveValue(/\.ics$/);
  await expectDocumentFits(page, 'Settings with sessions and the calendar link at 390 px');
  await expectAxeClean(page, 'Settings with sessions and the calendar link');
  await other.close();
});
