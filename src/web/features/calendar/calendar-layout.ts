/**
 * Pure layout of Calendar at a Glance (docs/product.md §2, §9; ADR 027): which days a month or week shows, the
 * range to fetch, which events fall on a day, and where a timed event sits in the week grid (rows of its
 * duration, overlapping events side by side). Days are local `Date`s at midnight in the browser's zone, the zone
 * every API request names (ADR 006); minutes are wall-clock minutes since that day's local midnight.
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
  startOfDay,
  startOfMonth,
  startOfWeek,
} from 'date-fns';
import type { CalendarEvent } from '../../../core/calendar/events.ts';

/** Month or week (docs/product.md §2). */
export type CalendarView = 'month' | 'week';
/** Full Week (Sunday-Saturday, 7 days) or Work Week (Monday-Friday, 5 days) (docs/product.md §2, §9). */
export type WeekSpan = 'full' | 'work';

/** Most event titles a month cell lists before '+n more' (docs/product.md §9). */
export const MONTH_CELL_EVENTS = 3;
/** Shortest extent an event gets in the week grid, minutes, so a 5-minute event stays readable. */
export const MIN_EVENT_MINUTES = 20;
const DAY_MINUTES = 1440;

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

/**
 * The events of local day `day`, by start: those overlapping [midnight, next midnight), and an event without
 * duration when its instant is on the day.
 */
export function eventsOnDay(events: readonly CalendarEvent[], day: Date): CalendarEvent[] {
  const from = startOfDay(day).getTime();
  const to = addDays(startOfDay(day), 1).getTime();
  return events.filter((event) => {
    const [start, end] = [Date.parse(event.start), Date.parse(event.end)];
    return start === end ? start >= from && start < to : start < to && end > from;
  });
}

/** Wall-clock minutes of `instant` since local midnight of `day`, clamped to 0..1440. */
function minutesInDay(instant: Date, day: Date): number {
  const days = differenceInCalendarDays(instant, day);
  if (days < 0) return 0;
  if (days > 0) return DAY_MINUTES;
  return instant.getHours() * 60 + instant.getMinutes();
}

/** A timed event placed in one day column of the week grid. */
export interface PlacedEvent {
  event: CalendarEvent;
  /** Top edge, minutes since local midnight (0..1440). */
  top: number;
  /** Bottom edge, minutes since local midnight, at least {@link MIN_EVENT_MINUTES} below the top (≤ 1440). */
  bottom: number;
  /** Its column among the events it overlaps (0-based) and how many columns that group has. */
  lane: number;
  lanes: number;
}

/**
 * The timed (not all-day) events of `day` placed in its column: from the start to the end of their part of the
 * day (an event crossing midnight is cut at it), overlapping events side by side in the fewest columns (greedy,
 * by start then longer first; a group of events chained by overlaps shares one column count).
 */
export function layoutDay(events: readonly CalendarEvent[], day: Date): PlacedEvent[] {
  const items = eventsOnDay(events, day)
    .filter((event) => !event.allDay)
    .map((event) => {
      const top = Math.min(minutesInDay(new Date(event.start), day), DAY_MINUTES - MIN_EVENT_MINUTES);
      const end = minutesInDay(new Date(event.end), day);
      return { event, top, bottom: Math.max(end, top + MIN_EVENT_MINUTES), lane: 0, lanes: 1 };
    })
    .sort((a, b) => a.top - b.top || b.bottom - a.bottom);
  let group: PlacedEvent[] = [];
  let laneEnds: number[] = [];
  const close = () => {
    for (const item of group) item.lanes = laneEnds.length;
    group = [];
    laneEnds = [];
  };
  for (const item of items) {
    if (group.length > 0 && item.top >= Math.max(...laneEnds)) close();
    const free = laneEnds.findIndex((end) => end <= item.top);
    item.lane = free === -1 ? laneEnds.length : free;
    laneEnds[item.lane] = item.bottom;
    group.push(item);
  }
  close();
  return items;
}

/** The start-end badge of an event: '9:00 AM - 10:30 AM', or 'All day'. */
export function timeRangeLabel(event: CalendarEvent): string {
  if (event.allDay) return 'All day';
  return `${format(new Date(event.start), 'h:mm a')} - ${format(new Date(event.end), 'h:mm a')}`;
}
