import { addDays } from './dates.ts';
import {
  IDEAL_WEEK_DAYS,
  IDEAL_WEEK_SLOT_MINUTES,
  type IdealWeekSchedule,
  type LifeDomainId,
  parseSlotKey,
} from './ideal-week.ts';
import { weekDays, weekStartDate, weekStartOf } from './weeks.ts';

/*
 * The week planner (/week; docs/product.md §2 'Week planner'; ADR 059): which Monday-Sunday week the page shows and
 * the chosen Ideal Week's blocks that fall in it. Pure: the day is an argument.
 */

/**
 * The Monday of the week /week shows: `start` ('YYYY-MM-DD') when it is a Monday the API takes (`weekStartDate`),
 * else (missing, malformed, not a Monday, out of range) the Monday of `today`'s week, the Week Comparison's
 * Monday-Sunday week (docs/product.md §9). Throws RangeError when `today` is not a valid date.
 */
export function plannerWeekStart(start: string | null, today: string): string {
  return start !== null && weekStartDate.safeParse(start).success ? start : weekStartOf(today);
}

/** The Monday `weeks` weeks after Monday `start` (negative: before), or null outside the weeks the API takes. */
export function stepWeek(start: string, weeks: number): string | null {
  try {
    const next = addDays(start, 7 * weeks);
    return weekStartDate.safeParse(next).success ? next : null;
  } catch {
    return null;
  }
}

/** A run of the Ideal Week's cells on one day of a real week, in wall-clock minutes since local midnight. */
export interface IdealBlock {
  /** The local day, 'YYYY-MM-DD'. */
  date: string;
  /** First minute (inclusive) and last (exclusive) since local midnight, as the wall clock reads them. */
  start: number;
  end: number;
  /** The cells' life domain, or null when they have an activity only. */
  domain: LifeDomainId | null;
  /** The cells' activity ('' for none). */
  activity: string;
}

/**
 * The Ideal Week's blocks in the week of Monday `weekStartDate`: the cells of `schedule` on each day of the week,
 * consecutive half hours with the same domain and activity merged into one block, cut to [from, to) minutes of
 * the day (blocks wholly outside are left out); by day, then by start. Times are wall-clock, as the Week
 * Comparison reads the grid (a DST week's Sunday 9:00 AM block is at 9:00 on the clock), so a day of 23 or 25
 * hours keeps its blocks where the grid has them. The last week of year 9999 ends on Friday 9999-12-31 (core/weeks.ts).
 * Throws RangeError when `weekStartDate` is not a Monday.
 */
export function idealBlocksOfWeek(
  schedule: Readonly<IdealWeekSchedule>,
  weekStartDate: string,
  { from, to }: { from: number; to: number },
): IdealBlock[] {
  const days = weekDays(weekStartDate);
  const cells = Object.entries(schedule)
    .flatMap(([key, cell]) => {
      const slot = parseSlotKey(key);
      const date = slot ? days[IDEAL_WEEK_DAYS.indexOf(slot.day)] : undefined;
      if (!slot || !date || (!cell.activity && !cell.domain)) return [];
      return [{ date, start: slot.minutes, domain: cell.domain ?? null, activity: cell.activity }];
    })
    .sort((a, b) => a.date.localeCompare(b.date) || a.start - b.start);
  const blocks: IdealBlock[] = [];
  for (const cell of cells) {
    const last = blocks.at(-1);
    const joins =
      last?.date === cell.date &&
      last.end === cell.start &&
      last.domain === cell.domain &&
      last.activity === cell.activity;
    if (last && joins) last.end += IDEAL_WEEK_SLOT_MINUTES;
    else blocks.push({ ...cell, end: cell.start + IDEAL_WEEK_SLOT_MINUTES });
  }
  return blocks
    .map((block) => ({ ...block, start: Math.max(block.start, from), end: Math.min(block.end, to) }))
    .filter((block) => block.end > block.start);
}
