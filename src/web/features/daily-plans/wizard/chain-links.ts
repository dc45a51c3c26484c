/**
 * The chain from the week's priorities to the day's Big 3: which weekly priorities the planning wizard
 * offers, and which Big 3 tasks came from them. A task "comes from" a priority when its trimmed text is that
 * priority's text: the draft keeps only texts (planning-draft.ts), so a task taken with one click, typed by hand or
 * restored after a reload links the same way, and editing the text afterwards unlinks it.
 */
import type { BigThreeLink } from '../../../../core/daily-plan.ts';
import type { WeeklyReview } from '../../../../core/weekly-review.ts';

/** A weekly priority offered in the Big 3 step: its index in the Weekly Big 3, text and goal id. */
export interface WeeklyPriority {
  priority: number;
  text: string;
  goalId: string | null;
}

/** The Weekly Big 3 of a review as suggestions (none without a review); blank entries are skipped. */
export function weeklyPriorities(
  review: Pick<WeeklyReview, 'weeklyBigThree' | 'weeklyBigThreeGoalIds'> | null | undefined,
): WeeklyPriority[] {
  if (!review) return [];
  return review.weeklyBigThree
    .map((text, priority) => ({
      priority,
      text: text.trim(),
      goalId: review.weeklyBigThreeGoalIds[priority] ?? null,
    }))
    .filter((entry) => entry.text !== '');
}

/**
 * The link of each Big 3 task (aligned with `bigThree`, as saved: trimmed, blanks dropped): the first weekly
 * priority with the same text, or null.
 */
export function bigThreeLinksOf(
  bigThree: readonly string[],
  priorities: readonly WeeklyPriority[],
): (BigThreeLink | null)[] {
  return bigThree.map((task) => {
    const match = priorities.find((entry) => entry.text === task.trim());
    return match ? { priority: match.priority, goalId: match.goalId } : null;
  });
}
