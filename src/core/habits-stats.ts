import {
  dayNumber,
  type Habit,
  type HabitEntry,
  type HabitSchedule,
  type HabitStats,
  isoWeekdayOf,
  scheduledDay,
  weekOf,
} from './habits.ts';

/*
 * The rules of a habit's streaks and completion (ADR 042), on the day numbers and ISO weeks of habits.ts: the stats
 * of GET /api/habits/{id}/stats and the weekly completion Insights reads (ADR 056). Pure: `today` is an argument.
 */

/** A habit as the stats read it. */
export type HabitRules = Pick<Habit, 'schedule' | 'target' | 'startDate'>;

/** One slot of a streak (a day or an ISO week) that does not break it: `adds` 1 when done or met, 0 when skipped. */
interface KeptSlot {
  slot: number;
  adds: 0 | 1;
}

/**
 * Current and longest streak over `kept` (slots in ascending order, none after `current`): every due slot that is
 * not kept breaks the streak; `nextDue(slot)` is the first due slot after `slot`. The current slot not yet kept
 * does not break it (the streak then ends at the slot before). ADR 042.
 */
function streaks(
  kept: readonly KeptSlot[],
  current: number,
  nextDue: (slot: number) => number,
): { current: number; longest: number } {
  let run = 0;
  let longest = 0;
  let previous: number | null = null;
  for (const { slot, adds } of kept) {
    if (previous !== null && nextDue(previous) < slot) run = 0;
    run += adds;
    longest = Math.max(longest, run);
    previous = slot;
  }
  if (previous === null) return { current: 0, longest };
  const broken = previous < current && nextDue(previous) < current;
  return { current: broken ? 0 : run, longest };
}

/** Percent 0..100, rounded to a whole number; 0 when nothing was due. */
const percent = (done: number, due: number) => (due === 0 ? 0 : Math.round((done * 100) / due));

/** The first scheduled day after day `day` (≥ startDate) of a day schedule. */
function nextScheduledDay(schedule: HabitSchedule, start: number, day: number): number {
  if (schedule.kind === 'everyNDays')
    return start + (Math.floor((day - start) / schedule.n) + 1) * schedule.n;
  if (schedule.kind === 'weekdays') {
    for (let next = day + 1; ; next++) if (schedule.days.includes(isoWeekdayOf(next))) return next;
  }
  return day + 1;
}

/** Entries of `entries` from startDate to today, by day number (later entries of one date win). */
function entriesByDay(habit: HabitRules, entries: readonly HabitEntry[], today: number) {
  const start = dayNumber(habit.startDate);
  const days: [number, { done: boolean; skipped: boolean }][] = [];
  for (const entry of entries) {
    const day = dayNumber(entry.date);
    if (day >= start && day <= today)
      days.push([day, { done: entry.count >= habit.target, skipped: entry.skipped }]);
  }
  // A stable sort, so of two entries of one date the later one is set last.
  return new Map(days.sort((a, b) => a[0] - b[0]));
}

/** Done and due slots (days, or ISO weeks for timesPerWeek) of a habit over a span of days. */
export interface HabitCompletion {
  done: number;
  due: number;
}

/**
 * Done and due scheduled days of a day schedule from day `from` to day `to` (day numbers, both included; clipped
 * to startDate and `today`): a skipped day is not due; today counts once done (skipped or open, it is not due).
 */
function dayCompletion(
  habit: HabitRules,
  byDay: ReturnType<typeof entriesByDay>,
  from: number,
  to: number,
  today: number,
): HabitCompletion {
  const start = dayNumber(habit.startDate);
  let due = 0;
  let done = 0;
  for (let day = Math.max(start, from); day <= Math.min(to, today); day++) {
    if (!scheduledDay(habit.schedule, start, day)) continue;
    const entry = byDay.get(day);
    if (entry?.done) done++;
    // Today counts once done or skipped; a skipped day is not due.
    if (entry?.done || (!entry?.skipped && day < today)) due++;
  }
  return { done, due };
}

/** Stats of a day schedule (daily, weekdays, everyNDays). ADR 042. */
function dayStats(habit: HabitRules, byDay: ReturnType<typeof entriesByDay>, today: number): HabitStats {
  const start = dayNumber(habit.startDate);
  const scheduled = (day: number) => scheduledDay(habit.schedule, start, day);
  const kept: KeptSlot[] = [];
  for (const [day, entry] of byDay)
    if (scheduled(day) && (entry.done || entry.skipped)) kept.push({ slot: day, adds: entry.done ? 1 : 0 });
  const { current, longest } = streaks(kept, today, (day) => nextScheduledDay(habit.schedule, start, day));
  const rate = (days: number) => {
    const { done, due } = dayCompletion(habit, byDay, today - days + 1, today, today);
    return percent(done, due);
  };
  return {
    currentStreak: current,
    longestStreak: longest,
    streakUnit: 'days',
    doneDays: [...byDay.values()].filter((entry) => entry.done).length,
    completionRate30: rate(30),
    completionRate365: rate(365),
  };
}

/**
 * Stats of a timesPerWeek schedule over ISO weeks. A week asks for min(times, its days on or after startDate that
 * are not skipped): met when that many days are done; a week that asks for nothing (every day skipped) neither
 * breaks nor adds. ADR 042.
 */
/**
 * The status of each ISO week of a timesPerWeek habit: a week asks for min(times, its days on or after startDate
 * that are not skipped), 'met' when that many days are done, 'neutral' when it asks for nothing, else 'unmet'.
 */
function weekStatuses(habit: HabitRules, times: number, byDay: ReturnType<typeof entriesByDay>) {
  const start = dayNumber(habit.startDate);
  const weeks = new Map<number, { done: number; skipped: number }>();
  for (const [day, entry] of byDay) {
    const week = weeks.get(weekOf(day)) ?? { done: 0, skipped: 0 };
    if (entry.done) week.done++;
    else if (entry.skipped) week.skipped++;
    weeks.set(weekOf(day), week);
  }
  const firstDay = (week: number) => week * 7 - 3;
  /** 'met', 'unmet' or 'neutral' (asks for nothing) of week `week`. */
  const status = (week: number) => {
    const { done = 0, skipped = 0 } = weeks.get(week) ?? {};
    const days = 7 - Math.max(0, start - firstDay(week)) - skipped;
    const asked = Math.min(times, days);
    return asked <= 0 ? 'neutral' : done >= asked ? 'met' : 'unmet';
  };
  return { weeks, status };
}

/**
 * Met and due weeks of a timesPerWeek habit among the ISO weeks holding days `from` to `to` (day numbers), from the
 * week of startDate to this week: this week counts once met; a week asking for nothing is not due.
 */
function weekCompletion(
  habit: HabitRules,
  status: (week: number) => 'met' | 'unmet' | 'neutral',
  from: number,
  to: number,
  today: number,
): HabitCompletion {
  const thisWeek = weekOf(today);
  let due = 0;
  let done = 0;
  for (
    let week = Math.max(weekOf(dayNumber(habit.startDate)), weekOf(from));
    week <= Math.min(weekOf(to), thisWeek);
    week++
  ) {
    const state = status(week);
    if (state === 'met') done++;
    if (state === 'met' || (state === 'unmet' && week < thisWeek)) due++;
  }
  return { done, due };
}

/** Stats of a timesPerWeek schedule over ISO weeks (met, unmet and neutral weeks as in weekStatuses). ADR 042. */
function weekStats(
  habit: HabitRules,
  times: number,
  byDay: ReturnType<typeof entriesByDay>,
  today: number,
): HabitStats {
  const { weeks, status } = weekStatuses(habit, times, byDay);
  const kept: KeptSlot[] = [];
  for (const week of weeks.keys()) {
    const state = status(week);
    if (state !== 'unmet') kept.push({ slot: week, adds: state === 'met' ? 1 : 0 });
  }
  const thisWeek = weekOf(today);
  const { current, longest } = streaks(kept, thisWeek, (week) => week + 1);
  const rate = (days: number) => {
    const { done, due } = weekCompletion(habit, status, today - days + 1, today, today);
    return percent(done, due);
  };
  return {
    currentStreak: current,
    longestStreak: longest,
    streakUnit: 'weeks',
    doneDays: [...byDay.values()].filter((entry) => entry.done).length,
    completionRate30: rate(30),
    completionRate365: rate(365),
  };
}

/**
 * A habit's stats on local date `today` (ADR 042): current and longest streak (days for day schedules, ISO weeks
 * for timesPerWeek), the number of done days (count ≥ target) from startDate to today, and the completion rates in
 * percent over the last 30 and 365 days (today included) — done scheduled days over scheduled days that are not
 * skipped, or met weeks over weeks that ask for something, for timesPerWeek; today (this week) counts once done
 * (met). Entries before startDate or after today are ignored. `entries` may come in any order.
 */
export function habitStats(habit: HabitRules, entries: readonly HabitEntry[], today: string): HabitStats {
  const day = dayNumber(today);
  const byDay = entriesByDay(habit, entries, day);
  return habit.schedule.kind === 'timesPerWeek'
    ? weekStats(habit, habit.schedule.times, byDay, day)
    : dayStats(habit, byDay, day);
}

/**
 * A habit's completion over ranges of local dates as of `today`, by the rule of its stats' completion rates
 * (ADR 042): for day schedules, done scheduled days over scheduled days that are not skipped (from startDate;
 * today counts once done; days after today are not due); for timesPerWeek, met ISO weeks over the weeks holding
 * those days that ask for something (this week counts once met). The entries are read once, so Insights asks for
 * each Monday week of a year at the cost of one (ADR 056). The returned function takes `{ from, to }`
 * ('YYYY-MM-DD', both included).
 */
export function habitCompletion(
  habit: HabitRules,
  entries: readonly HabitEntry[],
  today: string,
): (range: { from: string; to: string }) => HabitCompletion {
  const day = dayNumber(today);
  const byDay = entriesByDay(habit, entries, day);
  const schedule = habit.schedule;
  if (schedule.kind === 'timesPerWeek') {
    const { status } = weekStatuses(habit, schedule.times, byDay);
    return ({ from, to }) => weekCompletion(habit, status, dayNumber(from), dayNumber(to), day);
  }
  return ({ from, to }) => dayCompletion(habit, byDay, dayNumber(from), dayNumber(to), day);
}
