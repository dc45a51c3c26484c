/**
 * Settings → Notifications: the reminders form (docs/product.md "Notifications"; ADR 053) at 390 px, by keyboard:
 * the defaults show, changes are saved with Enter, read back after a reload and held by the API; a value out of range
 * is named under its field and not saved; Save keeps the keyboard focus while it saves, and saves once; axe on each
 * state.
 */
import { DEFAULT_REMINDER_SETTINGS } from '../../src/core/reminders.ts';
import {
  expect,
  expectAxeClean,
  expectDocumentFits,
  expectToast,
  holdRequests,
  press,
  test,
} from './fixtures.ts';

test.use({ viewport: { width: 390, height: 844 } });

test('the reminders are changed by keyboard, saved, and read back after a reload', async ({
  page,
  user: _,
}) => {
  test.slow(); // two axe runs, a save and a reload of the whole Settings page
  await page.goto('/settings#notifications');
  const card = page.getByRole('region', { name: 'Reminders' });
  const planDay = card.getByRole('group', { name: 'Plan your day' });
  const planTime = planDay.getByLabel('Time', { exact: true });
  await expect(planTime).toHaveValue('07:30');
  await expect(planDay.getByRole('checkbox', { name: 'Friday' })).toBeChecked();
  await expect(planDay.getByRole('checkbox', { name: 'Saturday' })).not.toBeChecked();
  await expectDocumentFits(page, 'Settings with the reminders at 390 px');
  await expectAxeClean(page, 'Settings → Notifications');

  await planTime.fill('06:15');
  const saturday = planDay.getByRole('checkbox', { name: 'Saturday' });
  await saturday.focus();
  await page.keyboard.press('Space');
  await expect(saturday).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(planDay.getByRole('checkbox', { name: 'Sunday' })).toBeFocused();
  await page.keyboard.press('Tab');
  const blockOn = card.getByRole('checkbox', { name: 'Remind me before a block starts' });
  await expect(blockOn).toBeFocused();
  await page.keyboard.press('Tab');
  const minutes = card.getByLabel('Minutes before');
  await expect(minutes).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('10');
  await card.getByRole('group', { name: 'Weekly review' }).getByLabel('Day').selectOption('Sunday');
  const email = card.getByRole('checkbox', { name: 'Email' });
  await email.focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await expect(card.getByRole('button', { name: 'Save reminders' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expectToast(page, 'Reminders saved', 'Steward will remind you at these times.');

  const expected = {
    ...DEFAULT_REMINDER_SETTINGS,
    planDay: { enabled: true, time: '06:15', days: [1, 2, 3, 4, 5, 6] },
    blockStart: { enabled: true, minutesBefore: 10 },
    weeklyReview: { enabled: true, day: 7, time: '16:00' },
    channels: { push: true, email: true },
  };
  expect(await (await page.request.get('/api/reminders')).json()).toEqual(expected);
  await page.reload();
  await expect(planTime).toHaveValue('06:15');
  await expect(saturday).toBeChecked();
  await expect(minutes).toHaveValue('10');
  await expect(card.getByRole('group', { name: 'Weekly review' }).getByLabel('Day')).toHaveValue('7');
  await expect(email).toBeChecked();
});

test('minutes before a block beyond 120 are named under the field and not saved', async ({
  page,
  user: _,
}) => {
  await page.goto('/settings#notifications');
  const card = page.getByRole('region', { name: 'Reminders' });
  const minutes = card.getByLabel('Minutes before');
  await expect(minutes).toHaveValue('5');
  await minutes.fill('121');
  await card.getByRole('button', { name: 'Save reminders' }).click();
  await expect(card.getByText('Too big: expected number to be <=120')).toBeVisible();
  await expect(minutes).toBeFocused();
  await expectAxeClean(page, 'the reminders with an error');
  expect(await (await page.request.get('/api/reminders')).json()).toEqual(DEFAULT_REMINDER_SETTINGS);
});

test('Save reminders keeps the keyboard focus while it saves, and a second Enter then saves nothing more', async ({
  page,
  user: _,
}) => {
  await page.goto('/settings#notifications');
  const card = page.getByRole('region', { name: 'Reminders' });
  const save = card.getByRole('button', { name: 'Save reminders' });
  await expect(card.getByLabel('Minutes before')).toHaveValue('5');
  const saves: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().endsWith('/api/reminders')) saves.push(request.url());
  });
  const release = await holdRequests(page, '**/api/reminders');
  await press(page, save);
  await expect(save).toBeDisabled();
  await expect(save).toBeFocused();
  await page.keyboard.press('Enter');
  release();
  await expectToast(page, 'Reminders saved', 'Steward will remind you at these times.');
  await expect(save).toBeEnabled();
  await expect(save).toBeFocused();
  expect(saves).toHaveLength(1);
});
