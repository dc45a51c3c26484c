/**
 * Shared fixtures of the expand-*.test.ts files (tests only): iCalendar text builders, March 2026 as the
 * default range, and {@link expandCalendar} with test defaults (Berlin, calendar 'feed').
 */
import { type ExpandOptions, expandCalendar, parseCalendar } from './expand.ts';

/** A VCALENDAR around `body` (CRLF line ends, as RFC 5545 §3.1 writes them). */
export function feed(...components: string[]): string {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Steward//Tests//EN',
    ...components,
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

/** A VEVENT from property lines. */
export function vevent(...lines: string[]): string {
  return ['BEGIN:VEVENT', ...lines, 'END:VEVENT'].join('\r\n');
}

/** The default range: March 2026 in UTC. */
export const MARCH = { start: new Date('2026-03-01T00:00:00Z'), end: new Date('2026-04-01T00:00:00Z') };

/** Expands `text` with the test defaults: March 2026, Europe/Berlin, calendar 'feed'. */
export function expand(text: string, options: Partial<ExpandOptions> = {}) {
  return expandCalendar(parseCalendar(text), {
    range: MARCH,
    timeZone: 'Europe/Berlin',
    calendarId: 'feed',
    ...options,
  });
}

/** The instances of `text` as [start, end, summary], ISO strings, in order. */
export function spans(text: string, options: Partial<ExpandOptions> = {}): [string, string, string][] {
  return expand(text, options).instances.map((i) => [i.start.toISOString(), i.end.toISOString(), i.summary]);
}

/** A weekly 9:00-10:00 New York series from Monday 2 March 2026, five times. */
export const WEEKLY_NY = [
  'UID:weekly-ny',
  'SUMMARY:Weekly sync',
  'DTSTART;TZID=America/New_York:20260302T090000',
  'DTEND;TZID=America/New_York:20260302T100000',
  'RRULE:FREQ=WEEKLY;COUNT=5',
];

/** One row of an RFC 5545 table: a feed, options besides the defaults, the [start, end, summary] expected. */
export interface TableRow {
  name: string;
  text: string;
  options?: Partial<ExpandOptions>;
  expected: [string, string, string][];
}
