/**
 * The CalDAV provider against a real Radicale on loopback (issue 12 "Real Radicale on loopback", ADR 020):
 * discovery and listing, expansion of one-off, weekly with EXDATE and an override, all-day, transparent and
 * cross-DST events in America/New_York, busy flags, a time block PUT and DELETE seen in Radicale, not-modified
 * on an unchanged collection, and the errors: wrong password, server stopped, not a CalDAV server, refused
 * address. Requests go through the SSRF guard with CALENDAR_ALLOW_PRIVATE_NETWORKS=true (loopback).
 */
import * as http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCaldavProvider } from '../../src/server/calendar/caldav.ts';
import { timeBlockUid } from '../../src/server/calendar/caldav-ical.ts';
import { CalendarError, type CalendarProvider } from '../../src/server/calendar/provider.ts';
import { parseEnv } from '../../src/server/env.ts';
import { rejection, startHttpServer, startTrap } from './loopback.ts';
import { getObject, putObject, type RadicaleServer, seedCalendar, startRadicale } from './radicale.ts';

const ZONE = 'America/New_York';
/** March 2026 in New York: 1 March 00:00 EST to 1 April 00:00 EDT (DST starts 8 March at 2:00). */
const MARCH = { start: new Date('2026-03-01T05:00:00Z'), end: new Date('2026-04-01T04:00:00Z') };

function vcalendar(...lines: string[]): string {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Steward//Tests//EN',
    ...lines,
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

const STAMP = 'DTSTAMP:20260101T000000Z';
const WORK_OBJECTS: Record<string, string> = {
  'one-off': vcalendar(
    'BEGIN:VEVENT',
    'UID:one-off@example.com',
    STAMP,
    'SUMMARY:Board meeting',
    'DESCRIPTION:Quarterly numbers',
    'DTSTART:20260310T140000Z',
    'DTEND:20260310T150000Z',
    'END:VEVENT',
  ),
  weekly: vcalendar(
    'BEGIN:VEVENT',
    'UID:weekly@example.com',
    STAMP,
    'SUMMARY:Weekly sync',
    'DTSTART;TZID=America/New_York:20260302T090000',
    'DTEND;TZID=America/New_York:20260302T100000',
    'RRULE:FREQ=WEEKLY;COUNT=5',
    'EXDATE;TZID=America/New_York:20260316T090000',
    'END:VEVENT',
    'BEGIN:VEVENT',
    'UID:weekly@example.com',
    STAMP,
    'RECURRENCE-ID;TZID=America/New_York:20260323T090000',
    'SUMMARY:Weekly sync (moved)',
    'DTSTART;TZID=America/New_York:20260323T110000',
    'DTEND;TZID=America/New_York:20260323T120000',
    'END:VEVENT',
  ),
  holiday: vcalendar(
    'BEGIN:VEVENT',
    'UID:holiday@example.com',
    STAMP,
    'SUMMARY:Holiday',
    'DTSTART;VALUE=DATE:20260304',
    'DTEND;VALUE=DATE:20260305',
    'END:VEVENT',
  ),
  'out-of-office': vcalendar(
    'BEGIN:VEVENT',
    'UID:ooo@example.com',
    STAMP,
    'SUMMARY:Out of office',
    'TRANSP:OPAQUE',
    'DTSTART;VALUE=DATE:20260312',
    'DTEND;VALUE=DATE:20260313',
    'END:VEVENT',
  ),
  focus: vcalendar(
    'BEGIN:VEVENT',
    'UID:focus@example.com',
    STAMP,
    'SUMMARY:Focus (free)',
    'TRANSP:TRANSPARENT',
    'DTSTART:20260305T130000Z',
    'DTEND:20260305T140000Z',
    'END:VEVENT',
  ),
  'overnight-dst': vcalendar(
    'BEGIN:VEVENT',
    'UID:overnight@example.com',
    STAMP,
    'SUMMARY:Overnight release',
    'DTSTART;TZID=America/New_York:20260307T220000',
    'DTEND;TZID=America/New_York:20260308T040000',
    'END:VEVENT',
  ),
  april: vcalendar(
    'BEGIN:VEVENT',
    'UID:april@example.com',
    STAMP,
    'SUMMARY:Outside the range',
    'DTSTART:20260415T140000Z',
    'DTEND:20260415T150000Z',
    'END:VEVENT',
  ),
};

const guard = {
  allowPrivateNetworks: parseEnv({ CALENDAR_ALLOW_PRIVATE_NETWORKS: 'true' }).CALENDAR_ALLOW_PRIVATE_NETWORKS,
};

let radicale: RadicaleServer;
let workId: string;
let homeId: string;
let readonlyId: string;
/** The calendar the tests that write use, so the listings the others assert stay as seeded, in any order. */
let scratchId: string;
let provider: CalendarProvider;

beforeAll(async () => {
  radicale = await startRadicale();
  workId = await seedCalendar(radicale, 'work', {
    displayName: 'Work',
    color: '#5484EDFF',
    objects: WORK_OBJECTS,
  });
  homeId = await seedCalendar(radicale, 'home', {
    displayName: 'Home',
    objects: {
      dinner: vcalendar(
        'BEGIN:VEVENT',
        'UID:dinner@example.com',
        STAMP,
        'SUMMARY:Dinner',
        'DTSTART;TZID=America/New_York:20260306T190000',
        'DTEND;TZID=America/New_York:20260306T210000',
        'END:VEVENT',
      ),
      // Started long before the range: Radicale's time-range filter must still return it.
      gym: vcalendar(
        'BEGIN:VEVENT',
        'UID:gym@example.com',
        STAMP,
        'SUMMARY:Gym',
        'DTSTART;TZID=America/New_York:20251202T070000',
        'DTEND;TZID=America/New_York:20251202T080000',
        'RRULE:FREQ=WEEKLY;BYDAY=TU',
        'END:VEVENT',
      ),
    },
  });
  await seedCalendar(radicale, 'tasks', { displayName: 'Tasks', components: ['VTODO'] });
  scratchId = await seedCalendar(radicale, 'scratch', { displayName: 'Scratch' });
  readonlyId = await seedCalendar(radicale, 'readonly', {
    displayName: 'Holidays (shared)',
    color: '#51b749',
    as: 'admin',
    objects: {
      spring: vcalendar(
        'BEGIN:VEVENT',
        'UID:spring@example.com',
        STAMP,
        'SUMMARY:Spring break',
        'DTSTART;VALUE=DATE:20260316',
        'DTEND;VALUE=DATE:20260321',
        'END:VEVENT',
      ),
    },
  });
  provider = createCaldavProvider({
    url: radicale.origin,
    username: radicale.username,
    password: radicale.password,
    guard,
    now: () => new Date('2026-03-01T12:00:00Z'),
  });
});

afterAll(async () => {
  await radicale?.stop();
});

/** A recording reverse proxy to Radicale on `host`: proof of what the provider sent (method, headers). */
async function startRecordingProxy(host: string) {
  const seen: { method: string; path: string; userAgent: string; authorization: string | undefined }[] = [];
  const proxy = await startHttpServer(
    {
      '/*': (request, response) => {
        seen.push({
          method: request.method ?? '',
          path: request.url ?? '',
          userAgent: request.headers['user-agent'] ?? '',
          authorization: request.headers.authorization,
        });
        const upstream = http.request(
          `${radicale.origin}${request.url ?? '/'}`,
          { method: request.method, headers: { ...request.headers, host: new URL(radicale.origin).host } },
          (answer) => {
            response.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(response);
          },
        );
        upstream.on('error', () => response.writeHead(502).end());
        request.pipe(upstream);
      },
    },
    host,
  );
  return { ...proxy, seen };
}

async function listMarch(calendarId: string) {
  const listing = await provider.listInstances(calendarId, { range: MARCH, timeZone: ZONE });
  if (listing.status !== 'ok') throw new Error(`expected ok, got ${listing.status}`);
  return listing;
}

describe('CalDAV provider against Radicale', () => {
  it('discovers the account from the bare server address and lists its event calendars', async () => {
    expect(provider).toMatchObject({ kind: 'caldav', canWrite: true });
    expect(await provider.listCalendars()).toEqual([
      { id: readonlyId, name: 'Holidays (shared)', writable: false, colorId: '10' },
      { id: homeId, name: 'Home', writable: true },
      { id: scratchId, name: 'Scratch', writable: true },
      { id: workId, name: 'Work', writable: true, colorId: '9' },
    ]);
    expect(workId).toBe(`${radicale.origin}/alice/work/`);
  });

  it('discovers from a deeper address too (the principal URL a user may paste)', async () => {
    const fromPrincipal = createCaldavProvider({
      url: `${radicale.origin}/alice/`,
      username: radicale.username,
      password: radicale.password,
      guard,
    });
    expect((await fromPrincipal.listCalendars()).map((c) => c.name)).toEqual([
      'Holidays (shared)',
      'Home',
      'Scratch',
      'Work',
    ]);
  });

  it('expands one-off, weekly with EXDATE and an override, all-day, transparent and cross-DST events', async () => {
    const listing = await listMarch(workId);
    expect(listing).toMatchObject({ truncated: false, skipped: 0 });
    expect(
      listing.instances.map((i) => [
        i.summary,
        i.start.toISOString(),
        i.end.toISOString(),
        i.allDay,
        i.busy,
        i.recurrenceId,
      ]),
    ).toEqual([
      [
        'Weekly sync',
        '2026-03-02T14:00:00.000Z',
        '2026-03-02T15:00:00.000Z',
        false,
        true,
        '20260302T140000Z',
      ],
      ['Holiday', '2026-03-04T05:00:00.000Z', '2026-03-05T05:00:00.000Z', true, false, null],
      ['Focus (free)', '2026-03-05T13:00:00.000Z', '2026-03-05T14:00:00.000Z', false, false, null],
      // 22:00 EST to 04:00 EDT: five hours, not six
      ['Overnight release', '2026-03-08T03:00:00.000Z', '2026-03-08T08:00:00.000Z', false, true, null],
      // 9:00 local after DST: 13:00 UTC
      [
        'Weekly sync',
        '2026-03-09T13:00:00.000Z',
        '2026-03-09T14:00:00.000Z',
        false,
        true,
        '20260309T130000Z',
      ],
      ['Board meeting', '2026-03-10T14:00:00.000Z', '2026-03-10T15:00:00.000Z', false, true, null],
      ['Out of office', '2026-03-12T04:00:00.000Z', '2026-03-13T04:00:00.000Z', true, true, null],
      // 16 March excluded; 23 March moved to 11:00
      [
        'Weekly sync (moved)',
        '2026-03-23T15:00:00.000Z',
        '2026-03-23T16:00:00.000Z',
        false,
        true,
        '20260323T130000Z',
      ],
      [
        'Weekly sync',
        '2026-03-30T13:00:00.000Z',
        '2026-03-30T14:00:00.000Z',
        false,
        true,
        '20260330T130000Z',
      ],
    ]);
    const holiday = listing.instances.find((i) => i.uid === 'holiday@example.com');
    expect(holiday).toMatchObject({ startDate: '2026-03-04', endDate: '2026-03-05', calendarId: workId });
    expect(listing.instances.find((i) => i.uid === 'one-off@example.com')).toMatchObject({
      description: 'Quarterly numbers',
      etag: expect.stringMatching(/^".+"$/),
    });
  });

  it('lists each calendar on its own', async () => {
    const listing = await listMarch(homeId);
    expect(listing.instances.map((i) => [i.summary, i.start.toISOString(), i.calendarId])).toEqual([
      ['Gym', '2026-03-03T12:00:00.000Z', homeId],
      ['Dinner', '2026-03-07T00:00:00.000Z', homeId],
      ['Gym', '2026-03-10T11:00:00.000Z', homeId],
      ['Gym', '2026-03-17T11:00:00.000Z', homeId],
      ['Gym', '2026-03-24T11:00:00.000Z', homeId],
      ['Gym', '2026-03-31T11:00:00.000Z', homeId],
    ]);
  });

  it('an aborted listing throws the caller’s reason as is', async () => {
    const reason = new Error('the user left the page');
    const signal = AbortSignal.abort(reason);
    expect(await rejection(provider.listInstances(homeId, { range: MARCH, timeZone: ZONE, signal }))).toBe(
      reason,
    );
  });

  it('answers not-modified while the collection is unchanged, for the same range and zone', async () => {
    const first = await listMarch(scratchId);
    expect(first.validators.ctag).toEqual(expect.any(String));
    const again = await provider.listInstances(scratchId, {
      range: MARCH,
      timeZone: ZONE,
      validators: first.validators,
    });
    expect(again).toEqual({ status: 'not-modified', validators: first.validators });
    const otherZone = await provider.listInstances(scratchId, {
      range: MARCH,
      timeZone: 'Europe/Berlin',
      validators: first.validators,
    });
    expect(otherZone.status).toBe('ok');
    await putObject(
      radicale,
      '/alice/scratch/lunch.ics',
      vcalendar(
        'BEGIN:VEVENT',
        'UID:lunch@example.com',
        STAMP,
        'SUMMARY:Lunch',
        'DTSTART:20260311T170000Z',
        'DTEND:20260311T180000Z',
        'END:VEVENT',
      ),
    );
    const changed = await provider.listInstances(scratchId, {
      range: MARCH,
      timeZone: ZONE,
      validators: first.validators,
    });
    expect(first.instances.some((i) => i.uid === 'lunch@example.com')).toBe(false);
    expect(changed.status === 'ok' && changed.instances.filter((i) => i.uid === 'lunch@example.com')).toEqual(
      [expect.objectContaining({ summary: 'Lunch', start: new Date('2026-03-11T17:00:00Z') })],
    );
    expect(changed.validators.ctag).not.toBe(first.validators.ctag);
  });

  it('writes a time block into Radicale, lists it with its block id, and deletes it', async () => {
    const block = {
      uid: timeBlockUid('block-42'),
      summary: 'Write the board memo',
      description: 'Task: board memo',
      start: new Date('2026-03-11T14:00:00Z'),
      end: new Date('2026-03-11T15:30:00Z'),
      stewardBlockId: 'block-42',
    };
    expect(block.uid).toBe('steward-block-42');
    expect(timeBlockUid('a/b c')).toMatch(/^steward-[\w-]{43}$/);
    const created = await provider.createEvent(scratchId, block);
    expect(created).toEqual({
      remoteId: `${scratchId}steward-block-42.ics`,
      etag: expect.stringMatching(/^".+"$/),
    });

    const stored = await getObject(radicale, '/alice/scratch/steward-block-42.ics');
    expect(stored).toContain('UID:steward-block-42\r\n');
    expect(stored).toContain('X-STEWARD-BLOCK:block-42\r\n');
    expect(stored).toContain('DTSTART:20260311T140000Z\r\n');
    expect(stored).toContain('DTEND:20260311T153000Z\r\n');
    expect(stored).toContain('SUMMARY:Write the board memo\r\n');
    expect(stored).toContain('DTSTAMP:20260301T120000Z\r\n');

    const listed = (await listMarch(scratchId)).instances.find((i) => i.uid === 'steward-block-42');
    expect(listed).toMatchObject({
      summary: 'Write the board memo',
      stewardBlockId: 'block-42',
      busy: true,
      start: block.start,
      end: block.end,
      etag: created.etag,
    });

    // A retry with the same UID (the first answer was lost) finds its own block: same event, no duplicate.
    expect(await provider.createEvent(scratchId, block)).toEqual(created);
    // Another block under the same UID is refused by If-None-Match: *.
    const clash = await rejection(provider.createEvent(scratchId, { ...block, stewardBlockId: 'block-43' }));
    expect(clash).toMatchObject({ kind: 'invalid-data' });

    await provider.deleteEvent(scratchId, created);
    expect(await getObject(radicale, '/alice/scratch/steward-block-42.ics')).toBeNull();
    expect((await listMarch(scratchId)).instances.some((i) => i.uid === 'steward-block-42')).toBe(false);
    expect(await rejection(provider.deleteEvent(scratchId, created))).toMatchObject({ kind: 'not-found' });
  });

  it('a calendar the account may only read lists its events and refuses a time block as read-only', async () => {
    const listing = await listMarch(readonlyId);
    expect(listing.instances.map((i) => [i.summary, i.startDate, i.endDate, i.busy])).toEqual([
      ['Spring break', '2026-03-16', '2026-03-21', false],
    ]);
    const block = {
      uid: timeBlockUid('block-ro'),
      summary: 'Nope',
      description: '',
      start: new Date('2026-03-12T14:00:00Z'),
      end: new Date('2026-03-12T15:00:00Z'),
      stewardBlockId: 'block-ro',
    };
    expect(await rejection(provider.createEvent(readonlyId, block))).toMatchObject({ kind: 'read-only' });
    expect(
      await rejection(provider.deleteEvent(readonlyId, { remoteId: `${readonlyId}spring.ics` })),
    ).toMatchObject({ kind: 'read-only' });
    expect(await getObject(radicale, '/alice/readonly/spring.ics')).toContain('Spring break');
  });

  it('does not delete an event changed in the calendar since Steward wrote it (If-Match)', async () => {
    const block = {
      uid: timeBlockUid('block-44'),
      summary: 'Plan',
      description: '',
      start: new Date('2026-03-12T14:00:00Z'),
      end: new Date('2026-03-12T15:00:00Z'),
      stewardBlockId: 'block-44',
    };
    const created = await provider.createEvent(scratchId, block);
    const stored = await getObject(radicale, '/alice/scratch/steward-block-44.ics');
    await putObject(
      radicale,
      '/alice/scratch/steward-block-44.ics',
      (stored ?? '').replace('SUMMARY:Plan', 'SUMMARY:Mine now'),
    );
    expect(await rejection(provider.deleteEvent(scratchId, created))).toMatchObject({ kind: 'invalid-data' });
    expect(await getObject(radicale, '/alice/scratch/steward-block-44.ics')).toContain('SUMMARY:Mine now');
    await provider.deleteEvent(scratchId, { remoteId: created.remoteId }); // without an etag: unconditional
    expect(await getObject(radicale, '/alice/scratch/steward-block-44.ics')).toBeNull();
  });

  it('a wrong password is auth-expired with a message that says the server refuses the credentials', async () => {
    const wrong = createCaldavProvider({
      url: radicale.origin,
      username: radicale.username,
      password: 'wrong horse',
      guard,
    });
    const error = await rejection(wrong.listCalendars());
    expect(error).toBeInstanceOf(CalendarError);
    expect(error).toMatchObject({
      kind: 'auth-expired',
      userMessage: expect.stringContaining('refuses the username or password'),
    });
    expect(await rejection(wrong.listInstances(workId, { range: MARCH, timeZone: ZONE }))).toMatchObject({
      kind: 'auth-expired',
    });
  });

  it('a server that is not CalDAV gives a clear not-found', async () => {
    const web = await startHttpServer({
      '/*': (_request, response) =>
        response.writeHead(200, { 'Content-Type': 'text/html' }).end('<html><body>Hello</body></html>'),
    });
    try {
      const error = await rejection(
        createCaldavProvider({ url: web.origin, username: 'a', password: 'b', guard }).listCalendars(),
      );
      expect(error).toMatchObject({
        kind: 'not-found',
        userMessage: 'That address is not a calendar server: no CalDAV calendars were found there.',
      });
    } finally {
      await web.close();
    }
  });

  it('loopback is refused without CALENDAR_ALLOW_PRIVATE_NETWORKS, naming the url field', async () => {
    const strict = createCaldavProvider({
      url: radicale.origin,
      username: radicale.username,
      password: radicale.password,
      guard: { allowPrivateNetworks: false },
    });
    expect(await rejection(strict.listCalendars())).toMatchObject({ kind: 'refused', field: 'url' });
    expect(() =>
      createCaldavProvider({ url: 'ftp://example.com/', username: 'a', password: 'b', guard }),
    ).toThrow(CalendarError);
  });

  it('sends nothing to a calendar id on another origin than the account', async () => {
    const trap = await startTrap();
    try {
      const foreign = `http://localhost:${trap.port}/alice/work/`;
      expect(
        await rejection(provider.listInstances(foreign, { range: MARCH, timeZone: ZONE })),
      ).toMatchObject({
        kind: 'not-found',
      });
      expect(await rejection(provider.deleteEvent(workId, { remoteId: `${foreign}x.ics` }))).toMatchObject({
        kind: 'not-found',
      });
      expect(trap.connections()).toBe(0);
    } finally {
      await trap.close();
    }
  });

  it('sends every request through the guard, with credentials, to the typed origin', async () => {
    const proxy = await startRecordingProxy('127.0.0.2');
    try {
      const viaProxy = createCaldavProvider({
        url: proxy.origin,
        username: radicale.username,
        password: radicale.password,
        guard,
      });
      const calendars = await viaProxy.listCalendars();
      const scratch = calendars.find((c) => c.name === 'Scratch');
      expect(scratch?.id).toBe(`${proxy.origin}/alice/scratch/`);
      const scratchUrl = scratch?.id ?? '';
      expect((await viaProxy.listInstances(scratchUrl, { range: MARCH, timeZone: ZONE })).status).toBe('ok');
      const created = await viaProxy.createEvent(scratchUrl, {
        uid: 'steward-proxy-1',
        summary: 'Via proxy',
        description: '',
        start: new Date('2026-03-13T14:00:00Z'),
        end: new Date('2026-03-13T15:00:00Z'),
        stewardBlockId: 'proxy-1',
      });
      await viaProxy.deleteEvent(scratchUrl, created);
      expect(new Set(proxy.seen.map((r) => r.method))).toEqual(
        new Set(['PROPFIND', 'REPORT', 'PUT', 'DELETE']),
      );
      // Node's fetch would say 'node'; the guard's node:http client says Steward's name on every request.
      expect(proxy.seen.filter((r) => r.userAgent !== 'Steward-Calendar/1')).toEqual([]);
      expect(proxy.seen.filter((r) => r.authorization !== radicale.authorization)).toEqual([]);
    } finally {
      await proxy.close();
    }
  });

  it('keeps the credentials from a plain-http origin the typed server redirects to', async () => {
    const proxy = await startRecordingProxy('127.0.0.2');
    const typed = await startHttpServer({
      '/.well-known/caldav': (_request, response) =>
        response.writeHead(301, { Location: `${proxy.origin}/` }).end(),
    });
    try {
      const redirected = createCaldavProvider({
        url: typed.origin,
        username: radicale.username,
        password: radicale.password,
        guard,
      });
      // Radicale answers the anonymous PROPFIND with 401: the user sees a credentials problem, and the
      // redirect target never saw the password.
      expect(await rejection(redirected.listCalendars())).toMatchObject({ kind: 'auth-expired' });
      expect(proxy.seen.length).toBeGreaterThan(0);
      expect(proxy.seen.filter((r) => r.authorization !== undefined)).toEqual([]);
      expect(typed.requests.every((r) => r.headers.authorization === radicale.authorization)).toBe(true);
    } finally {
      await typed.close();
      await proxy.close();
    }
  });

  it('one expansion budget per listing: past it the listing is cut and says so', async () => {
    // Last expanding test: a budget this small terminates the shared worker (the next expansion restarts it).
    const hurried = createCaldavProvider({
      url: radicale.origin,
      username: radicale.username,
      password: radicale.password,
      guard,
      isolation: { timeoutMs: 1 },
    });
    const listing = await hurried.listInstances(workId, { range: MARCH, timeZone: ZONE });
    expect(listing.status === 'ok' && [listing.truncated, listing.instances.length < 9]).toEqual([
      true,
      true,
    ]);
    expect(listing.validators).toEqual({}); // so the next sync lists again instead of keeping the cut listing
  });

  it('a stopped server is unreachable', async () => {
    const other = await startRadicale('bob', 'secret');
    const bobCalendar = await seedCalendar(other, 'cal', { displayName: 'Bob' });
    const bob = createCaldavProvider({ url: other.origin, username: 'bob', password: 'secret', guard });
    expect(await bob.listCalendars()).toHaveLength(1);
    await other.stop();
    expect(await rejection(bob.listCalendars())).toMatchObject({ kind: 'unreachable' });
    expect(await rejection(bob.listInstances(bobCalendar, { range: MARCH, timeZone: ZONE }))).toMatchObject({
      kind: 'unreachable',
    });
    const fresh = createCaldavProvider({ url: other.origin, username: 'bob', password: 'secret', guard });
    expect(await rejection(fresh.listCalendars())).toMatchObject({
      kind: 'unreachable',
      userMessage: 'The calendar server refused the connection.',
    });
  });
});
