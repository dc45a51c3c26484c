/**
 * Where a day's timed events sit in the week planner's column (docs/product.md §2 'Week planner'; ADR 059): the
 * calendar week view's rule (`layoutDay`: wall-clock minutes since the local midnight in the browser's zone,
 * overlapping events side by side), cut to the hours the columns show; and those hours: 6 AM–10 PM, widened to
 * whole hours that hold the week's events and the Ideal Week's blocks, so none is hidden.
 */
import { parseISO } from 'date-fns';
import { type IdealBlock, plannerHours } from '../../../../core/week-planner.ts';
import { layoutDay, type PlacedEvent } from '../../../components/event-layout.ts';
import type { CalendarEvent } from '../../calendar/api.ts';
import { PLANNER_HOURS, type PlannerHours } from '../overview/planner-geometry.ts';

/** The timed events of local day `date` ('YYYY-MM-DD') placed in its column, top and bottom within `hours`. */
export function columnEvents(
  events: readonly CalendarEvent[],
  date: string,
  hours: PlannerHours,
): PlacedEvent[] {
  return layoutDay(events, parseISO(date))
    .map((item) => ({
      ...item,
      top: Math.max(item.top, hours.from),
      bottom: Math.min(item.bottom, hours.to),
    }))
    .filter((item) => item.bottom > item.top);
}

/**
 * The hours the columns of `days` ('YYYY-MM-DD') show: 6 AM–10 PM, widened to whole hours that hold every timed
 * event of those days (as placed, at least 20 minutes long) and every Ideal Week block (core `plannerHours`).
 */
export function weekHours(
  events: readonly CalendarEvent[],
  days: readonly string[],
  idealBlocks: readonly IdealBlock[],
): PlannerHours {
  const placed = days.flatMap((date) =>
    layoutDay(events, parseISO(date)).map(({ top, bottom }) => ({ start: top, end: bottom })),
  );
  return plannerHours([...placed, ...idealBlocks], PLANNER_HOURS);
}
