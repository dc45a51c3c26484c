/**
 * The goal wizard's draft and its rules, apart from the markup (docs/product.md §2 Goal Wizard, §4, §5). Each
 * step's check uses the field's schema from core's `goalInput`, so the wizard and the API refuse the same input;
 * the one rule added here is that a new goal cannot be due before today (an edited goal only gets a warning).
 */
import type { z } from 'zod';
import { isValidLocalDate } from '../../../../core/dates.ts';
import {
  GOAL_TYPES,
  GOAL_WIZARD_STEPS,
  type Goal,
  type GoalType,
  goalInput,
  MAX_MILESTONES,
  type Milestone,
  milestone,
  REALMS,
  type Realm,
  SMARTER_CRITERIA,
  type SmarterCriterion,
} from '../../../../core/goals.ts';

/** What the wizard has gathered so far; a choice not made yet is null. */
export interface GoalDraft {
  goalType: GoalType | null;
  /** 'YYYY-MM-DD' or '' (the date input's value). */
  dueDate: string;
  description: string;
  realm: Realm | null;
  smarterCriteria: SmarterCriterion[];
  milestones: Milestone[];
}

/** The milestone being typed on step 6, before it is added. */
export interface MilestoneEntry {
  text: string;
  dueDate: string;
}

/** The steps of the wizard, 1..6. */
export const STEP_COUNT = GOAL_WIZARD_STEPS;

/** A new, empty draft. */
export function emptyGoalDraft(): GoalDraft {
  return { goalType: null, dueDate: '', description: '', realm: null, smarterCriteria: [], milestones: [] };
}

const isGoalType = (value: string): value is GoalType => GOAL_TYPES.some((type) => type.value === value);

/** A new goal's draft with `type` and `dueDate` ('YYYY-MM-DD') filled in when they are valid, else left empty. */
export function prefilledGoalDraft(type: string | null, dueDate: string | null): GoalDraft {
  return {
    ...emptyGoalDraft(),
    goalType: type !== null && isGoalType(type) ? type : null,
    dueDate: dueDate !== null && isValidLocalDate(dueDate) ? dueDate : '',
  };
}
const isRealm = (value: string): value is Realm => (REALMS as readonly string[]).includes(value);

/** The draft of an existing goal (edit mode): its values, with unknown choices left unchosen. */
export function draftFromGoal(goal: Goal): GoalDraft {
  return {
    goalType: isGoalType(goal.goalType) ? goal.goalType : null,
    dueDate: goal.dueDate,
    description: goal.description,
    realm: isRealm(goal.realm) ? goal.realm : null,
    smarterCriteria: SMARTER_CRITERIA.filter((criterion) =>
      goal.smarterCriteria.some((c) => c === criterion),
    ),
    milestones: goal.milestones.map(({ text, dueDate, completed }) => ({ text, dueDate, completed })),
  };
}

/** The due date's state on step 2: fine, refused (error) or allowed with a warning. */
export type DueDateCheck =
  | { kind: 'ok' }
  | { kind: 'missing' }
  | { kind: 'error'; message: string }
  | { kind: 'warning'; message: string };

/** Message of a past due date on a new goal. */
export const PAST_DUE_DATE_MESSAGE = 'The due date cannot be in the past.';
/** Warning of a past due date on an edited goal. */
export const PAST_DUE_DATE_WARNING =
  'This due date is in the past. You can keep it, and the goal will show as overdue.';

/**
 * Checks step 2's date against local date `today`: empty is missing, an unreadable or out-of-range date is an
 * error (core's localDate), a date before today is an error for a new goal and a warning when `editing`.
 */
export function checkDueDate(dueDate: string, today: string, editing: boolean): DueDateCheck {
  if (dueDate === '') return { kind: 'missing' };
  const parsed = goalInput.shape.dueDate.safeParse(dueDate);
  if (!parsed.success) return { kind: 'error', message: 'Enter a valid date.' };
  if (dueDate < today)
    return editing
      ? { kind: 'warning', message: PAST_DUE_DATE_WARNING }
      : { kind: 'error', message: PAST_DUE_DATE_MESSAGE };
  return { kind: 'ok' };
}

/** The description's problem (core's rule: non-blank after trimming, ≤ 500, no control characters), or null. */
export function descriptionIssue(description: string): string | null {
  const parsed = goalInput.shape.description.safeParse(description);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Check the description.');
}

/**
 * Why Next (or Complete) is not allowed on `step`, as a short sentence for the person shown beside the button,
 * or null when it is. Steps 1–4 need their choice (docs/product.md §4, §5); steps 5 and 6 never block. The step itself
 * says what is wrong with a date or description that was entered.
 */
export function stepBlocker(draft: GoalDraft, step: number, today: string, editing: boolean): string | null {
  switch (step) {
    case 1:
      return draft.goalType ? null : 'Choose a goal type to continue.';
    case 2: {
      const check = checkDueDate(draft.dueDate, today, editing);
      if (check.kind === 'missing') return 'Choose a due date to continue.';
      if (check.kind !== 'error') return null;
      return check.message === PAST_DUE_DATE_MESSAGE
        ? 'Choose today or a later date to continue.'
        : 'Enter a valid due date to continue.';
    }
    case 3:
      if (draft.description.trim() === '') return 'Describe what complete looks like to continue.';
      return descriptionIssue(draft.description) === null ? null : 'Correct the description to continue.';
    case 4:
      return draft.realm ? null : 'Choose a realm to continue.';
    default:
      return null;
  }
}

/**
 * The milestone to add from the entry (text trimmed, core's rule: non-blank, ≤ 200, single line, a real date),
 * or null when it cannot be added yet or the goal already has the most milestones.
 */
export function milestoneFromEntry(entry: MilestoneEntry, count: number): Milestone | null {
  if (count >= MAX_MILESTONES) return null;
  const parsed = milestone.safeParse({ text: entry.text, dueDate: entry.dueDate, completed: false });
  return parsed.success ? parsed.data : null;
}

/**
 * The request body of the draft (POST or PATCH /api/goals; progress '0' as docs/product.md §3 has it), parsed with
 * core's goalInput. A milestone typed in full but not yet added is included, so Complete never drops it.
 */
export function goalBody(
  draft: GoalDraft,
  entry: MilestoneEntry,
): z.ZodSafeParseResult<z.output<typeof goalInput>> {
  const pending = milestoneFromEntry(entry, draft.milestones.length);
  return goalInput.safeParse({
    goalType: draft.goalType,
    dueDate: draft.dueDate,
    description: draft.description,
    realm: draft.realm,
    smarterCriteria: draft.smarterCriteria,
    milestones: pending ? [...draft.milestones, pending] : draft.milestones,
    progress: '0',
  });
}

/** The criteria with `criterion` ticked or unticked, kept in the documented order and without duplicates. */
export function withCriterion(
  criteria: readonly SmarterCriterion[],
  criterion: SmarterCriterion,
  ticked: boolean,
): SmarterCriterion[] {
  return SMARTER_CRITERIA.filter((entry) => (entry === criterion ? ticked : criteria.includes(entry)));
}
