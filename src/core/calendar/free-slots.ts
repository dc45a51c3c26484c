import { z } from 'zod';
import { formatMinutes, localDate, minutesSinceLocalMidnight } from '../dates.ts';
import { type Interval, subtractIntervals } from './intervals.ts';

/** Task durations offered by the Schedule Task dialog, in minutes (docs/product.md §2, §9). */
export const SCHEDULE_DURATIONS = [30, 60, 90, 120] as const;
export type ScheduleDuration = (typeof SCHEDULE_DURATIONS)[number];

/** Error message for any duration outside {@link SCHEDULE_DURATIONS}. */
export const DURATION_MESSAGE = 'Duration must be one of 30, 60, 90, 120 minutes';

/** Suggested slots start on this grid (every :00 and :30), in minutes. */
export const SLOT_STEP_MINUTES = 30;
/** Start of the suggestion window, minutes since local midnight: 8:00 AM (docs/product.md §2 Schedule Task dialog, §9). */
export const SLOT_WINDOW_START = 8 * 60;
/** End of the suggestion window, minutes since local midnight: 5:00 PM (docs/product.md §2, §9). */
export const SLOT_WINDOW_END = 17 * 60;

const DURATION_BY_TEXT = { '30': 30, '60': 60, '90': 90, '120': 120 } as const satisfies Record<
  string,
  ScheduleDuration
>;

/** True when `value` is one of the numbers 30, 60, 90, 120 (docs/product.md §9). Never throws. */
export function isScheduleDuration(value: unknown): value is ScheduleDuration {
  return SCHEDULE_DURATIONS.some((duration) => duration === value);
}

/**
 * Body of POST /api/calendar/suggest-slots: `{ date: 'YYYY-MM-DD', duration }` where duration is minutes as a
 * string (as the client sends it, docs/product.md §7) or a number, exactly one of 30/60/90/120 ('60' → 60). Anything
 * else (' 60', '45', 45, '1h', missing) fails with {@link DURATION_MESSAGE}. Output:
 * `{ date, duration: 30|60|90|120 }`.
 */
export const suggestSlotsInput = z.object({
  date: localDate,
  duration: z
    .union([z.literal([30, 60, 90, 120]), z.literal(['30', '60', '90', '120'])], { error: DURATION_MESSAGE })
    .transform((value): ScheduleDuration => (typeof value === 'number' ? value : DURATION_BY_TEXT[value])),
});
export type SuggestSlotsInput = z.infer<typeof suggestSlotsInput>;

/** Arguments of {@link suggestSlots}; all times are minutes since local midnight of the day being planned. */
export interface SuggestSlotsOptions {
  /** Busy intervals, half-open; may be unsorted, overlap, or extend outside 0..1440 (events crossing midnight). */
  busy: readonly Interval[];
  /** Length of the task, minutes. */
  durationMinutes: ScheduleDuration;
  /** Current wall-clock minutes when the date is today; null for a future date; 1440 for a past date. */
  nowMinutes: number | null;
  /** Defaults to 480 (8:00). */
  windowStart?: number;
  /** Defaults to 1020 (17:00). */
  windowEnd?: number;
}

function ceilToStep(minutes: number): number {
  return Math.ceil(minutes / SLOT_STEP_MINUTES) * SLOT_STEP_MINUTES;
}

/**
 * Free time slots for a task of `durationMinutes` on one day (docs/product.md §2 Schedule Task dialog, §9): every start
 * on the half-hour grid (:00 or :30) such that [start, start + duration) lies inside the window (default
 * 8:00-17:00), overlaps no busy interval (touching is fine: a slot may start exactly when a busy interval ends
 * or end exactly when one starts) and, for today, does not start before `nowMinutes` rounded up to the next
 * half hour (10:10 → first start 10:30; 10:30 → 10:30). Returns `{ start, end }[]` in minutes since local
 * midnight, sorted by start; e.g. an empty future day with 60 min gives 8:00-9:00, 8:30-9:30, …, 16:00-17:00.
 * Pass `nowMinutes: 1440` for a past day (no slots) and `null` for a future day. Format with
 * {@link toSuggestedSlot}. Throws RangeError for an unknown duration or a non-finite number.
 *
 * Time zones and DST: this function only sees wall-clock minutes. The caller converts each event's UTC
 * instants to minutes since local midnight of the planned date in the user's zone ({@link busyIntervalsOf},
 * which uses `minutesSinceLocalMidnight`), and `nowMinutes` with `minutesOfDayOf(now, timeZone)`. A DST day is
 * 23 or 25 hours long, but the transition happens at night, so 8:00-17:00 local is still nine hours of wall
 * clock and the same 30-minute grid; a slot converts back to instants with `zonedToUtc(date, minutes, zone)`.
 */
export function suggestSlots({
  busy,
  durationMinutes,
  nowMinutes,
  windowStart = SLOT_WINDOW_START,
  windowEnd = SLOT_WINDOW_END,
}: SuggestSlotsOptions): Interval[] {
  if (!isScheduleDuration(durationMinutes))
    throw new RangeError(`${DURATION_MESSAGE}, got ${durationMinutes}`);
  if (!Number.isFinite(windowStart) || !Number.isFinite(windowEnd))
    throw new RangeError('Invalid slot window');
  if (nowMinutes !== null && !Number.isFinite(nowMinutes))
    throw new RangeError(`Invalid nowMinutes ${nowMinutes}`);
  const earliest = nowMinutes === null ? Number.NEGATIVE_INFINITY : ceilToStep(nowMinutes);
  const slots: Interval[] = [];
  for (const free of subtractIntervals([{ start: windowStart, end: windowEnd }], busy)) {
    for (let start = Math.max(ceilToStep(free.start), earliest); start + durationMinutes <= free.end; ) {
      slots.push({ start, end: start + durationMinutes });
      start += SLOT_STEP_MINUTES;
    }
  }
  return slots;
}

/**
 * Busy intervals for {@link suggestSlots} from calendar event instances `{ start: Date, end: Date }` (UTC
 * instants): each becomes wall-clock minutes since local midnight of `date` in `timeZone` (fractions for
 * seconds; an event from 23:00 the day before to 9:00 becomes { start: -60, end: 540 }). Works on DST days as
 * described on suggestSlots. All-day events are the caller's choice (include them as the whole day to block
 * it, or leave them out). Throws RangeError for an invalid date, Date or time zone.
 */
export function busyIntervalsOf(
  events: readonly { start: Date; end: Date }[],
  date: string,
  timeZone: string,
): Interval[] {
  return events.map((event) => ({
    start: minutesSinceLocalMidnight(event.start, date, timeZone),
    end: minutesSinceLocalMidnight(event.end, date, timeZone),
  }));
}

/**
 * A slot as the API returns it (docs/product.md §3 Suggested slot, §7 suggest-slots):
 * `{ startTime: 'h:mm a', endTime }`, e.g. { start: 540, end: 600 } → { startTime: '9:00 AM', endTime: '10:00 AM' }.
 * Throws RangeError for non-integer minutes.
 */
export function toSuggestedSlot(slot: Interval): { startTime: string; endTime: string } {
  return { startTime: formatMinutes(slot.start), endTime: formatMinutes(slot.end) };
}
