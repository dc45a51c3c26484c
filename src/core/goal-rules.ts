import { addDays, zonedToUtc } from './dates.ts';
import type { Goal } from './goals.ts';

/*
 * Goal rules without zod (ADR 034): the choice lists with their labels (spec §2, §3), the wizard's limits, and the
 * progress, overdue and order rules (spec §9, issue 10). Screens import them from here; the wire shapes are in
 * goals.ts, which re-exports all of it.
 */

/** Goal type ids with the wizard's choice text and the card's badge text (spec §2, §3). */
export const GOAL_TYPES = [
  { value: 'quarterly', label: 'Quarterly Goal', badge: 'Quarterly' },
  { value: 'short-term', label: 'Short Term Project', badge: 'Short Term' },
  { value: 'long-term', label: 'Long Term Goal', badge: 'Long Term' },
] as const;
export type GoalType = (typeof GOAL_TYPES)[number]['value'];

/** The ten realms of life, in spec order (spec §3). */
export const REALMS = [
  'Spiritual',
  'Intellectual',
  'Emotional',
  'Physical',
  'Marital',
  'Parental',
  'Social',
  'Vocational',
  'Hobby/Volunteer',
  'Financial',
] as const;
export type Realm = (typeof REALMS)[number];

/** The seven SMARTER criteria, in spec order (spec §3). */
export const SMARTER_CRITERIA = [
  'Specific',
  'Measurable',
  'Actionable',
  'Risky',
  'Time-Keyed',
  'Exciting',
  'Relevant',
] as const;
export type SmarterCriterion = (typeof SMARTER_CRITERIA)[number];

/** The wizard's number of steps (spec §9). */
export const GOAL_WIZARD_STEPS = 6;
/** Longest goal description, in characters (issue 10; the wizard shows a live count against it). */
export const MAX_DESCRIPTION_LENGTH = 500;
/** Longest milestone text, in characters (issue 10). */
export const MAX_MILESTONE_TEXT_LENGTH = 200;
/** Most milestones on one goal (issue 10). */
export const MAX_MILESTONES = 50;

/** The badge text of a goal type id ('short-term' → 'Short Term'). */
export function goalTypeBadge(type: GoalType): string {
  return GOAL_TYPES.find((entry) => entry.value === type)?.badge ?? type;
}

/**
 * Time progress of a goal in percent, 0..100 (unrounded; round for display). Spec §9: the elapsed share of the
 * time between creation and the due date, clamped to 0..100. The goal is due at the end of its due date, i.e.
 * the start of the next local day in `timeZone` (so a goal due today is not 100% until midnight; a DST day
 * counts its real 23 or 25 hours). When the due instant is not after creation (a goal entered with a past due
 * date) the result is 100. Inputs: `createdAt` a UTC instant, `dueDate` 'YYYY-MM-DD', `now` the clock, an IANA
 * zone. Throws RangeError for an invalid date or zone.
 */
export function goalTimeProgress(
  goal: { createdAt: Date; dueDate: string },
  now: Date,
  timeZone: string,
): number {
  const due = zonedToUtc(addDays(goal.dueDate, 1), 0, timeZone).getTime();
  const start = goal.createdAt.getTime();
  if (due <= start) return 100;
  const share = ((now.getTime() - start) * 100) / (due - start);
  return Math.min(100, Math.max(0, share));
}

/** Milestone progress (spec §2): done and total counts and the done share in percent (0 when there are none). */
export function milestoneProgress(milestones: readonly { completed: boolean }[]): {
  done: number;
  total: number;
  percent: number;
} {
  const done = milestones.filter((entry) => entry.completed).length;
  const total = milestones.length;
  return { done, total, percent: total === 0 ? 0 : (done * 100) / total };
}

/**
 * True when something due on `dueDate` is overdue on local date `today` ('YYYY-MM-DD' both): the due date is
 * over, i.e. before today. A goal counts only while active, a milestone only while not completed (issue 10).
 */
export function isOverdue(dueDate: string, today: string): boolean {
  return dueDate < today;
}

/**
 * Active goals first by due date, then by creation (the order of Goal Tracking and GET /api/goals; issue 10).
 * Returns a new array.
 */
export function byDueDate<T extends { dueDate: string; createdAt: string }>(goals: readonly T[]): T[] {
  return [...goals].sort((a, b) =>
    a.dueDate === b.dueDate ? a.createdAt.localeCompare(b.createdAt) : a.dueDate.localeCompare(b.dueDate),
  );
}

/**
 * The next milestone due among active goals (Home's goal card, issue 10): the not-completed milestone with the
 * earliest due date (overdue ones included, they come first), ties by goal order then milestone order; null when
 * there is none. Returns `{ goalId, text, dueDate }`.
 */
export function nextMilestone(
  goals: readonly Pick<Goal, 'id' | 'archived' | 'milestones'>[],
): { goalId: string; text: string; dueDate: string } | null {
  let next: { goalId: string; text: string; dueDate: string } | null = null;
  for (const entry of goals) {
    if (entry.archived) continue;
    for (const item of entry.milestones) {
      if (!item.completed && (next === null || item.dueDate < next.dueDate))
        next = { goalId: entry.id, text: item.text, dueDate: item.dueDate };
    }
  }
  return next;
}
