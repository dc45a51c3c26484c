/**
 * A habit's schedule and target in words (docs/product.md §2, Habit Tracker): 'Every day', 'Every Monday, Wednesday
 * and Friday', '3 times a week', 'Every 2 days'; '8 glasses a day', 'Once a day', '3 times a day'.
 */
import type { Habit, HabitSchedule } from '../../../core/habits.ts';

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** 'a', 'a and b', 'a, b and c'. */
function list(items: string[]): string {
  return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** 'Once' / 'n times'. */
const times = (n: number) => (n === 1 ? 'Once' : `${n} times`);

/** The schedule in words; weekdays are ISO (Monday = 1). */
export function scheduleText(schedule: HabitSchedule): string {
  switch (schedule.kind) {
    case 'daily':
      return 'Every day';
    case 'weekdays':
      return schedule.days.length === 7
        ? 'Every day'
        : `Every ${list(schedule.days.map((day) => WEEKDAYS[day - 1] ?? String(day)))}`;
    case 'timesPerWeek':
      return `${times(schedule.times)} a week`;
    case 'everyNDays':
      return `Every ${schedule.n} days`;
  }
}

/** The daily target in words: with a unit '8 glasses a day', else 'Once a day' / '3 times a day'. */
export function targetText({ target, unit }: Pick<Habit, 'target' | 'unit'>): string {
  return unit ? `${target} ${unit} a day` : `${times(target)} a day`;
}
