import { TZDate, tzOffset } from '@date-fns/tz';
// One subpath per function: the server loads only these modules, not the whole date-fns index (ADR 013).
import { addHours } from 'date-fns/addHours';
import { addMinutes } from 'date-fns/addMinutes';
import { differenceInMinutes } from 'date-fns/differenceInMinutes';
import { format } from 'date-fns/format';
import { isValid } from 'date-fns/isValid';
import { subHours } from 'date-fns/subHours';
import { subMinutes } from 'date-fns/subMinutes';
import { z } from 'zod';
import { assertTimeZone } from './time-zone.ts';

/*
 * Local dates, minutes of day and time-zone conversion (ADRs 006, 011), and the wire shapes of dates and
 * instants (`localDate`, `isoInstant`).
 *
 * - A local date is a 'YYYY-MM-DD' string in the user's calendar; the API accepts MIN_LOCAL_DATE..MAX_LOCAL_DATE
 *   (ADR 011); the arithmetic here works on years 0001-9999.
 * - A time of day is minutes since local midnight (wall clock, 0..1439).
 * - An instant is a UTC `Date`; on the wire an RFC 3339 timestamp in MIN_INSTANT..MAX_INSTANT.
 *
 * Formatting comes from date-fns, zone rules from @date-fns/tz (`TZDate` getters and `tzOffset`, which read
 * the runtime's ICU data). A local date is held as a `Date` at midnight UTC, built from its UTC fields. Only
 * timestamp-based operations are used: local-field setters (date-fns `addDays`, `parse`, `set`, `transpose`,
 * `TZDate`'s wall-clock constructor) run through the process time zone even on a `TZDate`, and go wrong
 * around that zone's own transitions (TZ=Pacific/Apia rejects '2011-12-30'). So nothing here depends on the
 * process time zone (`TZ`) or reads the clock.
 */

const DATE_FORMAT = 'uuuu-MM-dd';

/** Message of `localDate` for anything that is not an existing 'YYYY-MM-DD' date. */
export const LOCAL_DATE_MESSAGE = 'Invalid date, expected YYYY-MM-DD';

const LOCAL_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Midnight UTC of local date `value`, or null. Built with the standard `Date` UTC fields (no time zone, no
 * string parsing), and kept only when the fields round-trip, so '2025-02-30' (which rolls to March 2) is null.
 */
function toUtcDate(value: string): Date | null {
  const match = LOCAL_DATE_PATTERN.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const date = new Date(0);
  date.setUTCFullYear(year, month, day);
  const exists = date.getUTCFullYear() === year && date.getUTCMonth() === month && date.getUTCDate() === day;
  return year >= 1 && exists ? date : null;
}

/** 'YYYY-MM-DD' of a UTC-midnight date made by toUtcDate. */
function formatUtcDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * True when `value` is 'YYYY-MM-DD' naming a day that exists (years 0001-9999), inside the API's range or not:
 * '2025-02-30' is false. The existence check of `localDate`. Never throws.
 */
function isExistingDate(value: string): boolean {
  return toUtcDate(value) !== null;
}

function parseLocalDate(value: string): Date {
  const date = toUtcDate(value);
  if (!date) throw new RangeError(`Invalid local date: ${JSON.stringify(value)} (expected YYYY-MM-DD)`);
  return date;
}

/** The wall clock of `instant` in `timeZone` (read with the `TZDate` getters). */
function wallClock(instant: Date, timeZone: string): TZDate {
  if (!(instant instanceof Date) || !isValid(instant))
    throw new RangeError('Invalid instant: expected a valid Date');
  assertTimeZone(timeZone);
  return new TZDate(instant.getTime(), timeZone);
}

/**
 * First local date the API accepts (ADR 011): every instant of that day and its suggested slots, in any IANA
 * zone (offsets within ±16 h, local mean times included), is on or after {@link MIN_INSTANT}.
 */
export const MIN_LOCAL_DATE = '1000-01-02';
/**
 * Last local date the API accepts (ADR 011): the next day still exists, and every instant of the day in any
 * zone is on or before {@link MAX_INSTANT}.
 */
export const MAX_LOCAL_DATE = '9999-12-30';

/**
 * True when `value` is a string of the exact form 'YYYY-MM-DD' naming a day that exists in the (proleptic)
 * Gregorian calendar, leap years per the 4/100/400 rule, from {@link MIN_LOCAL_DATE} to {@link MAX_LOCAL_DATE}:
 * '2024-02-29' is valid, '2025-02-30', '0001-03-01', '9999-12-31', '2025-2-3' and '2025-02-03T00:00' are not.
 * Never throws. docs/product.md §3 (DailyPlan.date), §9 (dates as YYYY-MM-DD); range ADR 011.
 */
export function isValidLocalDate(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    toUtcDate(value) !== null &&
    value >= MIN_LOCAL_DATE &&
    value <= MAX_LOCAL_DATE
  );
}

/** Message of `localDate` for an existing date outside the years the API accepts (ADR 011). */
export const LOCAL_DATE_RANGE_MESSAGE = `Expected a date from ${MIN_LOCAL_DATE} to ${MAX_LOCAL_DATE}`;

/** First instant the API accepts (ADR 011): the start of year 1000 UTC. */
export const MIN_INSTANT = '1000-01-01T00:00:00.000Z';
/** Last instant the API accepts (ADR 011): the last millisecond of year 9999 UTC. */
export const MAX_INSTANT = '9999-12-31T23:59:59.999Z';
/** Message of every failure of `isoInstant`. */
export const INSTANT_MESSAGE = `Expected an ISO 8601 timestamp (YYYY-MM-DDTHH:mm:ss[.sss] with Z or ±HH:mm) from ${MIN_INSTANT} to ${MAX_INSTANT}`;

const INSTANT_PATTERN =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,3}))?(?:Z|([+-])(\d{2}):(\d{2}))$/;

/**
 * The UTC instant of RFC 3339 timestamp `value`, or null. Accepted: 'YYYY-MM-DDTHH:mm:ss', optional 1-3
 * fraction digits (milliseconds: what is stored), then 'Z' or an offset '±HH:mm' (HH 00-23, mm 00-59;
 * '-00:00' is UTC); fields must exist (no '2026-02-30', no hour 24, no leap second 60), and the instant must lie
 * in {@link MIN_INSTANT}..{@link MAX_INSTANT}. Fields are read by a pattern and set with `setUTCFullYear`, so
 * no year is guessed (JavaScript's `Date.parse` reads some years 0-99 as 1900-1999). Never throws. ADR 011.
 */
export function parseInstant(value: unknown): Date | null {
  if (typeof value !== 'string') return null;
  const match = INSTANT_PATTERN.exec(value);
  if (!match) return null;
  const [, y, mo, d, h, mi, sec, fraction = '0', sign, oh = '0', om = '0'] = match;
  const [hour, minute, second] = [Number(h), Number(mi), Number(sec)];
  const [offsetHours, offsetMinutes] = [Number(oh), Number(om)];
  if (hour > 23 || minute > 59 || second > 59 || offsetHours > 23 || offsetMinutes > 59) return null;
  const day = toUtcDate(`${y}-${mo}-${d}`);
  if (!day) return null;
  const offset = (sign === '-' ? -1 : 1) * (offsetHours * 60 + offsetMinutes);
  const ms = Number(fraction.padEnd(3, '0'));
  const instant = new Date(day.getTime() + ((hour * 60 + minute - offset) * 60 + second) * 1000 + ms);
  const iso = instant.toISOString();
  return iso >= MIN_INSTANT && iso <= MAX_INSTANT ? instant : null;
}

/**
 * Zod schema for a local calendar day 'YYYY-MM-DD' (see `isValidLocalDate`); a non-string or a day that does not
 * exist reports `LOCAL_DATE_MESSAGE`, an existing day out of range `LOCAL_DATE_RANGE_MESSAGE`. JSON Schema /
 * OpenAPI: `type: string, format: date`. docs/product.md §3, §7 (dates in paths and bodies); ADR 011.
 */
export const localDate = z.iso
  .date({ error: LOCAL_DATE_MESSAGE, abort: true })
  .refine(isExistingDate, { error: LOCAL_DATE_MESSAGE, abort: true })
  // Aborts too: a rule refined onto it (a Monday, a Sunday) may step a day, which past 9999-12-30 throws.
  .refine(isValidLocalDate, { error: () => LOCAL_DATE_RANGE_MESSAGE, abort: true });

/** Zod schema of a wall-clock time 'HH:MM', 00:00–23:59 (a reminder's time in the user's zone). */
export const clockTime = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Expected a time HH:MM from 00:00 to 23:59' });

/** Minutes since local midnight of a `clockTime` 'HH:MM'. */
export function minutesOfClockTime(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/**
 * Zod schema of an instant on the wire (query and body timestamps): a string `parseInstant` accepts, output
 * normalised to UTC with milliseconds, as the API returns instants ('2025-03-13T09:00:00-04:00' →
 * '2025-03-13T13:00:00.000Z'). Every failure reports `INSTANT_MESSAGE`. ADR 011.
 */
export const isoInstant = z
  .string({ error: INSTANT_MESSAGE })
  .refine((value) => parseInstant(value) !== null, { error: INSTANT_MESSAGE, abort: true })
  .overwrite((value) => parseInstant(value)?.toISOString() ?? value);

/**
 * Adds `days` (an integer, may be negative) to a local date: `addDays('2025-02-28', 1)` → '2025-03-01'.
 * Pure calendar arithmetic, no time zone involved (a local day is always one step, even a 23 h DST day).
 * Throws RangeError for an invalid date, a non-integer `days`, or a result outside years 0001-9999.
 * docs/product.md §2 (overview previous/next day), §4 (yesterday's plan).
 */
export function addDays(date: string, days: number): string {
  const start = parseLocalDate(date);
  if (!Number.isSafeInteger(days)) throw new RangeError(`addDays: days must be an integer, got ${days}`);
  const result = new Date(start.getTime());
  result.setUTCDate(result.getUTCDate() + days); // a day in UTC is always one calendar step
  if (!isValid(result) || result.getUTCFullYear() < 1 || result.getUTCFullYear() > 9999) {
    throw new RangeError(`addDays: ${date} + ${days} days is outside years 0001-9999`);
  }
  return formatUtcDate(result);
}

/**
 * The local calendar day 'YYYY-MM-DD' of a UTC instant in an IANA zone:
 * `localDateOf(new Date('2025-03-09T04:30:00Z'), 'America/New_York')` → '2025-03-08'.
 * Throws RangeError for an invalid Date or an unknown time zone. ADR 011; docs/product.md §9.
 */
export function localDateOf(instant: Date, timeZone: string): string {
  return format(wallClock(instant, timeZone), DATE_FORMAT);
}

/**
 * Minutes since local midnight (0..1439, seconds truncated) of a UTC instant in an IANA zone, as shown on a
 * wall clock: 13:45 local → 825. On a fall-back day both 1:30 AMs give 90. Throws RangeError for an invalid
 * Date or an unknown time zone. docs/product.md §9 (workday progress, timeline hours).
 */
export function minutesOfDayOf(instant: Date, timeZone: string): number {
  const wall = wallClock(instant, timeZone);
  return wall.getHours() * 60 + wall.getMinutes();
}

/**
 * Wall-clock minutes of `instant` measured from local midnight of `date` in `timeZone`, with fractions for
 * seconds: an instant on `date` gives 0..<1440, one on the previous local day is negative (23:00 → -60), one
 * on the next day is ≥ 1440 (01:00 → 1500). Days are counted as 1440 wall minutes each, so on a DST day the
 * result matches the clock on the wall, not elapsed time. Used to turn calendar event instants into busy
 * intervals for free slots (calendar/free-slots.ts). Throws RangeError for an invalid date, Date or zone.
 */
export function minutesSinceLocalMidnight(instant: Date, date: string, timeZone: string): number {
  const midnight = parseLocalDate(date);
  const wall = wallClock(instant, timeZone);
  const dayMinutes = differenceInMinutes(parseLocalDate(format(wall, DATE_FORMAT)), midnight);
  const subMinute = (wall.getSeconds() * 1000 + wall.getMilliseconds()) / 60_000;
  return dayMinutes + wall.getHours() * 60 + wall.getMinutes() + subMinute;
}

/**
 * The UTC instant of local wall time `minutes` (an integer minutes since midnight; values outside 0..1439 roll
 * over into neighbouring days on the wall clock) on local `date` in `timeZone`.
 * - Nonexistent time (spring-forward gap): moved forward by the length of the gap, like Temporal's
 *   'compatible': New York 2025-03-09 02:30 → 03:30 EDT (07:30Z).
 * - Ambiguous time (fall-back overlap): the earlier instant: New York 2025-11-02 01:30 → 01:30 EDT (05:30Z).
 * Throws RangeError for an invalid date, a non-integer `minutes` or an unknown time zone (ADR 011).
 */
export function zonedToUtc(date: string, minutes: number, timeZone: string): Date {
  const midnight = parseLocalDate(date);
  if (!Number.isSafeInteger(minutes))
    throw new RangeError(`zonedToUtc: minutes must be an integer, got ${minutes}`);
  assertTimeZone(timeZone);
  const wall = addMinutes(midnight, minutes); // the wall clock written as UTC, rolled over into other days
  if (!isValid(wall)) throw new RangeError(`zonedToUtc: ${date} + ${minutes} minutes is out of range`);
  // Not `new TZDate(y, m, d, h, min, timeZone)`: that path goes through the process time zone, picks either
  // instant of an ambiguous time, and is wrong when that zone changes near the same moment (TZ=Europe/Berlin:
  // London 2024-10-27 02:14 → 00:14Z, not 02:14Z; see date-fns/tz#13). So try the zone's offsets a day before
  // and after (at most one change in between): the first that holds at its own instant wins, which in an
  // overlap is the earlier one. In a gap neither holds, and the offset from before the change lands after it,
  // moved forward by the gap (Temporal 'compatible').
  const before = tzOffset(timeZone, subHours(wall, 24));
  for (const offset of [before, tzOffset(timeZone, addHours(wall, 24))]) {
    const instant = subMinutes(wall, offset);
    if (tzOffset(timeZone, instant) === offset) return new Date(+instant);
  }
  return new Date(+subMinutes(wall, before));
}

/**
 * UTC bounds of local day `date` in `timeZone`: `start` = first instant of the day (local midnight, or the
 * first existing time when midnight is skipped by DST), `end` = start of the next local day (exclusive).
 * `end - start` is 24 h, or 23 h / 25 h on DST days (New York 2025-03-09 is 23 h, 2025-11-02 is 25 h).
 * Throws RangeError for an invalid date or an unknown time zone. docs/product.md §7 (calendar events
 * startDate/endDate).
 */
export function dayBoundsUtc(date: string, timeZone: string): { start: Date; end: Date } {
  return { start: zonedToUtc(date, 0, timeZone), end: zonedToUtc(addDays(date, 1), 0, timeZone) };
}

/**
 * Formats minutes since midnight as English 12-hour time 'h:mm a': 540 → '9:00 AM', 750 → '12:30 PM',
 * 0 → '12:00 AM'. Values outside 0..1439 wrap around the clock (1440 → '12:00 AM', -60 → '11:00 PM').
 * Throws RangeError for a non-integer. docs/product.md §2 (slot times, clarity-break card time), §3 (Suggested slot).
 */
export function formatMinutes(minutes: number): string {
  if (!Number.isSafeInteger(minutes))
    throw new RangeError(`formatMinutes: expected integer minutes, got ${minutes}`);
  return format(addMinutes(new TZDate(0, 'UTC'), minutes % 1440), 'h:mm a'); // any day: 1970-01-01 UTC
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * The documented long date of a local date, date-fns' 'EEEE, MMMM d, yyyy' in English: '2026-11-26' → 'Thursday,
 * November 26, 2026'. The same text in every process and browser zone (read from the UTC fields); built from tables
 * rather than `Intl` or `TZDate`, whose first formatter costs a phone's main thread several milliseconds. Throws RangeError for an invalid date.
 * docs/product.md §2 (daily overview header).
 */
export function longDate(date: string): string {
  const day = parseLocalDate(date);
  const year = String(day.getUTCFullYear()).padStart(4, '0');
  return `${WEEKDAYS[day.getUTCDay()]}, ${MONTHS[day.getUTCMonth()]} ${day.getUTCDate()}, ${year}`;
}
