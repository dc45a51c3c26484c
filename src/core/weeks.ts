import { addDays, localDate } from './dates.ts';

/*
 * Monday weeks (docs/product.md §9; ADR 017): the rules of a week start, its days and label, and its wire shape
 * `weekStartDate`.
 */

/** Message of a weekStartDate that is a valid date but not a Monday. */
export const MONDAY_MESSAGE = 'Expected a Monday (YYYY-MM-DD): weeks start on Monday';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Midnight UTC of 'YYYY-MM-DD' (years 0001-9999) when the day exists, else null. Fields are set with
 * `setUTCFullYear`, so no two-digit year is guessed and no time zone is involved.
 */
function utcMidnight(date: string): Date | null {
  const match = DATE_PATTERN.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const value = new Date(0);
  value.setUTCFullYear(year, month, day);
  const exists =
    value.getUTCFullYear() === year && value.getUTCMonth() === month && value.getUTCDate() === day;
  return year >= 1 && exists ? value : null;
}

/** True when `value` is an existing 'YYYY-MM-DD' day that falls on a Monday. Never throws. */
export function isMonday(value: unknown): boolean {
  return typeof value === 'string' && utcMidnight(value)?.getUTCDay() === 1;
}

/**
 * The Monday on or before local date `date` ('YYYY-MM-DD'): '2025-01-08' (a Wednesday) → '2025-01-06';
 * a Monday is its own week start; a Sunday belongs to the week that began six days earlier. Throws RangeError
 * for an invalid date (or a result before 0001-01-01). docs/product.md §9 (the weekly review's week starts on Monday).
 */
export function weekStartOf(date: string): string {
  const day = utcMidnight(date);
  if (!day) throw new RangeError(`weekStartOf: invalid date ${JSON.stringify(date)}`);
  return addDays(date, -((day.getUTCDay() + 6) % 7));
}

/**
 * The week start of the review whose Weekly Big 3 are the priorities of `date`'s week: a review saved for week W
 * sets the priorities for the week after W (docs/product.md §2 'priorities for next week'), so the daily planning
 * wizard of `date` offers the Weekly Big 3 of the review of `weekStartOf(date)` minus 7 days (the chain).
 */
export function priorityReviewWeekOf(date: string): string {
  return addDays(weekStartOf(date), -7);
}

/**
 * The days of the week that starts on Monday `weekStartDate`, Monday to Sunday, in 'YYYY-MM-DD'. The last week
 * of year 9999 stops at 9999-12-31 (its Sunday would be in year 10000). Throws RangeError for a date that is not
 * a Monday.
 */
export function weekDays(weekStartDate: string): string[] {
  if (!isMonday(weekStartDate)) throw new RangeError(`weekDays: ${weekStartDate} is not a Monday`);
  const days = [weekStartDate];
  for (let i = 1; i < 7 && days[i - 1] !== '9999-12-31'; i++) days.push(addDays(weekStartDate, i));
  return days;
}

/**
 * The week range label of the Weekly Review (docs/product.md §2; English month abbreviations, a spaced hyphen ' - '):
 * - same month: 'Jan 6 - 12, 2025';
 * - across months: 'Jan 27 - Feb 2, 2025';
 * - across years: 'Dec 29, 2025 - Jan 4, 2026' (each side with its own year; ADR 017).
 * The last week of 9999 ends on 'Jan 2, 10000' (labels are only text). Throws RangeError when `weekStartDate`
 * is not a Monday. Calendar arithmetic only: no time zone, so DST changes play no part.
 */
export function weekLabel(weekStartDate: string): string {
  const start = utcMidnight(weekStartDate);
  if (start?.getUTCDay() !== 1) throw new RangeError(`weekLabel: ${weekStartDate} is not a Monday`);
  const end = new Date(start.getTime() + 6 * 86_400_000); // UTC days are always 24 h
  const [m1, d1, y1] = [MONTHS[start.getUTCMonth()], start.getUTCDate(), start.getUTCFullYear()];
  const [m2, d2, y2] = [MONTHS[end.getUTCMonth()], end.getUTCDate(), end.getUTCFullYear()];
  if (y1 !== y2) return `${m1} ${d1}, ${y1} - ${m2} ${d2}, ${y2}`;
  if (m1 !== m2) return `${m1} ${d1} - ${m2} ${d2}, ${y2}`;
  return `${m1} ${d1} - ${d2}, ${y2}`;
}

/**
 * A week start date on the wire: a local date 'YYYY-MM-DD' in the API range (ADR 011) that is a Monday
 * (docs/product.md §3: 'yyyy-MM-dd of the Monday'). A non-date reports `LOCAL_DATE_MESSAGE`, another weekday
 * `MONDAY_MESSAGE`. The first accepted Monday is 1000-01-06, the last 9999-12-27.
 */
export const weekStartDate = localDate.refine(isMonday, { error: MONDAY_MESSAGE });
