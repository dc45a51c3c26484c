/**
 * GET /api/calendar/events for ranges outside the mirror window (docs/product.md §4 and §9: the mirror holds 30
 * days back to 120 days ahead; any range in the years 1000–9999, at most 62 days per request, is answered by
 * reading the source for it), on every backend, with the server's today 1 March 2026 (mirror ends 30 June 2026):
 * - CalDAV on a real Radicale (tests/calendar/caldav-setup.ts, plus a calendar of this file's own): a weekly
 *   09:00 New York series from August 2026 to April 2027, across the end of DST (1 November 2026) and its start
 *   (14 March 2027), every instance at 09:00 local (RFC 5545 §3.3.5 form #3, §3.3.10, §3.6.5), and a one-off two
 *   years back;
 * - Google through the contract fake (tests/calendar/google-fake.ts): events a year back and eight months ahead,
 *   listed, and Google asked events.list with timeMin/timeMax covering the range;
 * - another user asking the same far ranges sees none of Ada's events.
 * An in-window read per source is the control: it is answered from the mirror, as before.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarEvent } from '../../src/core/calendar/events.ts';
import type { CalendarSettings, CalendarSource } from '../../src/core/calendar/sources.ts';
import { radicale, vcalendar, withRadicaleAccount } from '../calendar/caldav-setup.ts';
import { seedCalendar } from '../calendar/radicale.ts';
import { addSource, eventsBetween, inNewYork, MARCH, NOW, ZONE } from './calendar-sources-setup.ts';
import { connectGoogle, type GoogleWorld, startGoogleWorld } from './google-connect-setup.ts';
import { backends, type Client, startTestApp, type TestApp } from './harness.ts';

/** A range of whole New York months, [start, end) in UTC. */
interface Range {
  start: string;
  end: string;
}

/** The US rules since 2007 (RFC 5545 §3.6.5's example): EDT from the 2nd Sunday of March, EST from the 1st of November. */
const NEW_YORK_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:America/New_York',
  'BEGIN:DAYLIGHT',
  'DTSTART:20070311T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
  'TZOFFSETFROM:-0500',
  'TZOFFSETTO:-0400',
  'TZNAME:EDT',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'DTSTART:20071104T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
  'TZOFFSETFROM:-0400',
  'TZOFFSETTO:-0500',
  'TZNAME:EST',
  'END:STANDARD',
  'END:VTIMEZONE',
];
const STAMP = 'DTSTAMP:20260101T000000Z';

/** Calendar "Far" of the Radicale account: the series, a one-off in 2024 and one in the mirror window. */
const FAR_OBJECTS: Record<string, string> = {
  // Mondays 09:00–10:00 New York from 3 August 2026; UNTIL is UTC as DTSTART has a TZID (§3.3.10): last 26 April.
  series: vcalendar(
    ...NEW_YORK_VTIMEZONE,
    'BEGIN:VEVENT',
    'UID:far-series@example.com',
    STAMP,
    'SUMMARY:Far weekly',
    'DTSTART;TZID=America/New_York:20260803T090000',
    'DTEND;TZID=America/New_York:20260803T100000',
    'RRULE:FREQ=WEEKLY;UNTIL=20270430T130000Z',
    'END:VEVENT',
  ),
  // 11 March 2024 09:00–10:30 New York, the day after DST began: 13:00Z–14:30Z.
  'kickoff-2024': vcalendar(
    ...NEW_YORK_VTIMEZONE,
    'BEGIN:VEVENT',
    'UID:kickoff-2024@example.com',
    STAMP,
    'SUMMARY:Kick-off 2024',
    'DTSTART;TZID=America/New_York:20240311T090000',
    'DTEND;TZID=America/New_York:20240311T103000',
    'END:VEVENT',
  ),
  near: vcalendar(
    'BEGIN:VEVENT',
    'UID:near@example.com',
    STAMP,
    'SUMMARY:Near review',
    'DTSTART:20260320T130000Z',
    'DTEND:20260320T140000Z',
    'END:VEVENT',
  ),
};

/** Whole New York months as UTC ranges (00:00 EST is 05:00Z, 00:00 EDT is 04:00Z); each at most 62 days. */
const OCT_NOV_2026: Range = { start: '2026-10-01T04:00:00.000Z', end: '2026-12-01T05:00:00.000Z' };
const MARCH_2027: Range = { start: '2027-03-01T05:00:00.000Z', end: '2027-04-01T04:00:00.000Z' };
const MARCH_2024: Range = { start: '2024-03-01T05:00:00.000Z', end: '2024-04-01T04:00:00.000Z' };
const MARCH_2025: Range = { start: '2025-03-01T05:00:00.000Z', end: '2025-04-01T04:00:00.000Z' };
const NOVEMBER_2026: Range = { start: '2026-11-01T04:00:00.000Z', end: '2026-12-01T05:00:00.000Z' };
/** August 2026 to April 2027 in five requests. */
const SERIES_CHUNKS: Range[] = [
  { start: '2026-08-01T04:00:00.000Z', end: '2026-10-01T04:00:00.000Z' },
  OCT_NOV_2026,
  { start: '2026-12-01T05:00:00.000Z', end: '2027-02-01T05:00:00.000Z' },
  { start: '2027-02-01T05:00:00.000Z', end: '2027-04-01T04:00:00.000Z' },
  { start: '2027-04-01T04:00:00.000Z', end: '2027-05-01T04:00:00.000Z' },
];

const read = (client: Client, range: Range) => eventsBetween(client, range.start, range.end);
const named = (events: CalendarEvent[], summary: string) =>
  events.filter((e) => e.summary === summary).map((e) => [e.start, e.end]);
const hour = (start: string) => [start, new Date(Date.parse(start) + 3_600_000).toISOString()];

/** An instant as New York wall time: 'Mon 2026-08-03 09:00' (Intl's zone data, not the server's). */
function newYorkWallTime(iso: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: ZONE,
    weekday: 'short',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '?';
  return `${part('weekday')} ${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}

/** The calendar dates from `first` to `last` (YYYY-MM-DD) seven days apart. */
function weekly(first: string, last: string): string[] {
  const dates: string[] = [];
  for (
    let day = Date.parse(`${first}T00:00:00Z`);
    day <= Date.parse(`${last}T00:00:00Z`);
    day += 7 * 86_400_000
  )
    dates.push(new Date(day).toISOString().slice(0, 10));
  return dates;
}

withRadicaleAccount();
let farCalendarUrl: string;
beforeAll(async () => {
  // After withRadicaleAccount's hook (registered first); a calendar no other test file knows of.
  farCalendarUrl = await seedCalendar(radicale, 'far', { displayName: 'Far', objects: FAR_OBJECTS });
});

describe.each(backends)('far ranges from a CalDAV source on %s', (backend) => {
  let t: TestApp;
  let ada: Client;
  let far: CalendarSettings;

  beforeAll(async () => {
    t = await startTestApp(backend, { CALENDAR_ALLOW_PRIVATE_NETWORKS: 'true' }, NOW);
    ada = await t.signUp('Ada');
    await inNewYork(ada);
    const source = await addSource(ada, {
      kind: 'caldav',
      url: radicale.origin,
      username: radicale.username,
      password: radicale.password,
    });
    expect(source.status).toBe('ok');
    far = source.calendars.find((c) => c.name === 'Far') as CalendarSettings;
    expect(far, `calendar Far of ${farCalendarUrl} discovered`).toBeDefined();
  });
  afterAll(() => t.close());

  it('lists the calendar’s in-window event from the mirror (control)', async () => {
    const events = await read(ada, MARCH);
    expect(events.filter((e) => e.summary === 'Near review')).toEqual([
      expect.objectContaining({
        start: '2026-03-20T13:00:00.000Z',
        end: '2026-03-20T14:00:00.000Z',
        calendarId: far.id,
        source: 'caldav',
        allDay: false,
      }),
    ]);
  });

  it('lists every Monday of October–November 2026 at 9:00 New York: 13:00Z in EDT, 14:00Z from 1 November (EST)', async () => {
    const events = await read(ada, OCT_NOV_2026);
    expect(named(events, 'Far weekly')).toEqual([
      hour('2026-10-05T13:00:00.000Z'),
      hour('2026-10-12T13:00:00.000Z'),
      hour('2026-10-19T13:00:00.000Z'),
      hour('2026-10-26T13:00:00.000Z'), // the last Monday of EDT
      hour('2026-11-02T14:00:00.000Z'), // the day after DST ended
      hour('2026-11-09T14:00:00.000Z'),
      hour('2026-11-16T14:00:00.000Z'),
      hour('2026-11-23T14:00:00.000Z'),
      hour('2026-11-30T14:00:00.000Z'),
    ]);
    const one = events.find((e) => e.summary === 'Far weekly');
    expect(one).toMatchObject({ calendarId: far.id, source: 'caldav', allDay: false, busy: true });
  });

  it('lists every Monday of March 2027 at 9:00 New York: 14:00Z in EST, 13:00Z from 14 March (EDT)', async () => {
    expect(named(await read(ada, MARCH_2027), 'Far weekly')).toEqual([
      hour('2027-03-01T14:00:00.000Z'),
      hour('2027-03-08T14:00:00.000Z'), // the last Monday of EST
      hour('2027-03-15T13:00:00.000Z'), // the day after DST began
      hour('2027-03-22T13:00:00.000Z'),
      hour('2027-03-29T13:00:00.000Z'),
    ]);
  });

  it('lists the whole series, read in ranges of at most 62 days, once per Monday at 9:00–10:00 New York', async () => {
    const instances: CalendarEvent[] = [];
    for (const range of SERIES_CHUNKS)
      instances.push(...(await read(ada, range)).filter((e) => e.summary === 'Far weekly'));
    const mondays = weekly('2026-08-03', '2027-04-26');
    expect(mondays).toHaveLength(39);
    expect(instances.map((e) => [newYorkWallTime(e.start), newYorkWallTime(e.end)])).toEqual(
      mondays.map((date) => [`Mon ${date} 09:00`, `Mon ${date} 10:00`]),
    );
  });

  it('lists a one-off two years back (11 March 2024, the day after DST began)', async () => {
    expect(named(await read(ada, MARCH_2024), 'Kick-off 2024')).toEqual([
      ['2024-03-11T13:00:00.000Z', '2024-03-11T14:30:00.000Z'],
    ]);
  });

  it('shows another user none of those far events, after Ada has read them', async () => {
    for (const range of [OCT_NOV_2026, MARCH_2027, MARCH_2024])
      expect((await read(ada, range)).length).toBeGreaterThan(0);
    const bob = await t.signUp('Bob');
    await inNewYork(bob);
    for (const range of [OCT_NOV_2026, MARCH_2027, MARCH_2024]) expect(await read(bob, range)).toEqual([]);
  });
});

describe.each(backends)('far ranges from a Google source on %s', (backend) => {
  let world: GoogleWorld;
  let ada: Client;

  /** events.list requests for `calendarId` whose timeMin/timeMax cover `range` (timeMin bounds ends, timeMax starts). */
  const listingsCovering = (calendarId: string, range: Range) =>
    world.calendar.requests.filter((r) => {
      if (r.method !== 'GET' || decodeURIComponent(r.path) !== `/calendar/v3/calendars/${calendarId}/events`)
        return false;
      const min = Date.parse(r.query.get('timeMin') ?? '');
      const max = Date.parse(r.query.get('timeMax') ?? '');
      return min <= Date.parse(range.start) && max >= Date.parse(range.end);
    });

  beforeAll(async () => {
    world = await startGoogleWorld(backend, NOW);
    const { calendar } = world;
    calendar.addCalendar({
      id: 'ada@gmail.test',
      summary: 'ada@gmail.test',
      timeZone: ZONE,
      accessRole: 'owner',
      primary: true,
    });
    calendar.addCalendar({ id: 'team@group.calendar.google.com', summary: 'Team', accessRole: 'reader' });
    calendar.putEvent('ada@gmail.test', {
      id: 'dentist',
      summary: 'Dentist',
      start: { dateTime: '2026-03-03T15:00:00Z' },
      end: { dateTime: '2026-03-03T16:00:00Z' },
    });
    // A year back: 10 March 2025 09:00–10:30 New York, the day after DST began (EDT, -04:00).
    calendar.putEvent('ada@gmail.test', {
      id: 'retro2025',
      summary: 'Retro a year back',
      start: { dateTime: '2025-03-10T09:00:00-04:00', timeZone: ZONE },
      end: { dateTime: '2025-03-10T10:30:00-04:00', timeZone: ZONE },
    });
    // Eight months ahead: 2 November 2026 09:00–17:00 New York, the day after DST ended (EST, -05:00).
    calendar.putEvent('team@group.calendar.google.com', {
      id: 'offsite2026',
      summary: 'Offsite eight months ahead',
      start: { dateTime: '2026-11-02T09:00:00-05:00', timeZone: ZONE },
      end: { dateTime: '2026-11-02T17:00:00-05:00', timeZone: ZONE },
    });
    ada = await world.app.signUp('Ada');
    await inNewYork(ada);
    world.oauth.user = { sub: '200000000001', email: 'ada@gmail.test', name: 'Ada' };
    await connectGoogle(world, ada);
    const listed = (await (await ada.request('GET', '/api/calendar/sources')).json()) as CalendarSource[];
    expect(listed.map((s) => s.kind)).toEqual(['google']);
    const synced = await ada.request('POST', `/api/calendar/sources/${listed[0]?.id}/sync`);
    expect(synced.status, await synced.clone().text()).toBe(200);
    expect(await synced.json()).toMatchObject({ status: 'ok', error: null });
  });
  afterAll(() => world?.close());

  it('lists the in-window event from the mirror (control)', async () => {
    expect(named(await read(ada, MARCH), 'Dentist')).toEqual([
      ['2026-03-03T15:00:00.000Z', '2026-03-03T16:00:00.000Z'],
    ]);
  });

  it('lists an event a year back, asking Google for a range that covers March 2025', async () => {
    world.calendar.reset();
    const events = await read(ada, MARCH_2025);
    expect(events.map((e) => [e.summary, e.start, e.end, e.source])).toEqual([
      ['Retro a year back', '2025-03-10T13:00:00.000Z', '2025-03-10T14:30:00.000Z', 'google'],
    ]);
    expect(listingsCovering('ada@gmail.test', MARCH_2025).length).toBeGreaterThan(0);
  });

  it('lists an event eight months ahead, asking Google for a range that covers November 2026', async () => {
    world.calendar.reset();
    const events = await read(ada, NOVEMBER_2026);
    expect(events.map((e) => [e.summary, e.start, e.end, e.source])).toEqual([
      ['Offsite eight months ahead', '2026-11-02T14:00:00.000Z', '2026-11-02T22:00:00.000Z', 'google'],
    ]);
    expect(listingsCovering('team@group.calendar.google.com', NOVEMBER_2026).length).toBeGreaterThan(0);
  });

  it('shows another user none of those far events, after Ada has read them', async () => {
    for (const range of [MARCH_2025, NOVEMBER_2026]) expect(await read(ada, range)).toHaveLength(1);
    const eve = await world.app.signUp('Eve');
    await inNewYork(eve);
    for (const range of [MARCH_2025, NOVEMBER_2026]) expect(await read(eve, range)).toEqual([]);
  });
});
