/**
 * The Habit Tracker in Chromium (ADR 042): a new user's empty state and first habit ('3 times a week', a target and
 * a unit; by keyboard, focus back on New Habit; Create Habit keeps the focus while it saves and a second Enter
 * creates nothing more), today's check from the list ('1 of 2 glasses', then done), a
 * skipped day keeping the streak, edit, a reminder time (a half-typed one refused), archive and unarchive, delete
 * with its confirmation, the Habits card of the daily overview, the habits named on a goal's card, axe on the list
 * and the list at 390 px.
 *
 * Both clocks are pinned to Tuesday 2026-03-10 9:00 AM in New York (fixtures' NOW), so "today", the week and the
 * dots' names are the same on every run. History older than today is stored through the API before the page opens.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import type { Habit, HabitEntry } from '../../src/core/habits.ts';
import { planBody, TODAY } from './daily-overview-setup.ts';
import {
  closeWithEscape,
  expect,
  expectAxeClean,
  expectNoSideScroll,
  holdRequests,
  NOW,
  press,
  test,
  typeInto,
} from './fixtures.ts';

test.use({ now: NOW, timezoneId: 'America/New_York' });

/** The habit card (article) named by the habit's name. */
const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

/** The user's habits as the API holds them. */
async function habitsOf(page: Page): Promise<Habit[]> {
  const response = await page.request.get('/api/habits');
  expect(response.status()).toBe(200);
  return (await response.json()) as Habit[];
}

/** A habit's entries of March 2026 as the API holds them. */
async function entriesOf(page: Page, id: string): Promise<HabitEntry[]> {
  const response = await page.request.get(`/api/habits/${id}/entries?from=2026-03-01&to=2026-03-31`);
  expect(response.status()).toBe(200);
  return (await response.json()) as HabitEntry[];
}

/** Opens the actions menu of the habit `name` and chooses `item`. */
async function chooseAction(page: Page, name: string, item: string): Promise<void> {
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

const drinkWater = {
  name: 'Drink water',
  schedule: { kind: 'timesPerWeek', times: 3 },
  target: 2,
  unit: 'glasses',
};

test('a new user creates a 3 times a week habit with a target and a unit', async ({ page, user: _ }) => {
  await page.goto('/habit-tracker');
  await expect(page.getByRole('heading', { level: 1, name: 'Habit Tracker' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No Habits Yet' })).toBeVisible();
  await page.getByRole('button', { name: 'New Habit' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Habit' });
  await dialog.getByLabel('Name').fill('Drink water');
  await dialog.getByRole('radio', { name: 'N times a week' }).check();
  await dialog.getByRole('spinbutton', { name: 'Times a week' }).fill('3');
  await dialog.getByLabel('Daily target').fill('2');
  await dialog.getByLabel('Unit').fill('glasses');
  await dialog.getByRole('button', { name: 'Create Habit' }).click();
  await expect(dialog).toHaveCount(0);

  const habit = card(page, 'Drink water');
  await expect(habit.getByText('3 times a week · 2 glasses a day')).toBeVisible();
  await expect(habit.getByText('No streak yet')).toBeVisible();
  await expect(habit.getByRole('link', { name: 'Drink water' })).toHaveAttribute(
    'href',
    /^\/habit-tracker\/[0-9a-f-]{36}$/,
  );
  expect(await habitsOf(page)).toEqual([
    expect.objectContaining({ ...drinkWater, startDate: TODAY, goalId: null, archived: false }),
  ]);
});

test('a blank name is refused under its field and nothing is saved', async ({ page, user: _ }) => {
  await page.goto('/habit-tracker');
  await page.getByRole('button', { name: 'New Habit' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Habit' });
  await dialog.getByLabel('Name').fill('   ');
  await dialog.getByRole('button', { name: 'Create Habit' }).click();
  await expect(dialog.getByLabel('Name')).toHaveAccessibleDescription('Name the habit');
  expect(await habitsOf(page)).toEqual([]);
});

test('the New Habit dialog gives the focus back to New Habit, the header’s once the first habit exists', async ({
  page,
  user: _,
}) => {
  await page.goto('/habit-tracker');
  const newHabit = page.getByRole('button', { name: 'New Habit' });
  await press(page, newHabit);
  const dialog = page.getByRole('dialog', { name: 'New Habit' });
  await closeWithEscape(dialog);
  await expect(newHabit).toBeFocused();

  await press(page, newHabit);
  await typeInto(page, dialog.getByLabel('Name'), 'Morning prayer');
  await typeInto(page, dialog.getByLabel('Reminder (optional)'), '0645A');
  await press(page, dialog.getByRole('button', { name: 'Create Habit' }));
  await expect(dialog).toHaveCount(0);
  await expect(card(page, 'Morning prayer').getByText('Every day · reminder at 6:45 AM')).toBeVisible();
  await expect(newHabit).toBeFocused();
  expect((await habitsOf(page)).map((h) => [h.name, h.reminderTime])).toEqual([['Morning prayer', '06:45']]);
});

test('Create Habit keeps the keyboard focus while it saves, and a second Enter then creates nothing more', async ({
  page,
  user: _,
}) => {
  await page.goto('/habit-tracker');
  await press(page, page.getByRole('button', { name: 'New Habit' }));
  const dialog = page.getByRole('dialog', { name: 'New Habit' });
  await typeInto(page, dialog.getByLabel('Name'), 'Morning prayer');
  const create = dialog.getByRole('button', { name: 'Create Habit' });
  const release = await holdRequests(page, '**/api/habits');
  await press(page, create);
  const saving = dialog.getByRole('button', { name: 'Saving...' });
  await expect(saving).toBeDisabled();
  await expect(saving).toBeFocused();
  await page.keyboard.press('Enter');
  release();
  await expect(dialog).toHaveCount(0);
  await expect(card(page, 'Morning prayer')).toBeVisible();
  expect((await habitsOf(page)).map((h) => h.name)).toEqual(['Morning prayer']);
});

test('checking in from the list adds one toward the target until done', async ({ page, api, user: _ }) => {
  const { id } = await api.post('/api/habits', drinkWater);
  await page.goto('/habit-tracker');
  const habit = card(page, 'Drink water');
  await habit.getByRole('button', { name: 'Check in: Drink water' }).click();
  await expect(habit.getByRole('button', { name: '1 of 2 glasses: Drink water' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await habit.getByRole('button', { name: '1 of 2 glasses: Drink water' }).click();
  await expect(habit.getByRole('button', { name: '2 of 2 glasses: Drink water' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(habit.getByRole('img', { name: 'Tuesday, March 10: done' })).toBeVisible();
  // The check shows before the server has it (ADR 055): the database is read until the write lands.
  await expect.poll(() => entriesOf(page, id)).toEqual([{ date: TODAY, count: 2, skipped: false }]);
});

test('a skipped day keeps the streak, and today can be skipped from the menu', async ({
  page,
  api,
  user: _,
}) => {
  const { id } = await api.post('/api/habits', {
    name: 'Read',
    schedule: { kind: 'daily' },
    startDate: '2026-03-07',
  });
  await api.put(`/api/habits/${id}/entries/2026-03-07`, { count: 1 });
  await api.put(`/api/habits/${id}/entries/2026-03-08`, { skipped: true });
  await api.put(`/api/habits/${id}/entries/2026-03-09`, { count: 1 });
  expect(await entriesOf(page, id)).toHaveLength(3);

  await page.goto('/habit-tracker');
  const habit = card(page, 'Read');
  await expect(habit.getByText('2-day streak')).toBeVisible();
  await expect(habit.getByRole('img', { name: 'Sunday, March 8: skipped' })).toBeVisible();
  await expect(habit.getByRole('img', { name: 'Friday, March 6: not scheduled' })).toBeVisible();

  await chooseAction(page, 'Read', 'Skip today');
  await expect(habit.getByRole('img', { name: 'Tuesday, March 10: skipped' })).toBeVisible();
  await expect(habit.getByText('Skipped today')).toBeVisible();
  await expect(habit.getByText('2-day streak')).toBeVisible();
  // The skip shows before the server has it (ADR 055): the database is read until the write lands.
  await expect
    .poll(async () => (await entriesOf(page, id)).at(-1))
    .toEqual({ date: TODAY, count: 0, skipped: true });
});

test('editing a habit changes its schedule and says when today is not scheduled', async ({
  page,
  api,
  user: _,
}) => {
  await api.post('/api/habits', drinkWater);
  await page.goto('/habit-tracker');
  await chooseAction(page, 'Drink water', 'Edit');
  const dialog = page.getByRole('dialog', { name: 'Edit Habit' });
  await expect(dialog.getByLabel('Name')).toHaveValue('Drink water');
  await dialog.getByLabel('Name').fill('Swim');
  await dialog.getByRole('radio', { name: 'On chosen weekdays' }).check();
  // Mon, Wed, Fri are offered first; Friday off, Saturday on.
  await dialog.getByRole('button', { name: 'Friday' }).click();
  await dialog.getByRole('button', { name: 'Saturday' }).click();
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toHaveCount(0);

  const habit = card(page, 'Swim');
  await expect(habit.getByText('Mon, Wed, Sat · 2 glasses a day')).toBeVisible();
  await expect(habit.getByText('Not scheduled today: a check-in still counts as done.')).toBeVisible();
  expect(await habitsOf(page)).toEqual([
    expect.objectContaining({ name: 'Swim', schedule: { kind: 'weekdays', days: [1, 3, 6] } }),
  ]);
});

test('a reminder time set in the Edit dialog shows on the habit, and clearing it turns it off', async ({
  page,
  api,
  user: _,
}) => {
  await api.post('/api/habits', drinkWater);
  await page.goto('/habit-tracker');
  await chooseAction(page, 'Drink water', 'Edit');
  const dialog = page.getByRole('dialog', { name: 'Edit Habit' });
  const reminder = dialog.getByLabel('Reminder (optional)');
  await expect(reminder).toHaveValue('');
  await reminder.fill('06:30');
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(
    card(page, 'Drink water').getByText('3 times a week · 2 glasses a day · reminder at 6:30 AM'),
  ).toBeVisible();
  expect((await habitsOf(page))[0]?.reminderTime).toBe('06:30');

  await chooseAction(page, 'Drink water', 'Edit');
  await expect(reminder).toHaveValue('06:30');
  await reminder.fill('');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(
    card(page, 'Drink water').getByText('3 times a week · 2 glasses a day', { exact: true }),
  ).toBeVisible();
  expect((await habitsOf(page))[0]?.reminderTime).toBeNull();
});

test('a reminder time with its hour left blank is named under the field, not saved as no reminder', async ({
  page,
  api,
  user: _,
}) => {
  await api.post('/api/habits', { ...drinkWater, reminderTime: '06:30' });
  await page.goto('/habit-tracker');
  await chooseAction(page, 'Drink water', 'Edit');
  const dialog = page.getByRole('dialog', { name: 'Edit Habit' });
  const reminder = dialog.getByLabel('Reminder (optional)');
  await expect(reminder).toHaveValue('06:30');
  await press(page, reminder, 'Backspace'); // the hour: '--:30 AM'
  await press(page, dialog.getByRole('button', { name: 'Save Changes' }));
  await expect(reminder).toHaveAccessibleDescription(/Enter the whole time \(hour, minutes, AM or PM\)/);
  await expect(reminder).toBeFocused();
  expect((await habitsOf(page))[0]?.reminderTime).toBe('06:30');
});

test('archiving moves a habit to Archived and Unarchive brings it back', async ({ page, api, user: _ }) => {
  await api.post('/api/habits', drinkWater);
  await page.goto('/habit-tracker');
  await chooseAction(page, 'Drink water', 'Archive');
  await expect(card(page, 'Drink water')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'No Active Habits' })).toBeVisible();
  expect((await habitsOf(page))[0]?.archived).toBe(true);

  await page.getByText('Archived (1)').click();
  await page.getByRole('button', { name: 'Unarchive Drink water' }).click();
  await expect(card(page, 'Drink water')).toBeVisible();
  await expect(page.getByText('Archived (1)')).toHaveCount(0);
  expect((await habitsOf(page))[0]?.archived).toBe(false);
});

test('deleting a habit asks first, then removes it', async ({ page, api, user: _ }) => {
  await api.post('/api/habits', drinkWater);
  await page.goto('/habit-tracker');
  await chooseAction(page, 'Drink water', 'Delete');
  const confirm = page.getByRole('alertdialog', { name: 'Delete Habit' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(card(page, 'Drink water')).toBeVisible();

  await chooseAction(page, 'Drink water', 'Delete');
  await confirm.getByRole('button', { name: 'Delete Habit' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'No Habits Yet' })).toBeVisible();
  expect(await habitsOf(page)).toEqual([]);
});

test("the daily overview's Habits card checks a habit in", async ({ page, api, user: _ }) => {
  await api.post('/api/daily-plans', planBody());
  const { id } = await api.post('/api/habits', { name: 'Pray', schedule: { kind: 'daily' } });
  await page.goto('/daily-overview');
  const habits = page.getByRole('region', { name: 'Habits' });
  await habits.getByRole('button', { name: 'Check in: Pray' }).click();
  await expect(habits.getByRole('button', { name: 'Done: Pray' })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => entriesOf(page, id)).toEqual([{ date: TODAY, count: 1, skipped: false }]);
  await habits.getByRole('link', { name: 'Habit Tracker' }).click();
  await expect(card(page, 'Pray').getByRole('button', { name: 'Done: Pray' })).toBeVisible();
});

test("a goal's card names the habits that serve it", async ({ page, api, user: _ }) => {
  const goal = await api.post('/api/goals', {
    goalType: 'long-term',
    realm: 'Physical',
    description: 'Run a marathon',
    dueDate: '2026-12-31',
    smarterCriteria: [],
    milestones: [],
    progress: '0',
  });
  await api.post('/api/habits', { name: 'Run', schedule: { kind: 'daily' }, goalId: goal.id });
  await api.post('/api/habits', { name: 'Stretch', schedule: { kind: 'daily' }, goalId: goal.id });
  await page.goto('/goal-tracking');
  await expect(
    page.getByRole('article', { name: 'Run a marathon' }).getByText('Habits: Run, Stretch'),
  ).toBeVisible();
});

test("'Set count…' sets today's count by keyboard, and the keyboard goes back to the check", async ({
  page,
  api,
  user: _,
}) => {
  const { id } = await api.post('/api/habits', drinkWater);
  await page.goto('/habit-tracker');
  const menu = page.getByRole('button', { name: 'Actions for Drink water' });
  await menu.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: 'Set count…' }).focus();
  await page.keyboard.press('Enter');
  const editor = page.getByRole('dialog', { name: 'March 10, 2026' });
  const count = editor.getByRole('spinbutton', { name: 'Count (glasses)' });
  await expect(count).toHaveValue('0');
  await count.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('5');
  await page.keyboard.press('Enter');
  await expect(editor).toHaveCount(0);
  const check = card(page, 'Drink water').getByRole('button', { name: '5 of 2 glasses: Drink water' });
  await expect(check).toBeFocused();
  await expect.poll(() => entriesOf(page, id)).toEqual([{ date: TODAY, count: 5, skipped: false }]);
});

test("'Export CSV' downloads every check-in with its target", async ({ page, api, user: _ }) => {
  const { id } = await api.post('/api/habits', drinkWater);
  await api.put(`/api/habits/${id}/entries/${TODAY}`, { count: 2 });
  await page.goto('/habit-tracker');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('habits.csv');
  const text = await readFile(await download.path(), 'utf8');
  expect(text.trim().split(/\r?\n/)).toEqual([
    'habit,date,count,target,skipped',
    `Drink water,${TODAY},2,2,false`,
  ]);
});

test('axe finds nothing serious on the list, its menu and its archived section', async ({
  page,
  api,
  user: _,
}) => {
  await api.post('/api/habits', drinkWater);
  const { id } = await api.post('/api/habits', { name: 'Read', schedule: { kind: 'daily' } });
  await api.patch(`/api/habits/${id}`, { archived: true });
  await page.goto('/habit-tracker');
  await page.getByText('Archived (1)').click();
  await expect(page.getByRole('button', { name: 'Unarchive Read' })).toBeVisible();
  await expectAxeClean(page, 'the list');
  await page.getByRole('button', { name: 'Actions for Drink water' }).click();
  await expect(page.getByRole('menuitem', { name: 'Set count…' })).toBeVisible();
  await expectAxeClean(page, 'the menu');
});

test('the list fits a 390 px phone', async ({ page, api, user: _ }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await api.post('/api/habits', { ...drinkWater, name: `Drink water ${'and tea '.repeat(10)}` });
  await page.goto('/habit-tracker');
  await expect(page.getByRole('img', { name: 'Tuesday, March 10: not done yet' })).toBeVisible();
  await expectNoSideScroll(page, 'the list at 390 px');
});
