import { z } from 'zod';

/*
 * Local dates, minutes of day and time-zone conversion (conventions "Time").
 *
 * - A local date is a 'YYYY-MM-DD' string in the user's calendar (years 0001-9999).
 * - A time of day is minutes since local midnight (wall clock, 0..1439).
 * - An instant is a UTC `Date`.
 *
 * Time-zone rules come from the runtime's ICU data through `Intl.DateTimeFormat`; nothing here reads the
 * process time zone (`TZ`) or the clock.
 */

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const LOCAL_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Message used by {@link localDate} for anything that is not an existing 'YYYY-MM-DD' date. */
export const LOCAL_DATE_MESSAGE = 'Invalid date, expected YYYY-MM-DD';

interface DateParts {
  year: number;
  month: number;
  day: number;
}

interface WallParts extends DateParts {
  hour: number;
  minute: number;
  second: number;
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

function parseParts(value: string): DateParts | null {
  const match = LOCAL_DATE_PATTERN.exec(value);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

function parseLocalDate(value: string): DateParts {
  const parts = parseParts(value);
  if (!parts) throw new RangeError(`Invalid local date: ${JSON.stringify(value)} (expected YYYY-MM-DD)`);
  return parts;
}

/** Milliseconds of a proleptic-Gregorian wall time read as if it were UTC (safe for years 0001-0099 too). */
function wallToMs(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): number {
  const d = new Date(0);
  d.setUTCFullYear(year, month - 1, day);
  d.setUTCHours(hour, minute, second, 0);
  return d.getTime();
}

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

function formatParts({ year, month, day }: DateParts): string {
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

function assertInstant(instant: Date): number {
  const ms = instant instanceof Date ? instant.getTime() : Number.NaN;
  if (!Number.isFinite(ms)) throw new RangeError('Invalid instant: expected a valid Date');
  return ms;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One cached formatter per zone; `Intl` throws a RangeError for an unknown zone. */
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      calendar: 'gregory',
      numberingSystem: 'latn',
      hourCycle: 'h23',
      era: 'short',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Wall-clock fields of `epochMs` in `timeZone` (seconds precision). */
function wallPartsAt(epochMs: number, timeZone: string): WallParts {
  const fields: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(epochMs)) fields[part.type] = part.value;
  const yearOfEra = Number(fields.year);
  // 'BC' years only occur for instants before 0001-01-01; map them to astronomical years for consistency.
  const year = fields.era === 'BC' || fields.era === 'B' ? 1 - yearOfEra : yearOfEra;
  const hour = Number(fields.hour);
  return {
    year,
    month: Number(fields.month),
    day: Number(fields.day),
    hour: hour === 24 ? 0 : hour,
    minute: Number(fields.minute),
    second: Number(fields.second),
  };
}

/** Offset of `timeZone` from UTC at `epochMs`, in milliseconds (local = UTC + offset). */
function offsetMsAt(epochMs: number, timeZone: string): number {
  const p = wallPartsAt(epochMs, timeZone);
  const wholeSecond = Math.floor(epochMs / 1000) * 1000;
  return wallToMs(p.year, p.month, p.day, p.hour, p.minute, p.second) - wholeSecond;
}

/**
 * True when `value` is a string of the exact form 'YYYY-MM-DD' naming a day that exists in the Gregorian
 * calendar (year 0001-9999, leap years per the 4/100/400 rule): '2024-02-29' is valid, '2025-02-30',
 * '2025-2-3' and '2025-02-03T00:00' are not. Never throws. Spec §3 (DailyPlan.date), §9 (dates as YYYY-MM-DD).
 */
export function isValidLocalDate(value: unknown): value is string {
  return typeof value === 'string' && parseParts(value) !== null;
}

/**
 * Zod schema for a local calendar day 'YYYY-MM-DD' (see {@link isValidLocalDate}); every failure, including a
 * non-string, reports {@link LOCAL_DATE_MESSAGE}. JSON Schema / OpenAPI: `type: string, format: date`.
 * Spec §3, §7 (dates in paths and bodies).
 */
export const localDate = z.iso
  .date({ error: LOCAL_DATE_MESSAGE, abort: true })
  .refine(isValidLocalDate, { error: LOCAL_DATE_MESSAGE });

/**
 * Adds `days` (an integer, may be negative) to a local date: `addDays('2025-02-28', 1)` → '2025-03-01'.
 * Pure calendar arithmetic, no time zone involved (a local day is always one step, even a 23 h DST day).
 * Throws RangeError for an invalid date, a non-integer `days`, or a result outside years 0001-9999.
 * Spec §2 (overview previous/next day), §4 (yesterday's plan).
 */
export function addDays(date: string, days: number): string {
  const { year, month, day } = parseLocalDate(date);
  if (!Number.isSafeInteger(days)) throw new RangeError(`addDays: days must be an integer, got ${days}`);
  const result = new Date(wallToMs(year, month, day) + days * DAY_MS);
  const parts = { year: result.getUTCFullYear(), month: result.getUTCMonth() + 1, day: result.getUTCDate() };
  if (!Number.isFinite(result.getTime()) || parts.year < 1 || parts.year > 9999) {
    throw new RangeError(`addDays: ${date} + ${days} days is outside years 0001-9999`);
  }
  return formatParts(parts);
}

/** Whole days from local date `from` to local date `to` (negative when `to` is earlier). Throws like addDays. */
function daysBetween(from: string, to: string): number {
  const a = parseLocalDate(from);
  const b = parseLocalDate(to);
  return Math.round((wallToMs(b.year, b.month, b.day) - wallToMs(a.year, a.month, a.day)) / DAY_MS);
}

/**
 * The local calendar day 'YYYY-MM-DD' of a UTC instant in an IANA zone:
 * `localDateOf(new Date('2025-03-09T04:30:00Z'), 'America/New_York')` → '2025-03-08'.
 * Throws RangeError for an invalid Date or an unknown time zone. Conventions "Time"; spec §9.
 */
export function localDateOf(instant: Date, timeZone: string): string {
  const p = wallPartsAt(assertInstant(instant), timeZone);
  return formatParts(p);
}

/**
 * Minutes since local midnight (0..1439, seconds truncated) of a UTC instant in an IANA zone, as shown on a
 * wall clock: 13:45 local → 825. On a fall-back day both 1:30 AMs give 90. Throws RangeError for an invalid
 * Date or an unknown time zone. Spec §9 (workday progress, timeline hours).
 */
export function minutesOfDayOf(instant: Date, timeZone: string): number {
  const p = wallPartsAt(assertInstant(instant), timeZone);
  return p.hour * 60 + p.minute;
}

/**
 * Wall-clock minutes of `instant` measured from local midnight of `date` in `timeZone`, with fractions for
 * seconds: an instant on `date` gives 0..<1440, one on the previous local day is negative (23:00 → -60), one
 * on the next day is ≥ 1440 (01:00 → 1500). Days are counted as 1440 wall minutes each, so on a DST day the
 * result matches the clock on the wall, not elapsed time. Used to turn calendar event instants into busy
 * intervals for free slots (calendar/free-slots.ts). Throws RangeError for an invalid date, Date or zone.
 */
export function minutesSinceLocalMidnight(instant: Date, date: string, timeZone: string): number {
  const ms = assertInstant(instant);
  parseLocalDate(date);
  const p = wallPartsAt(ms, timeZone);
  const dayOffset = daysBetween(date, formatParts(p));
  const subMinute = (p.second * 1000 + (((ms % 1000) + 1000) % 1000)) / MINUTE_MS;
  return dayOffset * 1440 + p.hour * 60 + p.minute + subMinute;
}

/**
 * The UTC instant of local wall time `minutes` (an integer minutes since midnight; values outside 0..1439 roll
 * over into neighbouring days on the wall clock) on local `date` in `timeZone`.
 * - Nonexistent time (spring-forward gap): moved forward by the length of the gap, like Temporal's
 *   'compatible': New York 2025-03-09 02:30 → 03:30 EDT (07:30Z).
 * - Ambiguous time (fall-back overlap): the earlier instant: New York 2025-11-02 01:30 → 01:30 EDT (05:30Z).
 * Throws RangeError for an invalid date, a non-integer `minutes` or an unknown time zone. Conventions "Time".
 */
export function zonedToUtc(date: string, minutes: number, timeZone: string): Date {
  const { year, month, day } = parseLocalDate(date);
  if (!Number.isSafeInteger(minutes))
    throw new RangeError(`zonedToUtc: minutes must be an integer, got ${minutes}`);
  const wall = wallToMs(year, month, day) + minutes * MINUTE_MS;
  // Offsets a day either side bracket at most one transition (true for every real zone).
  const before = offsetMsAt(wall - DAY_MS, timeZone);
  const after = offsetMsAt(wall + DAY_MS, timeZone);
  const candidates = [...new Set([before, after])]
    .map((offset) => wall - offset)
    .filter((instant) => instant + offsetMsAt(instant, timeZone) === wall);
  if (candidates.length > 0) return new Date(Math.min(...candidates));
  // In a gap: read the wall time with the offset in force before the transition, which lands after it.
  return new Date(wall - before);
}

/**
 * UTC bounds of local day `date` in `timeZone`: `start` = first instant of the day (local midnight, or the
 * first existing time when midnight is skipped by DST), `end` = start of the next local day (exclusive).
 * `end - start` is 24 h, or 23 h / 25 h on DST days (New York 2025-03-09 is 23 h, 2025-11-02 is 25 h).
 * Throws RangeError for an invalid date or an unknown time zone. Spec §7 (calendar events startDate/endDate).
 */
export function dayBoundsUtc(date: string, timeZone: string): { start: Date; end: Date } {
  return { start: zonedToUtc(date, 0, timeZone), end: zonedToUtc(addDays(date, 1), 0, timeZone) };
}

/**
 * True when `value` is a time-zone name the runtime knows (IANA names such as 'Europe/London', 'UTC';
 * matched case-insensitively like `Intl`). Numeric offsets such as '+01:00' are rejected: they carry no DST
 * rules, and the user's zone is stored as an IANA name (conventions "Time"). Never throws.
 */
export function isValidTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || value.trim() === '' || /^[+-]/.test(value)) return false;
  try {
    formatterFor(value);
    return true;
  } catch {
    return false;
  }
}

/**
 * Formats minutes since midnight as English 12-hour time 'h:mm a': 540 → '9:00 AM', 750 → '12:30 PM',
 * 0 → '12:00 AM'. Values outside 0..1439 wrap around the clock (1440 → '12:00 AM', -60 → '11:00 PM').
 * Throws RangeError for a non-integer. Spec §2 (slot times, clarity-break card time), §3 (Suggested slot).
 */
export function formatMinutes(minutes: number): string {
  if (!Number.isSafeInteger(minutes))
    throw new RangeError(`formatMinutes: expected integer minutes, got ${minutes}`);
  const m = ((minutes % 1440) + 1440) % 1440;
  const hour24 = Math.floor(m / 60);
  const hour12 = hour24 % 12 === 0 ? 12 : hour24 % 12;
  return `${hour12}:${pad(m % 60, 2)} ${hour24 < 12 ? 'AM' : 'PM'}`;
}
