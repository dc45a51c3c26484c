import { addDays } from './dates.ts';
import {
  IDEAL_WEEK_DAYS,
  IDEAL_WEEK_FIRST_SLOT,
  IDEAL_WEEK_LAST_SLOT,
  IDEAL_WEEK_SLOT_MINUTES,
  type IdealWeekSchedule,
  type LifeDomainId,
  parseSlotKey,
  slotKey,
  slotLabel,
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

/**
 * The life domain a block booked by a drop starting at wall-clock minute `minutes` of local day `date`
 * ('YYYY-MM-DD') counts for (ADR 059): the domain of the Ideal Week's cell under that start (the half hour that
 * holds it, on the grid's weekday of `date`), or null when the cell is empty, has an activity only, or is off the
 * grid (before 5:00 AM, from 9:30 PM). Wall-clock, as the Week Comparison reads the grid, so a DST day changes
 * nothing. Throws RangeError when `date` is not a valid date.
 */
export function idealDomainAt(
  schedule: Readonly<IdealWeekSchedule>,
  date: string,
  minutes: number,
): LifeDomainId | null {
  const day = IDEAL_WEEK_DAYS[weekDays(weekStartOf(date)).indexOf(date)];
  const slot = Math.floor(minutes / IDEAL_WEEK_SLOT_MINUTES) * IDEAL_WEEK_SLOT_MINUTES;
  if (!day || slot < IDEAL_WEEK_FIRST_SLOT || slot > IDEAL_WEEK_LAST_SLOT) return null;
  return schedule[slotKey(day, slotLabel(slot))]?.domain ?? null;
}

/**
 * The hours the week planner's columns show (ADR 059): `base` ([from, to) minutes since local midnight, whole
 * hours) widened to whole hours so that every one of `spans` (the Ideal Week's blocks and the timed events of the
 * week, in wall-clock minutes of their day, 0..1440) is inside, so nothing is hidden above or below the columns.
 */
export function plannerHours(
  spans: readonly { start: number; end: number }[],
  base: { from: number; to: number },
): { from: number; to: number } {
  let { from, to } = base;
  for (const span of spans) {
    from = Math.min(from, Math.floor(span.start / 60) * 60);
    to = Math.max(to, Math.ceil(span.end / 60) * 60);
  }
  return { from: Math.max(0, from), to: Math.min(1440, to) };
}
