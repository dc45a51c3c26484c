import { z } from 'zod';
import { localDate } from './dates.ts';
import { goalId } from './goals.ts';
import { safeText } from './text.ts';

/*
 * Daily plan (docs/product.md §3, §4, §5, §7, §9): the limits of a plan's texts and lists, the Big 3 size, the default
 * morning ritual, the finish-day messages, the request and response schemas shared by the web forms and the
 * server routes, the task and workday progress rules (docs/product.md §9) and yesterday's carry-over (docs/product.md
 * §4). Saving a date's plan again follows daily-plan-replan.ts.
 *
 * Size limits (docs/product.md §9; they only protect the server): a task, ritual element, distraction or
 * incomplete-task entry is at most MAX_ITEM_LENGTH (500) characters, a free text at most MAX_TEXT_LENGTH
 * (5000), and a list at most MAX_LIST_ITEMS (100) entries.
 */

/** Longest task, ritual element, distraction or incomplete-task entry, in characters (server protection). */
export const MAX_ITEM_LENGTH = 500;
/** Longest free text (winning definition, improvement note), in characters (server protection). */
export const MAX_TEXT_LENGTH = 5000;
/** Most entries in any list of a daily plan, ritual or reflection (server protection). */
export const MAX_LIST_ITEMS = 100;

/** The Big 3 is exactly three tasks (docs/product.md §9); the schema accepts 1..3 because empty ones are filtered out. */
export const BIG_THREE_SIZE = 3;

/** Default morning ritual elements, in documented order; they cannot be removed (docs/product.md §3, §5). */
export const DEFAULT_RITUAL_ELEMENTS = [
  '10+ minutes of Scripture Reading',
  '10+ minutes of Prayer',
  'Ask God what His mission is for you today',
] as const;

/** Text of the missing-rating toast (title 'Missing Rating'), docs/product.md §5. */
export const RATING_REQUIRED_MESSAGE = 'Please rate your productivity for today.';
/** Text of the invalid-rating toast (title 'Invalid Rating'), docs/product.md §5. */
export const RATING_RANGE_MESSAGE = 'Productivity rating must be between 1 and 10.';

/** Label under the task progress bar, docs/product.md §9. */
export const TASK_PROGRESS_LABEL = 'Big 3 tasks are 60%, Other tasks are 40%';

/** Workday start in minutes since local midnight: 8:00 (docs/product.md §9). */
export const WORKDAY_START_MINUTES = 8 * 60;
/** Workday end in minutes since local midnight: 17:00 (docs/product.md §9). */
export const WORKDAY_END_MINUTES = 17 * 60;

function countDone(flags: readonly boolean[]): number {
  return flags.reduce((count, done) => (done ? count + 1 : count), 0);
}

/**
 * Task progress of a day in percent, 0..100 (unrounded; round for display). docs/product.md §9:
 * - with other tasks: each done Big 3 task is worth 20 and the done share of the other tasks is worth 40
 *   (3 Big 3 done + 1 of 2 others → 80);
 * - without other tasks: each done Big 3 task is worth 100/3 (≈ 33.33), so all three give exactly 100;
 * - the total is capped at 100 (e.g. a malformed plan with more than three Big 3 flags).
 * Input: the plan's completed flags `{ bigThreeCompleted: boolean[], otherTasksCompleted: boolean[] }`.
 */
export function taskProgress(plan: {
  bigThreeCompleted: readonly boolean[];
  otherTasksCompleted: readonly boolean[];
}): number {
  const bigDone = countDone(plan.bigThreeCompleted);
  const otherTotal = plan.otherTasksCompleted.length;
  const progress =
    otherTotal > 0
      ? bigDone * 20 + (countDone(plan.otherTasksCompleted) * 40) / otherTotal
      : (bigDone * 100) / BIG_THREE_SIZE;
  return Math.min(100, progress);
}

/**
 * Workday progress in percent, 0..100, for a wall-clock time in minutes since local midnight (use
 * `minutesOfDayOf(now, timeZone)`): 0 before 8:00, 100 from 17:00, linear in between (12:30 → 50).
 * Throws RangeError for a non-finite number. docs/product.md §9.
 */
export function workdayProgress(minutesOfDay: number): number {
  if (!Number.isFinite(minutesOfDay))
    throw new RangeError(`workdayProgress: invalid minutes ${minutesOfDay}`);
  if (minutesOfDay <= WORKDAY_START_MINUTES) return 0;
  if (minutesOfDay >= WORKDAY_END_MINUTES) return 100;
  return ((minutesOfDay - WORKDAY_START_MINUTES) * 100) / (WORKDAY_END_MINUTES - WORKDAY_START_MINUTES);
}

/**
 * Tasks to show in the 'Yesterday's Incomplete Tasks' alert (docs/product.md §2 wizard step 2, §4): yesterday's
 * `incompleteTasks` only when that plan exists and `dayFinished` is true; otherwise []. Entries are trimmed,
 * blank ones and repeats dropped, order kept. Input: yesterday's plan or null when there is none.
 */
export function carryOver(
  yesterday: { dayFinished: boolean; incompleteTasks?: readonly string[] | null } | null,
): string[] {
  if (!yesterday?.dayFinished || !yesterday.incompleteTasks) return [];
  const tasks = yesterday.incompleteTasks.map((task) => task.trim()).filter((task) => task !== '');
  return [...new Set(tasks)];
}

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
 * ('Task cannot be empty'). docs/product.md §5.
 */
export function itemList(what: string) {
  return z
    .array(itemText(what))
    .max(MAX_LIST_ITEMS, { error: `At most ${MAX_LIST_ITEMS} entries are allowed` });
}

const completedList = z.array(z.boolean()).max(MAX_LIST_ITEMS);

/**
 * The link of a daily Big 3 task taken from a weekly priority (ADR 017): `priority` is the index
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
 * Body of POST /api/daily-plans (docs/product.md §3 DailyPlan, §5, §7):
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

/** The two task groups of a plan, as a per-task completion names them. */
export const TASK_GROUPS = ['bigThree', 'otherTasks'] as const;
export type TaskGroup = (typeof TASK_GROUPS)[number];

/**
 * One task's done flag (`{group, index, completed}`; `index` counts from 0 in that group's task list): the per-task
 * form of a completion PATCH, which the server writes into the stored list atomically, so ticks of different tasks
 * from two devices both survive (ADR 055).
 */
export const taskCompletion = z.strictObject({
  group: z.enum(TASK_GROUPS),
  index: z
    .number()
    .int()
    .min(0)
    .max(MAX_LIST_ITEMS - 1),
  completed: z.boolean(),
});
export type TaskCompletion = z.infer<typeof taskCompletion>;

/**
 * Body of PATCH /api/daily-plans/{id}/completion: any of `bigThreeCompleted: boolean[]` (≤ 3),
 * `otherTasksCompleted: boolean[]` (≤ 100), `morningRitualCompleted: boolean`, and `task` (one task's flag, ADR
 * 055; not with a whole list); at least one key, unknown keys rejected. The server must still check each list's
 * length (and a task's index) against the stored plan. docs/product.md §4, §7.
 */
export const completionPatch = z
  .strictObject({
    bigThreeCompleted: z.array(z.boolean()).max(BIG_THREE_SIZE).optional(),
    otherTasksCompleted: completedList.optional(),
    morningRitualCompleted: z.boolean().optional(),
    task: taskCompletion.optional(),
  })
  .refine(
    (patch) =>
      patch.bigThreeCompleted !== undefined ||
      patch.otherTasksCompleted !== undefined ||
      patch.morningRitualCompleted !== undefined ||
      patch.task !== undefined,
    { error: 'Send at least one of bigThreeCompleted, otherTasksCompleted, morningRitualCompleted, task' },
  )
  .refine(
    (patch) =>
      patch.task === undefined ||
      (patch.bigThreeCompleted === undefined && patch.otherTasksCompleted === undefined),
    { error: 'Send either task or the whole lists, not both', path: ['task'] },
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
 * Body of PATCH /api/daily-plans/{id}/finish (docs/product.md §3 Finish-day reflection, §5, §7):
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
 * A daily plan as the API returns it (docs/product.md §3 DailyPlan plus the finish-day reflection): the response of
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
  /** Aligned with bigThree; a plan saved before links existed reads as []. */
  bigThreeLinks: z.array(bigThreeLink.nullable()).default([]),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DailyPlan = z.infer<typeof dailyPlan>;
