/**
 * Where each event of a day goes on the overview's timeline (docs/product.md §2, §9): all-day events in their own
 * row above the hours, timed events in the hourly row of their local start, clamped to the 6 AM - 9 PM rows so
 * nothing on the day is hidden.
 */
import { getHours } from 'date-fns';
import type { CalendarEvent } from '../../calendar/api.ts';

/** First hour row of the timeline (6 AM, docs/product.md §9). */
export const TIMELINE_FIRST_HOUR = 6;
/** Last hour row of the timeline (9 PM, docs/product.md §9). */
export const TIMELINE_LAST_HOUR = 21;

/**
 * The row an event goes in: its local start hour. Events that start before the first row (or on an earlier
 * day) sit in the first row and late ones in the last; each shows its times.
 */
export function rowOf(event: CalendarEvent, dayStart: Date): number {
  const start = new Date(event.start);
  if (start < dayStart) return TIMELINE_FIRST_HOUR;
  return Math.min(TIMELINE_LAST_HOUR, Math.max(TIMELINE_FIRST_HOUR, getHours(start)));
}

/** A day's events laid out: the all-day ones, and the timed ones by hour row (each row in start order). */
export interface DayLayout {
  allDay: CalendarEvent[];
  byHour: Map<number, CalendarEvent[]>;
}

/** Lays out the events of the local day that starts at `dayStart` (list order kept, timed ones by start). */
export function layOutDay(events: readonly CalendarEvent[], dayStart: Date): DayLayout {
  const allDay: CalendarEvent[] = [];
  const byHour = new Map<number, CalendarEvent[]>();
  const timed = events
    .filter((event) => {
      if (event.allDay) allDay.push(event);
      return !event.allDay;
    })
    .toSorted((a, b) => Date.parse(a.start) - Date.parse(b.start));
  for (const event of timed) {
    const hour = rowOf(event, dayStart);
    byHour.set(hour, [...(byHour.get(hour) ?? []), event]);
  }
  return { allDay, byHour };
}
