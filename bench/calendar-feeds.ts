/**
 * ICS feeds for the calendar benchmarks (ADR 031), served on loopback by the bench process: the
 * targets run with CALENDAR_ALLOW_PRIVATE_NETWORKS=true to reach them. The month benchmark's events are placed
 * from the start of the current UTC day, so they fall inside the mirror window (ADR 023) whatever day the bench
 * runs; the far benchmark's month is the UTC month two years after the current one, outside it (ADR 041).
 */
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

const DAY_MS = 86_400_000;

/** The start of today (UTC) and 31 days later: the month the events benchmark reads. */
export function benchMonth(now = Date.now()): { start: Date; end: Date } {
  const start = new Date(Math.floor(now / DAY_MS) * DAY_MS);
  return { start, end: new Date(start.getTime() + 31 * DAY_MS) };
}

/** The UTC month `ahead` months after the current one (`ahead` 24: two years ahead), as [start, end). */
export function monthAhead(ahead: number, now = new Date()): { start: Date; end: Date } {
  return {
    start: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + ahead, 1)),
    end: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + ahead + 1, 1)),
  };
}

/** A UTC instant in iCalendar's basic form without the Z (RFC 5545 §3.3.5). */
export const basic = (date: Date) => date.toISOString().replaceAll(/[-:]/g, '').slice(0, 15);

/** `count` 30-minute one-off VEVENTs named `name` spread evenly over `range`, UIDs `<name>-<n>@bench`. */
export function spreadEvents(name: string, count: number, range: { start: Date; end: Date }): string[] {
  const step = Math.floor((range.end.getTime() - range.start.getTime()) / count);
  const events: string[] = [];
  for (let n = 0; n < count; n++) {
    const start = new Date(range.start.getTime() + n * step);
    events.push(
      `BEGIN:VEVENT\r\nUID:${name}-${n}@bench\r\nDTSTAMP:${basic(range.start)}Z\r\nSUMMARY:${name} ${n}\r\nDTSTART:${basic(start)}Z\r\nDURATION:PT30M\r\nEND:VEVENT`,
    );
  }
  return events;
}

/** A VCALENDAR named `name` holding `events` (VEVENT texts). */
export const vcalendarOf = (name: string, events: readonly string[]) =>
  `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Steward//Bench//EN\r\nX-WR-CALNAME:${name}\r\n${events.join('\r\n')}\r\nEND:VCALENDAR\r\n`;

/** An ICS feed named `name` with `count` 30-minute one-off events spread evenly over `range`. */
export function spreadFeed(name: string, count: number, range: { start: Date; end: Date }): string {
  return vcalendarOf(name, spreadEvents(name, count, range));
}

/** Serves `feeds` (path → body) on a free 127.0.0.1 port until `close()`. */
export async function serveFeeds(feeds: Record<string, string>) {
  const server = createServer((request, response) => {
    const body = feeds[new URL(request.url ?? '/', 'http://x').pathname];
    if (body === undefined) response.writeHead(404).end();
    else response.writeHead(200, { 'Content-Type': 'text/calendar; charset=utf-8' }).end(body);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
