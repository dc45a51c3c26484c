/**
 * Where a drop on the day's timeline lands (ADR 054), and a block's span as the planner reads and names it. The
 * timeline is hourly rows of varying height (a row grows with its events), so a point is read within the row under
 * it: each row is split into four quarters of 15 minutes. Times are wall-clock minutes since local midnight (a
 * DST day's 9:00 AM is 540); the planner's hours are those of the timeline's rows.
 */
import { differenceInCalendarDays, format, parseISO, set } from 'date-fns';
import type { CalendarEvent } from '../../calendar/api.ts';
import { TIMELINE_FIRST_HOUR, TIMELINE_LAST_HOUR } from './timeline-events.ts';

/** The planner's step, in minutes. */
export const SNAP_MINUTES = 15;
/** Length of a block booked by dropping a task, in minutes. */
export const DROPPED_TASK_MINUTES = 30;
/** First and last minute a block may take on the timeline: 6:00 AM to 10:00 PM (the end of the 9 PM row). */
export const PLANNER_START = TIMELINE_FIRST_HOUR * 60;
export const PLANNER_END = (TIMELINE_LAST_HOUR + 1) * 60;

/** A block's span in minutes since local midnight. */
export interface BlockSpan {
  start: number;
  end: number;
}

/** A block's span on local day `date` ('YYYY-MM-DD'). */
export interface DaySpan extends BlockSpan {
  date: string;
}

/** The minutes a planner's blocks may take, [from, to) since local midnight (the week planner widens them). */
export interface PlannerHours {
  from: number;
  to: number;
}

/** The overview's hours, and the week planner's unless its Ideal Week or events reach further (ADR 059). */
export const PLANNER_HOURS: PlannerHours = { from: PLANNER_START, to: PLANNER_END };

/** An hour row of the timeline as the screen shows it: its hour and its vertical extent (pixels, any origin). */
export interface HourRow {
  hour: number;
  top: number;
  bottom: number;
}

/**
 * The time at vertical position `y` (same origin as the rows), in minutes since midnight, snapped to
 * {@link SNAP_MINUTES}: 'floor' takes the quarter `y` is in (a start), 'nearest' the closest quarter boundary (an
 * end). Above the first row is its start; below the last row is the timeline's end. Null when there are no rows.
 */
export function minutesAt(y: number, rows: readonly HourRow[], snap: 'floor' | 'nearest'): number | null {
  const first = rows[0];
  const last = rows.at(-1);
  if (!first || !last) return null;
  if (y <= first.top) return first.hour * 60;
  if (y >= last.bottom) return (last.hour + 1) * 60;
  const row = rows.find((r) => y < r.bottom) ?? last;
  const fraction = (y - row.top) / Math.max(1, row.bottom - row.top);
  const quarters = 60 / SNAP_MINUTES;
  const quarter = snap === 'floor' ? Math.floor(fraction * quarters) : Math.round(fraction * quarters);
  return row.hour * 60 + Math.min(quarters, Math.max(0, quarter)) * SNAP_MINUTES;
}

/**
 * A block of `length` minutes starting near `start`, kept whole inside the planner's `hours`: a start past the
 * last one that fits becomes that one.
 */
export function placeBlock(
  start: number,
  length: number,
  hours: PlannerHours = PLANNER_HOURS,
): { start: number; end: number } {
  const from = Math.min(Math.max(hours.from, start), hours.to - length);
  return { start: from, end: from + length };
}

/** The end a resize to `end` gives a block starting at `start`: at least one step long, at most the hours' end. */
export function resizedEnd(start: number, end: number, hours: PlannerHours = PLANNER_HOURS): number {
  return Math.min(hours.to, Math.max(start + SNAP_MINUTES, end));
}

/**
 * Wall-clock minutes of instant `at` on the local day that starts at `dayStart`: its hours and minutes, plus 1440 a
 * day after that day (negative before it). Wall time, as {@link instantOf} reads minutes back, so a DST day's 9:00 AM
 * is minute 540 (not the 480 or 600 minutes elapsed since its midnight).
 */
export function minutesOfDay(at: Date, dayStart: Date): number {
  return differenceInCalendarDays(at, dayStart) * 1440 + at.getHours() * 60 + at.getMinutes();
}

/**
 * A time field's 'HH:mm' for minute `minutes` of a day (0..1440); 1440, the midnight that ends the day (a week
 * planner block may end there, ADR 059), is '00:00': a time field cannot hold '24:00'.
 */
export function fieldTime(minutes: number): string {
  const wrapped = minutes % 1440;
  return `${String(Math.floor(wrapped / 60)).padStart(2, '0')}:${String(wrapped % 60).padStart(2, '0')}`;
}

/**
 * Minutes since midnight of a time field's 'HH:mm', or null when it is empty. Read as an end (`asEnd`), '00:00'
 * is 1440, the midnight that ends the day: an end comes after its start, and the field cannot hold '24:00'.
 */
export function fieldMinutes(value: string, asEnd: boolean): number | null {
  const match = /^(\d{2}):(\d{2})/.exec(value);
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return asEnd && minutes === 0 ? 1440 : minutes;
}

/** The block's span in wall-clock minutes of local day `date` ({@link minutesOfDay}). */
export function spanOf(event: CalendarEvent, date: string): BlockSpan {
  const dayStart = parseISO(date);
  return {
    start: minutesOfDay(new Date(event.start), dayStart),
    end: minutesOfDay(new Date(event.end), dayStart),
  };
}

/** The local day 'YYYY-MM-DD' a block starts on. */
export function dateOf(event: CalendarEvent): string {
  return format(new Date(event.start), 'yyyy-MM-dd');
}

/** '9:15 AM' for minute 555 of local day `date`. */
export function timeLabel(date: string, minutes: number): string {
  return format(instantOf(date, minutes), 'h:mm a');
}

/** '9:15 AM - 9:45 AM', or with the weekday first ('Wednesday, 9:15 AM - 9:45 AM') when `withDay`. */
export function spanLabel({ date, start, end }: DaySpan, withDay: boolean): string {
  const times = `${timeLabel(date, start)} - ${timeLabel(date, end)}`;
  return withDay ? `${format(parseISO(date), 'EEEE')}, ${times}` : times;
}

/** The instant of minute `minutes` of local day `date` (wall time: right across a DST change). */
export function instantOf(date: string, minutes: number): Date {
  return set(parseISO(date), { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
}
