/**
 * Pure layout of Calendar at a Glance (docs/product.md §2, §9; ADR 027): which days a month or week shows, the
 * range to fetch, the heading and the compared week's note. Days are local `Date`s at midnight in the browser's
 * zone, the zone every API request names (ADR 006). Where an event sits on a day is components/event-layout.ts,
 * shared with the week planner.
 */
import {
  addDays,
  addMonths,
  differenceInCalendarDays,
  endOfMonth,
  endOfWeek,
  format,
  isSameMonth,
  isSameYear,
  isValid,
  parseISO,
  startOfDay,
  startOfMonth,
  startOfWeek,
} from 'date-fns';
import { MAX_INSTANT, MIN_INSTANT } from '../../../core/dates.ts';

/** Month or week (docs/product.md §2). */
export type CalendarView = 'month' | 'week';
/** Full Week (Sunday-Saturday, 7 days) or Work Week (Monday-Friday, 5 days) (docs/product.md §2, §9). */
export type WeekSpan = 'full' | 'work';

/** Most event titles a month cell lists before '+n more' (docs/product.md §9). */
export const MONTH_CELL_EVENTS = 3;

/** The days of the month grid of `anchor`'s month: whole Sunday-Saturday weeks (docs/product.md §2, §9), 28 to 42 days. */
export function monthGridDays(anchor: Date): Date[] {
  const first = startOfWeek(startOfMonth(anchor));
  const last = endOfWeek(endOfMonth(anchor));
  return Array.from({ length: differenceInCalendarDays(last, first) + 1 }, (_, i) => addDays(first, i));
}

/** The days of the week view around `anchor`: its Sunday-Saturday week, or that week's Monday-Friday. */
export function weekViewDays(anchor: Date, span: WeekSpan): Date[] {
  const sunday = startOfWeek(anchor);
  return span === 'full'
    ? Array.from({ length: 7 }, (_, i) => addDays(sunday, i))
    : Array.from({ length: 5 }, (_, i) => addDays(sunday, i + 1));
}

/** 'Sunday, Mar 8' and 'Sunday, Mar 15', joined with ' and ' (at most two days differ). */
const dayNames = (days: readonly Date[]) => days.map((day) => format(day, 'EEEE, MMM d')).join(' and ');

/**
 * Where the compared week differs from the shown days (ADR 058): the Week Comparison Score always counts the
 * Monday-Sunday week starting `monday` (docs/product.md §9), while the full week shows Sunday-Saturday and the
 * work week Monday-Friday. Names the compared days not shown and the shown days counted in the week before, as a
 * sentence ('' when the two agree): 'Sunday, Mar 15 is not shown here; Sunday, Mar 8 counts in the week before.'
 */
export function comparedWeekNote(shown: readonly Date[], monday: Date): string {
  const compared = Array.from({ length: 7 }, (_, i) => addDays(monday, i));
  const key = (day: Date) => format(day, 'yyyy-MM-dd');
  const shownKeys = new Set(shown.map(key));
  const comparedKeys = new Set(compared.map(key));
  const hidden = compared.filter((day) => !shownKeys.has(key(day)));
  const before = shown.filter((day) => !comparedKeys.has(key(day)));
  const parts = [
    hidden.length > 0 ? `${dayNames(hidden)} ${hidden.length === 1 ? 'is' : 'are'} not shown here` : '',
    before.length > 0
      ? `${dayNames(before)} ${before.length === 1 ? 'counts' : 'count'} in the week before`
      : '',
  ].filter(Boolean);
  return parts.length === 0 ? '' : `${parts.join('; ')}.`;
}

/** The instants to fetch for `days`: the first day's local midnight to the midnight after the last day. */
export function rangeOfDays(days: readonly Date[]): { start: Date; end: Date } {
  const first = days[0] ?? new Date();
  return { start: startOfDay(first), end: addDays(startOfDay(days.at(-1) ?? first), 1) };
}

/**
 * The day /calendar shows for its `date` parameter: that day when its month grid (which holds its week too) lies
 * within the instants the events API reads (MIN_INSTANT to MAX_INSTANT, ADR 011), else `today`. A day past them
 * (0000-01-01, 9999-12-30) would ask for events the API refuses, and the page would show a connection error.
 */
export function shownAnchor(value: string | null, today: Date): Date {
  const asked = parseISO(value ?? '');
  if (!isValid(asked)) return today;
  const { start, end } = rangeOfDays(monthGridDays(asked));
  return start >= new Date(MIN_INSTANT) && end <= new Date(MAX_INSTANT) ? asked : today;
}

/** The anchor of the previous (-1) or next (+1) month or week. */
export function stepAnchor(anchor: Date, view: CalendarView, step: -1 | 1): Date {
  return view === 'month' ? addMonths(startOfMonth(anchor), step) : addDays(anchor, 7 * step);
}

/** The heading of the shown period: 'March 2026', or 'Mar 8 - 14, 2026' / 'Mar 29 - Apr 4, 2026'. */
export function periodLabel(view: CalendarView, days: readonly Date[], anchor: Date): string {
  if (view === 'month') return format(anchor, 'MMMM yyyy');
  const first = days[0] ?? anchor;
  const last = days.at(-1) ?? anchor;
  if (!isSameYear(first, last)) return `${format(first, 'MMM d, yyyy')} - ${format(last, 'MMM d, yyyy')}`;
  if (!isSameMonth(first, last)) return `${format(first, 'MMM d')} - ${format(last, 'MMM d, yyyy')}`;
  return `${format(first, 'MMM d')} - ${format(last, 'd, yyyy')}`;
}
