/**
 * The model of a habit's year heatmap (docs/product.md §2, Habit Tracker): a calendar grid of the last 53 ISO weeks
 * ending with today's week, columns = weeks (oldest first), rows = Monday … Sunday, each day with its completion
 * state and accessible name, and the moves of the WAI-ARIA grid pattern. Days are local dates 'YYYY-MM-DD' counted
 * with core's day numbers (ADR 042), so a 23 h or 25 h DST day is one cell like any other.
 */
import { format, parseISO } from 'date-fns';
import {
  dateOfDay,
  dayNumber,
  type Habit,
  type HabitEntry,
  isoWeekdayOf,
  isScheduled,
  MAX_ENTRY_RANGE_DAYS,
} from '../../../core/habits.ts';

/** Number of week columns in the heatmap. */
export const HEATMAP_WEEKS = 53;

/**
 * A day's state: `done` (count ≥ target), `partial` (0 < count < target), `skipped`, `none` (due or countable
 * but nothing done), `notScheduled` (a day schedule's off day), `beforeStart` (before startDate) or `future`
 * (after today, the rest of this week's column).
 */
export type DayState = 'done' | 'partial' | 'skipped' | 'none' | 'notScheduled' | 'beforeStart' | 'future';

/** One cell: its date, state, the day's count, its accessible name and whether its entry may be corrected. */
export interface HeatmapCell {
  date: string;
  state: DayState;
  count: number;
  label: string;
  editable: boolean;
}

/** The grid: `weeks[column][row]` (row 0 = Monday), the first and last dates, and a label per month start. */
export interface Heatmap {
  weeks: HeatmapCell[][];
  first: string;
  today: string;
  /** Columns where a month begins, with its short name ('Mar'); the first column's month when there is room. */
  months: { column: number; name: string }[];
}

/** The first date of the heatmap that ends on `today`: the Monday 52 weeks before today's week's Monday. */
export function heatmapStart(today: string): string {
  const day = dayNumber(today);
  return dateOfDay(day - (isoWeekdayOf(day) - 1) - (HEATMAP_WEEKS - 1) * 7);
}

/**
 * The entry ranges (`from`, `to`, inclusive) that cover the heatmap ending on `today`, each at most
 * MAX_ENTRY_RANGE_DAYS long (GET /api/habits/{id}/entries): the last 366 days, then the few days before, if any.
 */
export function heatmapRanges(today: string): { from: string; to: string }[] {
  const end = dayNumber(today);
  const start = dayNumber(heatmapStart(today));
  const recent = end - MAX_ENTRY_RANGE_DAYS + 1;
  const ranges = [{ from: dateOfDay(Math.max(start, recent)), to: today }];
  if (start < recent) ranges.push({ from: dateOfDay(start), to: dateOfDay(recent - 1) });
  return ranges;
}

/** 'March 3, 2026' of 'YYYY-MM-DD'. */
export function dayName(date: string): string {
  return format(parseISO(date), 'MMMM d, yyyy');
}

/** The state of `date` given its entry (if any), the habit and today. */
export function dayState(
  habit: Pick<Habit, 'schedule' | 'target' | 'startDate'>,
  entry: HabitEntry | undefined,
  date: string,
  today: string,
): DayState {
  if (date > today) return 'future';
  if (date < habit.startDate) return 'beforeStart';
  const count = entry?.count ?? 0;
  if (count >= habit.target) return 'done';
  if (entry?.skipped) return 'skipped';
  if (count > 0) return 'partial';
  const countable =
    habit.schedule.kind === 'timesPerWeek' || isScheduled(habit.schedule, habit.startDate, date);
  return countable ? 'none' : 'notScheduled';
}

/**
 * The accessible name of a day: 'March 3, 2026: done 8 of 8', '…: 3 of 8', '…: skipped', '…: missed' (a past
 * scheduled day of a day schedule with nothing done), '…: not done' (a past day of a timesPerWeek habit), '…: not
 * done yet' (today), '…: not scheduled', '…: before the habit started'. Future days have no name.
 */
export function dayLabel(
  state: DayState,
  date: string,
  count: number,
  target: number,
  today: string,
  weekly: boolean,
) {
  const texts: Record<DayState, string> = {
    done: `done ${count} of ${target}`,
    partial: `${count} of ${target}`,
    skipped: 'skipped',
    none: date === today ? 'not done yet' : weekly ? 'not done' : 'missed',
    notScheduled: 'not scheduled',
    beforeStart: 'before the habit started',
    future: '',
  };
  return state === 'future' ? '' : `${dayName(date)}: ${texts[state]}`;
}

/** The heatmap of `habit` with `entries` (any order, any range) on local date `today`. */
export function buildHeatmap(
  habit: Pick<Habit, 'schedule' | 'target' | 'startDate'>,
  entries: readonly HabitEntry[],
  today: string,
): Heatmap {
  const byDate = new Map(entries.map((entry) => [entry.date, entry]));
  const first = heatmapStart(today);
  const start = dayNumber(first);
  const weekly = habit.schedule.kind === 'timesPerWeek';
  const weeks: HeatmapCell[][] = [];
  const months: Heatmap['months'] = [];
  for (let column = 0; column < HEATMAP_WEEKS; column++) {
    const week: HeatmapCell[] = [];
    for (let row = 0; row < 7; row++) {
      const date = dateOfDay(start + column * 7 + row);
      const entry = byDate.get(date);
      const state = dayState(habit, entry, date, today);
      const count = entry?.count ?? 0;
      const label = dayLabel(state, date, count, habit.target, today, weekly);
      week.push({ date, state, count, label, editable: state !== 'future' && state !== 'beforeStart' });
      if (date.endsWith('-01')) months.push({ column, name: format(parseISO(date), 'MMM') });
    }
    weeks.push(week);
  }
  // The first column's month is named too when its name has room (3 columns) before the next one.
  if ((months[0]?.column ?? HEATMAP_WEEKS) >= 3)
    months.unshift({ column: 0, name: format(parseISO(first), 'MMM') });
  return { weeks, first, today, months };
}

/** Keys that move the focus in the grid (WAI-ARIA grid pattern). */
export type GridKey =
  | 'ArrowLeft'
  | 'ArrowRight'
  | 'ArrowUp'
  | 'ArrowDown'
  | 'Home'
  | 'End'
  | 'PageUp'
  | 'PageDown';

/**
 * The date the focus moves to from `date` on `key` in the heatmap from `first` to `today` (rows are weekdays, columns
 * weeks): left/right a week, up/down a day, Home/End the row's first/last week (Ctrl: the first day / today),
 * PageUp/PageDown four weeks. A move past either end stops at `first` or `today`. Null for any other key.
 */
export function moveFocus(
  date: string,
  key: string,
  ctrl: boolean,
  first: string,
  today: string,
): string | null {
  const day = dayNumber(date);
  const start = dayNumber(first);
  const end = dayNumber(today);
  const row = day - start - Math.floor((day - start) / 7) * 7;
  const targets: Record<GridKey, number> = {
    ArrowLeft: day - 7,
    ArrowRight: day + 7,
    ArrowUp: day - 1,
    ArrowDown: day + 1,
    Home: ctrl ? start : start + row,
    End: ctrl ? end : start + (HEATMAP_WEEKS - 1) * 7 + row,
    PageUp: day - 28,
    PageDown: day + 28,
  };
  if (!(key in targets)) return null;
  const target = targets[key as GridKey];
  return dateOfDay(Math.min(end, Math.max(start, target)));
}

/**
 * Done days (count ≥ target, from startDate to today, as core's `doneDays`) per calendar month over the 12 months
 * ending with today's month, oldest first: `{month: 'YYYY-MM', name: 'Mar 2026', done}`.
 */
export function monthlyDone(
  habit: Pick<Habit, 'target' | 'startDate'>,
  entries: readonly HabitEntry[],
  today: string,
): { month: string; name: string; done: number }[] {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const months = Array.from({ length: 12 }, (_, index) => {
    const total = year * 12 + month - 1 - (11 - index);
    const key = `${String(Math.floor(total / 12)).padStart(4, '0')}-${String((total % 12) + 1).padStart(2, '0')}`;
    return { month: key, name: format(parseISO(`${key}-01`), 'MMM yyyy'), done: 0 };
  });
  const byMonth = new Map(months.map((entry) => [entry.month, entry]));
  for (const entry of entries) {
    const slot = byMonth.get(entry.date.slice(0, 7));
    if (slot && entry.date >= habit.startDate && entry.date <= today && entry.count >= habit.target)
      slot.done++;
  }
  return months;
}
