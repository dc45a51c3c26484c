/**
 * Shared setup of the CalDAV provider tests (caldav-*.test.ts) against a real Radicale on loopback (ADR 020):
 * one Radicale per test file (radicale.ts) seeded with the same
 * calendars (work, home, a VTODO list, scratch, and one the account may only read), a provider on it
 * (CALENDAR_ALLOW_PRIVATE_NETWORKS=true: loopback), a recording reverse proxy, and March 2026 in New York.
 */
import * as http from 'node:http';
import { afterAll, beforeAll } from 'vitest';
import { createCaldavProvider } from '../../src/server/calendar/caldav.ts';
import type { CalendarProvider } from '../../src/server/calendar/provider.ts';
import { parseEnv } from '../../src/server/env.ts';
import { startHttpServer } from './loopback.ts';
import { type RadicaleServer, seedCalendar, startRadicale } from './radicale.ts';

export const ZONE = 'America/New_York';
/** March 2026 in New York: 1 March 00:00 EST to 1 April 00:00 EDT (DST starts 8 March at 2:00). */
export const MARCH = { start: new Date('2026-03-01T05:00:00Z'), end: new Date('2026-04-01T04:00:00Z') };

export function vcalendar(...lines: string[]): string {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Steward//Tests//EN',
    ...lines,
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

export const STAMP = 'DTSTAMP:20260101T000000Z';
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

export const guard = {
  allowPrivateNetworks: parseEnv({ CALENDAR_ALLOW_PRIVATE_NETWORKS: 'true' }).CALENDAR_ALLOW_PRIVATE_NETWORKS,
};

export let radicale: RadicaleServer;
export let workId: string;
export let homeId: string;
export let readonlyId: string;
/** The calendar the tests that write use, so the listings the others assert stay as seeded, in any order. */
export let scratchId: string;
export let provider: CalendarProvider;

/** Registers the hooks: Radicale started and seeded once per test file, stopped after it. */
export function withRadicaleAccount(): void {
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
}

/** A recording reverse proxy to Radicale on `host`: proof of what the provider sent (method, headers). */
export async function startRecordingProxy(host: string) {
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

export async function listMarch(calendarId: string) {
  const listing = await provider.listInstances(calendarId, { range: MARCH, timeZone: ZONE });
  if (listing.status !== 'ok') throw new Error(`expected ok, got ${listing.status}`);
  return listing;
}
