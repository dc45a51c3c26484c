import { z } from 'zod';
import {
  BIG_THREE_SIZE,
  MAX_ITEM_LENGTH,
  MAX_LIST_ITEMS,
  MAX_TEXT_LENGTH,
  RATING_RANGE_MESSAGE,
  RATING_REQUIRED_MESSAGE,
} from './daily-plan-rules.ts';
import { goalId } from './goal-id.ts';
import { safeText } from './text.ts';
import { localDate } from './time-schemas.ts';

/*
 * Daily plan: request and response schemas shared by the web forms and the server routes (spec §3, §5, §7) and
 * the re-plan rule of the server. The limits, the progress rules (spec §9) and yesterday's carry-over (spec §4)
 * are in daily-plan-rules.ts, without zod, for the screens (ADR 034); they are exported from here too.
 */

export * from './daily-plan-rules.ts';

/**
 * A trimmed, non-empty single-line entry of at most MAX_ITEM_LENGTH characters (text rule 'line', ADR 011);
 * `what` names it in messages.
 */
function itemText(what: string) {
  return safeText('line')
    .trim()
    .min(1, { error: `${what} cannot be empty` })
    .max(MAX_ITEM_LENGTH, { error: `${what} must be at most ${MAX_ITEM_LENGTH} characters` });
}

/**
 * Zod schema of a list of entries (tasks, ritual elements, distractions): each trimmed, non-empty and at most
 * MAX_ITEM_LENGTH (500) characters, at most MAX_LIST_ITEMS (100) of them; `what` names an entry in messages
 * ('Task cannot be empty'). Spec §5.
 */
export function itemList(what: string) {
  return z
    .array(itemText(what))
    .max(MAX_LIST_ITEMS, { error: `At most ${MAX_LIST_ITEMS} entries are allowed` });
}

const completedList = z.array(z.boolean()).max(MAX_LIST_ITEMS);

/**
 * The link of a daily Big 3 task taken from a weekly priority (issue 11, ADR 017): `priority` is the index
 * (0..2) in the Weekly Big 3 of the review of `priorityReviewWeekOf(date)` (weekly-review.ts), and `goalId` the
 * goal that priority was tied to when the task was taken (null when none). A daily plan carries them as
 * `bigThreeLinks: (BigThreeLink | null)[]`, aligned with `bigThree` (null: not from a weekly priority).
 */
export const bigThreeLink = z.strictObject({
  priority: z
    .number()
    .int()
    .min(0)
    .max(BIG_THREE_SIZE - 1),
  goalId: goalId.nullable(),
});
export type BigThreeLink = z.infer<typeof bigThreeLink>;

/**
 * Body of POST /api/daily-plans (spec §3 DailyPlan, §5, §7):
 * `{ date: 'YYYY-MM-DD', morningRitualCompleted: boolean, bigThree: string[1..3],
 *    bigThreeCompleted: boolean[] (same length as bigThree), otherTasks: string[],
 *    otherTasksCompleted: boolean[] (same length as otherTasks), winningDefinition: string (may be empty),
 *    distractions: string[], bigThreeLinks?: (BigThreeLink | null)[] (same length as bigThree) }`.
 * List entries are trimmed and non-empty (the client drops empty Big 3 inputs before saving), ≤ 500 chars,
 * ≤ 100 per list; winningDefinition is trimmed, ≤ 5000 chars. Texts follow the text rule (ADR 011): entries are
 * single-line, winningDefinition may hold tab and line breaks; a NUL or unpaired surrogate fails on its path. A length mismatch is reported on the path of
 * the completed list (`['bigThreeCompleted']` or `['otherTasksCompleted']`). Unknown keys are stripped.
 */
export const dailyPlanInput = z
  .object({
    date: localDate,
    morningRitualCompleted: z.boolean(),
    bigThree: itemList('Priority task')
      .min(1, { error: 'Enter at least one priority task' })
      .max(BIG_THREE_SIZE, { error: `The Big 3 has at most ${BIG_THREE_SIZE} tasks` }),
    bigThreeCompleted: completedList,
    otherTasks: itemList('Task'),
    otherTasksCompleted: completedList,
    winningDefinition: safeText('multiline')
      .trim()
      .max(MAX_TEXT_LENGTH, { error: `Must be at most ${MAX_TEXT_LENGTH} characters` }),
    distractions: itemList('Distraction'),
    bigThreeLinks: z.array(bigThreeLink.nullable()).max(BIG_THREE_SIZE).optional(),
  })
  .superRefine((plan, ctx) => {
    if (plan.bigThreeLinks && plan.bigThreeLinks.length !== plan.bigThree.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['bigThreeLinks'],
        message: `bigThreeLinks must have one entry per bigThree task (expected ${plan.bigThree.length}, got ${plan.bigThreeLinks.length})`,
      });
    }
    const pairs = [
      ['bigThreeCompleted', plan.bigThreeCompleted.length, 'bigThree', plan.bigThree.length],
      ['otherTasksCompleted', plan.otherTasksCompleted.length, 'otherTasks', plan.otherTasks.length],
    ] as const;
    for (const [path, actual, source, expected] of pairs) {
      if (actual !== expected) {
        ctx.addIssue({
          code: 'custom',
          path: [path],
          message: `${path} must have one entry per ${source} task (expected ${expected}, got ${actual})`,
        });
      }
    }
  });
export type DailyPlanInput = z.infer<typeof dailyPlanInput>;

/**
 * Body of PATCH /api/daily-plans/{id}/completion: any of `bigThreeCompleted: boolean[]` (≤ 3),
 * `otherTasksCompleted: boolean[]` (≤ 100), `morningRitualCompleted: boolean`; at least one key, unknown keys
 * rejected. The server must still check each list's length against the stored plan. Spec §4, §7.
 */
export const completionPatch = z
  .strictObject({
    bigThreeCompleted: z.array(z.boolean()).max(BIG_THREE_SIZE).optional(),
    otherTasksCompleted: completedList.optional(),
    morningRitualCompleted: z.boolean().optional(),
  })
  .refine(
    (patch) =>
      patch.bigThreeCompleted !== undefined ||
      patch.otherTasksCompleted !== undefined ||
      patch.morningRitualCompleted !== undefined,
    { error: 'Send at least one of bigThreeCompleted, otherTasksCompleted, morningRitualCompleted' },
  );
export type CompletionPatch = z.infer<typeof completionPatch>;

const productivityRating = safeText('line', RATING_REQUIRED_MESSAGE)
  .trim()
  .superRefine((value, ctx) => {
    if (value === '') {
      ctx.addIssue({ code: 'custom', message: RATING_REQUIRED_MESSAGE });
    } else if (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > 10) {
      ctx.addIssue({ code: 'custom', message: RATING_RANGE_MESSAGE });
    }
  })
  // Leading zeros from a number field ('07') are normalised to the plain integer string ('7').
  .overwrite((value) => (/^\d+$/.test(value) ? String(Number(value)) : value));

/**
 * Body of PATCH /api/daily-plans/{id}/finish (spec §3 Finish-day reflection, §5, §7):
 * `{ productivityRating: string, improvementNote?: string, incompleteTasks: string[] }`.
 * - productivityRating: the entered text, trimmed; must be a whole number 1..10 written in digits ('7',
 *   '10'; '07' becomes '7'). Empty or blank → RATING_REQUIRED_MESSAGE; anything else ('abc', '0', '11',
 *   '5.5', '1e1') → RATING_RANGE_MESSAGE. Stays a string, as on the wire.
 * - improvementNote: optional, trimmed, ≤ 5000 chars; blank → undefined (omitted when serialised).
 * - incompleteTasks: trimmed non-empty entries ≤ 500 chars, ≤ 100 of them, no duplicates (after trimming;
 *   the duplicate is reported at its index).
 */
export const finishDayInput = z.object({
  productivityRating,
  improvementNote: safeText('multiline')
    .trim()
    .max(MAX_TEXT_LENGTH, { error: `Must be at most ${MAX_TEXT_LENGTH} characters` })
    .transform((note) => (note === '' ? undefined : note))
    .optional(),
  incompleteTasks: itemList('Task').superRefine((tasks, ctx) => {
    const seen = new Set<string>();
    tasks.forEach((task, index) => {
      if (seen.has(task)) ctx.addIssue({ code: 'custom', path: [index], message: `Duplicate task: ${task}` });
      seen.add(task);
    });
  }),
});
export type FinishDayInput = z.infer<typeof finishDayInput>;

/**
 * A daily plan as the API returns it (spec §3 DailyPlan plus the finish-day reflection): the response of
 * POST /api/daily-plans, GET /api/daily-plans(/date/{date}) and the PATCH routes, and the shape the browser keeps
 * as currentDailyPlan. `date` is 'YYYY-MM-DD'; `createdAt`/`updatedAt` are ISO 8601 UTC instants.
 */
export const dailyPlan = z.object({
  id: z.string(),
  date: z.string(),
  morningRitualCompleted: z.boolean(),
  bigThree: z.array(z.string()),
  bigThreeCompleted: z.array(z.boolean()),
  otherTasks: z.array(z.string()),
  otherTasksCompleted: z.array(z.boolean()),
  winningDefinition: z.string(),
  distractions: z.array(z.string()),
  dayFinished: z.boolean(),
  productivityRating: z.number().nullable(),
  improvementNote: z.string().nullable(),
  incompleteTasks: z.array(z.string()).nullable(),
  /** Aligned with bigThree (issue 11); a plan saved before links existed reads as []. */
  bigThreeLinks: z.array(bigThreeLink.nullable()).default([]),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DailyPlan = z.infer<typeof dailyPlan>;

/** What {@link replan} reads of the stored plan. */
export interface StoredPlanState {
  morningRitualCompleted: boolean;
  bigThree: readonly string[];
  bigThreeCompleted: readonly boolean[];
  otherTasks: readonly string[];
  otherTasksCompleted: readonly boolean[];
  incompleteTasks: readonly string[] | null;
  bigThreeLinks?: readonly (BigThreeLink | null)[] | null;
}

/** The columns a re-plan writes: every planned field of the input plus the reduced incompleteTasks. */
export type ReplannedFields = Omit<DailyPlanInput, 'date' | 'bigThreeLinks'> & {
  incompleteTasks: string[] | null;
  bigThreeLinks: (BigThreeLink | null)[];
};

/** Per trimmed text, the stored flags of tasks with that text, in list order (consumed as tasks match). */
function flagQueues(tasks: readonly string[], flags: readonly boolean[]): Map<string, boolean[]> {
  const queues = new Map<string, boolean[]>();
  tasks.forEach((task, index) => {
    const key = task.trim();
    const queue = queues.get(key) ?? [];
    queue.push(flags[index] ?? false);
    queues.set(key, queue);
  });
  return queues;
}

/**
 * The new row of a date that already has a plan, when the plan is saved again (ADR 007):
 * - planned fields (Big 3, other tasks, winning definition, distractions) are the input's;
 * - a task whose trimmed text was already in the same group keeps its stored done flag; a task that moved
 *   between Big 3 and other tasks keeps it too (done is done), but a same-group match is used first; a task
 *   text present twice matches stored tasks of that text in order, one each;
 * - a new (or renamed) task takes the flag the client sent (the web sends false);
 * - the morning ritual stays done once done (stored OR sent); it is undone through PATCH .../completion;
 * - incompleteTasks (null when the day was never finished) keeps, in order and without repeats, only the
 *   trimmed entries that are still a task of the new plan (either group) and not done, so tomorrow's carry-over
 *   never names a task that no longer exists; nothing is added to it;
 * - bigThreeLinks (issue 11) are the input's when sent; when not sent, a Big 3 task whose trimmed text was
 *   already in the Big 3 keeps its stored link (matched in order like the flags), others get null;
 * - the reflection itself (dayFinished, rating, note) is not touched: the caller keeps the stored values.
 * Pure; `existing` and `input` are not modified. Input as validated by {@link dailyPlanInput}.
 */
export function replan(existing: StoredPlanState, input: DailyPlanInput): ReplannedFields {
  const { date: _date, ...planned } = input;
  const stored = {
    big: flagQueues(existing.bigThree, existing.bigThreeCompleted),
    other: flagQueues(existing.otherTasks, existing.otherTasksCompleted),
  };
  const groups = [
    { tasks: input.bigThree, sent: input.bigThreeCompleted, own: stored.big, moved: stored.other },
    { tasks: input.otherTasks, sent: input.otherTasksCompleted, own: stored.other, moved: stored.big },
  ];
  // Same-group matches first, for both groups, so a move never takes a flag a task that stayed would match.
  const flags = groups.map(({ tasks, own }) => tasks.map((task) => own.get(task.trim())?.shift()));
  const [bigThreeCompleted, otherTasksCompleted] = groups.map(({ tasks, sent, moved }, g) =>
    tasks.map((task, i) => flags[g]?.[i] ?? moved.get(task.trim())?.shift() ?? sent[i] ?? false),
  ) as [boolean[], boolean[]];

  const notDone = new Set<string>();
  input.bigThree.forEach((task, i) => {
    if (!bigThreeCompleted[i]) notDone.add(task.trim());
  });
  input.otherTasks.forEach((task, i) => {
    if (!otherTasksCompleted[i]) notDone.add(task.trim());
  });
  const incompleteTasks =
    existing.incompleteTasks === null
      ? null
      : [...new Set(existing.incompleteTasks.map((task) => task.trim()))].filter((task) => notDone.has(task));

  const storedLinks = new Map<string, (BigThreeLink | null)[]>();
  existing.bigThree.forEach((task, i) => {
    const key = task.trim();
    storedLinks.set(key, [...(storedLinks.get(key) ?? []), existing.bigThreeLinks?.[i] ?? null]);
  });
  const bigThreeLinks =
    input.bigThreeLinks ?? input.bigThree.map((task) => storedLinks.get(task.trim())?.shift() ?? null);

  return {
    ...planned,
    bigThreeLinks,
    morningRitualCompleted: existing.morningRitualCompleted || input.morningRitualCompleted,
    bigThreeCompleted,
    otherTasksCompleted,
    incompleteTasks,
  };
}
