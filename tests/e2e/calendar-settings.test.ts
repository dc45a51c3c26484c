/**
 * Settings → Calendars and the overview's timeline against a real Radicale on loopback (issue 12 Playwright): a
 * brand-new user adds the account (a wrong password first), sets colour, domain and "Time blocks go to", sees the
 * events on the overview, books a free slot into Radicale and removes it, sees a stopped server as a failed
 * refresh, and disconnects; also by keyboard at 390 px, with axe. Clocks: Tue 2026-03-10 9:00 AM New York.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOURCE_URL_MESSAGE } from '../../src/core/calendar/sources.ts';
import { type RadicaleServer, seedCalendar, startRadicale } from '../calendar/radicale.ts';
import {
  BIG_THREE,
  descriptionOf,
  expectAxeClean,
  focusedName,
  holdColourChanges,
  LONG_NAME,
  NOW,
  objectsIn,
  POLL,
  TIME_ZONE,
  vevent,
} from './calendar-settings-setup.ts';
import {
  expectDocumentFits,
  launchBrowser,
  newContext,
  pressEscapeToClose,
  type RunningServer,
  signUpViaApi,
  startServer,
  toastWith,
} from './harness.ts';

describe('Settings → Calendars with a Radicale account', () => {
  let radicale: RadicaleServer;
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    radicale = await startRadicale();
    await seedCalendar(radicale, 'work', {
      displayName: 'Work',
      color: '#039be5',
      objects: {
        standup: vevent('standup@e2e', 'Team standup', { start: '100000', end: '103000' }),
        offsite: vevent('offsite@e2e', 'Company offsite', 'all-day'),
      },
    });
    await seedCalendar(radicale, 'family', {
      displayName: 'Family',
      objects: { dinner: vevent('dinner@e2e', 'Family dinner', { start: '180000', end: '190000' }) },
    });
    await seedCalendar(radicale, 'long', {
      displayName: LONG_NAME,
      objects: { long: vevent('long@e2e', LONG_NAME, { start: '200000', end: '203000' }) },
    });
    server = await startServer({ TEST_NOW: NOW, CALENDAR_ALLOW_PRIVATE_NETWORKS: 'true' });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await radicale?.stop();
  });

  /** A brand-new user (only the account) in New York, on a page whose clock reads 9:00 AM on 2026-03-10. */
  async function newMember(width: number) {
    const { context, errors } = await newContext(browser, server.url, { timezoneId: TIME_ZONE });
    await context.clock.setFixedTime(new Date(NOW));
    const page = await context.newPage();
    await page.setViewportSize({ width, height: 900 });
    await signUpViaApi(page, server.url, 'Cal Dav', TIME_ZONE);
    return { context, errors, page };
  }

  /** Saves today's plan through the API (for the tests that are not about a first day). */
  async function planViaApi(page: Page): Promise<void> {
    const saved = await page.request.post('/api/daily-plans', {
      headers: { Origin: server.url },
      data: {
        date: '2026-03-10',
        morningRitualCompleted: false,
        bigThree: BIG_THREE,
        bigThreeCompleted: [false, false, false],
        otherTasks: [],
        otherTasksCompleted: [],
        winningDefinition: '',
        distractions: [],
      },
    });
    expect(saved.ok()).toBe(true);
  }

  /** Connects the Radicale account through the API and returns the source's name. */
  async function connectViaApi(page: Page): Promise<string> {
    const added = await page.request.post('/api/calendar/sources', {
      headers: { Origin: server.url },
      data: {
        kind: 'caldav',
        url: `${radicale.origin}/`,
        username: radicale.username,
        password: radicale.password,
      },
    });
    expect(added.status()).toBe(201);
    return ((await added.json()) as { name: string }).name;
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
    await page.getByRole('heading', { name: 'Morning Ritual Check' }).waitFor();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    for (const [index, task] of BIG_THREE.entries())
      await page.getByLabel(`Priority Task #${index + 1}`, { exact: true }).fill(task);
    for (const heading of ['Daily Big 3', 'Other Tasks', 'Define Your Win']) {
      await page.getByRole('heading', { name: heading }).waitFor();
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
    }
    await page.getByRole('heading', { name: 'Anticipate Distractions' }).waitFor();
    await page.getByRole('button', { name: 'Complete Planning', exact: true }).click();
    await page.waitForURL(/\/daily-overview$/);
  }

  it('adds the account, shows its events, books a block into Radicale and removes it, then disconnects', async () => {
    const { context, errors, page } = await newMember(1280);

    // From Home to Settings → Calendars: the empty state says what each option is for.
    await page.goto('/');
    await page.getByRole('link', { name: 'Calendar settings' }).click();
    await page.waitForURL(/\/settings\/calendars$/);
    await page.getByRole('heading', { level: 1, name: 'Calendars' }).waitFor();
    await page.getByText('No calendars connected yet').waitFor();
    await page.getByText('A CalDAV account', { exact: true }).waitFor();
    await page.getByText('An ICS feed', { exact: true }).waitFor();
    await expectAxeClean(page, 'empty settings');

    // A wrong app password: the server's 422 under the password field, which is emptied.
    const caldav = page.getByRole('form', { name: 'Add a CalDAV account' });
    const password = caldav.getByLabel('App password');
    await caldav.getByLabel('Server URL').fill(`${radicale.origin}/`);
    await caldav.getByLabel('Username').fill(radicale.username);
    await password.fill('not the password');
    await caldav.getByRole('button', { name: 'Add Account' }).click();
    await caldav.getByText(/refuses the username or password/).waitFor();
    expect(await password.getAttribute('aria-invalid')).toBe('true');
    expect(await descriptionOf(password)).toMatch(/^The calendar server refuses the username or password/);
    expect(await password.inputValue()).toBe('');
    await expectAxeClean(page, 'settings with a field error');

    // The right password: the account and its three calendars, up to date; the password is never shown back.
    await password.fill(radicale.password);
    await caldav.getByRole('button', { name: 'Add Account' }).click();
    await toastWith(page, 'Calendar connected');
    const sourceName = `${radicale.username} on 127.0.0.1:${radicale.port}`;
    const source = page.getByRole('region', { name: sourceName });
    await source.getByText('Up to date').waitFor();
    await source.getByText('Last synced less than a minute ago').waitFor();
    for (const name of ['Work', 'Family', LONG_NAME]) await source.getByRole('group', { name }).waitFor();
    expect(await password.inputValue()).toBe('');
    expect(await page.getByText('No calendars connected yet').count()).toBe(0);
    const listed = await page.request.get('/api/calendar/sources');
    expect(await listed.text()).not.toContain(radicale.password);

    // Colour, domain and "Time blocks go to", each clicked once and shown from the click on; the colour's answer
    // comes last and only then is the list read again (a read in between would bring the old colour back).
    const held = await holdColourChanges(page);
    const family = source.getByRole('group', { name: 'Family' });
    const tomato = family.getByRole('radio', { name: 'Tomato' });
    await tomato.check({ force: true }); // fails unless the one click leaves it checked
    await family.getByLabel('Life domain').selectOption({ label: 'Marital' });
    const target = page.getByRole('radiogroup', { name: 'Time blocks go to' });
    expect(await target.getByRole('radio', { name: 'Keep in Steward' }).isChecked()).toBe(true);
    await target.getByRole('radio', { name: 'Work' }).check();
    await expect.poll(() => held.traffic.filter((entry) => entry === 'other answered').length, POLL).toBe(2);
    expect(await tomato.isChecked()).toBe(true);
    expect(await family.getByLabel('Life domain').inputValue()).toBe('marital');
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
    expect(await target.getByRole('radio', { name: 'Work' }).isChecked()).toBe(true);
    expect(await family.getByRole('radio', { name: 'Tomato' }).isChecked()).toBe(true);
    expect(await family.getByLabel('Life domain').inputValue()).toBe('marital');
    await expectAxeClean(page, 'settings with an account');
    await page.screenshot({ path: '/tmp/calendar-settings-1280.png', fullPage: true });

    // The overview shows the Radicale events: the all-day one above the hours, the timed ones in their rows.
    await planToday(page);
    const card = page.getByRole('region', { name: "Today's Calendar" });
    await card.getByRole('list', { name: 'All-day events' }).getByText('Company offsite').waitFor();
    const timeline = card.getByRole('list', { name: 'Timeline, 6 AM to 9 PM' });
    const row = (label: string) =>
      timeline.getByRole('listitem').filter({ hasText: new RegExp(`^${label}`) });
    await row('10 AM').getByText('Team standup').waitFor();
    // The calendar's domain comes with the sources, which may answer after the events.
    await expect.poll(() => row('10 AM').textContent()).toContain('10:00 AM - 10:30 AM · Work');
    await row('6 PM').getByText('Family dinner').waitFor();
    expect(await card.getByRole('button', { name: /^Remove / }).count()).toBe(0);

    // Schedule a task: the busy standup is not offered; the block lands in Radicale's Work calendar.
    await page.getByRole('button', { name: `Schedule ${BIG_THREE[0]}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Schedule Task' });
    await dialog.getByRole('button', { name: '1 hour', exact: true }).click();
    await dialog.getByRole('button', { name: 'Select 9:00 AM - 10:00 AM' }).waitFor();
    const offered = await dialog
      .getByRole('button', { name: /^Select / })
      .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')));
    expect(offered.slice(0, 2)).toEqual(['Select 9:00 AM - 10:00 AM', 'Select 10:30 AM - 11:30 AM']);
    await dialog.getByRole('button', { name: 'Select 10:30 AM - 11:30 AM' }).click();
    await toastWith(page, 'Task Scheduled', `${BIG_THREE[0]} at 10:30 AM - 11:30 AM`);
    await row('10 AM').getByText(BIG_THREE[0]).waitFor();
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
    await page.screenshot({ path: '/tmp/calendar-settings-overview-1280.png', fullPage: true });

    // Remove it on the timeline: gone from the timeline and from Radicale.
    await card.getByRole('button', { name: `Remove ${BIG_THREE[0]}` }).click();
    await row('10 AM').getByText(BIG_THREE[0]).waitFor({ state: 'detached' });
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
    await confirm.getByText(/Nothing is deleted from the calendar itself/).waitFor();
    await expectAxeClean(page, 'disconnect dialog');
    await confirm.getByRole('button', { name: 'Disconnect' }).click();
    await toastWith(page, 'Calendar disconnected', `${sourceName} and its events were removed from Steward.`);
    await page.getByText('No calendars connected yet').waitFor();
    await page.goBack();
    await card.getByText('No events scheduled for today').waitFor();
    expect((await objectsIn(radicale, '/alice/work/')).length).toBe(2);

    expect(errors.filter((error) => !/status of 422/.test(error))).toEqual([]);
    await context.close();
  }, 300_000);

  it('works by keyboard at 390 px without sideways scrolling, long names wrapping', async () => {
    const { context, errors, page } = await newMember(390);
    await planViaApi(page);
    await page.goto('/settings/calendars');
    await page.getByText('No calendars connected yet').waitFor();
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
    await toastWith(page, 'Calendar connected');
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
    await pressEscapeToClose(page, confirm);
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
    await page.screenshot({ path: '/tmp/calendar-settings-390.png', fullPage: true });

    // The overview at 390 px: the long event wraps inside the timeline.
    await page.goto('/daily-overview');
    const card = page.getByRole('region', { name: "Today's Calendar" });
    await card.getByText(LONG_NAME, { exact: true }).first().waitFor();
    await expectDocumentFits(page, 'overview at 390 px');
    await page.screenshot({ path: '/tmp/calendar-settings-overview-390.png', fullPage: true });

    expect(errors).toEqual([]);
    await context.close();
  }, 300_000);

  it('shows a failed refresh on the source and on the overview when the server stops (last: stops Radicale)', async () => {
    const { context, errors, page } = await newMember(1280);
    await planViaApi(page);
    const sourceName = await connectViaApi(page);
    await radicale.stop();

    await page.goto('/settings/calendars');
    const source = page.getByRole('region', { name: sourceName });
    await source.getByText('Up to date').waitFor();

    // The ICS form: the address rule of core before sending, then the server's 422 under the same field.
    const ics = page.getByRole('form', { name: 'Subscribe to an ICS feed' });
    const feedUrl = ics.getByLabel('Feed URL');
    await feedUrl.fill('not an address');
    await ics.getByRole('button', { name: 'Subscribe' }).click();
    await ics.getByText(SOURCE_URL_MESSAGE).waitFor();
    expect(await feedUrl.getAttribute('aria-invalid')).toBe('true');
    await feedUrl.fill('http://127.0.0.1:9/closed.ics');
    await ics.getByRole('button', { name: 'Subscribe' }).click();
    await expect
      .poll(async () => (await descriptionOf(feedUrl)).replace(/An address starting.*$/, '').trim(), POLL)
      .not.toMatch(/^$|^Enter a full address/);
    expect(await feedUrl.getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByRole('region', { name: '127.0.0.1', exact: true }).count()).toBe(0);
    await source.getByRole('button', { name: 'Refresh now' }).click();
    await source.getByRole('status').getByText('Last sync failed').waitFor(); // the alert below repeats it as its title
    await source.getByText('Last synced less than a minute ago').waitFor();
    await source.getByText('Try Refresh now later.', { exact: false }).waitFor();
    await expectAxeClean(page, 'settings with a failed source');

    // The overview still loads, with what Steward read before and the source's failure.
    await page.getByRole('button', { name: 'Back to Home' }).click();
    await page.goto('/daily-overview');
    const card = page.getByRole('region', { name: "Today's Calendar" });
    await card.getByText('Team standup').waitFor();
    await card.getByText(`${sourceName} could not be refreshed`).waitFor();
    await card.getByRole('link', { name: 'Open calendar settings' }).waitFor();
    await expectAxeClean(page, 'overview with a failed source');
    await page.screenshot({ path: '/tmp/calendar-settings-failure.png', fullPage: true });

    expect(errors.filter((error) => !/status of 422/.test(error))).toEqual([]);
    await context.close();
  }, 300_000);
});
