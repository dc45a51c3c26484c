import { z } from 'zod';
import { DEFAULT_RITUAL_ELEMENTS, itemList, MAX_LIST_ITEMS } from './daily-plan.ts';
import { addDays } from './dates.ts';
import { weekDays } from './weeks.ts';

/*
 * Rituals (docs/product.md §3 Ritual, §5, §7; ADR 043): the three ritual types and their default elements, the
 * wire shapes of a ritual, of a day's run and of a ritual's streaks, and the streak rule `ritualStreaks`.
 *
 * - Morning keeps the product's defaults (DEFAULT_RITUAL_ELEMENTS in daily-plan.ts), which the screens do not let
 *   the user remove (docs/product.md §3, §5; the API stores the elements it is sent, as it always has).
 * - Workday startup and workday shutdown start from STARTUP_DEFAULT_ELEMENTS / SHUTDOWN_DEFAULT_ELEMENTS, all
 *   removable.
 * - A run is one day's check-off of one ritual: `completed[i]` tells whether element i was done that day.
 */

/** The three rituals, by wire value: Morning, Workday Startup, Workday Shutdown. */
export const RITUAL_TYPES = ['morning', 'startup', 'shutdown'] as const;
export type RitualType = (typeof RITUAL_TYPES)[number];

/** Display names of the rituals. */
export const RITUAL_NAMES: Record<RitualType, string> = {
  morning: 'Morning',
  startup: 'Workday Startup',
  shutdown: 'Workday Shutdown',
};

/** Default elements of the workday startup ritual (all removable). */
export const STARTUP_DEFAULT_ELEMENTS = [
  "Review today's calendar",
  'Confirm the Big 3 for today',
  'Clear the inbox to zero',
  'Block time for the first priority',
] as const;

/** Default elements of the workday shutdown ritual (all removable). */
export const SHUTDOWN_DEFAULT_ELEMENTS = [
  'Review what got done today',
  "Plan tomorrow's Big 3",
  'Close open loops (email, messages, notes)',
  "Check tomorrow's calendar",
] as const;

/** The elements a ritual starts from before the user saves it; the screens show these without storing them. */
export const RITUAL_DEFAULT_ELEMENTS: Record<RitualType, readonly string[]> = {
  morning: DEFAULT_RITUAL_ELEMENTS,
  startup: STARTUP_DEFAULT_ELEMENTS,
  shutdown: SHUTDOWN_DEFAULT_ELEMENTS,
};

/** Elements of `type` that cannot be removed: the morning defaults (docs/product.md §3, §5); none for the others. */
export function fixedElements(type: RitualType): readonly string[] {
  return type === 'morning' ? DEFAULT_RITUAL_ELEMENTS : [];
}

/** Fewest and most minutes an element may be given. */
export const MIN_ELEMENT_MINUTES = 1;
export const MAX_ELEMENT_MINUTES = 240;

/** Message of a `minutes` list that is not one whole number 1–240 per element. */
export const MINUTES_MESSAGE = `minutes must hold one whole number from ${MIN_ELEMENT_MINUTES} to ${MAX_ELEMENT_MINUTES} per element`;

/** Zod schema of a ritual type ('morning' | 'startup' | 'shutdown'). */
export const ritualType = z.enum(RITUAL_TYPES);

/**
 * Body of POST /api/rituals: `{ type: 'morning'|'startup'|'shutdown', elements: string[], minutes?: number[] }`.
 * Elements are trimmed, non-empty, ≤ 500 chars, 1..100 of them. `minutes`, when sent, has one whole number
 * 1–240 per element; any other `minutes` (wrong length, a fraction, 0, 241, not a number) fails on the path
 * `minutes`. docs/product.md §3 (Ritual), §5 (custom element rules), §7; ADR 043.
 */
export const ritualInput = z
  .object({
    type: ritualType,
    elements: itemList('Ritual element').min(1, { error: 'Add at least one ritual element' }),
    minutes: z.array(z.unknown(), { error: MINUTES_MESSAGE }).max(MAX_LIST_ITEMS).optional(),
  })
  .superRefine((input, ctx) => {
    const { minutes, elements } = input;
    if (minutes === undefined) return;
    const valid = minutes.every(
      (m) =>
        Number.isInteger(m) && (m as number) >= MIN_ELEMENT_MINUTES && (m as number) <= MAX_ELEMENT_MINUTES,
    );
    if (!valid || minutes.length !== elements.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['minutes'],
        message: `${MINUTES_MESSAGE} (${elements.length} elements, ${minutes.length} entries)`,
      });
    }
  })
  .transform((input): RitualInput => input as RitualInput);
/** A valid POST /api/rituals body. */
export interface RitualInput {
  type: RitualType;
  elements: string[];
  minutes?: number[];
}

/**
 * A saved ritual as POST /api/rituals returns it and GET /api/rituals lists it: `{ id, type, elements, minutes? }`,
 * `id` a UUID, one ritual per user and type. `minutes` is present only when the ritual was saved with minutes,
 * so a morning ritual saved as before answers exactly as docs/product.md §7 describes. docs/product.md §3; ADR 043.
 */
export const ritual = z.object({
  id: z.string(),
  type: z.string(),
  elements: z.array(z.string()),
  minutes: z.array(z.number()).optional(),
});
export type Ritual = z.infer<typeof ritual>;

/** Body of PUT /api/rituals/{type}/runs/{date}: `{ completed: boolean[] }`, one flag per element of the ritual. */
export const ritualRunInput = z.object({ completed: z.array(z.boolean()).max(MAX_LIST_ITEMS) });
export type RitualRunInput = z.infer<typeof ritualRunInput>;

/** One day's run of one ritual: `{ type, date: 'YYYY-MM-DD', completed: boolean[] }`. */
export const ritualRun = z.object({ type: z.string(), date: z.string(), completed: z.array(z.boolean()) });
export type RitualRun = z.infer<typeof ritualRun>;

/** Answer of GET /api/rituals/{type}/stats: streaks in days. */
export const ritualStats = z.object({ currentStreak: z.number().int(), longestStreak: z.number().int() });
export type RitualStats = z.infer<typeof ritualStats>;

/** True when every element of a run was done (a run with no flags is not complete). */
export function isRunComplete(completed: readonly boolean[]): boolean {
  return completed.length > 0 && completed.every(Boolean);
}

/** A ritual's run as the day rules read it. */
type DayRun = { date: string; completed: readonly boolean[] };

/**
 * The days up to `today` that count as done (ADR 043): the run has every element done; today's run also needs
 * `elementsCount` flags when that is given (an element added today must be done too).
 */
function doneDays(runs: readonly DayRun[], elementsCount: number | undefined, today: string): Set<string> {
  const done = new Set<string>();
  for (const run of runs) {
    if (run.date > today || !isRunComplete(run.completed)) continue;
    if (run.date === today && elementsCount !== undefined && run.completed.length !== elementsCount) continue;
    done.add(run.date);
  }
  return done;
}

/**
 * Streaks of one ritual (ADR 043): a day counts when its run has every element done; a streak is a run of
 * consecutive local calendar days that count (calendar arithmetic on 'YYYY-MM-DD', so a 23 h or 25 h DST day is
 * one day like any other; `today` is the user's local date, `localDateOf(now, zone)`).
 * - currentStreak: the counting days back from `today`, or from yesterday while today does not count yet (today
 *   not yet complete does not break the streak); 0 when neither today nor yesterday counts.
 * - longestStreak: the longest such streak over the history up to `today`.
 * - Runs after `today` are ignored. A past day is judged by its own flags (editing a ritual does not rewrite
 *   history); today's run counts only when it also has `elementsCount` flags, when that is given (the ritual's
 *   current number of elements: an element added today must be done too).
 */
export function ritualStreaks(
  runs: readonly DayRun[],
  elementsCount: number | undefined,
  today: string,
): RitualStats {
  const done = doneDays(runs, elementsCount, today);
  let day = done.has(today) ? today : addDays(today, -1);
  let currentStreak = 0;
  while (done.has(day)) {
    currentStreak++;
    day = addDays(day, -1);
  }
  let longestStreak = 0;
  let length = 0;
  let previous: string | null = null;
  for (const date of [...done].sort()) {
    length = previous !== null && addDays(previous, 1) === date ? length + 1 : 1;
    longestStreak = Math.max(longestStreak, length);
    previous = date;
  }
  return { currentStreak, longestStreak };
}

/**
 * A ritual's completion per Monday week as of `today` (Insights, ADR 056): for `weekStartDate`, `done` = the week's
 * days up to `today` whose run counts as done (the streaks' rule, ADR 043), `days` = the week's days up to `today`
 * (0 for a week after today; the whole 7 for a past week). The runs are read once; the returned function throws
 * RangeError when `weekStartDate` is not a Monday.
 */
export function ritualWeekCompletion(
  runs: readonly DayRun[],
  elementsCount: number | undefined,
  today: string,
): (weekStartDate: string) => { done: number; days: number } {
  const done = doneDays(runs, elementsCount, today);
  return (weekStartDate) => {
    const days = weekDays(weekStartDate).filter((day) => day <= today);
    return { done: days.filter((day) => done.has(day)).length, days: days.length };
  };
}
