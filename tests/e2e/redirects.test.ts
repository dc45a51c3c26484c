/**
 * Open-redirect table in Chromium: with each hostile `returnTo`, /api/login (signed in), the sign-in page's
 * redirect of a signed-in user, and the sign-in form after a successful sign-in all leave the browser on
 * Steward's own origin.
 */
import { HOSTILE_RETURN_TO } from '../hostile-return-paths.ts';
import { expect, test } from './fixtures.ts';

// Each test walks the whole table through the browser, two navigations per value.
test.describe.configure({ timeout: 300_000 });

test('a signed-in user stays on the site at /api/login and /sign-in', async ({ page, baseURL, user: _ }) => {
  for (const raw of HOSTILE_RETURN_TO) {
    const response = await page.goto(`/api/login?returnTo=${raw}`);
    expect(response?.status(), raw).toBeLessThan(500);
    await expect(page.getByRole('button', { name: 'Sign Out' }), raw).toBeVisible();
    expect(page.url(), raw).toBe(`${baseURL}/`);

    await page.goto(`/sign-in?returnTo=${raw}`);
    await expect(page, raw).toHaveURL('/');
    await expect(page.getByRole('button', { name: 'Sign Out' }), raw).toBeVisible();
  }
});

test('signing in on the sign-in form stays on the site', async ({ page, baseURL, user }) => {
  for (const raw of HOSTILE_RETURN_TO.slice(0, 12)) {
    await page.context().clearCookies();
    await page.goto(`/sign-in?returnTo=${raw}`);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Sign Out' }), raw).toBeVisible();
    expect(page.url(), raw).toBe(`${baseURL}/`);
  }
});
