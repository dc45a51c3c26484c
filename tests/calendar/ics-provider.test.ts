/**
 * The ICS provider end to end on loopback: a feed served by
 * node:http, fetched through the guard (CALENDAR_ALLOW_PRIVATE_NETWORKS=true), expanded; ETag round trip;
 * a 5,000-event feed, a malformed feed and a feed over the cap.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_RESPONSE_BYTES } from '../../src/server/calendar/fetch-guard.ts';
import { createIcsProvider, ICS_CALENDAR_ID } from '../../src/server/calendar/ics.ts';
import { CalendarError } from '../../src/server/calendar/provider.ts';
import { parseEnv } from '../../src/server/env.ts';
import { rejection, startHttpServer } from './loopback.ts';

const FEED = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//Steward//Tests//EN',
  'X-WR-CALNAME:Team calendar',
  'BEGIN:VEVENT',
  'UID:weekly@example.com',
  'SUMMARY:Weekly sync',
  'DTSTART;TZID=America/New_York:20260302T090000',
  'DTEND;TZID=America/New_York:20260302T100000',
  'RRULE:FREQ=WEEKLY;COUNT=3',
  'EXDATE;TZID=America/New_York:20260309T090000',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'UID:holiday@example.com',
  'SUMMARY:Holiday',
  'DTSTART;VALUE=DATE:20260304',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'UID:focus@example.com',
  'SUMMARY:Focus (free)',
  'TRANSP:TRANSPARENT',
  'DTSTART:20260305T130000Z',
  'DTEND:20260305T140000Z',
  'END:VEVENT',
  'END:VCALENDAR',
  '',
].join('\r\n');

function bulkFeed(count: number): string {
  const events: string[] = [];
  for (let n = 0; n < count; n++) {
    const stamp = new Date(Date.UTC(2026, 2, 1) + n * 8 * 60_000)
      .toISOString()
      .replaceAll(/[-:]/g, '')
      .slice(0, 15);
    events.push(
      `BEGIN:VEVENT\r\nUID:bulk-${n}\r\nSUMMARY:Event ${n}\r\nDTSTART:${stamp}Z\r\nDURATION:PT30M\r\nEND:VEVENT`,
    );
  }
  return `BEGIN:VCALENDAR\r\nVERSION:2.0\r\n${events.join('\r\n')}\r\nEND:VCALENDAR\r\n`;
}

const BULK = bulkFeed(5_000);
const MARCH = { start: new Date('2026-03-01T00:00:00Z'), end: new Date('2026-04-01T00:00:00Z') };
const guard = {
  allowPrivateNetworks: parseEnv({ CALENDAR_ALLOW_PRIVATE_NETWORKS: 'true' }).CALENDAR_ALLOW_PRIVATE_NETWORKS,
};

let server: Awaited<ReturnType<typeof startHttpServer>>;

beforeAll(async () => {
  server = await startHttpServer({
    '/team.ics': (request, response) => {
      if (request.headers['if-none-match'] === '"team-1"') return void response.writeHead(304).end();
      response.writeHead(200, { 'Content-Type': 'text/calendar; charset=utf-8', ETag: '"team-1"' }).end(FEED);
    },
    '/bulk.ics': (_request, response) =>
      response.writeHead(200, { 'Content-Type': 'text/calendar' }).end(BULK),
    '/broken.ics': (_request, response) =>
      response
        .writeHead(200, { 'Content-Type': 'text/html' })
        .end('<html><body>Please sign in</body></html>'),
    '/huge.ics': (_request, response) => {
      response.writeHead(200, { 'Content-Type': 'text/calendar' });
      response.end(`BEGIN:VCALENDAR\r\nX-PAD:${'x'.repeat(MAX_RESPONSE_BYTES)}\r\nEND:VCALENDAR\r\n`);
    },
  });
});

afterAll(async () => {
  await server?.close();
});

describe('ICS provider over loopback', () => {
  it('names its one read-only calendar after X-WR-CALNAME', async () => {
    const provider = createIcsProvider({ url: `${server.origin}/team.ics`, guard });
    expect(provider).toMatchObject({ kind: 'ics', canWrite: false });
    expect(await provider.listCalendars()).toEqual([
      { id: ICS_CALENDAR_ID, name: 'Team calendar', writable: false },
    ]);
  });

  it('fetches, parses and expands the feed end to end, then answers not-modified on the ETag', async () => {
    const provider = createIcsProvider({ url: `${server.origin}/team.ics`, guard });
    const first = await provider.listInstances(ICS_CALENDAR_ID, { range: MARCH, timeZone: 'Europe/Berlin' });
    if (first.status !== 'ok') throw new Error(`expected ok, got ${first.status}`);
    expect(
      first.instances.map((i) => [i.summary, i.start.toISOString(), i.end.toISOString(), i.allDay, i.busy]),
    ).toEqual([
      ['Weekly sync', '2026-03-02T14:00:00.000Z', '2026-03-02T15:00:00.000Z', false, true],
      ['Holiday', '2026-03-03T23:00:00.000Z', '2026-03-04T23:00:00.000Z', true, false],
      ['Focus (free)', '2026-03-05T13:00:00.000Z', '2026-03-05T14:00:00.000Z', false, false],
      ['Weekly sync', '2026-03-16T13:00:00.000Z', '2026-03-16T14:00:00.000Z', false, true],
    ]);
    expect(first).toMatchObject({ truncated: false, skipped: 0, validators: { etag: '"team-1"' } });
    const second = await provider.listInstances(ICS_CALENDAR_ID, {
      range: MARCH,
      timeZone: 'Europe/Berlin',
      validators: first.validators,
    });
    expect(second).toEqual({ status: 'not-modified', validators: { etag: '"team-1"' } });
  });

  it('reads webcal:// as https (a plain-HTTP server cannot answer it)', async () => {
    const provider = createIcsProvider({ url: `webcal://127.0.0.1:${server.port}/team.ics`, guard });
    const error = await rejection(provider.listCalendars());
    expect(error).toMatchObject({ kind: 'unreachable' });
  });

  it('expands a 5,000-event feed', async () => {
    const provider = createIcsProvider({ url: `${server.origin}/bulk.ics`, guard });
    const listing = await provider.listInstances(ICS_CALENDAR_ID, { range: MARCH, timeZone: 'UTC' });
    expect(listing.status === 'ok' && [listing.instances.length, listing.truncated]).toEqual([5_000, false]);
  }, 60_000);

  it('a malformed feed is invalid-data with a message for the source, not a raw error', async () => {
    const provider = createIcsProvider({ url: `${server.origin}/broken.ics`, guard });
    const error = await rejection(provider.listInstances(ICS_CALENDAR_ID, { range: MARCH, timeZone: 'UTC' }));
    expect(error).toBeInstanceOf(CalendarError);
    expect(error).toMatchObject({
      kind: 'invalid-data',
      userMessage: 'The address does not serve an iCalendar (.ics) calendar.',
    });
  });

  it('a feed over 10 MB is invalid-data', async () => {
    const provider = createIcsProvider({ url: `${server.origin}/huge.ics`, guard });
    const error = await rejection(provider.listCalendars());
    expect(error).toMatchObject({ kind: 'invalid-data', userMessage: 'The calendar is larger than 10 MB.' });
  });

  it('refuses loopback without the switch, and writes are read-only', async () => {
    const provider = createIcsProvider({
      url: `${server.origin}/team.ics`,
      guard: { allowPrivateNetworks: false },
    });
    expect(await rejection(provider.listCalendars())).toMatchObject({ kind: 'refused', field: 'url' });
    const event = {
      uid: 'u',
      summary: 's',
      description: '',
      start: new Date(0),
      end: new Date(1),
      stewardBlockId: 'b',
    };
    expect(await rejection(provider.createEvent(ICS_CALENDAR_ID, event))).toMatchObject({
      kind: 'read-only',
    });
    expect(await rejection(provider.deleteEvent(ICS_CALENDAR_ID, { remoteId: 'x' }))).toMatchObject({
      kind: 'read-only',
    });
  });

  it('an address that is not http(s) or webcal is refused when the provider is made', () => {
    expect(() => createIcsProvider({ url: 'file:///etc/passwd', guard })).toThrow(CalendarError);
  });
});
