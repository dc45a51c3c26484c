import { z } from 'zod';
import { addDays, localDate, zonedToUtc } from './dates.ts';
import { safeText } from './text.ts';

/*
 * Goals (docs/product.md §2 Goal Tracking and Goal Wizard, §3 Goal, §4, §5, §7, §9; ADR 014): the choice lists with
 * their labels, the wizard's limits, the wire shapes shared by the wizard and the routes, the goal id other features
 * carry, and the progress, overdue and order rules.
 *
 * On the wire `goalType` is an id ('quarterly', 'short-term', 'long-term'); `realm` and each of
 * `smarterCriteria` is the documented display text exactly ('Hobby/Volunteer', 'Time-Keyed').
 */

/** Goal type ids with the wizard's choice text and the card's badge text (docs/product.md §2, §3). */
export const GOAL_TYPES = [
  { value: 'quarterly', label: 'Quarterly Goal', badge: 'Quarterly' },
  { value: 'short-term', label: 'Short Term Project', badge: 'Short Term' },
  { value: 'long-term', label: 'Long Term Goal', badge: 'Long Term' },
] as const;
export type GoalType = (typeof GOAL_TYPES)[number]['value'];

/** The ten realms of life, in documented order (docs/product.md §3). */
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

/** The seven SMARTER criteria, in documented order (docs/product.md §3). */
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

/** The wizard's number of steps (docs/product.md §9). */
export const GOAL_WIZARD_STEPS = 6;
/** Longest goal description, in characters (the wizard shows a live count against it). */
export const MAX_DESCRIPTION_LENGTH = 500;
/** Longest milestone text, in characters. */
export const MAX_MILESTONE_TEXT_LENGTH = 200;
/** Most milestones on one goal. */
export const MAX_MILESTONES = 50;

/** The badge text of a goal type id ('short-term' → 'Short Term'). */
export function goalTypeBadge(type: GoalType): string {
  return GOAL_TYPES.find((entry) => entry.value === type)?.badge ?? type;
}

/**
 * Time progress of a goal in percent, 0..100 (unrounded; round for display). docs/product.md §9: the elapsed share of
 * the time between creation and the due date, clamped to 0..100. The goal is due at the end of its due date, i.e.
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

/**
 * The first instant (UTC ms) after `now` at which `Math.round(goalTimeProgress(goal, ·, timeZone))` may show
 * another whole percent, for answers kept while their figures hold (ADR 056); Infinity once it shows 100. Rounded
 * down to the millisecond, so it is never after the change. Same inputs and errors as {@link goalTimeProgress}.
 */
export function goalTimeProgressChangesAt(
  goal: { createdAt: Date; dueDate: string },
  now: Date,
  timeZone: string,
): number {
  const shown = Math.round(goalTimeProgress(goal, now, timeZone));
  if (shown >= 100) return Number.POSITIVE_INFINITY;
  const due = zonedToUtc(addDays(goal.dueDate, 1), 0, timeZone).getTime();
  const start = goal.createdAt.getTime();
  // Math.round shows `shown + 1` from the share `shown + 0.5` on.
  return Math.max(now.getTime() + 1, Math.floor(start + ((shown + 0.5) * (due - start)) / 100));
}

/** Milestone progress (docs/product.md §2): done and total counts and the done share in percent (0 when there are none). */
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
 * over, i.e. before today. A goal counts only while active, a milestone only while not completed.
 */
export function isOverdue(dueDate: string, today: string): boolean {
  return dueDate < today;
}

/**
 * Active goals first by due date, then by creation (the order of Goal Tracking and GET /api/goals).
 * Returns a new array.
 */
export function byDueDate<T extends { dueDate: string; createdAt: string }>(goals: readonly T[]): T[] {
  return [...goals].sort((a, b) =>
    a.dueDate === b.dueDate ? a.createdAt.localeCompare(b.createdAt) : a.dueDate.localeCompare(b.dueDate),
  );
}

/**
 * The next milestone due among active goals (Home's goal card): the not-completed milestone with the
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

/** Message of a goal id that is not a UUID. */
export const GOAL_ID_MESSAGE = 'Expected a goal id (UUID) or null';

/**
 * A goal id in another feature's body (weekly priorities, daily Big 3 links): a UUID of any version,
 * written in lower case on output as the API returns ids. The server also checks that it is one of the user's
 * goals.
 */
export const goalId = z
  .string({ error: GOAL_ID_MESSAGE })
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, { error: GOAL_ID_MESSAGE })
  .overwrite((id) => id.toLowerCase());

const goalTypeIds = GOAL_TYPES.map((type) => type.value) as [GoalType, ...GoalType[]];

/** A milestone's text: trimmed, non-blank, single-line, ≤ 200 characters (text rule 'line', ADR 011). */
export const milestoneText = safeText('line')
  .trim()
  .min(1, { error: 'Milestone text cannot be empty' })
  .max(MAX_MILESTONE_TEXT_LENGTH, {
    error: `A milestone must be at most ${MAX_MILESTONE_TEXT_LENGTH} characters`,
  });

/** A milestone on the wire: `{ text, dueDate: 'YYYY-MM-DD', completed }`; `completed` defaults to false. */
export const milestone = z.object({
  text: milestoneText,
  dueDate: localDate,
  completed: z.boolean().default(false),
});
export type Milestone = z.infer<typeof milestone>;

/**
 * Body of POST /api/goals and PATCH /api/goals/{id} (docs/product.md §3 Goal, §5, §7):
 * `{ goalType: 'quarterly'|'short-term'|'long-term', dueDate: 'YYYY-MM-DD', description: string (trimmed,
 *    1..500, may hold line breaks), realm: one of REALMS, smarterCriteria: subset of SMARTER_CRITERIA (no
 *    duplicates, reported at the repeat's index), milestones: Milestone[] (≤ 50), progress: digits 0..100 as a
 *    string (optional, default '0'; the wizard sends '0') }`. Unknown keys are stripped. A past due date is
 * allowed here (old goals may be entered); the wizard refuses it for a new goal (ADR 014).
 */
export const goalInput = z.object({
  goalType: z.enum(goalTypeIds, { error: `goalType must be one of ${goalTypeIds.join(', ')}` }),
  dueDate: localDate,
  description: safeText('multiline')
    .trim()
    .min(1, { error: 'Describe what complete looks like for this goal' })
    .max(MAX_DESCRIPTION_LENGTH, {
      error: `The description must be at most ${MAX_DESCRIPTION_LENGTH} characters`,
    }),
  realm: z.enum(REALMS, { error: `realm must be one of ${REALMS.join(', ')}` }),
  smarterCriteria: z
    .array(
      z.enum(SMARTER_CRITERIA, { error: `Each criterion must be one of ${SMARTER_CRITERIA.join(', ')}` }),
    )
    .max(SMARTER_CRITERIA.length)
    .superRefine((criteria, ctx) => {
      criteria.forEach((criterion, index) => {
        if (criteria.indexOf(criterion) !== index)
          ctx.addIssue({ code: 'custom', path: [index], message: `Duplicate criterion: ${criterion}` });
      });
    }),
  milestones: z
    .array(milestone)
    .max(MAX_MILESTONES, { error: `A goal has at most ${MAX_MILESTONES} milestones` }),
  progress: z
    .string()
    .regex(/^\d{1,3}$/, { error: 'progress must be a whole number from 0 to 100, as a string' })
    .refine((value) => Number(value) <= 100, {
      error: 'progress must be a whole number from 0 to 100, as a string',
    })
    .default('0'),
});
export type GoalInput = z.infer<typeof goalInput>;
/** What a form hands to goalInput (before defaults): `completed` and `progress` may be left out. */
export type GoalFormValues = z.input<typeof goalInput>;

/** Body of PATCH /api/goals/{id}/milestone/{index}: `{ completed: boolean }` (docs/product.md §7). */
export const milestoneCompletion = z.strictObject({ completed: z.boolean() });
/** Body of PATCH /api/goals/{id}/archive: `{ archived: boolean }` (docs/product.md §7). */
export const goalArchive = z.strictObject({ archived: z.boolean() });

/**
 * A goal as the API returns it (docs/product.md §3 Goal): the input fields plus `id` (UUID), `archived`, `createdAt`
 * and `updatedAt` (ISO 8601 UTC instants).
 */
export const goal = z.object({
  id: z.string(),
  goalType: z.enum(goalTypeIds),
  dueDate: z.string(),
  description: z.string(),
  realm: z.string(),
  smarterCriteria: z.array(z.string()),
  milestones: z.array(z.object({ text: z.string(), dueDate: z.string(), completed: z.boolean() })),
  progress: z.string(),
  archived: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Goal = z.infer<typeof goal>;
