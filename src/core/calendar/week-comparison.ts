import { z } from 'zod';
import { zonedToUtc } from '../dates.ts';
import {
  IDEAL_WEEK_DAYS,
  IDEAL_WEEK_FIRST_SLOT,
  IDEAL_WEEK_LAST_SLOT,
  IDEAL_WEEK_SLOT_MINUTES,
  type IdealWeekSchedule,
  LIFE_DOMAINS,
  type LifeDomainId,
  lifeDomainId,
  minutesByDomain,
  parseSlotKey,
} from '../ideal-week.ts';
import { isMonday, weekStartDate } from '../weeks.ts';
import { type Interval, mergeIntervals } from './intervals.ts';

/*
 * The Week Comparison Score (docs/product.md §2 Calendar at a Glance, §3 Week comparison result, §7): how the
 * real week's busy time matches an ideal week. Wire shapes here; the rule is a pure function beside them.
 */

/** Message of an ideal week id that is not a UUID. */
export const IDEAL_WEEK_ID_MESSAGE = 'Expected an ideal week id (UUID)';

/**
 * Body of POST /api/calendar/week-comparison: `{ weekStartDate: a Monday 'YYYY-MM-DD', idealWeekId: UUID }`.
 * A non-Monday is 400 naming weekStartDate; an id that is not one of the user's ideal weeks is 404.
 */
export const weekComparisonInput = z.object({
  weekStartDate,
  idealWeekId: z
    .string({ error: IDEAL_WEEK_ID_MESSAGE })
    .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, {
      error: IDEAL_WEEK_ID_MESSAGE,
    })
    .overwrite((id) => id.toLowerCase()),
});
export type WeekComparisonInput = z.output<typeof weekComparisonInput>;

/**
 * Planned and actual minutes of one life domain in the compared week; `domain: null` holds the planned cells and
 * the busy time without a domain (ADR 058), so every slot the score counts and every busy minute it reads shows in
 * one row.
 */
export const domainMinutes = z.object({
  domain: lifeDomainId.nullable(),
  idealMinutes: z.number().int().nonnegative(),
  actualMinutes: z.number().int().nonnegative(),
});
export type DomainMinutes = z.infer<typeof domainMinutes>;

/**
 * The answer of POST /api/calendar/week-comparison (docs/product.md §3): `{ score: 0..100 integer, matchedSlots,
 * totalSlots, eventsCount, byDomain }`, byDomain in LIFE_DOMAINS order then `domain: null` (no domain), rows with
 * no minutes left out.
 */
export const weekComparison = z.object({
  score: z.number().int().min(0).max(100),
  matchedSlots: z.number().int().nonnegative(),
  totalSlots: z.number().int().nonnegative(),
  eventsCount: z.number().int().nonnegative(),
  byDomain: z.array(domainMinutes),
});
export type WeekComparison = z.infer<typeof weekComparison>;

/** The rule in one sentence, as the Week Comparison Score card shows it (ADR 027). */
export const WEEK_COMPARISON_RULE =
  'A planned slot counts as matched when busy events cover at least half of it; the score is the share of planned slots matched.';

/** One event instance of the compared week, as the rule reads it. */
export interface ComparedInstance {
  /** Start, a UTC instant. */
  start: Date;
  /** End (exclusive), a UTC instant; equal to start for an event without duration. */
  end: Date;
  /** True for an all-day event: counted in eventsCount, never matched, no actual minutes. */
  allDay: boolean;
  /** Whether the event blocks time (core/calendar/busy.ts); a free (transparent) event matches nothing. */
  busy: boolean;
  /** The life domain it counts for (its calendar's domain, or a Steward block's own), or null (the 'No domain' row). */
  domain: LifeDomainId | null;
}

/** Arguments of {@link compareWeek}. */
export interface CompareWeekOptions {
  /** The ideal week's cells (normalised: each has an activity or a domain); keys off the grid are ignored. */
  schedule: Readonly<IdealWeekSchedule>;
  /** The instances listed for the week (any order; those not touching the week are ignored). */
  instances: readonly ComparedInstance[];
  /** The compared week's Monday, a local date 'YYYY-MM-DD'. */
  weekStartDate: string;
  /** The user's IANA time zone: the grid's wall-clock times are read in it. */
  timeZone: string;
}

const MINUTE_MS = 60_000;
const DAY_MINUTES = 1440;

/**
 * Total length of the parts of `merged` (sorted, disjoint intervals in UTC ms) inside [from, to), in ms. Starts at
 * the first interval ending after `from`, found by binary search (their ends are sorted too), so a slot costs
 * log n plus the intervals it touches.
 */
function coveredMs(merged: readonly Interval[], from: number, to: number): number {
  let [low, high] = [0, merged.length];
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((merged[mid]?.end ?? 0) <= from) low = mid + 1;
    else high = mid;
  }
  let total = 0;
  for (let i = low; i < merged.length; i++) {
    const interval = merged[i] as Interval;
    if (interval.start >= to) break;
    total += Math.min(interval.end, to) - Math.max(interval.start, from);
  }
  return total;
}

/** The planned slots of a schedule (day index in IDEAL_WEEK_DAYS, start minute) and its planned minutes per row. */
interface PlannedSlots {
  slots: { day: number; minutes: number }[];
  idealMinutes: Map<LifeDomainId | null, number>;
}

/** Schedules already read: Insights compares one schedule with 53 weeks, so its cells are read once, not 53 times. */
const planned = new WeakMap<Readonly<IdealWeekSchedule>, PlannedSlots>();

/**
 * The cells of `schedule` on the grid as slots, and `minutesByDomain` of those cells (the Ideal Week summary's
 * rule). Kept per schedule object, which callers never change (it is Readonly).
 */
function plannedSlots(schedule: Readonly<IdealWeekSchedule>): PlannedSlots {
  const known = planned.get(schedule);
  if (known) return known;
  const onGrid: IdealWeekSchedule = {};
  const slots: PlannedSlots['slots'] = [];
  for (const [key, cell] of Object.entries(schedule)) {
    const slot = parseSlotKey(key);
    if (!slot) continue;
    onGrid[key] = cell;
    slots.push({ day: IDEAL_WEEK_DAYS.indexOf(slot.day), minutes: slot.minutes });
  }
  const read = {
    slots,
    idealMinutes: new Map(minutesByDomain(onGrid).map((row) => [row.domain, row.minutes])),
  };
  planned.set(schedule, read);
  return read;
}

const GRID_START = IDEAL_WEEK_FIRST_SLOT;
const GRID_END = IDEAL_WEEK_LAST_SLOT + IDEAL_WEEK_SLOT_MINUTES;

/**
 * The UTC instant (ms) of wall-clock `minutes` (grid times, 5:00 AM..9:30 PM) on the day starting `base` minutes
 * after the week's Monday midnight, from `at` (zonedToUtc). When the grid's two ends are exactly 16½ hours
 * apart, the zone's offset does not change in between and the instants in between follow linearly, so two
 * `zonedToUtc` calls serve the whole day (each costs Intl work: 462 calls per week took ~10 ms); on a day with
 * an offset change inside the grid, each time goes through `zonedToUtc`.
 */
function dayClock(at: (minutes: number) => number, base: number): (minutes: number) => number {
  const from = at(base + GRID_START);
  const to = at(base + GRID_END);
  if (to - from !== (GRID_END - GRID_START) * MINUTE_MS) return (minutes) => at(base + minutes);
  return (minutes) => from + (minutes - GRID_START) * MINUTE_MS;
}

/**
 * The Week Comparison Score (docs/product.md §2 Calendar at a Glance, §3 Week comparison result; ADR 027):
 * - a planned slot is a cell of `schedule` (activity or domain): the half hour starting at its wall-clock time
 *   ('monday-9:00 AM') on its day of the week of `weekStartDate`, in `timeZone` (DST-aware: instants come from
 *   `zonedToUtc`, so a DST week's Sunday 9:00 AM is 9:00 on the clock, whatever the offset);
 * - it is matched when busy, timed (not all-day) instances together cover at least half of it (overlapping
 *   events are counted once; exactly half matches);
 * - score = round(100 × matched / planned), 0 when nothing is planned; totalSlots = planned slots;
 * - eventsCount = instances that touch the week [local Monday 00:00, next Monday 00:00), of any kind (an event
 *   without duration counts when its instant is in the week);
 * - byDomain, one rule with the score (ADR 058): each planned slot and each busy timed instance belongs to one row,
 *   its domain or `domain: null` (none); idealMinutes = the row's planned slots (`minutesByDomain` of the cells
 *   on the grid); actualMinutes = the union of the row's busy timed instances inside the week, in whole minutes
 *   (rounded). So a matched slot always has busy time in some row. LIFE_DOMAINS order then null, rows with
 *   neither left out.
 * Throws RangeError when `weekStartDate` is not a Monday or `timeZone` is unknown.
 */
export function compareWeek({
  schedule,
  instances,
  weekStartDate,
  timeZone,
}: CompareWeekOptions): WeekComparison {
  if (!isMonday(weekStartDate)) throw new RangeError(`compareWeek: ${weekStartDate} is not a Monday`);
  const at = (minutes: number) => zonedToUtc(weekStartDate, minutes, timeZone).getTime();
  const weekStart = at(0);
  const weekEnd = at(7 * DAY_MINUTES);

  const inWeek = instances.filter((event) => {
    const [start, end] = [event.start.getTime(), event.end.getTime()];
    return start === end ? start >= weekStart && start < weekEnd : start < weekEnd && end > weekStart;
  });
  const busyTimed = inWeek.filter((event) => event.busy && !event.allDay);
  const toInterval = (event: ComparedInstance): Interval => ({
    start: Math.max(event.start.getTime(), weekStart),
    end: Math.min(event.end.getTime(), weekEnd),
  });
  const busy = mergeIntervals(busyTimed.map(toInterval));

  // A week exactly 7 × 24 hours long has no offset change inside (as dayClock reasons for a day), so every grid
  // time follows from Monday midnight with no Intl work: the insights compare 53 weeks per request.
  const linear = weekEnd - weekStart === 7 * DAY_MINUTES * MINUTE_MS;
  const clocks = IDEAL_WEEK_DAYS.map((_, day) =>
    linear
      ? (minutes: number) => weekStart + (day * DAY_MINUTES + minutes) * MINUTE_MS
      : dayClock(at, day * DAY_MINUTES),
  );
  const { slots, idealMinutes } = plannedSlots(schedule);
  let matchedSlots = 0;
  for (const slot of slots) {
    const clock = clocks[slot.day] ?? at;
    const from = clock(slot.minutes);
    const to = clock(slot.minutes + IDEAL_WEEK_SLOT_MINUTES);
    if (2 * coveredMs(busy, from, to) >= to - from) matchedSlots++;
  }
  const totalSlots = slots.length;

  const rows: (LifeDomainId | null)[] = [...LIFE_DOMAINS.map((domain) => domain.id), null];
  const byDomain = rows
    .map((domain) => {
      const own = mergeIntervals(busyTimed.filter((event) => event.domain === domain).map(toInterval));
      const actualMs = own.reduce((sum, interval) => sum + interval.end - interval.start, 0);
      return {
        domain,
        idealMinutes: idealMinutes.get(domain) ?? 0,
        actualMinutes: Math.round(actualMs / MINUTE_MS),
      };
    })
    .filter((entry) => entry.idealMinutes > 0 || entry.actualMinutes > 0);

  return {
    score: totalSlots === 0 ? 0 : Math.round((100 * matchedSlots) / totalSlots),
    matchedSlots,
    totalSlots,
    eventsCount: inWeek.length,
    byDomain,
  };
}
