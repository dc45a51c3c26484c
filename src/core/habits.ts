import { z } from 'zod';
import { clockTime, localDate } from './dates.ts';
import { goalId } from './goals.ts';
import { safeText } from './text.ts';

/*
 * Habits (Habit Tracker; ADR 042): the wire shapes of a habit, its PATCH body and a day's entry, and the rules of
 * schedules (streaks and completion rates are in habits-stats.ts). Dates are local dates 'YYYY-MM-DD' in the
 * user's zone (ADR 006, 011); the caller derives `today` from the clock with `localDateOf(now, zone)`, so nothing
 * here reads the clock or a zone.
 *
 * Days are numbered from 1970-01-01 (day 0, a Thursday) and ISO weeks (Monday–Sunday) from the week holding it
 * (week 0): plain integer arithmetic on calendar dates, so a 23 h or 25 h DST day is one day like any other.
 */

/** Longest habit name, in characters. */
export const MAX_HABIT_NAME_LENGTH = 100;
/** Longest habit description, in characters. */
export const MAX_HABIT_DESCRIPTION_LENGTH = 1000;
/** Longest unit ('glasses'), in characters. */
export const MAX_HABIT_UNIT_LENGTH = 30;
/** Largest daily target. */
export const MAX_HABIT_TARGET = 100;
/** Largest count of one day's entry. */
export const MAX_ENTRY_COUNT = 1000;
/** Longest range of GET /api/habits/{id}/entries, in days (both ends included). */
export const MAX_ENTRY_RANGE_DAYS = 366;

const integer = (field: string, min: number, max: number) =>
  z
    .int({ error: `${field} must be a whole number from ${min} to ${max}` })
    .min(min, { error: `${field} must be a whole number from ${min} to ${max}` })
    .max(max, { error: `${field} must be a whole number from ${min} to ${max}` });

/** ISO weekday numbers, Monday = 1 … Sunday = 7. */
const isoWeekday = integer('Each day', 1, 7);

/**
 * A habit's schedule: `{kind: 'daily'}`, `{kind: 'weekdays', days}` (ISO weekdays 1..7, at least one, no
 * repeats; returned in ascending order), `{kind: 'timesPerWeek', times: 1..7}` (ISO weeks in the user's zone) or
 * `{kind: 'everyNDays', n: 2..365}` (scheduled on startDate + k·n).
 */
export const habitSchedule = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('daily') }),
    z.strictObject({
      kind: z.literal('weekdays'),
      days: z
        .array(isoWeekday)
        .min(1, { error: 'Choose at least one day' })
        .max(7)
        .superRefine((days, ctx) => {
          days.forEach((day, index) => {
            if (days.indexOf(day) !== index)
              ctx.addIssue({ code: 'custom', path: [index], message: `Duplicate day: ${day}` });
          });
        })
        .overwrite((days) => [...days].sort((a, b) => a - b)),
    }),
    z.strictObject({ kind: z.literal('timesPerWeek'), times: integer('times', 1, 7) }),
    z.strictObject({ kind: z.literal('everyNDays'), n: integer('n', 2, 365) }),
  ],
  { error: "kind must be one of 'daily', 'weekdays', 'timesPerWeek', 'everyNDays'" },
);
export type HabitSchedule = z.infer<typeof habitSchedule>;

/** The fields of a habit body, without defaults (the PATCH body makes each optional). */
const habitFields = {
  name: safeText('line')
    .trim()
    .min(1, { error: 'Name the habit' })
    .max(MAX_HABIT_NAME_LENGTH, { error: `A name must be at most ${MAX_HABIT_NAME_LENGTH} characters` }),
  description: safeText('multiline')
    .trim()
    .max(MAX_HABIT_DESCRIPTION_LENGTH, {
      error: `A description must be at most ${MAX_HABIT_DESCRIPTION_LENGTH} characters`,
    })
    .nullable(),
  schedule: habitSchedule,
  target: integer('target', 1, MAX_HABIT_TARGET),
  unit: safeText('line')
    .trim()
    .max(MAX_HABIT_UNIT_LENGTH, { error: `A unit must be at most ${MAX_HABIT_UNIT_LENGTH} characters` })
    .nullable(),
  startDate: localDate,
  goalId: goalId.nullable(),
  archived: z.boolean({ error: 'archived must be true or false' }),
  reminderTime: clockTime.nullable(),
};

/**
 * Body of POST /api/habits: `{ name (trimmed, 1..100, one line), description? (free text ≤ 1000, '' or null for
 * none), schedule, target? (1..100, default 1), unit? (one line ≤ 30, '' or null for none), startDate?
 * ('YYYY-MM-DD'; the server fills in today in the user's zone), goalId? (UUID of one of the user's goals, checked
 * by the server; null for none), archived? (default false), reminderTime? ('HH:MM' in the user's zone on each
 * scheduled day, ADR 053; null for none) }`. Unknown keys are stripped.
 */
export const habitInput = z.object({
  ...habitFields,
  description: habitFields.description.optional(),
  target: habitFields.target.default(1),
  unit: habitFields.unit.optional(),
  startDate: habitFields.startDate.optional(),
  goalId: habitFields.goalId.optional(),
  archived: habitFields.archived.default(false),
  reminderTime: habitFields.reminderTime.optional(),
});
export type HabitInput = z.infer<typeof habitInput>;

/** Body of PATCH /api/habits/{id}: any of the habit's fields, the others kept. */
export const habitPatch = z.object(habitFields).partial();
export type HabitPatch = z.infer<typeof habitPatch>;

/** A habit as the API returns it; `description`, `unit`, `goalId` and `reminderTime` are null when there is none. */
export const habit = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  schedule: habitSchedule,
  target: z.number(),
  unit: z.string().nullable(),
  startDate: z.string(),
  goalId: z.string().nullable(),
  archived: z.boolean(),
  reminderTime: z.string().nullable(),
  createdAt: z.string(),
});
export type Habit = z.infer<typeof habit>;

/**
 * Body of PUT /api/habits/{id}/entries/{date}: `{ count?: 0..1000, skipped?: boolean }`; a field left out keeps
 * the day's stored value (a new entry starts at count 0, not skipped).
 */
export const habitEntryInput = z.strictObject({
  count: integer('count', 0, MAX_ENTRY_COUNT).optional(),
  skipped: z.boolean({ error: 'skipped must be true or false' }).optional(),
});
export type HabitEntryInput = z.infer<typeof habitEntryInput>;

/** A day's entry: `{ date: 'YYYY-MM-DD', count, skipped }`. */
export const habitEntry = z.object({ date: z.string(), count: z.number(), skipped: z.boolean() });
export type HabitEntry = z.infer<typeof habitEntry>;

/** What GET /api/habits/{id}/stats answers (ADR 042). */
export const habitStatsSchema = z.object({
  currentStreak: z.number(),
  longestStreak: z.number(),
  streakUnit: z.enum(['days', 'weeks']),
  doneDays: z.number(),
  completionRate30: z.number(),
  completionRate365: z.number(),
});
export type HabitStats = z.infer<typeof habitStatsSchema>;

/** The day number of 'YYYY-MM-DD': days since 1970-01-01 (negative before). */
export function dayNumber(date: string): number {
  return Date.UTC(digits(date, 0, 4), digits(date, 5, 7) - 1, digits(date, 8, 10)) / 86_400_000;
}

/** The number written in `text` from index `from` to `to` (decimal digits only). */
function digits(text: string, from: number, to: number): number {
  let value = 0;
  for (let i = from; i < to; i++) value = value * 10 + text.charCodeAt(i) - 48;
  return value;
}

/** 'YYYY-MM-DD' of day number `day` (years 1000-9999). */
export function dateOfDay(day: number): string {
  return new Date(day * 86_400_000).toISOString().slice(0, 10);
}

/** ISO weekday (Monday = 1 … Sunday = 7) of day number `day`. */
export function isoWeekdayOf(day: number): number {
  return ((((day + 3) % 7) + 7) % 7) + 1;
}

/** The ISO week number (Monday-based, week 0 holds 1970-01-01) of day number `day`. */
export function weekOf(day: number): number {
  return Math.floor((day + 3) / 7);
}

/**
 * True when `date` is a scheduled day of a day schedule (daily, weekdays, everyNDays) that starts on `startDate`:
 * never before startDate; weekdays on the chosen ISO weekdays; everyNDays on startDate + k·n. A timesPerWeek
 * habit has no scheduled days (any day of the week counts toward it): false. ADR 042.
 */
export function isScheduled(schedule: HabitSchedule, startDate: string, date: string): boolean {
  return scheduledDay(schedule, dayNumber(startDate), dayNumber(date));
}

/** {@link isScheduled} on day numbers (days since 1970-01-01). */
export function scheduledDay(schedule: HabitSchedule, start: number, day: number): boolean {
  if (day < start) return false;
  switch (schedule.kind) {
    case 'daily':
      return true;
    case 'weekdays':
      return schedule.days.includes(isoWeekdayOf(day));
    case 'everyNDays':
      return (day - start) % schedule.n === 0;
    case 'timesPerWeek':
      return false;
  }
}
