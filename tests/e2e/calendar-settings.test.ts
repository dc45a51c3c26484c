/**
 * Settings → Calendars and the overview's timeline against a real Radicale on loopback : a
 * brand-new user adds the account (a wrong password first), sets colour, domain and "Time blocks go to", sees the
 * events on the overview, books a free slot into Radicale and removes it, sees a stopped server as a failed
 * refresh, and disconnects; also by keyboard at 390 px, with axe. Clocks: Tue 2026-03-10 9:00 AM New York.
 */
import type { Page } from '@playwright/test';
import { SOURCE_URL_MESSAGE } from '../../src/core/calendar/sources.ts';
import { type RadicaleServer, startRadicale } from '../calendar/radicale.ts';
import {
  BIG_THREE,
  descriptionOf,
  focusedName,
  holdColourChanges,
  LONG_NAME,
  objectsIn,
  POLL,
  seedRadicale,
  TIME_ZONE,
} from './calendar-settings-setup.ts';
import {
  type Api,
  test as base,
  closeWithEscape,
  expect,
  expectAxeClean,
  expectDocumentFits,
  expectToast,
  NOW,
} from './fixtures.ts';

/** `test` with a seeded Radicale of its own (the last test stops it). */
const test = base.extend<{ radicale: RadicaleServer }>({
  now: [NOW as string | undefined, { scope: 'worker' }],
  timezoneId: TIME_ZONE,
  radicale: async ({ page: _ }, use) => {
    const radicale = await startRadicale();
    await seedRadicale(radicale);
    await use(radicale);
    await radicale.stop();
  },
  // Chromium logs the 422 of a refused password or feed address, answers these tests provoke.
  consoleErrors: async ({ consoleErrors }, use) => {
    consoleErrors.allow(/the server responded with a status of 422/);
    await use(consoleErrors);
  },
});

// A test goes through the whole settings page and the overview, with several syncs of Radicale.
test.describe.configure({ timeout: 300_000 });

/** Saves today's plan through the API (for the tests that are not about a first day). */
async function planViaApi(api: Api): Promise<void> {
  await api.post('/api/daily-plans', {
    date: '2026-03-10',
    morningRitualCompleted: false,
    bigThree: BIG_THREE,
    bigThreeCompleted: [false, false, false],
    otherTasks: [],
    otherTasksCompleted: [],
    winningDefinition: '',
    distractions: [],
  });
}

/** Connects the Radicale account through the API and returns the source's name. */
async function connectViaApi(api: Api, radicale: RadicaleServer): Promise<string> {
  const { origin, username, password } = radicale;
  const source = { kind: 'caldav', url: `${origin}/`, username, password };
  return (await api.post<{ name: string }>('/api/calendar/sources', source)).name;
}

/** The user's calendars as the API has them. */
async function calendarsOf(page: Page) {
  const sources = (await (await page.request.get('/api/calendar/sources')).json()) as {
    calendars: { name: string; show: boolean; colorId: string; blocksTarget: boolean }[];
  }[];
  return sources.flatMap((source) => source.calendars);
}

/** Plans today through the onboarding and the wizard, ending on the overview. */
async function planToday(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByRole('link', { name: 'Daily Planning', exact: true }).click();
  await page.waitForURL(/\/onboarding$/);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.getByRole('button', { name: 'Complete Setup', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Morning Ritual Check' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  for (const [index, task] of BIG_THREE.entries())
    await page.getByLabel(`Priority Task #${index + 1}`, { exact: true }).fill(task);
  for (const heading of ['Daily Big 3', 'Other Tasks', 'Define Your Win']) {
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
  }
  await expect(page.getByRole('heading', { name: 'Anticipate Distractions' })).toBeVisible();
  await page.getByRole('button', { name: 'Complete Planning', exact: true }).click();
  await page.waitForURL(/\/daily-overview$/);
}

test('adds the account, shows its events, books a block into Radicale and removes it, then disconnects', async ({
  page,
  radicale,
  user: _,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });

  // From Home to Settings → Calendars: the empty state says what each option is for.
  await page.goto('/');
  await page.getByRole('link', { name: 'Calendar settings' }).click();
  await page.waitForURL(/\/settings\/calendars$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Calendars' })).toBeVisible();
  await expect(page.getByText('No calendars connected yet')).toBeVisible();
  await expect(page.getByText('A CalDAV account', { exact: true })).toBeVisible();
  await expect(page.getByText('An ICS feed', { exact: true })).toBeVisible();
  await expectAxeClean(page, 'empty settings');

  // A wrong app password: the server's 422 under the password field, which is emptied.
  const caldav = page.getByRole('form', { name: 'Add a CalDAV account' });
  const password = caldav.getByLabel('App password');
  await caldav.getByLabel('Server URL').fill(`${radicale.origin}/`);
  await caldav.getByLabel('Username').fill(radicale.username);
  await password.fill('not the password');
  await caldav.getByRole('button', { name: 'Add Account' }).click();
  await expect(caldav.getByText(/refuses the username or password/)).toBeVisible();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  expect(await descriptionOf(password)).toMatch(/^The calendar server refuses the username or password/);
  await expect(password).toHaveValue('');
  await expectAxeClean(page, 'settings with a field error');

  // The right password: the account and its three calendars, up to date; the password is never shown back.
  await password.fill(radicale.password);
  await caldav.getByRole('button', { name: 'Add Account' }).click();
  await expectToast(page, 'Calendar connected');
  const sourceName = `${radicale.username} on 127.0.0.1:${radicale.port}`;
  const source = page.getByRole('region', { name: sourceName });
  await expect(source.getByText('Up to date')).toBeVisible();
  await expect(source.getByText('Last synced less than a minute ago')).toBeVisible();
  for (const name of ['Work', 'Family', LONG_NAME])
    await expect(source.getByRole('group', { name })).toBeVisible();
  await expect(password).toHaveValue('');
  await expect(page.getByText('No calendars connected yet')).toHaveCount(0);
  const listed = await page.request.get('/api/calendar/sources');
  expect(await listed.text()).not.toContain(radicale.password);

  // Colour, domain and "Time blocks go to", each clicked once and shown from the click on; the colour's answer
  // comes last and only then is the list read again (a read in between would bring the old colour back).
  const held = await holdColourChanges(page);
  const family = source.getByRole('group', { name: 'Family' });
  const tomato = family.getByRole('radio', { name: 'Tomato' });
  const target = page.getByRole('radiogroup', { name: 'Time blocks go to' });
  await expect(target.getByRole('radio', { name: 'Keep in Steward' })).toBeChecked();
  // TanStack tells the screens of a cache change on a timer; with the page's timers paused, every PATCH answers
  // before the page has heard of its own optimistic change (as on a busy machine), and each choice must hold still.
  await page.clock.pauseAt(new Date(NOW));
  await tomato.check({ force: true }); // fails unless the one click leaves it checked
  await family.getByLabel('Life domain').selectOption({ label: 'Marital' });
  await target.getByRole('radio', { name: 'Work' }).check();
  await expect.poll(() => held.traffic.filter((entry) => entry === 'other answered').length, POLL).toBe(2);
  await expect(target.getByRole('radio', { name: 'Work' })).toBeChecked();
  await expect(tomato).toBeChecked();
  await expect(family.getByLabel('Life domain')).toHaveValue('marital');
  await page.clock.resume();
  held.release();
  await expect.poll(() => held.traffic.includes('read'), POLL).toBe(true);
  const [first, second] = held.traffic.filter((entry) => entry !== 'other answered');
  expect([first, second]).toEqual(['colour answered', 'read']);
  await page.unrouteAll();
  await expect
    .poll(async () => {
      const sources = (await (await page.request.get('/api/calendar/sources')).json()) as {
        calendars: { name: string; colorId: string; domain: string | null; blocksTarget: boolean }[];
      }[];
      return sources[0]?.calendars.map(({ name, colorId, domain, blocksTarget }) => [
        name,
        name === 'Family' ? colorId : '',
        domain,
        blocksTarget,
      ]);
    }, POLL)
    .toEqual(
      expect.arrayContaining([
        ['Work', '', null, true],
        ['Family', '11', 'marital', false],
      ]),
    );
  await page.reload();
  await expect(target.getByRole('radio', { name: 'Work' })).toBeChecked();
  await expect(family.getByRole('radio', { name: 'Tomato' })).toBeChecked();
  await expect(family.getByLabel('Life domain')).toHaveValue('marital');
  await expectAxeClean(page, 'settings with an account');

  // The overview shows the Radicale events: the all-day one above the hours, the timed ones in their rows.
  await planToday(page);
  const card = page.getByRole('region', { name: "Today's Calendar" });
  await expect(card.getByRole('list', { name: 'All-day events' }).getByText('Company offsite')).toBeVisible();
  const timeline = card.getByRole('list', { name: 'Timeline, 6 AM to 9 PM' });
  const row = (label: string) => timeline.getByRole('listitem').filter({ hasText: new RegExp(`^${label}`) });
  await expect(row('10 AM').getByText('Team standup')).toBeVisible();
  // The calendar's domain comes with the sources, which may answer after the events.
  await expect.poll(() => row('10 AM').textContent()).toContain('10:00 AM - 10:30 AM · Work');
  await expect(row('6 PM').getByText('Family dinner')).toBeVisible();
  await expect(card.getByRole('button', { name: /^Remove / })).toHaveCount(0);

  // Schedule a task: the busy standup is not offered; the block lands in Radicale's Work calendar.
  await page.getByRole('button', { name: `Schedule ${BIG_THREE[0]}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Schedule Task' });
  await dialog.getByRole('button', { name: '1 hour', exact: true }).click();
  await expect(dialog.getByRole('button', { name: 'Select 9:00 AM - 10:00 AM' })).toBeVisible();
  const offered = await dialog
    .getByRole('button', { name: /^Select / })
    .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')));
  expect(offered.slice(0, 2)).toEqual(['Select 9:00 AM - 10:00 AM', 'Select 10:30 AM - 11:30 AM']);
  await dialog.getByRole('button', { name: 'Select 10:30 AM - 11:30 AM' }).click();
  await expectToast(page, 'Task Scheduled', `${BIG_THREE[0]} at 10:30 AM - 11:30 AM`);
  await expect(row('10 AM').getByText(BIG_THREE[0])).toBeVisible();
  await expect
    .poll(
      async () =>
        (await objectsIn(radicale, '/alice/work/')).filter((text) => text.includes('X-STEWARD-BLOCK')),
      POLL,
    )
    .toEqual([expect.stringContaining(`SUMMARY:${BIG_THREE[0]}`)]);
  const [block] = (await objectsIn(radicale, '/alice/work/')).filter((text) =>
    text.includes('X-STEWARD-BLOCK'),
  );
  expect(block).toMatch(
    /DTSTART(;VALUE=DATE-TIME)?:20260310T143000Z|DTSTART;TZID=America\/New_York:20260310T103000/,
  );
  await expectAxeClean(page, 'overview with calendar events');

  // Remove it on the timeline: gone from the timeline and from Radicale.
  await card.getByRole('button', { name: `Remove ${BIG_THREE[0]}` }).click();
  await expect(row('10 AM').getByText(BIG_THREE[0])).toHaveCount(0);
  await expect
    .poll(
      async () =>
        (await objectsIn(radicale, '/alice/work/')).some((text) => text.includes('X-STEWARD-BLOCK')),
      POLL,
    )
    .toBe(false);
  expect((await objectsIn(radicale, '/alice/work/')).length).toBe(2);

  // Disconnect (confirm dialog): the account and its events leave Steward; Radicale keeps its events.
  await page.getByRole('link', { name: 'Manage calendars' }).click();
  await page.getByRole('region', { name: sourceName }).getByRole('button', { name: 'Disconnect' }).click();
  const confirm = page.getByRole('alertdialog', { name: `Disconnect ${sourceName}?` });
  await expect(confirm.getByText(/Nothing is deleted from the calendar itself/)).toBeVisible();
  await expectAxeClean(page, 'disconnect dialog');
  await confirm.getByRole('button', { name: 'Disconnect' }).click();
  await expectToast(page, 'Calendar disconnected', `${sourceName} and its events were removed from Steward.`);
  await expect(page.getByText('No calendars connected yet')).toBeVisible();
  await page.goBack();
  await expect(card.getByText('No events scheduled for today')).toBeVisible();
  expect((await objectsIn(radicale, '/alice/work/')).length).toBe(2);
});

test('works by keyboard at 390 px without sideways scrolling, long names wrapping', async ({
  page,
  api,
  radicale,
  user: _,
}) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await planViaApi(api);
  await page.goto('/settings/calendars');
  await expect(page.getByText('No calendars connected yet')).toBeVisible();
  await expectDocumentFits(page, 'empty settings at 390 px');

  // Type the account and press Enter in the password field; focus lands on the new source.
  const caldav = page.getByRole('form', { name: 'Add a CalDAV account' });
  await caldav.getByLabel('Server URL').focus();
  await page.keyboard.type(`${radicale.origin}/`);
  await page.keyboard.press('Tab');
  await page.keyboard.type(radicale.username);
  await page.keyboard.press('Tab');
  await page.keyboard.type(radicale.password);
  await page.keyboard.press('Enter');
  await expectToast(page, 'Calendar connected');
  const sourceName = `${radicale.username} on 127.0.0.1:${radicale.port}`;
  await expect.poll(() => focusedName(page), POLL).toBe(sourceName);

  // Tab through the source: Refresh now, Disconnect, then the first calendar's controls.
  await page.keyboard.press('Tab');
  expect(await focusedName(page)).toBe('Refresh now');
  await page.keyboard.press('Tab');
  expect(await focusedName(page)).toBe('Disconnect');
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog', { name: `Disconnect ${sourceName}?` });
  await expect.poll(() => focusedName(page), POLL).toBe('Cancel');
  await closeWithEscape(confirm);
  await expect.poll(() => focusedName(page), POLL).toBe('Disconnect');

  const [first] = await calendarsOf(page);
  const firstName = first?.name ?? '';
  await page.keyboard.press('Tab'); // Shown in Steward
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab'); // Counts as busy
  await page.keyboard.press('Tab'); // Life domain
  await page.keyboard.press('Tab'); // the chosen colour
  const before = first?.colorId;
  await page.keyboard.press('ArrowRight');
  await expect
    .poll(async () => (await calendarsOf(page)).find((calendar) => calendar.name === firstName), POLL)
    .toMatchObject({ show: false, colorId: String((Number(before) % 11) + 1) });

  // "Time blocks go to" by arrow keys: from Keep in Steward to the first writable calendar.
  const target = page.getByRole('radiogroup', { name: 'Time blocks go to' });
  await target.getByRole('radio', { name: 'Keep in Steward' }).focus();
  await page.keyboard.press('ArrowDown');
  await expect
    .poll(async () => (await calendarsOf(page)).filter((c) => c.blocksTarget).map((c) => c.name), POLL)
    .toEqual([firstName]);

  await expectDocumentFits(page, 'settings with an account at 390 px');
  await expectAxeClean(page, 'settings at 390 px');

  // The overview at 390 px: the long event wraps inside the timeline.
  await page.goto('/daily-overview');
  const card = page.getByRole('region', { name: "Today's Calendar" });
  await expect(card.getByText(LONG_NAME, { exact: true }).first()).toBeVisible();
  await expectDocumentFits(page, 'overview at 390 px');
});

test('shows a failed refresh on the source and on the overview when the server stops', async ({
  page,
  api,
  radicale,
  user: _,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await planViaApi(api);
  const sourceName = await connectViaApi(api, radicale);
  await radicale.stop();

  await page.goto('/settings/calendars');
  const source = page.getByRole('region', { name: sourceName });
  await expect(source.getByText('Up to date')).toBeVisible();

  // The ICS form: the address rule of core before sending, then the server's 422 under the same field.
  const ics = page.getByRole('form', { name: 'Subscribe to an ICS feed' });
  const feedUrl = ics.getByLabel('Feed URL');
  await feedUrl.fill('not an address');
  await ics.getByRole('button', { name: 'Subscribe' }).click();
  await expect(ics.getByText(SOURCE_URL_MESSAGE)).toBeVisible();
  await expect(feedUrl).toHaveAttribute('aria-invalid', 'true');
  await feedUrl.fill('http://127.0.0.1:9/closed.ics');
  await ics.getByRole('button', { name: 'Subscribe' }).click();
  await expect
    .poll(async () => (await descriptionOf(feedUrl)).replace(/An address starting.*$/, '').trim(), POLL)
    .not.toMatch(/^$|^Enter a full address/);
  await expect(feedUrl).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('region', { name: '127.0.0.1', exact: true })).toHaveCount(0);
  await source.getByRole('button', { name: 'Refresh now' }).click();
  await expect(source.getByRole('status').getByText('Last sync failed')).toBeVisible(); // the alert below repeats it as its title
  await expect(source.getByText('Last synced less than a minute ago')).toBeVisible();
  await expect(source.getByText('Try Refresh now later.', { exact: false })).toBeVisible();
  await expectAxeClean(page, 'settings with a failed source');

  // The overview still loads, with what Steward read before and the source's failure.
  await page.getByRole('button', { name: 'Back to Home' }).click();
  await page.goto('/daily-overview');
  const card = page.getByRole('region', { name: "Today's Calendar" });
  await expect(card.getByText('Team standup')).toBeVisible();
  await expect(card.getByText(`${sourceName} could not be refreshed`)).toBeVisible();
  await expect(card.getByRole('link', { name: 'Open calendar settings' })).toBeVisible();
  await expectAxeClean(page, 'overview with a failed source');
});
