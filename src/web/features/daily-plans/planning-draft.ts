/**
 * The daily planning wizard's in-progress draft (docs/product.md §2 Daily planning wizard, §5) and its rules.
 *
 * A draft survives a reload at every step: it is kept in **sessionStorage** (this tab only, gone when the tab
 * closes) under `steward.planningDraft.<YYYY-MM-DD>`, one key per planned date. This key is not one of the
 * local storage keys of docs/product.md (§3 morningRitual, hasCompletedOnboarding, currentDailyPlan); it only holds
 * what the person has typed but not yet saved: the current step, every field, and the text typed in the add
 * inputs. The wizard clears it after a successful save, so a later Start Over prefills from the saved plan
 * instead. The draft is this tab's own state, not a wire shape; {@link parseDraft} checks it.
 */
import { z } from 'zod';
import { BIG_THREE_SIZE, type DailyPlanInput } from '../../../core/daily-plan.ts';
import type { DailyPlan } from './api.ts';

/** The wizard has five steps (docs/product.md §9). */
export const PLANNING_STEP_COUNT = 5;

/** The step that holds the Big 3 (its Continue needs all three filled in, docs/product.md §5). */
export const BIG_THREE_STEP = 2;

/** The wizard's in-progress draft as stored: the current step and every field of the wizard (other keys dropped). */
const planningDraft = z.object({
  step: z.number().int().min(1).max(PLANNING_STEP_COUNT),
  morningRitualCompleted: z.boolean(),
  bigThree: z.tuple([z.string(), z.string(), z.string()]),
  otherTasks: z.array(z.string()),
  winningDefinition: z.string(),
  distractions: z.array(z.string()),
  /** Text typed in the Other Tasks add input, not added yet. */
  otherTaskEntry: z.string(),
  /** Text typed in the distractions add input, not added yet. */
  distractionEntry: z.string(),
});
export type PlanningDraft = z.infer<typeof planningDraft>;

/** The session storage key of the draft for a 'YYYY-MM-DD' date. */
export function planningDraftKey(date: string): string {
  return `steward.planningDraft.${date}`;
}

/** A blank draft on step 1. */
export function emptyDraft(): PlanningDraft {
  return {
    step: 1,
    morningRitualCompleted: false,
    bigThree: ['', '', ''],
    otherTasks: [],
    winningDefinition: '',
    distractions: [],
    otherTaskEntry: '',
    distractionEntry: '',
  };
}

/** True when every Big 3 entry is non-empty after trimming (docs/product.md §5: Continue on step 2). */
export function isBigThreeComplete(bigThree: readonly string[]): boolean {
  return bigThree.length === BIG_THREE_SIZE && bigThree.every((task) => task.trim() !== '');
}

/** True when the draft may move on from its current step. */
export function canContinue(draft: PlanningDraft): boolean {
  return draft.step !== BIG_THREE_STEP || isBigThreeComplete(draft.bigThree);
}

/** A draft on step 1 holding the fields of an existing plan (Start Over prefills the wizard with them). */
export function draftFromPlan(
  plan: Pick<
    DailyPlan,
    'morningRitualCompleted' | 'bigThree' | 'otherTasks' | 'winningDefinition' | 'distractions'
  >,
): PlanningDraft {
  return {
    ...emptyDraft(),
    morningRitualCompleted: plan.morningRitualCompleted,
    bigThree: [plan.bigThree[0] ?? '', plan.bigThree[1] ?? '', plan.bigThree[2] ?? ''],
    otherTasks: [...plan.otherTasks],
    winningDefinition: plan.winningDefinition,
    distractions: [...plan.distractions],
  };
}

/**
 * Reads a stored draft: null when it is not a valid draft. A draft past the Big 3 step whose Big 3 is not
 * complete (edited by hand, or from an older version) is put back on the Big 3 step.
 */
export function parseDraft(value: unknown): PlanningDraft | null {
  const draft = planningDraft.safeParse(value).data;
  if (!draft) return null;
  if (draft.step > BIG_THREE_STEP && !isBigThreeComplete(draft.bigThree)) {
    return { ...draft, step: BIG_THREE_STEP };
  }
  return draft;
}

/**
 * The POST /api/daily-plans body for a draft (docs/product.md §7): Big 3 trimmed with empty entries filtered out, other
 * tasks and distractions trimmed and non-empty, every completed flag false (docs/product.md §3), winning definition
 * trimmed.
 */
export function planInputFromDraft(draft: PlanningDraft, date: string): DailyPlanInput {
  const clean = (items: readonly string[]) => items.map((item) => item.trim()).filter((item) => item !== '');
  const bigThree = clean(draft.bigThree);
  const otherTasks = clean(draft.otherTasks);
  return {
    date,
    morningRitualCompleted: draft.morningRitualCompleted,
    bigThree,
    bigThreeCompleted: bigThree.map(() => false),
    otherTasks,
    otherTasksCompleted: otherTasks.map(() => false),
    winningDefinition: draft.winningDefinition.trim(),
    distractions: clean(draft.distractions),
  };
}

/**
 * Puts a task into the first empty Big 3 slot (used by yesterday's carry-over); returns null when every slot is
 * filled or the task is already in the Big 3.
 */
export function withTaskInBigThree(
  bigThree: PlanningDraft['bigThree'],
  task: string,
): PlanningDraft['bigThree'] | null {
  const text = task.trim();
  if (bigThree.some((entry) => entry.trim() === text)) return null;
  const slot = bigThree.findIndex((entry) => entry.trim() === '');
  if (slot === -1) return null;
  const next: PlanningDraft['bigThree'] = [...bigThree];
  next[slot] = text;
  return next;
}

/** Reads the stored draft of a date from session storage (null when missing, unreadable or invalid). */
export function readDraft(date: string): PlanningDraft | null {
  try {
    const raw = window.sessionStorage.getItem(planningDraftKey(date));
    return raw === null ? null : parseDraft(JSON.parse(raw));
  } catch {
    return null;
  }
}

/** Stores the draft of a date in session storage (does nothing when storage is unavailable or full). */
export function writeDraft(date: string, draft: PlanningDraft): void {
  try {
    window.sessionStorage.setItem(planningDraftKey(date), JSON.stringify(draft));
  } catch {
    // Storage disabled or full: the wizard still works, it just does not survive a reload.
  }
}

/** Removes the stored draft of a date. */
export function clearDraft(date: string): void {
  try {
    window.sessionStorage.removeItem(planningDraftKey(date));
  } catch {
    // Storage disabled: nothing to remove.
  }
}
