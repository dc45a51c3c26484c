/**
 * Shared setup of the calendar source API tests: ICS feeds served on loopback whose bodies a test
 * can change and whose answers it can hold back (a slow provider), the feeds themselves, and helpers that add a
 * source and read events, checking every step.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { expect } from 'vitest';
import type { CalendarEvent } from '../../src/core/calendar/events.ts';
import type { CalendarSource } from '../../src/core/calendar/sources.ts';
import { startHttpServer } from '../calendar/loopback.ts';
import type { Client } from './harness.ts';

/** The server's clock in these tests: Sunday 1 March 2026, 7:00 in New York (EST). */
export const NOW = new Date('2026-03-01T12:00:00Z');
export const ZONE = 'America/New_York';

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

/**
 * A team feed: weekly 9:00 New York meetings from 2 March (5 weeks; 16 March excluded, 23 March moved to 11:00),
 * an overnight release across the DST change (7 March 22:00 EST → 8 March 4:00 EDT), a holiday (all-day, not
 * busy), a transparent focus block and an all-day OPAQUE out-of-office day.
 */
export const TEAM_FEED = vcalendar(
  'X-WR-CALNAME:Team calendar',
  'BEGIN:VEVENT',
  'UID:weekly@example.com',
  'SUMMARY:Weekly sync',
  'DTSTART;TZID=America/New_York:20260302T090000',
  'DTEND;TZID=America/New_York:20260302T100000',
  'RRULE:FREQ=WEEKLY;COUNT=5',
  'EXDATE;TZID=America/New_York:20260316T090000',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'UID:weekly@example.com',
  'RECURRENCE-ID;TZID=America/New_York:20260323T090000',
  'SUMMARY:Weekly sync (moved)',
  'DTSTART;TZID=America/New_York:20260323T110000',
  'DTEND;TZID=America/New_York:20260323T120000',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'UID:overnight@example.com',
  'SUMMARY:Overnight release',
  'DTSTART;TZID=America/New_York:20260307T220000',
  'DTEND;TZID=America/New_York:20260308T040000',
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
  'BEGIN:VEVENT',
  'UID:ooo@example.com',
  'SUMMARY:Out of office',
  'TRANSP:OPAQUE',
  'DTSTART;VALUE=DATE:20260312',
  'DTEND;VALUE=DATE:20260313',
  'END:VEVENT',
);

/** `count` one-off 30-minute events every 30 minutes from 2 March 2026 00:00 UTC (48 a day). */
export function bulkFeed(count: number): string {
  const events: string[] = [];
  for (let n = 0; n < count; n++) {
    const stamp = new Date(Date.UTC(2026, 2, 2) + n * 30 * 60_000)
      .toISOString()
      .replaceAll(/[-:]/g, '')
      .slice(0, 15);
    events.push(
      `BEGIN:VEVENT\r\nUID:bulk-${n}\r\nSUMMARY:Event ${n}\r\nDTSTART:${stamp}Z\r\nDURATION:PT30M\r\nEND:VEVENT`,
    );
  }
  return `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nX-WR-CALNAME:Bulk\r\n${events.join('\r\n')}\r\nEND:VCALENDAR\r\n`;
}

/** A loopback feed server: `bodies[path]` is served (changeable), `hits[path]` counts GETs, `hold` delays answers. */
export async function startFeeds(bodies: Record<string, string>) {
  const hits: Record<string, number> = {};
  let held: (() => void)[] | null = null;
  const serve = (request: IncomingMessage, response: ServerResponse) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    hits[path] = (hits[path] ?? 0) + 1;
    const answer = () => {
      const body = bodies[path];
      if (body === undefined) return void response.writeHead(404).end('not found');
      response.writeHead(200, { 'Content-Type': 'text/calendar; charset=utf-8' }).end(body);
    };
    if (held) held.push(answer);
    else answer();
  };
  const server = await startHttpServer({ '/*': serve });
  return {
    origin: server.origin,
    bodies,
    hits,
    /** From now on, answers wait until {@link release}. */
    hold: () => {
      held = [];
    },
    /** Sends the held answers and stops holding. */
    release: () => {
      const waiting = held ?? [];
      held = null;
      for (const answer of waiting) answer();
    },
    close: server.close,
  };
}

/** Waits until `condition()` holds (checked every 20 ms, up to 20 s); no fixed sleeps. */
export async function until(condition: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Sets the user's stored zone to New York; checks the answer. */
export async function inNewYork(client: Client): Promise<void> {
  const res = await client.request('PATCH', '/api/auth/user', { body: { timeZone: ZONE } });
  expect(res.status).toBe(200);
}

/** POSTs a source and returns it; throws unless the answer is 201. */
export async function addSource(client: Client, body: Record<string, unknown>): Promise<CalendarSource> {
  const res = await client.request('POST', '/api/calendar/sources', { body });
  const text = await res.text();
  if (res.status !== 201) throw new Error(`POST /api/calendar/sources: ${res.status} ${text}`);
  return JSON.parse(text) as CalendarSource;
}

/** GET /api/calendar/events for [start, end) as `client`; throws unless 200. */
export async function eventsBetween(client: Client, start: string, end: string): Promise<CalendarEvent[]> {
  const res = await client.request(
    'GET',
    `/api/calendar/events?startDate=${encodeURIComponent(start)}&endDate=${encodeURIComponent(end)}`,
  );
  const text = await res.text();
  if (res.status !== 200) throw new Error(`GET /api/calendar/events: ${res.status} ${text}`);
  return JSON.parse(text) as CalendarEvent[];
}

/** March 2026 in New York. */
export const MARCH = { start: '2026-03-01T05:00:00.000Z', end: '2026-04-01T04:00:00.000Z' };

/** Suggested slot starts ('9:00 AM') for `date` and `duration` minutes; throws unless 200. */
export async function slotStarts(client: Client, date: string, duration = 60): Promise<string[]> {
  const res = await client.request('POST', '/api/calendar/suggest-slots', { body: { date, duration } });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`POST /api/calendar/suggest-slots: ${res.status} ${text}`);
  return (JSON.parse(text) as { startTime: string }[]).map((s) => s.startTime);
}
