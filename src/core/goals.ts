import { z } from 'zod';
import { GOAL_ID_MESSAGE, goalId } from './goal-id.ts';
import {
  GOAL_TYPES,
  type GoalType,
  MAX_DESCRIPTION_LENGTH,
  MAX_MILESTONE_TEXT_LENGTH,
  MAX_MILESTONES,
  REALMS,
  SMARTER_CRITERIA,
} from './goal-rules.ts';
import { safeText } from './text.ts';
import { localDate } from './time-schemas.ts';

/*
 * Goals (spec §2 Goal Tracking and Goal Wizard, §3 Goal, §4, §5, §7, §9; ADR 014): the wire shapes shared by
 * the wizard and the routes. The choice lists with their labels, the limits and the progress and overdue rules are
 * in goal-rules.ts, without zod, for the screens (ADR 034); they are exported from here too.
 *
 * On the wire `goalType` is an id ('quarterly', 'short-term', 'long-term'); `realm` and each of
 * `smarterCriteria` is the spec's display text exactly ('Hobby/Volunteer', 'Time-Keyed').
 */

export * from './goal-rules.ts';

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
 * Body of POST /api/goals and PATCH /api/goals/{id} (spec §3 Goal, §5, §7; issue 10):
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

/** The goal id of other features' bodies, moved to goal-id.ts (ADR 029) and still exported from here. */
export { GOAL_ID_MESSAGE, goalId };

/** Body of PATCH /api/goals/{id}/milestone/{index}: `{ completed: boolean }` (spec §7). */
export const milestoneCompletion = z.strictObject({ completed: z.boolean() });
/** Body of PATCH /api/goals/{id}/archive: `{ archived: boolean }` (spec §7). */
export const goalArchive = z.strictObject({ archived: z.boolean() });

/**
 * A goal as the API returns it (spec §3 Goal): the input fields plus `id` (UUID), `archived`, `createdAt` and
 * `updatedAt` (ISO 8601 UTC instants).
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
