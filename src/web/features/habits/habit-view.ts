/**
 * Pure helpers of the Habit Tracker's screens: how a schedule, a target, today's check and a streak read, and the
 * state of each of the last seven days. The rules of "scheduled" and "done" are core's (ADR 042); dates are local
 * 'YYYY-MM-DD'.
 */
import { format, parseISO } from 'date-fns';
import { addDays, minutesOfClockTime } from '../../../core/dates.ts';
import {
  dateOfDay,
  dayNumber,
  type Habit,
  type HabitEntry,
  type HabitSchedule,
  type HabitStats,
  isScheduled,
  weekOf,
} from '../../../core/habits.ts';

const WEEKDAY_SHORT = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

/** The short name of ISO weekday `day` (Monday = 1): 'Mon' … 'Sun'. */
export function weekdayShort(day: number): string {
  return WEEKDAY_SHORT[day - 1] ?? '';
}

/** 'Tuesday, March 3' of '2026-03-03'. */
export function dayMonthText(date: string): string {
  return format(parseISO(date), 'EEEE, MMMM d');
}

/** How a schedule reads: 'Every day', 'Mon, Wed, Fri', '3 times a week' ('Once a week'), 'Every 2 days'. */
export function scheduleText(schedule: HabitSchedule): string {
  switch (schedule.kind) {
    case 'daily':
      return 'Every day';
    case 'weekdays':
      return schedule.days.length === 7 ? 'Every day' : schedule.days.map(weekdayShort).join(', ');
    case 'timesPerWeek':
      return schedule.times === 1 ? 'Once a week' : `${schedule.times} times a week`;
    case 'everyNDays':
      return `Every ${schedule.n} days`;
  }
}

/** `count` of the habit's unit: '8 glasses', '1 time', '2 times' (no unit: times). */
export function amountText(count: number, unit: string | null): string {
  return `${count} ${unit ?? (count === 1 ? 'time' : 'times')}`;
}

/** How a target reads: '8 glasses a day'; null for once a day without a unit (nothing worth saying). */
export function targetText(habit: Pick<Habit, 'target' | 'unit'>): string | null {
  if (habit.target === 1 && habit.unit === null) return null;
  return `${amountText(habit.target, habit.unit)} a day`;
}

/** The schedule, the target and the reminder on one line: 'Every day · 8 glasses a day · reminder at 6:30 AM'. */
export function habitSummary(habit: Pick<Habit, 'schedule' | 'target' | 'unit' | 'reminderTime'>): string {
  // A local wall-clock time read and written in the same (browser) zone, on any day.
  const reminder = habit.reminderTime
    ? `reminder at ${format(new Date(2000, 0, 1, 0, minutesOfClockTime(habit.reminderTime)), 'h:mm a')}`
    : '';
  return [scheduleText(habit.schedule), targetText(habit), reminder].filter(Boolean).join(' · ');
}

/**
 * What a day's check button says for `count` (ADR 042: done when count ≥ target): 'Check in' before the first
 * one, then '3 of 8 glasses'; once done 'Done' (a target of 1) or '8 of 8 glasses'.
 */
export function checkText(habit: Pick<Habit, 'target' | 'unit'>, count: number): string {
  if (count >= habit.target && habit.target === 1) return 'Done';
  if (count === 0) return 'Check in';
  return `${count} of ${amountText(habit.target, habit.unit)}`;
}

/** The current streak with its unit: '4-day streak', '2-week streak'; 'No streak yet' at 0. */
export function streakText(stats: Pick<HabitStats, 'currentStreak' | 'streakUnit'>): string {
  if (stats.currentStreak === 0) return 'No streak yet';
  return `${stats.currentStreak}-${stats.streakUnit === 'days' ? 'day' : 'week'} streak`;
}

/**
 * The state of one day of a habit: 'done' (count ≥ target, skipped or not), 'skipped', 'missed' (a scheduled
 * past day neither done nor skipped), 'not scheduled' (before startDate, or a day a day schedule leaves out),
 * 'not done yet' (today, not done) or 'not done' (a past day of a timesPerWeek habit, which has no due days).
 */
export type DayState = 'done' | 'skipped' | 'missed' | 'not scheduled' | 'not done yet' | 'not done';

/** The state of `date` (≤ today) given its entry (undefined: none). See {@link DayState}. */
export function dayState(
  habit: Pick<Habit, 'schedule' | 'target' | 'startDate'>,
  entry: Pick<HabitEntry, 'count' | 'skipped'> | undefined,
  date: string,
  today: string,
): DayState {
  if (date < habit.startDate) return 'not scheduled';
  if (entry && entry.count >= habit.target) return 'done';
  if (entry?.skipped) return 'skipped';
  if (date === today) return 'not done yet';
  if (habit.schedule.kind === 'timesPerWeek') return 'not done';
  return isScheduled(habit.schedule, habit.startDate, date) ? 'missed' : 'not scheduled';
}

/** One of the last seven days: its date, its state and its accessible name ('Tuesday, March 3: done'). */
export interface RecentDay {
  date: string;
  state: DayState;
  label: string;
}

/** The seven days ending today, oldest first, with their states from `entries` (any order, any range). */
export function lastSevenDays(
  habit: Pick<Habit, 'schedule' | 'target' | 'startDate'>,
  entries: readonly HabitEntry[],
  today: string,
): RecentDay[] {
  const byDate = new Map(entries.map((entry) => [entry.date, entry]));
  return Array.from({ length: 7 }, (_, index) => {
    const date = addDays(today, index - 6);
    const state = dayState(habit, byDate.get(date), date, today);
    return { date, state, label: `${dayMonthText(date)}: ${state}` };
  });
}

/** The first day (Monday) and the last (Sunday) of the ISO week holding `date`. */
export function isoWeekOf(date: string): { from: string; to: string } {
  const monday = weekOf(dayNumber(date)) * 7 - 3;
  return { from: dateOfDay(monday), to: dateOfDay(monday + 6) };
}

/**
 * Whether the daily overview of `date` lists the habit: never an archived habit or a day before its startDate; a
 * day schedule on its scheduled days (core's isScheduled); a timesPerWeek habit on every day of its ISO week until
 * the week is met — it stays listed on a day it was done, and leaves the other days once `times` days of the week
 * are done. `weekEntries` are the entries of `date`'s ISO week.
 */
export function listedOnOverview(habit: Habit, weekEntries: readonly HabitEntry[], date: string): boolean {
  if (habit.archived || date < habit.startDate) return false;
  if (habit.schedule.kind !== 'timesPerWeek') return isScheduled(habit.schedule, habit.startDate, date);
  const doneElsewhere = weekEntries.filter(
    (entry) => entry.date !== date && entry.date >= habit.startDate && entry.count >= habit.target,
  ).length;
  return doneElsewhere < habit.schedule.times;
}
