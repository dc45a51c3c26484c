/**
 * A block's '…' menu loads after the day is painted (block-menu.tsx; ADR 054): a keyboard user who reaches its
 * stand-in button before the menu's code has arrived keeps the focus there when the real button replaces it, and
 * a press made meanwhile opens the menu once it has loaded, whose 'Move…' dialog gives the focus back to the
 * menu's button. The menu's code is held back as on a slow network.
 *
 * Clocks: Tuesday 2026-03-10 9:00 AM in New York (daily-overview-setup.ts); a block of 'Call the bank' at 10:00 AM.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './daily-overview-setup.ts';
import { closeWithEscape, holdRequests, press } from './fixtures.ts';

const MENU_CODE = '**/assets/block-time-dialog-*.js';

test.beforeEach(async ({ api, user: _ }) => {
  await api.post('/api/calendar/time-blocks', {
    title: 'Call the bank',
    start: '2026-03-10T14:00:00.000Z',
    end: '2026-03-10T14:30:00.000Z',
    task: { date: '2026-03-10', group: 'bigThree', index: 1 },
  });
});

const options = (page: Page) => page.getByRole('button', { name: 'Options for Call the bank' });

test('the menu’s button keeps the focus it had while its menu loaded', async ({ page }) => {
  const release = await holdRequests(page, MENU_CODE);
  await page.goto('/daily-overview');
  await options(page).focus();
  await expect(options(page)).toBeFocused();
  release();
  await expect(options(page)).toHaveAttribute('aria-haspopup', 'menu');
  await expect(options(page)).toBeFocused();
  await expect(page.getByRole('menu')).toHaveCount(0);
});

test('Enter on the menu’s button before its menu loaded opens it once loaded; Move… gives focus back', async ({
  page,
}) => {
  const release = await holdRequests(page, MENU_CODE);
  await page.goto('/daily-overview');
  await press(page, options(page));
  release();
  await expect(page.getByRole('menuitem', { name: 'Move…' })).toBeFocused();
  await page.keyboard.press('Enter');
  const move = page.getByRole('dialog', { name: 'Move' });
  await expect(move.getByLabel('Start time')).toHaveValue('10:00');
  await closeWithEscape(move);
  await expect(options(page)).toBeFocused();
});
