/**
 * Pure helpers of the goal screens (docs/product.md §2 Goal Tracking, §9): which goals a view lists and in what
 * order, the rounded time progress, overdue marks, due-date text and Home's active-goal count.
 */
import { format, isValid, parseISO } from 'date-fns';
import { byDueDate, type Goal, goalTimeProgress, isOverdue } from '../../../core/goals.ts';

/** The two lists of Goal Tracking. */
export type GoalView = 'active' | 'archived';

/** The goals of a view (active: not archived), ordered by due date, then creation (core's byDueDate). */
export function goalsInView<T extends Pick<Goal, 'archived' | 'dueDate' | 'createdAt'>>(
  goals: readonly T[],
  view: GoalView,
): T[] {
  return byDueDate(goals.filter((entry) => entry.archived === (view === 'archived')));
}

/**
 * Time progress for display: core's goalTimeProgress (elapsed share between creation and the end of the due
 * date in `timeZone`, clamped 0–100) rounded to a whole percent; 0 when the goal's dates cannot be read.
 */
export function timeProgressPercent(
  entry: Pick<Goal, 'createdAt' | 'dueDate'>,
  now: Date,
  timeZone: string,
): number {
  try {
    const percent = goalTimeProgress(
      { createdAt: new Date(entry.createdAt), dueDate: entry.dueDate },
      now,
      timeZone,
    );
    return Number.isFinite(percent) ? Math.round(percent) : 0;
  } catch {
    return 0;
  }
}

/** True when an active goal's due date is before `today` (archived goals are never overdue). */
export function isGoalOverdue(entry: Pick<Goal, 'archived' | 'dueDate'>, today: string): boolean {
  return !entry.archived && isOverdue(entry.dueDate, today);
}

/** True when a milestone not yet completed was due before `today`. */
export function isMilestoneOverdue(item: { completed: boolean; dueDate: string }, today: string): boolean {
  return !item.completed && isOverdue(item.dueDate, today);
}

/** A 'YYYY-MM-DD' date as 'Mar 10, 2026'; the text itself when it is not a date. */
export function formatDueDate(date: string): string {
  const parsed = parseISO(date);
  return isValid(parsed) ? format(parsed, 'MMM d, yyyy') : date;
}

/** '1 active goal', '3 active goals'. */
export function activeGoalsLabel(count: number): string {
  return `${count} active ${count === 1 ? 'goal' : 'goals'}`;
}

/**
 * How many days of this week a Big 3 task served the goal (the chain): 'No Big 3 days for this goal yet
 * this week', 'Served by your Big 3 on 1 day this week', '… on 3 days this week'.
 */
export function servedDaysText(days: number): string {
  if (days === 0) return 'No Big 3 days for this goal yet this week';
  return `Served by your Big 3 on ${days} ${days === 1 ? 'day' : 'days'} this week`;
}
