/**
 * The Google Calendar provider against the loopback contract fake of Calendar API v3 (issue 12 "Tests that
 * must exist", ADR 021). First the fake itself against Google's documented semantics (plain fetch), so it is
 * a contract and not a mirror of the provider; then the provider through @googleapis/calendar with `rootUrl`.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { zonedToUtc } from '../../src/core/dates.ts';
import { instanceId } from '../../src/server/calendar/expand.ts';
import {
  createGoogleProvider,
  GOOGLE_RECONNECT_MESSAGE,
  type GoogleProviderConfig,
  googleEventIdFor,
  mapGoogleEvent,
  nearestEventColorId,
} from '../../src/server/calendar/google.ts';
import { CalendarError, type CalendarInstance } from '../../src/server/calendar/provider.ts';
import { type FakeCalendar, type GoogleFake, startGoogleFake } from './google-fake.ts';
import { rejection } from './loopback.ts';

const TOKEN = 'ya29.valid-token';
const NY = 'America/New_York';

let fake: GoogleFake;
let sleeps: number[];
let calendarCount = 0;

beforeAll(async () => {
  fake = await startGoogleFake();
  fake.tokens.add(TOKEN);
  fake.addCalendar({
    id: 'me@example.com',
    summary: 'me@example.com',
    timeZone: NY,
    backgroundColor: '#9fc6e7',
    accessRole: 'owner',
    primary: true,
  });
});

afterAll(async () => {
  await fake?.close();
});

beforeEach(() => {
  fake.reset();
  sleeps = [];
});

/** A fresh calendar per test, so tests do not see each other's events. */
function newCalendar(overrides: Partial<FakeCalendar> = {}): string {
  const id = `cal${++calendarCount}@group.calendar.google.com`;
  fake.addCalendar({
    id,
    summary: `Calendar ${calendarCount}`,
    timeZone: NY,
    accessRole: 'owner',
    ...overrides,
  });
  return id;
}

function provider(overrides: Partial<GoogleProviderConfig> = {}) {
  return createGoogleProvider({
    getAccessToken: async () => TOKEN,
    rootUrl: fake.rootUrl,
    timeZone: NY,
    retry: {
      sleep: async (ms) => {
        sleeps.push(ms);
      },
      random: () => 0.5, // jitter factor 1
    },
    ...overrides,
  });
}

/** GET on the fake with the valid token; returns status and JSON body. */
async function get(path: string, params: Record<string, string> = {}, token: string | null = TOKEN) {
  const url = new URL(path, fake.rootUrl);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  const response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: (text ? JSON.parse(text) : undefined) as Record<string, unknown> & {
      items?: Record<string, unknown>[];
      error?: { code: number; message: string; errors: { reason: string; domain: string }[] };
      nextPageToken?: string;
      nextSyncToken?: string;
    },
  };
}

const eventsPath = (calendarId: string) => `/calendar/v3/calendars/${encodeURIComponent(calendarId)}/events`;
const timed = (start: string, end: string) => ({ start: { dateTime: start }, end: { dateTime: end } });
const ids = (items: { id?: unknown }[] | undefined) => (items ?? []).map((item) => item.id);

const MARCH = { start: new Date('2026-03-01T05:00:00Z'), end: new Date('2026-04-01T04:00:00Z') };

/* ---------------------------------------------------------------------------------------------------------- */

describe('the fake, against Google’s documented behaviour', () => {
  it('answers 401 with Google’s error body without a valid Bearer token', async () => {
    for (const token of [null, 'not-a-token']) {
      const { status, body, headers } = await get('/calendar/v3/users/me/calendarList', {}, token);
      expect(status).toBe(401);
      expect(body.error).toMatchObject({
        code: 401,
        message: 'Invalid Credentials',
        errors: [
          { domain: 'global', reason: 'authError', locationType: 'header', location: 'Authorization' },
        ],
      });
      expect(headers.get('www-authenticate')).toContain('invalid_token');
    }
  });

  it('timeMin is an exclusive bound on the end, timeMax an exclusive bound on the start', async () => {
    const calendar = newCalendar();
    fake.putEvent(calendar, {
      id: 'endsattimemin',
      ...timed('2026-03-10T08:00:00Z', '2026-03-10T09:00:00Z'),
    });
    fake.putEvent(calendar, { id: 'overlapsmin', ...timed('2026-03-10T08:30:00Z', '2026-03-10T09:30:00Z') });
    fake.putEvent(calendar, { id: 'inside', ...timed('2026-03-10T10:00:00Z', '2026-03-10T11:00:00Z') });
    fake.putEvent(calendar, { id: 'overlapsmax', ...timed('2026-03-10T11:30:00Z', '2026-03-10T12:30:00Z') });
    fake.putEvent(calendar, {
      id: 'startsattimemax',
      ...timed('2026-03-10T12:00:00Z', '2026-03-10T13:00:00Z'),
    });
    fake.putEvent(calendar, {
      id: 'zerolengthatmin',
      ...timed('2026-03-10T09:00:00Z', '2026-03-10T09:00:00Z'),
    });
    const { status, body } = await get(eventsPath(calendar), {
      timeMin: '2026-03-10T09:00:00Z',
      timeMax: '2026-03-10T07:00:00-05:00', // 12:00Z: offsets are honoured
    });
    expect(status).toBe(200);
    expect(ids(body.items)).toEqual(['overlapsmin', 'inside', 'overlapsmax']);
  });

  it('refuses what events.list documents as invalid', async () => {
    const calendar = newCalendar();
    const ordering = await get(eventsPath(calendar), { orderBy: 'startTime' });
    expect(ordering.status).toBe(400);
    expect(ordering.body.error?.message).toBe(
      'The requested ordering is not available for the particular query.',
    );

    const empty = await get(eventsPath(calendar), {
      timeMin: '2026-03-10T09:00:00Z',
      timeMax: '2026-03-10T08:00:00Z',
    });
    expect(empty.status).toBe(400);
    expect(empty.body.error?.errors[0]).toMatchObject({ domain: 'calendar', reason: 'timeRangeEmpty' });

    const noOffset = await get(eventsPath(calendar), { timeMin: '2026-03-10T09:00:00' });
    expect(noOffset.status).toBe(400);

    const { body: full } = await get(eventsPath(calendar));
    const token = full.nextSyncToken as string;
    expect(token).toBeTruthy();
    const withRange = await get(eventsPath(calendar), { syncToken: token, timeMin: '2026-03-10T09:00:00Z' });
    expect(withRange.status).toBe(400);
    const expired = await get(eventsPath(calendar), { syncToken: 'garbage' });
    expect(expired.status).toBe(410);
    expect(expired.body.error).toMatchObject({
      code: 410,
      errors: [{ domain: 'calendar', reason: 'fullSyncRequired' }],
    });
    const unknown = await get(eventsPath('nobody@example.com'));
    expect(unknown.status).toBe(404);
    expect(unknown.body.error?.errors[0]?.reason).toBe('notFound');
  });

  it('pages with nextPageToken and gives nextSyncToken on the last page only', async () => {
    const calendar = newCalendar();
    for (let n = 0; n < 5; n++)
      fake.putEvent(calendar, {
        id: `page${n}x`,
        ...timed(`2026-03-1${n}T10:00:00Z`, `2026-03-1${n}T11:00:00Z`),
      });
    const seen: unknown[] = [];
    let pageToken: string | undefined;
    const pages: { next?: string; sync?: string }[] = [];
    do {
      const { body } = await get(eventsPath(calendar), {
        maxResults: '2',
        ...(pageToken ? { pageToken } : {}),
      });
      seen.push(...ids(body.items));
      pages.push({
        ...(body.nextPageToken ? { next: 'yes' } : {}),
        ...(body.nextSyncToken ? { sync: 'yes' } : {}),
      });
      pageToken = body.nextPageToken;
    } while (pageToken);
    expect(seen).toEqual(['page0x', 'page1x', 'page2x', 'page3x', 'page4x']);
    expect(pages).toEqual([{ next: 'yes' }, { next: 'yes' }, { sync: 'yes' }]);
  });

  it('expands recurring events with singleEvents and lists exceptions as documented', async () => {
    const calendar = newCalendar();
    fake.putEvent(calendar, {
      id: 'weekly1',
      summary: 'Weekly',
      start: { dateTime: '2026-03-02T09:00:00-05:00', timeZone: NY },
      end: { dateTime: '2026-03-02T10:00:00-05:00', timeZone: NY },
      recurrence: ['RRULE:FREQ=WEEKLY;COUNT=4'],
    });
    fake.removeEvent(calendar, 'weekly1_20260316T130000Z'); // 16 March, after the DST change: 09:00 EDT

    const single = await get(eventsPath(calendar), { singleEvents: 'true', orderBy: 'startTime' });
    expect(ids(single.body.items)).toEqual([
      'weekly1_20260302T140000Z',
      'weekly1_20260309T130000Z',
      'weekly1_20260323T130000Z',
    ]);
    expect(single.body.items?.[1]).toMatchObject({
      recurringEventId: 'weekly1',
      originalStartTime: { dateTime: '2026-03-09T13:00:00Z', timeZone: NY },
      start: { dateTime: '2026-03-09T13:00:00Z' },
      summary: 'Weekly',
    });
    expect(single.body.items?.[1]).not.toHaveProperty('recurrence');

    const deleted = await get(eventsPath(calendar), { singleEvents: 'true', showDeleted: 'true' });
    expect(deleted.body.items?.find((item) => item.id === 'weekly1_20260316T130000Z')?.status).toBe(
      'cancelled',
    );

    // singleEvents=false: the recurring event itself, and (showDeleted=false too) its cancelled instance.
    const raw = await get(eventsPath(calendar));
    expect(ids(raw.body.items)).toEqual(['weekly1', 'weekly1_20260316T130000Z']);
    expect(raw.body.items?.[0]?.recurrence).toEqual(['RRULE:FREQ=WEEKLY;COUNT=4']);
    expect(raw.body.items?.[1]?.status).toBe('cancelled');
  });

  it('deletes with 204, then 410 for an already deleted event and 404 for an unknown one', async () => {
    const calendar = newCalendar();
    fake.putEvent(calendar, { id: 'todelete', ...timed('2026-03-10T10:00:00Z', '2026-03-10T11:00:00Z') });
    const remove = (id: string) =>
      fetch(new URL(`${eventsPath(calendar)}/${id}`, fake.rootUrl), {
        method: 'DELETE',
        headers: { Authorization: `Bearer ${TOKEN}` },
      });
    expect((await remove('todelete')).status).toBe(204);
    const again = await remove('todelete');
    expect(again.status).toBe(410);
    expect(await again.json()).toMatchObject({ error: { errors: [{ reason: 'deleted' }] } });
    expect((await remove('neverexisted')).status).toBe(404);
  });

  it('answers an injected 403 rateLimitExceeded in Google’s usageLimits shape', async () => {
    fake.fail({ status: 403, reason: 'rateLimitExceeded', retryAfter: '3' });
    const { status, body, headers } = await get('/calendar/v3/users/me/calendarList');
    expect(status).toBe(403);
    expect(body.error).toEqual({
      code: 403,
      message: 'Rate Limit Exceeded',
      errors: [{ domain: 'usageLimits', reason: 'rateLimitExceeded', message: 'Rate Limit Exceeded' }],
    });
    expect(headers.get('retry-after')).toBe('3');
    expect((await get('/calendar/v3/users/me/calendarList')).status).toBe(200);
  });
});

/* ---------------------------------------------------------------------------------------------------------- */

describe('mapGoogleEvent', () => {
  const map = (item: Record<string, unknown>) => mapGoogleEvent(item, 'cal', NY);
  it.each([
    ['no id', { start: { dateTime: '2026-03-10T10:00:00Z' }, end: { dateTime: '2026-03-10T11:00:00Z' } }],
    [
      'a start without offset',
      { id: 'a', start: { dateTime: '2026-03-10T10:00:00' }, end: { dateTime: '2026-03-10T11:00:00Z' } },
    ],
    [
      'an end before the start',
      { id: 'a', start: { dateTime: '2026-03-10T10:00:00Z' }, end: { dateTime: '2026-03-10T09:00:00Z' } },
    ],
    ['an impossible date', { id: 'a', start: { date: '2026-02-30' }, end: { date: '2026-03-01' } }],
    ['no times at all', { id: 'a', summary: 'x' }],
  ])('skips an item with %s', (_name, item) => {
    expect(map(item).kind).toBe('skipped');
  });

  it('gives an all-day event without a usable end one day', () => {
    const mapped = map({ id: 'a', start: { date: '2026-03-10' }, end: { date: '2026-03-10' } });
    expect(mapped.kind === 'instance' && [mapped.instance.startDate, mapped.instance.endDate]).toEqual([
      '2026-03-10',
      '2026-03-11',
    ]);
  });

  it('reads a cancelled instance as a removal of that occurrence, an all-day one by its date', () => {
    expect(
      map({
        id: 's_20260310',
        status: 'cancelled',
        recurringEventId: 's',
        originalStartTime: { date: '2026-03-10' },
      }),
    ).toEqual({
      kind: 'removed',
      removed: { uid: 's', recurrenceId: '20260310', id: instanceId('s', '20260310') },
    });
  });

  it('keeps the text rule: controls out of the summary, unpaired surrogates replaced', () => {
    const mapped = map({
      id: 'a',
      summary: 'Board\u0000 meeting \ud800',
      start: { dateTime: '2026-03-10T10:00:00Z' },
      end: { dateTime: '2026-03-10T11:00:00Z' },
      extendedProperties: { private: { stewardBlockId: '' } },
    });
    expect(mapped.kind === 'instance' && mapped.instance.summary).toBe('Board  meeting \ufffd');
    expect(mapped.kind === 'instance' && 'stewardBlockId' in mapped.instance).toBe(false);
  });
});

describe('the Google provider', () => {
  it('lists calendars: primary first, names, writable from accessRole, nearest event colour', async () => {
    const calendars = await provider().listCalendars();
    expect(calendars[0]).toEqual({
      id: 'me@example.com',
      name: 'me@example.com',
      colorId: '1',
      writable: true,
    });
    const team = newCalendar({
      summary: 'Team',
      summaryOverride: 'My team',
      accessRole: 'reader',
      backgroundColor: '#7bd148',
    });
    const listed = (await provider().listCalendars()).find((calendar) => calendar.id === team);
    expect(listed).toEqual({ id: team, name: 'My team', colorId: '10', writable: false });
    expect(nearestEventColorId('#dc2127')).toBe('11');
    expect(nearestEventColorId('red')).toBeUndefined();
    expect(fake.requests.every((request) => request.token === TOKEN)).toBe(true);
  });

  it('reads events across 3 pages and maps each one exactly', async () => {
    const calendar = newCalendar();
    for (let n = 0; n < 5; n++)
      fake.putEvent(calendar, {
        id: `evt${n}`,
        summary: `Meeting ${n}\nwith a line break`,
        description: `Agenda\n\t- item ${n}\u0007`,
        colorId: n === 0 ? '5' : n === 1 ? '12' : undefined,
        extendedProperties: n === 2 ? { private: { stewardBlockId: 'block-2' } } : undefined,
        ...timed(`2026-03-1${n}T10:00:00-05:00`, `2026-03-1${n}T11:30:00-05:00`),
      } as never);
    const listing = await provider({ limits: { pageSize: 2 } }).listInstances(calendar, {
      range: MARCH,
      timeZone: NY,
    });
    const lists = fake.requests.filter((request) => request.path.endsWith('/events'));
    expect(lists).toHaveLength(3);
    expect(Object.fromEntries(lists[0]?.query ?? [])).toEqual({
      singleEvents: 'true',
      orderBy: 'startTime',
      timeMin: '2026-02-28T05:00:00.000Z',
      timeMax: '2026-04-02T04:00:00.000Z',
      maxResults: '2',
    });
    expect(lists[1]?.query.get('pageToken')).toBeTruthy();
    if (listing.status !== 'ok') throw new Error('expected a listing');
    expect(listing.truncated).toBe(false);
    expect(listing.skipped).toBe(0);
    expect(listing.instances.map((instance) => instance.uid)).toEqual([
      'evt0',
      'evt1',
      'evt2',
      'evt3',
      'evt4',
    ]);
    const stored = fake.getEvent(calendar, 'evt0');
    expect(listing.instances[0]).toEqual({
      id: instanceId('evt0', null),
      calendarId: calendar,
      uid: 'evt0',
      recurrenceId: null,
      summary: 'Meeting 0 with a line break',
      description: 'Agenda\n\t- item 0',
      start: new Date('2026-03-10T15:00:00Z'),
      end: new Date('2026-03-10T16:30:00Z'),
      allDay: false,
      floating: false,
      colorId: '5',
      busy: true,
      lastModified: new Date(stored?.updated as string),
      etag: stored?.etag,
    } satisfies CalendarInstance);
    expect(listing.instances[1]).not.toHaveProperty('colorId'); // '12' is not a colour id
    expect(listing.instances[2]?.stewardBlockId).toBe('block-2');
  });

  it('stops at the instance cap and says truncated', async () => {
    const calendar = newCalendar();
    for (let n = 0; n < 5; n++)
      fake.putEvent(calendar, {
        id: `cap${n}x`,
        ...timed(`2026-03-1${n}T10:00:00Z`, `2026-03-1${n}T11:00:00Z`),
      });
    const listing = await provider({ limits: { pageSize: 2, maxInstances: 3 } }).listInstances(calendar, {
      range: MARCH,
      timeZone: NY,
    });
    if (listing.status !== 'ok') throw new Error('expected a listing');
    expect(listing.truncated).toBe(true);
    expect(listing.instances.map((instance) => instance.uid)).toEqual(['cap0x', 'cap1x', 'cap2x']);
    expect(fake.requests.filter((request) => request.path.endsWith('/events'))).toHaveLength(2);
  });

  it('keeps the range’s bounds exclusive as Google does (touching events are out)', async () => {
    const calendar = newCalendar();
    const range = { start: new Date('2026-03-10T09:00:00Z'), end: new Date('2026-03-10T12:00:00Z') };
    fake.putEvent(calendar, { id: 'before', ...timed('2026-03-10T08:00:00Z', '2026-03-10T09:00:00Z') });
    fake.putEvent(calendar, { id: 'during', ...timed('2026-03-10T08:30:00Z', '2026-03-10T12:30:00Z') });
    fake.putEvent(calendar, { id: 'after', ...timed('2026-03-10T12:00:00Z', '2026-03-10T13:00:00Z') });
    const listing = await provider().listInstances(calendar, { range, timeZone: NY });
    if (listing.status !== 'ok') throw new Error('expected a listing');
    expect(listing.instances.map((instance) => instance.uid)).toEqual(['during']);
  });

  it('lists a recurring event’s instances (singleEvents) without the cancelled one, across DST', async () => {
    const calendar = newCalendar();
    fake.putEvent(calendar, {
      id: 'standup',
      summary: 'Stand-up',
      start: { dateTime: '2026-03-02T09:00:00-05:00', timeZone: NY },
      end: { dateTime: '2026-03-02T09:15:00-05:00', timeZone: NY },
      recurrence: ['RRULE:FREQ=WEEKLY;COUNT=4'],
    });
    fake.removeEvent(calendar, 'standup_20260309T130000Z');
    const listing = await provider().listInstances(calendar, { range: MARCH, timeZone: NY });
    if (listing.status !== 'ok') throw new Error('expected a listing');
    expect(
      listing.instances.map(({ id, uid, recurrenceId, start }) => ({
        id,
        uid,
        recurrenceId,
        start: start.toISOString(),
      })),
    ).toEqual([
      {
        id: instanceId('standup', '20260302T140000Z'),
        uid: 'standup',
        recurrenceId: '20260302T140000Z',
        start: '2026-03-02T14:00:00.000Z',
      },
      {
        id: instanceId('standup', '20260316T130000Z'),
        uid: 'standup',
        recurrenceId: '20260316T130000Z',
        start: '2026-03-16T13:00:00.000Z',
      },
      {
        id: instanceId('standup', '20260323T130000Z'),
        uid: 'standup',
        recurrenceId: '20260323T130000Z',
        start: '2026-03-23T13:00:00.000Z',
      },
    ]);
  });

  it('maps all-day (in the user’s zone), transparent and declined events to busy per ADR 018', async () => {
    const calendar = newCalendar({ timeZone: 'Europe/Berlin' });
    fake.putEvent(calendar, {
      id: 'holiday',
      summary: 'Holiday',
      transparency: 'transparent',
      start: { date: '2026-03-12' },
      end: { date: '2026-03-13' },
    });
    fake.putEvent(calendar, {
      id: 'offsite',
      summary: 'Offsite',
      start: { date: '2026-03-13' },
      end: { date: '2026-03-15' },
    });
    fake.putEvent(calendar, {
      id: 'focus',
      transparency: 'transparent',
      ...timed('2026-03-12T15:00:00Z', '2026-03-12T16:00:00Z'),
    });
    fake.putEvent(calendar, {
      id: 'declined',
      attendees: [
        { email: 'boss@example.com', responseStatus: 'accepted' },
        { email: 'me@example.com', self: true, responseStatus: 'declined' },
      ],
      ...timed('2026-03-12T17:00:00Z', '2026-03-12T18:00:00Z'),
    });
    fake.putEvent(calendar, {
      id: 'accepted',
      attendees: [
        { email: 'boss@example.com', responseStatus: 'declined' },
        { email: 'me@example.com', self: true, responseStatus: 'accepted' },
      ],
      ...timed('2026-03-12T19:00:00Z', '2026-03-12T20:00:00Z'),
    });
    const listing = await provider().listInstances(calendar, { range: MARCH, timeZone: NY });
    if (listing.status !== 'ok') throw new Error('expected a listing');
    const byUid = Object.fromEntries(listing.instances.map((instance) => [instance.uid, instance]));
    expect(byUid.holiday).toMatchObject({
      allDay: true,
      startDate: '2026-03-12',
      endDate: '2026-03-13',
      start: zonedToUtc('2026-03-12', 0, NY),
      end: zonedToUtc('2026-03-13', 0, NY),
      busy: false,
    });
    // Google omits transparency when it is its default, opaque: an all-day event marked Busy.
    expect(byUid.offsite).toMatchObject({
      allDay: true,
      startDate: '2026-03-13',
      endDate: '2026-03-15',
      busy: true,
    });
    expect(byUid.focus?.busy).toBe(false);
    expect(byUid.declined?.busy).toBe(false);
    expect(byUid.accepted?.busy).toBe(true);
  });

  it('writes a time block with extendedProperties and deletes it (round trip)', async () => {
    const calendar = newCalendar();
    const google = provider();
    const block = {
      uid: 'block-uid-1@steward',
      summary: 'Write the board memo',
      description: 'From Steward',
      start: new Date('2026-03-11T14:00:00Z'),
      end: new Date('2026-03-11T15:00:00Z'),
      stewardBlockId: '6f1d2c1e-0000-4000-8000-000000000001',
    };
    const created = await google.createEvent(calendar, block);
    expect(created.remoteId).toBe(googleEventIdFor(block.uid));
    const insert = fake.requests.find((request) => request.method === 'POST');
    expect(insert?.query.get('sendUpdates')).toBe('none');
    expect(insert?.body).toEqual({
      id: created.remoteId,
      summary: 'Write the board memo',
      description: 'From Steward',
      start: { dateTime: '2026-03-11T14:00:00.000Z', timeZone: 'UTC' },
      end: { dateTime: '2026-03-11T15:00:00.000Z', timeZone: 'UTC' },
      extendedProperties: { private: { stewardBlockId: block.stewardBlockId } },
    });
    const listing = await google.listInstances(calendar, { range: MARCH, timeZone: NY });
    if (listing.status !== 'ok') throw new Error('expected a listing');
    expect(listing.instances).toHaveLength(1);
    expect(listing.instances[0]).toMatchObject({
      uid: created.remoteId,
      summary: 'Write the board memo',
      stewardBlockId: block.stewardBlockId,
      start: block.start,
      end: block.end,
      busy: true,
    });

    // The same insert again (a retry after a lost answer) finds its own event: 409 → the existing one.
    expect(await google.createEvent(calendar, block)).toEqual(created);

    await google.deleteEvent(calendar, created);
    expect(fake.getEvent(calendar, created.remoteId)?.status).toBe('cancelled');
    const after = await google.listInstances(calendar, { range: MARCH, timeZone: NY });
    expect(after.status === 'ok' && after.instances).toEqual([]);
    const gone = await rejection(google.deleteEvent(calendar, created));
    expect(gone).toBeInstanceOf(CalendarError);
    expect(gone).toMatchObject({ kind: 'not-found' }); // 410 deleted: already gone
    const unknown = await rejection(google.deleteEvent(calendar, { remoteId: 'unknownevent' }));
    expect(unknown).toMatchObject({ kind: 'not-found' }); // 404

    // The id is taken by another block: not silently "created".
    const clash = await rejection(google.createEvent(calendar, { ...block, stewardBlockId: 'other' }));
    expect(clash).toMatchObject({ kind: 'invalid-data' });
  });

  it('refuses a write to a read-only calendar and a list of an unknown calendar', async () => {
    const calendar = newCalendar({ accessRole: 'reader' });
    const error = await rejection(
      provider().createEvent(calendar, {
        uid: 'ro',
        summary: 'x',
        description: '',
        start: new Date('2026-03-11T14:00:00Z'),
        end: new Date('2026-03-11T15:00:00Z'),
        stewardBlockId: 'b',
      }),
    );
    expect(error).toMatchObject({ kind: 'read-only' });
    const missing = await rejection(
      provider().listInstances('gone@example.com', { range: MARCH, timeZone: NY }),
    );
    expect(missing).toMatchObject({ kind: 'not-found' });
  });

  it('syncs fully, then incrementally with syncToken, and answers full-sync-required on 410', async () => {
    const calendar = newCalendar();
    fake.putEvent(calendar, {
      id: 'keep',
      summary: 'Keep',
      ...timed('2026-03-10T10:00:00Z', '2026-03-10T11:00:00Z'),
    });
    fake.putEvent(calendar, {
      id: 'drop',
      summary: 'Drop',
      ...timed('2026-03-11T10:00:00Z', '2026-03-11T11:00:00Z'),
    });
    fake.putEvent(calendar, {
      id: 'series',
      start: { dateTime: '2026-03-02T12:00:00Z', timeZone: 'UTC' },
      end: { dateTime: '2026-03-02T13:00:00Z', timeZone: 'UTC' },
      recurrence: ['RRULE:FREQ=DAILY;COUNT=3'],
    });
    const google = provider({ limits: { pageSize: 2 } });
    const full = await google.syncChanges(calendar);
    if (full.status !== 'ok') throw new Error('expected a sync');
    expect(full.full).toBe(true);
    expect(full.instances.map((instance) => instance.uid).sort()).toEqual([
      'drop',
      'keep',
      'series',
      'series',
      'series',
    ]);
    expect(full.nextSyncToken).toBeTruthy();
    const firstSync = fake.requests.filter((request) => request.path.endsWith('/events'));
    expect(
      firstSync.map((request) => request.query.has('timeMin') || request.query.has('syncToken')),
    ).toEqual([false, false, false]);

    fake.putEvent(calendar, {
      id: 'keep',
      summary: 'Keep (moved)',
      ...timed('2026-03-10T12:00:00Z', '2026-03-10T13:00:00Z'),
    });
    fake.removeEvent(calendar, 'drop');
    fake.removeEvent(calendar, 'series_20260303T120000Z');
    fake.putEvent(calendar, {
      id: 'added',
      summary: 'Added',
      ...timed('2026-03-12T10:00:00Z', '2026-03-12T11:00:00Z'),
    });

    fake.reset();
    const changes = await google.syncChanges(calendar, { syncToken: full.nextSyncToken as string });
    if (changes.status !== 'ok') throw new Error('expected a sync');
    expect(changes.full).toBe(false);
    expect(fake.requests[0]?.query.get('syncToken')).toBe(full.nextSyncToken);
    expect(changes.instances.map(({ uid, summary }) => ({ uid, summary }))).toEqual([
      { uid: 'keep', summary: 'Keep (moved)' },
      { uid: 'added', summary: 'Added' },
    ]);
    expect(changes.removed).toEqual([
      { uid: 'drop', recurrenceId: null, id: instanceId('drop', null) },
      { uid: 'series', recurrenceId: '20260303T120000Z', id: instanceId('series', '20260303T120000Z') },
    ]);
    expect(changes.nextSyncToken).toBeTruthy();

    const quiet = await google.syncChanges(calendar, { syncToken: changes.nextSyncToken as string });
    expect(quiet).toMatchObject({ status: 'ok', instances: [], removed: [] });

    fake.expireSyncTokens(calendar);
    expect(await google.syncChanges(calendar, { syncToken: changes.nextSyncToken as string })).toEqual({
      status: 'full-sync-required',
    });
  });

  it('reports a deleted recurring event as removed as a whole (only its id is guaranteed)', async () => {
    const calendar = newCalendar();
    fake.putEvent(calendar, {
      id: 'series2',
      ...timed('2026-03-02T12:00:00Z', '2026-03-02T13:00:00Z'),
      recurrence: ['RRULE:FREQ=DAILY;COUNT=2'],
    });
    const google = provider();
    const full = await google.syncChanges(calendar);
    if (full.status !== 'ok') throw new Error('expected a sync');
    fake.removeEvent(calendar, 'series2');
    const changes = await google.syncChanges(calendar, { syncToken: full.nextSyncToken as string });
    expect(changes).toMatchObject({
      status: 'ok',
      instances: [],
      removed: [{ uid: 'series2', recurrenceId: null, id: instanceId('series2', null) }],
    });
  });

  it('refreshes the token once after a 401 and goes on', async () => {
    fake.tokens.add('fresh-token');
    const asked: boolean[] = [];
    const google = provider({
      getAccessToken: async ({ forceRefresh }) => {
        asked.push(forceRefresh);
        return forceRefresh ? 'fresh-token' : 'stale-token';
      },
    });
    const calendars = await google.listCalendars();
    expect(calendars.length).toBeGreaterThan(0);
    expect(asked).toEqual([false, true]);
    expect(fake.requests.map((request) => request.token)).toEqual(['stale-token', 'fresh-token']);
    expect(sleeps).toEqual([]);
  });

  it('is auth-expired when the refreshed token is refused too, and says so once', async () => {
    const failures: CalendarError[] = [];
    const google = provider({
      getAccessToken: async () => 'revoked-token',
      onAuthFailure: (error) => failures.push(error),
    });
    const error = await rejection(google.listCalendars());
    expect(error).toBeInstanceOf(CalendarError);
    expect(error).toMatchObject({ kind: 'auth-expired', userMessage: GOOGLE_RECONNECT_MESSAGE });
    expect(fake.requests).toHaveLength(2);
    expect(failures).toEqual([error]);
  });

  it('is auth-expired with a reconnect message when the token callback meets invalid_grant', async () => {
    const failures: CalendarError[] = [];
    // What google-auth-library / an OAuth token endpoint answers for a revoked refresh token (RFC 6749 §5.2).
    const invalidGrant = Object.assign(new Error('invalid_grant'), {
      response: {
        status: 400,
        data: { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' },
      },
    });
    const google = provider({
      getAccessToken: async () => {
        throw new Error('refresh failed', { cause: invalidGrant });
      },
      onAuthFailure: (error) => failures.push(error),
    });
    const error = await rejection(google.listInstances('me@example.com', { range: MARCH, timeZone: NY }));
    expect(error).toMatchObject({ kind: 'auth-expired', userMessage: GOOGLE_RECONNECT_MESSAGE });
    expect(failures).toHaveLength(1);
    expect(fake.requests).toHaveLength(0);

    // better-auth's own refresh (better-fetch) throws the token endpoint's JSON body with the status.
    const betterFetchError = await rejection(
      provider({
        getAccessToken: async () => {
          throw {
            error: 'invalid_grant',
            error_description: 'Bad Request',
            status: 400,
            statusText: 'Bad Request',
          };
        },
      }).listCalendars(),
    );
    expect(betterFetchError).toMatchObject({ kind: 'auth-expired', userMessage: GOOGLE_RECONNECT_MESSAGE });

    const other = await rejection(
      provider({
        getAccessToken: async () => {
          throw new Error('ECONNRESET');
        },
      }).listCalendars(),
    );
    expect(other).toMatchObject({ kind: 'unreachable' });
  });

  it('backs off after 403 rateLimitExceeded and succeeds on the next try', async () => {
    fake.fail({ status: 403, reason: 'rateLimitExceeded' });
    const calendars = await provider().listCalendars();
    expect(calendars[0]?.id).toBe('me@example.com');
    expect(fake.requests).toHaveLength(2);
    expect(sleeps).toEqual([500]);
  });

  it('is rate-limited after 3 tries of a persistent 429 (the library does not retry on its own)', async () => {
    fake.fail({ status: 429 }, 10);
    const error = await rejection(provider().listCalendars());
    expect(error).toMatchObject({ kind: 'rate-limited', retryAfterSeconds: 2 });
    expect(fake.requests).toHaveLength(3);
    expect(sleeps).toEqual([500, 1000]);
  });

  it('honours Retry-After, and gives up at once when it is longer than the longest wait', async () => {
    fake.fail({ status: 429, retryAfter: '2' }, 1);
    await provider().listCalendars();
    expect(sleeps).toEqual([2000]);

    fake.reset();
    sleeps = [];
    fake.fail({ status: 403, reason: 'userRateLimitExceeded', retryAfter: '120' }, 10);
    const error = await rejection(provider().listCalendars());
    expect(error).toMatchObject({ kind: 'rate-limited', retryAfterSeconds: 120 });
    expect(fake.requests).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });

  it('is auth-expired when the grant lacks the calendar scopes (403 insufficientPermissions)', async () => {
    fake.fail({ status: 403, reason: 'insufficientPermissions' });
    const error = await rejection(provider().listCalendars());
    expect(error).toMatchObject({ kind: 'auth-expired' });
    expect(fake.requests).toHaveLength(1);
  });

  it('does not retry quotaExceeded (usage limits for minutes or a day)', async () => {
    fake.fail({ status: 403, reason: 'quotaExceeded' }, 10);
    const error = await rejection(provider().listCalendars());
    expect(error).toMatchObject({ kind: 'rate-limited' });
    expect(fake.requests).toHaveLength(1);
  });

  it('is unreachable after retries of a 5xx, and when nothing listens', async () => {
    fake.fail({ status: 500 }, 10);
    const error = await rejection(provider().listCalendars());
    expect(error).toMatchObject({ kind: 'unreachable' });
    expect(fake.requests).toHaveLength(3);

    fake.reset();
    fake.fail({ status: 503 }, 1);
    expect((await provider().listCalendars())[0]?.id).toBe('me@example.com');

    const closed = await startGoogleFake();
    const rootUrl = closed.rootUrl;
    await closed.close();
    const down = await rejection(provider({ rootUrl }).listCalendars());
    expect(down).toMatchObject({ kind: 'unreachable' });
  });

  it('stops waiting between tries when aborted, with the signal’s reason', async () => {
    fake.fail({ status: 429 }, 10);
    const controller = new AbortController();
    const google = provider({
      retry: {
        sleep: (ms, signal) => {
          sleeps.push(ms);
          controller.abort(new Error('user left'));
          return new Promise((_resolve, reject) => {
            if (signal?.aborted) reject(new DOMException('The operation was aborted', 'AbortError'));
          });
        },
      },
    });
    const error = await rejection(google.listCalendars(controller.signal));
    expect(error).toMatchObject({ message: 'user left' });
    expect(fake.requests).toHaveLength(1);
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    controller.abort(new Error('stop'));
    const error = await rejection(provider().listCalendars(controller.signal));
    expect(error).toMatchObject({ message: 'stop' });
  });
});
