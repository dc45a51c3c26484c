/**
 * Settings in Chromium (docs/product.md §2, Settings): reachable from Home by keyboard, its sections named by their
 * headings, Calendars leading to Settings → Calendars; 390 px and axe.
 */
import { expect, expectAxeClean, expectDocumentFits, test } from './fixtures.ts';

test('Home leads to Settings by keyboard, and its Calendars section to Settings → Calendars', async ({
  page,
  user: _,
}) => {
  await page.goto('/');
  const settings = page.getByRole('link', { name: 'Settings', exact: true });
  await settings.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  const calendars = page.getByRole('region', { name: 'Calendars' });
  await calendars.getByRole('link', { name: 'Manage calendars' }).click();
  await expect(page).toHaveURL('/settings/calendars');
});

test('Settings fits a 390 px phone and axe finds nothing serious', async ({ page, user: _ }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expectDocumentFits(page, 'Settings at 390 px');
  await expectAxeClean(page, 'Settings');
});
