/**
 * Where events sit on a day, shared by Calendar at a Glance's week and month views (docs/product.md §2, §9; ADR 027)
 * and the week planner's columns (ADR 059): which events fall on a local day, where a timed one sits in a day's
 * column (rows of its duration, overlapping events side by side), and its times badge. Days are local `Date`s at
 * midnight in the browser's zone, the zone every API request names (ADR 006); minutes are wall-clock minutes since
 * that day's local midnight.
 */
import { addDays, differenceInCalendarDays, format, startOfDay } from 'date-fns';
import type { CalendarEvent } from '../../core/calendar/events.ts';

/** Shortest extent an event gets in a day's column, minutes, so a 5-minute event stays readable. */
export const MIN_EVENT_MINUTES = 20;
const DAY_MINUTES = 1440;

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
