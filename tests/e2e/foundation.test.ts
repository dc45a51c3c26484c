/**
 * The foundation in a real browser: the landing page, sign-up on Steward's own page, Home with its 8 cards and a
 * quote, sign out, sign back in to the asked-for route, focus on the new page's main region after a link, Page Not
 * Found, and axe-core checks.
 */
import { expect, expectAxeClean, newUser, signUpInBrowser, test } from './fixtures.ts';

const MODULE_CARDS: [string, string][] = [
  ['Daily Planning', '/daily-planning'],
  ['Week Planner', '/week'],
  ['Weekly Review', '/weekly-review'],
  ['Clarity Break', '/clarity-breaks'],
  ['Goal Tracking', '/goal-tracking'],
  ['Ritual Builder', '/ritual-builder'],
  ['Ideal Week', '/ideal-week'],
  ['Calendar at a Glance', '/calendar'],
  ['Habit Tracker', '/habit-tracker'],
];

test('the landing page presents Steward', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Steward');
  for (const card of ['Daily Planning', 'Weekly Reviews', 'Goal Tracking', 'Morning Rituals'])
    await expect(page.getByRole('heading', { name: card })).toBeVisible();
  await expectAxeClean(page);
});

test('a brand-new user signs up and sees Home with its cards, a quote and the date', async ({ page }) => {
  // The browser's clock is pinned (Home shows the date), so the expected date does not depend on the wall clock.
  await page.clock.setFixedTime(new Date('2026-03-10T15:00:00Z'));
  const user = newUser('Ada Lovelace');
  await signUpInBrowser(page, user);
  await expect(page).toHaveURL('/');
  for (const [name, href] of MODULE_CARDS)
    await expect(page.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  await expect(page.locator('blockquote')).toHaveText(/\S.{10,}/);
  await expect(page.getByText(/^— /)).toBeVisible();
  await expect(page.getByText('Tuesday, March 10, 2026').first()).toBeVisible();
  await expectAxeClean(page);
  // The browser reported its time zone; the server stored it.
  await expect
    .poll(async () => (await page.request.get('/api/auth/user')).json())
    .toMatchObject({ name: user.name, email: user.email, timeZone: 'America/New_York' });
});

test('Sign Out returns to the landing page, signed out', async ({ page, user: _ }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('button', { name: 'Get Started' })).toBeVisible();
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);
});

test('a member route visited signed out signs in and returns to it', async ({ page, user }) => {
  await page.context().clearCookies();
  await page.goto('/habit-tracker');
  await page.getByRole('button', { name: 'Sign In to Continue' }).click();
  await expect(page).toHaveURL(/\/sign-in\?returnTo=%2Fhabit-tracker/);
  await expectAxeClean(page);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill('wrong password entirely');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: /invalid email or password/i })).toBeVisible();
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL('/habit-tracker');
  await expect(page.getByRole('heading', { name: 'Habit Tracker' })).toBeVisible();
});

test('after a link opens another page, the keyboard carries on from its main region, not the top', async ({
  page,
  user: _,
}) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Weekly Review', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Weekly Review' })).toBeVisible();
  await expect(page.getByRole('main')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('main').locator(':focus')).toHaveCount(1);
});

test('an unknown route shows Page Not Found, and Return Home goes home', async ({ page, user: _ }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText("The page you're looking for doesn't exist.")).toBeVisible();
  await page.getByRole('button', { name: 'Return Home' }).click();
  await expect(page).toHaveURL('/');
});

test('serves the SPA with security headers and no inline script', async ({ request }) => {
  const res = await request.get('/weekly-review');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-security-policy']).toContain("script-src 'self'");
  expect(await res.text()).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
});
