/**
 * Calendar at a Glance in Chromium (docs/product.md §2, §8, §9; ADR 027): a brand-new user's month, week and
 * work-week views over Steward blocks created through the API, the selected day's list, navigation, the
 * connection-error card, the Week Comparison Score card with a known score, 390 px and axe; a `date` whose month
 * the API cannot read shows this month.
 *
 * Both clocks read Tuesday 2026-03-10, 9:00 AM in New York (server TEST_NOW, browser clock), two days after the
 * change to daylight time: the full week shown is Sunday 2026-03-08 to Saturday 2026-03-14.
 */
import type { Page } from '@playwright/test';
import { type RadicaleServer, seedCalendar, startRadicale } from '../calendar/radicale.ts';
import {
  BLOCKS,
  EVENINGS_WEEK,
  FAMILY_OBJECTS,
  FAMILY_WEEK,
  FOCUS_WEEK,
} from './calendar-glance-fixtures.ts';
import { test as base, expect, expectAxeClean, expectDocumentFits, NOW } from './fixtures.ts';

const TIME_ZONE = 'America/New_York';

const test = base.extend<object, { radicale: RadicaleServer }>({
  now: [NOW as string | undefined, { scope: 'worker' }],
  timezoneId: TIME_ZONE,
  radicale: [
    async ({ serverEnv: _ }, use) => {
      const radicale = await startRadicale();
      await seedCalendar(radicale, 'family', { displayName: 'Family', objects: FAMILY_OBJECTS });
      await use(radicale);
      await radicale.stop();
    },
    { scope: 'worker' },
  ],
});

const period = (page: Page) => page.getByRole('main').locator('header p').first();
const day = (page: Page, label: RegExp) => page.getByRole('button', { name: label });

test('month view: titles per day, +n more, the selected day, navigation, 390 px, axe', async ({
  page,
  api,
  user: _,
}) => {
  for (const block of BLOCKS) await api.post('/api/calendar/time-blocks', block);

  await page.goto('/');
  await page.getByRole('link', { name: /Calendar at a Glance/ }).click();
  await expect(page).toHaveURL('/calendar');
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar at a Glance' })).toBeVisible();
  await expect(period(page)).toHaveText('March 2026');
  const settings = page.getByRole('link', { name: 'Connect a calendar in Settings → Calendars' });
  await expect(settings).toHaveAttribute('href', '/settings/calendars');

  // Wednesday the 11th: three titles and '+1 more'; the cell names its count.
  const wednesday = day(page, /^Wednesday, March 11, 2026, 4 events$/);
  await expect(wednesday.getByText('+1 more', { exact: true })).toBeVisible();
  await expect(wednesday.locator('span.truncate')).toHaveText([
    'Hiring sync',
    'Budget review',
    'Pilot planning',
  ]);
  // The night flight shows on both days it touches.
  await expect(day(page, /^Thursday, March 12, 2026, 1 event$/).getByText('Night flight')).toBeVisible();
  await expect(day(page, /^Friday, March 13, 2026, 1 event$/).getByText('Night flight')).toBeVisible();

  // Today is selected: its events with description and a start-end badge.
  const list = page.getByRole('heading', { name: 'Events on March 10, 2026' });
  await expect(list).toBeVisible();
  const items = page.getByRole('list', { name: 'Events on March 10, 2026' }).getByRole('listitem');
  await expect(items).toHaveCount(1);
  await expect(items.getByText('Board meeting', { exact: true })).toBeVisible();
  await expect(items.getByText('Scheduled in Steward', { exact: true })).toBeVisible();
  await expect(items.getByText('9:00 AM - 10:30 AM', { exact: true })).toBeVisible();
  await expectAxeClean(page);

  await day(page, /^Thursday, March 5, 2026, 0 events$/).click();
  await expect(page.getByRole('heading', { name: 'Events on March 5, 2026' })).toBeVisible();
  await expect(page.getByText('No events scheduled', { exact: true })).toBeVisible();
  await expect(day(page, /^Thursday, March 5, 2026/)).toHaveAttribute('aria-pressed', 'true');

  // Keyboard: the next month, back twice, and Today.
  await page.getByRole('button', { name: 'Next month' }).focus();
  await page.keyboard.press('Enter');
  await expect(period(page).getByText('April 2026')).toBeVisible();
  await page.getByRole('button', { name: 'Previous month' }).click();
  await page.getByRole('button', { name: 'Previous month' }).click();
  await expect(period(page).getByText('February 2026')).toBeVisible();
  await expect(page.getByRole('button', { name: /, \d+ events?$/ })).toHaveCount(28);
  await page.getByRole('button', { name: 'Today' }).click();
  await expect(page.getByRole('heading', { name: 'Events on March 10, 2026' })).toBeVisible();

  // The days are one tab stop: arrows move between days (a week up or down), Enter shows the focused day.
  const tabStops = () => page.locator('button[aria-pressed][tabindex="0"]').count();
  expect(await tabStops()).toBe(1);
  await day(page, /^Tuesday, March 10, 2026/).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  await expect(day(page, /^Wednesday, March 18, 2026/)).toBeFocused();
  expect(await tabStops()).toBe(1);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Events on March 18, 2026' })).toBeVisible();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Space');
  await expect(page.getByRole('heading', { name: 'Events on March 10, 2026' })).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.keyboard.press('Home'); // at 390 px too: Sunday of the week
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Events on March 8, 2026' })).toBeVisible();
  await expect(wednesday.getByText('+1 more', { exact: true })).toBeVisible();
  await expectDocumentFits(page, 'The month view at 390 px');
  await expectAxeClean(page);
});

test('week and work week: hourly rows, durations, all-day row, current time, 390 px, axe', async ({
  page,
  api,
  user: _,
}) => {
  for (const block of BLOCKS) await api.post('/api/calendar/time-blocks', block);

  await page.goto('/calendar?view=week');
  await expect(period(page).getByText('Mar 8 - 14, 2026')).toBeVisible();
  const hours = page.getByRole('list', { name: 'Hours' }).getByRole('listitem');
  await expect(hours).toHaveCount(24);
  await expect(hours.first()).toHaveText('12 AM');
  await expect(hours.last()).toHaveText('11 PM');

  const tuesday = page.getByRole('region', { name: 'Tuesday, March 10' });
  const board = tuesday.getByRole('listitem').filter({ hasText: 'Board meeting' });
  await expect(board).toBeVisible();
  // 9:00-10:30 spans one and a half hour rows (48 px each, less 2 px of gap).
  expect((await board.boundingBox())?.height).toBe(70);
  await expect(tuesday.getByTestId('current-time')).toBeVisible();
  // The night flight runs to 11:59 PM on Thursday and from midnight on Friday.
  await expect(
    page.getByRole('region', { name: 'Thursday, March 12' }).getByText('Night flight'),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Friday, March 13' }).getByText('Night flight'),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Saturday, March 14' }).getByText('Family lunch'),
  ).toBeVisible();
  await expectAxeClean(page);

  await page.getByRole('button', { name: 'Work Week' }).click();
  await expect(period(page).getByText('Mar 9 - 13, 2026')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Saturday, March 14' })).toHaveCount(0);
  await expect(page.getByText('Family lunch')).toHaveCount(0);

  await page.getByRole('button', { name: 'Next week' }).click();
  await expect(period(page).getByText('Mar 16 - 20, 2026')).toBeVisible();
  await expect(page.getByText('Board meeting')).toHaveCount(0);
  await page.getByRole('button', { name: 'Previous week' }).click();
  await expect(tuesday.getByText('Board meeting')).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await expectDocumentFits(page, 'The work week at 390 px');
  await page.getByRole('button', { name: 'Full Week' }).click();
  await expectDocumentFits(page, 'The full week at 390 px');
  await expectAxeClean(page);
});

test('the Week Comparison Score card: the first ideal week preselected, a known score, another week chosen', async ({
  page,
  api,
  user: _,
}) => {
  for (const block of BLOCKS) await api.post('/api/calendar/time-blocks', block);
  await page.goto('/calendar?view=week');
  await expect(period(page).getByText('Mar 8 - 14, 2026')).toBeVisible();
  const card = page.getByRole('heading', { name: 'Week Comparison Score' });
  await expect(card).toHaveCount(0); // no ideal week yet

  await api.post('/api/ideal-weeks', FOCUS_WEEK);
  await api.post('/api/ideal-weeks', FAMILY_WEEK);
  await page.reload();
  await expect(card).toBeVisible();
  const figure = (label: string) => page.locator(`dt:text-is("${label}") + dd`);
  const select = page.getByLabel('Ideal week');
  await expect(select).toHaveValue((await select.locator('option').first().getAttribute('value')) ?? '');
  await expect(select.locator('option:checked')).toHaveText('Focus week');
  await expect(figure('Match Score').getByText('80%', { exact: true })).toBeVisible();
  await expect(figure('Slots matched')).toHaveText('4/5');
  await expect(figure('Events')).toHaveText('7');
  await expect(
    page.getByText('A planned slot counts as matched when busy events cover at least half of it', {
      exact: false,
    }),
  ).toBeVisible();
  // Work: 4 planned slots (2 h) against the board meeting and the hiring sync (2.5 h).
  await expect(page.getByText('ideal 2 h, actual 2.5 h', { exact: true })).toBeVisible();
  // The walk planned without a domain, and the four busy blocks without one (5.5 h), in the 'No domain' row.
  const noDomain = page.getByRole('listitem').filter({ hasText: 'No domain' });
  await expect(noDomain).toContainText('ideal 0.5 h, actual 5.5 h');
  // The view runs Sunday-Saturday, the score Monday-Sunday: the card says which days it counts.
  await expect(
    page.getByText(
      'Counts Monday to Sunday, Mar 9 - 15, 2026, against your ideal week. Sunday, Mar 15 is not shown here; Sunday, Mar 8 counts in the week before.',
      { exact: true },
    ),
  ).toBeVisible();
  await expectAxeClean(page);

  await select.selectOption({ label: 'Family week' });
  await expect(figure('Match Score').getByText('100%', { exact: true })).toBeVisible();
  await expect(figure('Slots matched')).toHaveText('1/1');
  await expect(page.getByText('ideal 0.5 h, actual 1 h', { exact: true })).toBeVisible();

  // The work week compares the same Monday-Sunday week and names the weekend it does not show; the month view
  // has no card.
  await page.getByRole('button', { name: 'Work Week' }).click();
  await expect(figure('Match Score').getByText('100%', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Saturday, Mar 14 and Sunday, Mar 15 are not shown here.', { exact: false }),
  ).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await expectDocumentFits(page, 'The comparison card at 390 px');
  await page.getByRole('button', { name: 'Month' }).click();
  await expect(page.getByRole('heading', { name: 'Events on March 10, 2026' })).toBeVisible();
  await expect(card).toHaveCount(0);
});

test('a Radicale calendar: its events beside Steward blocks in every view, and in the comparison', async ({
  page,
  api,
  radicale,
  user: _,
}) => {
  await api.post('/api/calendar/time-blocks', BLOCKS[0]); // Board meeting, Tuesday 9:00-10:30
  const source = (await api.post('/api/calendar/sources', {
    kind: 'caldav',
    url: radicale.origin,
    username: radicale.username,
    password: radicale.password,
  })) as unknown as { calendars: { id: string; name: string }[] };
  const family = source.calendars.find((calendar) => calendar.name === 'Family');
  if (!family) throw new Error(`no Family calendar in ${JSON.stringify(source)}`);
  await api.patch(`/api/calendar/calendars/${family.id}`, { domain: 'marital', colorId: '3' });
  await api.post('/api/ideal-weeks', EVENINGS_WEEK);

  await page.goto('/calendar');
  await expect(day(page, /^Monday, March 9, 2026, 1 event$/).getByText('School holiday')).toBeVisible();
  await expect(page.getByText('Connect a calendar in Settings → Calendars')).toHaveCount(0);
  await expect(day(page, /^Tuesday, March 10, 2026, 2 events$/)).toBeVisible();
  const items = page.getByRole('list', { name: 'Events on March 10, 2026' }).getByRole('listitem');
  await expect(
    items.filter({ hasText: 'Gym with Sam' }).getByText('9:30 AM - 10:30 AM', { exact: true }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Week' }).click();
  const tuesday = page.getByRole('region', { name: 'Tuesday, March 10' });
  const boardItem = tuesday.getByRole('listitem').filter({ hasText: 'Board meeting' });
  await expect(boardItem).toBeVisible();
  const board = await boardItem.boundingBox();
  const gym = tuesday.getByRole('listitem').filter({ hasText: 'Gym with Sam' });
  await expect(gym).toBeVisible();
  const gymBox = await gym.boundingBox();
  // Side by side: two columns of the day, the gym to the right of the board meeting, 30 minutes lower.
  expect(gymBox && board && gymBox.x >= board.x + board.width).toBe(true);
  expect(Math.round((gymBox?.y ?? 0) - (board?.y ?? 0))).toBe(24);
  expect(await gym.getAttribute('class')).toContain('bg-[#f5e9f8]'); // colour set 3
  await expect(
    page.getByRole('list', { name: 'All-day events, Monday, March 9' }).getByText('School holiday'),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Friday, March 13' }).getByText('Date night')).toBeVisible();

  const figure = (label: string) => page.locator(`dt:text-is("${label}") + dd`);
  await expect(figure('Match Score').getByText('50%', { exact: true })).toBeVisible();
  await expect(figure('Slots matched')).toHaveText('2/4');
  await expect(figure('Events')).toHaveText('5');
  // Marital: 3 planned slots (1.5 h) against the gym hour and the date night (3 h).
  await expect(page.getByText('ideal 1.5 h, actual 3 h', { exact: true })).toBeVisible();
  await expectAxeClean(page);

  await page.getByRole('button', { name: 'Work Week' }).click();
  await expect(page.getByRole('region', { name: 'Friday, March 13' }).getByText('Date night')).toBeVisible();
});

test('a failed events fetch shows the connection-error card with the server message or the fallback', async ({
  page,
  consoleErrors,
  user: _,
}) => {
  consoleErrors.allow(/the server responded with a status of 500/);
  await page.route('**/api/calendar/events?*', (route) =>
    route.fulfill({ status: 500, json: { error: 'The calendar service is down' } }),
  );
  await page.goto('/calendar');
  const card = page.getByRole('alert').filter({ hasText: 'Google Calendar Connection Error' });
  await expect(card.getByText('The calendar service is down', { exact: true })).toBeVisible();
  await expectAxeClean(page);

  await page.unroute('**/api/calendar/events?*');
  await page.route('**/api/calendar/events?*', (route) => route.fulfill({ status: 500, body: '' }));
  await page.getByRole('button', { name: 'Next month' }).click();
  await expect(card.getByText('Failed to fetch events', { exact: true })).toBeVisible();

  // A source whose last sync failed gets a card titled with its own name and the provider's message.
  const failing = {
    id: 'source-1',
    kind: 'caldav',
    name: 'Home server',
    url: 'http://calendar.example/',
    status: 'error',
    error: 'The calendar server did not answer',
    lastSyncedAt: null,
    calendars: [],
  };
  await page.route('**/api/calendar/sources', (route) => route.fulfill({ json: [failing] }));
  await page.reload();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Home server Connection Error' })
      .getByText('The calendar server did not answer', { exact: true }),
  ).toBeVisible();
  await expect(page.getByText('Connect a calendar in Settings → Calendars')).toHaveCount(0);
});

test('a date whose month the events API cannot read (9999-12-30) shows this month, its events read', async ({
  page,
  user: _,
}) => {
  const events = page.waitForResponse((res) => res.url().includes('/api/calendar/events?'));
  await page.goto('/calendar?date=9999-12-30');
  expect((await events).status()).toBe(200);
  await expect(period(page)).toHaveText('March 2026');
  await expect(page.getByRole('alert').filter({ hasText: 'Connection Error' })).toHaveCount(0);
});
