/**
 * Reminders (docs/product.md "Notifications"; ADR 053): the settings' wire schema with its defaults, when each
 * fixed-time reminder falls in the user's zone, and the words of each notification. Pure: the clock (`from`,
 * `to`, `at`) and the IANA zone are arguments. Days of the week are ISO numbers, 1 = Monday … 7 = Sunday.
 */
import { z } from 'zod';
import { addDays, clockTime, localDateOf, minutesOfClockTime, zonedToUtc } from './dates.ts';
import { isScheduled } from './habits.ts';
import type { HabitRules } from './habits-stats.ts';
import { HABIT_DONE_ACTION } from './push-payload.ts';

/** An ISO day of the week, 1 (Monday) … 7 (Sunday). */
export const isoWeekday = z.number().int().min(1).max(7);

/** Most minutes a block-start reminder may come before the block. */
export const MAX_MINUTES_BEFORE = 120;

/** Settings of every reminder and the channels they go out on (PUT /api/reminders). */
export const reminderSettings = z.object({
  planDay: z.object({
    enabled: z.boolean(),
    time: clockTime,
    days: z
      .array(isoWeekday)
      .max(7)
      .refine((days) => new Set(days).size === days.length, { error: 'Each day at most once' }),
  }),
  blockStart: z.object({
    enabled: z.boolean(),
    minutesBefore: z.number().int().min(0).max(MAX_MINUTES_BEFORE),
  }),
  finishDay: z.object({ enabled: z.boolean(), time: clockTime }),
  weeklyReview: z.object({ enabled: z.boolean(), day: isoWeekday, time: clockTime }),
  channels: z.object({ push: z.boolean(), email: z.boolean() }),
});

/** Reminder settings as stored and sent. */
export type ReminderSettings = z.infer<typeof reminderSettings>;

/**
 * The settings of a user who never saved any: plan your day 07:30 on weekdays, block start 5 minutes before,
 * finish your day 17:00, weekly review Friday 16:00, all on; push on (it reaches only devices the user turned
 * notifications on for), email off.
 */
export const DEFAULT_REMINDER_SETTINGS: ReminderSettings = {
  planDay: { enabled: true, time: '07:30', days: [1, 2, 3, 4, 5] },
  blockStart: { enabled: true, minutesBefore: 5 },
  finishDay: { enabled: true, time: '17:00' },
  weeklyReview: { enabled: true, day: 5, time: '16:00' },
  channels: { push: true, email: false },
};

/** The reminders that fall at a fixed local time. */
export type FixedReminderKind = 'plan-day' | 'finish-day' | 'weekly-review';
/** Every kind of reminder. */
export type ReminderKind = FixedReminderKind | 'block-start' | 'habit';

/** One occurrence of a fixed-time reminder: its UTC instant and the local date it belongs to. */
export interface ReminderOccurrence {
  kind: FixedReminderKind;
  at: Date;
  date: string;
}

/** ISO day of the week (1 = Monday … 7 = Sunday) of a local date 'YYYY-MM-DD'. */
export function isoWeekdayOf(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/** The local days and times each enabled fixed-time reminder of `settings` asks for, for one local `date`. */
function wantedOn(settings: ReminderSettings, date: string): { kind: FixedReminderKind; time: string }[] {
  const weekday = isoWeekdayOf(date);
  const wanted: { kind: FixedReminderKind; time: string }[] = [];
  if (settings.planDay.enabled && settings.planDay.days.includes(weekday))
    wanted.push({ kind: 'plan-day', time: settings.planDay.time });
  if (settings.finishDay.enabled) wanted.push({ kind: 'finish-day', time: settings.finishDay.time });
  if (settings.weeklyReview.enabled && settings.weeklyReview.day === weekday)
    wanted.push({ kind: 'weekly-review', time: settings.weeklyReview.time });
  return wanted;
}

/**
 * Every fixed-time reminder of `settings` whose instant is in [`from`, `to`) (UTC), in order of time. Each falls at
 * its wall-clock time on its local day in `timeZone`, so 07:30 is 07:30 local on both sides of a DST change; a time
 * inside a spring-forward gap moves forward by the gap, an ambiguous one is the earlier instant (`zonedToUtc`).
 * Throws RangeError for an unknown zone.
 */
export function remindersBetween(
  settings: ReminderSettings,
  from: Date,
  to: Date,
  timeZone: string,
): ReminderOccurrence[] {
  const found: ReminderOccurrence[] = [];
  const last = localDateOf(to, timeZone);
  for (let date = addDays(localDateOf(from, timeZone), -1); date <= last; date = addDays(date, 1)) {
    for (const { kind, time } of wantedOn(settings, date)) {
      const at = zonedToUtc(date, minutesOfClockTime(time), timeZone);
      if (at >= from && at < to) found.push({ kind, at, date });
    }
  }
  return found.sort((a, b) => +a.at - +b.at);
}

/**
 * The occurrence of fixed-time reminder `kind` at exactly `at` under `settings`, or null when the settings no longer
 * ask for one then (turned off, moved, another day). Checked again when a reminder is sent.
 */
export function occurrenceAt(
  settings: ReminderSettings,
  kind: FixedReminderKind,
  at: Date,
  timeZone: string,
): ReminderOccurrence | null {
  const next = new Date(+at + 60_000);
  return remindersBetween(settings, at, next, timeZone).find((o) => o.kind === kind && +o.at === +at) ?? null;
}

/** A habit whose reminder is set: its schedule and start (core's habit rules) and its local time 'HH:MM'. */
export interface RemindedHabit extends Pick<HabitRules, 'schedule' | 'startDate'> {
  id: string;
  reminderTime: string;
}

/** One occurrence of a habit's reminder: the habit, its UTC instant and the local day it is about. */
export interface HabitReminderOccurrence {
  habitId: string;
  at: Date;
  date: string;
}

/**
 * Every reminder of `habits` whose instant is in [`from`, `to`) (UTC), in order of time: at the habit's own time on
 * each local day in `timeZone` its schedule asks for (`isScheduled`: chosen weekdays, every N days, and every day of
 * an N-times-a-week habit), so it is at that wall-clock time on both sides of a DST change, like the fixed-time
 * reminders. Throws RangeError for an unknown zone.
 */
export function habitRemindersBetween(
  habits: readonly RemindedHabit[],
  from: Date,
  to: Date,
  timeZone: string,
): HabitReminderOccurrence[] {
  const found: HabitReminderOccurrence[] = [];
  const last = localDateOf(to, timeZone);
  for (let date = addDays(localDateOf(from, timeZone), -1); date <= last; date = addDays(date, 1)) {
    for (const habit of habits) {
      if (!isScheduled(habit.schedule, habit.startDate, date)) continue;
      const at = zonedToUtc(date, minutesOfClockTime(habit.reminderTime), timeZone);
      if (at >= from && at < to) found.push({ habitId: habit.id, at, date });
    }
  }
  return found.sort((a, b) => +a.at - +b.at);
}

/** What a notification shows and opens: `url` is the page's path. */
export interface ReminderMessage {
  title: string;
  body: string;
  url: string;
  /** One notification per reminder and day: a newer one with the same tag replaces it. */
  tag: string;
  /** A habit reminder's 'Done' action, with the habit and day it checks in (core's push payload). */
  actions?: { action: string; title: string }[];
  habitId?: string;
  date?: string;
}

/**
 * The words and page of each reminder (docs/product.md "Notifications"). `date` is the local day it is about; for a
 * block, its title and its local start as shown (`startTime`, '9:00 AM').
 */
export function reminderMessage(
  reminder:
    | { kind: FixedReminderKind; date: string }
    | { kind: 'block-start'; date: string; blockId: string; blockTitle: string; startTime: string }
    | { kind: 'habit'; date: string; habitId: string; habitName: string },
): ReminderMessage {
  switch (reminder.kind) {
    case 'plan-day':
      return {
        title: 'Plan your day: your Big 3 are waiting',
        body: 'Choose the three tasks that make today a win.',
        url: '/daily-planning',
        tag: `plan-day:${reminder.date}`,
      };
    case 'finish-day':
      return {
        title: 'Finish your day',
        body: 'Rate the day and carry what is left over to tomorrow.',
        url: '/daily-overview',
        tag: `finish-day:${reminder.date}`,
      };
    case 'weekly-review':
      return {
        title: 'Time for your weekly review',
        body: 'Look back at your wins and choose next week’s Big 3.',
        url: '/weekly-review',
        tag: `weekly-review:${reminder.date}`,
      };
    case 'block-start':
      return {
        title: `Starting at ${reminder.startTime}: ${reminder.blockTitle}`,
        body: 'Wrap up what you are doing and get ready for this block.',
        url: '/daily-overview',
        tag: `block-start:${reminder.blockId}`,
      };
    case 'habit':
      return {
        title: `Time for ${reminder.habitName}`,
        body: 'Check it in once it is done.',
        url: `/habit-tracker/${reminder.habitId}`,
        tag: `habit:${reminder.habitId}:${reminder.date}`,
        actions: [{ action: HABIT_DONE_ACTION, title: 'Done' }],
        habitId: reminder.habitId,
        date: reminder.date,
      };
  }
}
