/**
 * Where a day's timed events sit in the week planner's column (docs/product.md §2 'Week planner'; ADR 059): the
 * calendar week view's rule (`layoutDay`: wall-clock minutes since the local midnight in the browser's zone,
 * overlapping events side by side), cut to the planner's hours 6 AM–10 PM; events wholly outside are left out.
 */
import { parseISO } from 'date-fns';
import type { CalendarEvent } from '../../calendar/api.ts';
import { layoutDay, type PlacedEvent } from '../../calendar/calendar-layout.ts';
import { PLANNER_END, PLANNER_START } from '../overview/planner-geometry.ts';

/** The timed events of local day `date` ('YYYY-MM-DD') placed in its column, top and bottom within the planner's hours. */
export function columnEvents(events: readonly CalendarEvent[], date: string): PlacedEvent[] {
  return layoutDay(events, parseISO(date))
    .map((item) => ({
      ...item,
      top: Math.max(item.top, PLANNER_START),
      bottom: Math.min(item.bottom, PLANNER_END),
    }))
    .filter((item) => item.bottom > item.top);
}
