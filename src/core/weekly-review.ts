import { z } from 'zod';
import { type BigThreeLink, MAX_ITEM_LENGTH, MAX_TEXT_LENGTH } from './daily-plan.ts';
import { goalId } from './goals.ts';
import { safeText } from './text.ts';
import { weekDays, weekStartDate } from './weeks.ts';

/*
 * Weekly review (docs/product.md §2 Weekly Review, §3, §5, §7, §9; ADR 017): the form's prompts, the body of
 * POST /api/weekly-reviews shared by the form and the route, the review as the API returns it, and the Weekly
 * Summary computed from the week's daily plans (done/total, Big 3 target 75%). Monday weeks are in weeks.ts.
 *
 * The chain (ADR 017): each Weekly Big 3 priority may be tied to one of the user's goals
 * (`weeklyBigThreeGoalIds`, aligned with `weeklyBigThree`); a daily Big 3 task taken from a weekly priority
 * carries a {@link BigThreeLink} (`bigThreeLinks` on the daily plan, aligned with `bigThree`). The summary counts
 * the linked tasks and the days each goal was served. Weeks start on Monday (docs/product.md §9). Nothing here reads a
 * clock or a time zone: a week is seven local dates.
 */

/** The Big 3 completion target of the Weekly Summary, in percent (docs/product.md §9). */
export const BIG_THREE_TARGET_PERCENT = 75;
/** Text added to the Big 3 figure below the target (docs/product.md §2). */
export const BELOW_TARGET_TEXT = ' - Below 75% target';
/** Three wins and three priorities (docs/product.md §9): the form's inputs, and the most entries the API accepts. */
export const WEEKLY_ENTRIES = 3;

/** Prompts of the form cards (docs/product.md §2). */
export const WEEKLY_REVIEW_PROMPTS = {
  biggestWins: 'What were your three biggest wins this week?',
  afterActionReview: "What went well? What didn't go as planned? What can you improve next week?",
  weeklyBigThree: 'What are your three most important priorities for next week?',
} as const;

/** An entry of Biggest Wins or Weekly Big 3: single-line, trimmed, ≤ 500 characters; blank entries are dropped. */
const entry = safeText('line')
  .trim()
  .max(MAX_ITEM_LENGTH, { error: `An entry must be at most ${MAX_ITEM_LENGTH} characters` });
const entries = (what: string) =>
  z
    .array(entry)
    .max(WEEKLY_ENTRIES, { error: `${what} has at most ${WEEKLY_ENTRIES} entries` })
    .default([]);

/**
 * Body of POST /api/weekly-reviews (docs/product.md §3 Weekly review, §5, §7; the chain: ADR 017):
 * `{ weekStartDate: Monday 'YYYY-MM-DD', biggestWins?: string[≤3], afterActionReview?: string,
 *    weeklyBigThree?: string[≤3], weeklyBigThreeGoalIds?: (goal id | null)[] }`.
 * - Entries are single-line (text rule, ADR 011), trimmed, ≤ 500 characters; blank entries are dropped (with
 *   their goal id); at most 3 entries as sent (the form has three inputs); lists default to [].
 * - afterActionReview: optional free text (tab and line breaks allowed), trimmed, ≤ 5000; absent → ''.
 * - weeklyBigThreeGoalIds: optional; when sent, one entry per weeklyBigThree entry as sent (else an issue on
 *   `weeklyBigThreeGoalIds`), each a UUID or null. The server also checks each id is one of the user's goals.
 * Output: `{ weekStartDate, biggestWins, afterActionReview, weeklyBigThree, weeklyBigThreeGoalIds }` with
 * weeklyBigThreeGoalIds aligned with the kept weeklyBigThree (null where no goal), or undefined when it was not
 * sent (see {@link carryGoalIds}). Unknown keys are stripped.
 */
export const weeklyReviewInput = z
  .object({
    weekStartDate,
    biggestWins: entries('Biggest Wins'),
    afterActionReview: safeText('multiline')
      .trim()
      .max(MAX_TEXT_LENGTH, { error: `Must be at most ${MAX_TEXT_LENGTH} characters` })
      .optional(),
    weeklyBigThree: entries('Weekly Big 3'),
    weeklyBigThreeGoalIds: z
      .array(goalId.nullable())
      .max(WEEKLY_ENTRIES, { error: `At most ${WEEKLY_ENTRIES} goal ids` })
      .optional(),
  })
  .superRefine((review, ctx) => {
    const ids = review.weeklyBigThreeGoalIds;
    if (ids && ids.length !== review.weeklyBigThree.length)
      ctx.addIssue({
        code: 'custom',
        path: ['weeklyBigThreeGoalIds'],
        message: `weeklyBigThreeGoalIds must have one entry per weeklyBigThree entry (expected ${review.weeklyBigThree.length}, got ${ids.length})`,
      });
  })
  .transform((review) => {
    const priorities = review.weeklyBigThree.map((text, i) => ({
      text,
      goalId: review.weeklyBigThreeGoalIds?.[i] ?? null,
    }));
    const kept = priorities.filter((priority) => priority.text !== '');
    return {
      weekStartDate: review.weekStartDate,
      biggestWins: review.biggestWins.filter((win) => win !== ''),
      afterActionReview: review.afterActionReview ?? '',
      weeklyBigThree: kept.map((priority) => priority.text),
      // Left out when not sent: the server then keeps each unchanged priority's stored goal (carryGoalIds).
      weeklyBigThreeGoalIds:
        review.weeklyBigThreeGoalIds === undefined ? undefined : kept.map((priority) => priority.goalId),
    };
  });
export type WeeklyReviewInput = z.output<typeof weeklyReviewInput>;
/** What the form hands to weeklyReviewInput (lists and the goal ids may be left out). */
export type WeeklyReviewFormValues = z.input<typeof weeklyReviewInput>;

/**
 * The goal ids of a review saved without `weeklyBigThreeGoalIds` (an older client, a script): each priority whose
 * text was already a priority of the stored review keeps that priority's goal, matched in order for repeated
 * texts; other priorities get null. `stored` is the week's stored review, or undefined when there is none.
 * The wire fields stay as they were (ADR 017): leaving the new field out never clears it.
 */
export function carryGoalIds(
  stored:
    | { weeklyBigThree: readonly string[]; weeklyBigThreeGoalIds: readonly (string | null)[] }
    | undefined,
  priorities: readonly string[],
): (string | null)[] {
  const byText = new Map<string, (string | null)[]>();
  stored?.weeklyBigThree.forEach((text, i) => {
    byText.set(text, [...(byText.get(text) ?? []), stored.weeklyBigThreeGoalIds[i] ?? null]);
  });
  return priorities.map((text) => byText.get(text)?.shift() ?? null);
}

/**
 * A weekly review as the API returns it: the saved input plus `id` (UUID), `createdAt` and `updatedAt` (ISO 8601
 * UTC instants). `weeklyBigThreeGoalIds` is aligned with `weeklyBigThree`; a link to a goal that has since been
 * deleted reads back as null.
 */
export const weeklyReview = z.object({
  id: z.string(),
  weekStartDate: z.string(),
  biggestWins: z.array(z.string()),
  afterActionReview: z.string(),
  weeklyBigThree: z.array(z.string()),
  weeklyBigThreeGoalIds: z.array(z.string().nullable()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WeeklyReview = z.infer<typeof weeklyReview>;

/** What {@link weeklySummary} reads of a daily plan; `bigThreeLinks` is the chain's optional field. */
export interface SummaryPlan {
  date: string;
  bigThree: readonly string[];
  bigThreeCompleted: readonly boolean[];
  otherTasks: readonly string[];
  otherTasksCompleted: readonly boolean[];
  bigThreeLinks?: readonly (BigThreeLink | null)[] | null;
}

/**
 * The Weekly Summary (docs/product.md §2, §9) as GET /api/weekly-reviews/week/{weekStartDate}/summary returns it:
 * - `hasPlans`: the week has at least one daily plan (the card shows only then);
 * - `tasksDone` / `tasksTotal` / `tasksPercent`: Total Tasks Completed, Big 3 plus other tasks;
 * - `bigThreeDone` / `bigThreeTotal` / `bigThreePercent`: Big 3 Completed;
 * - `belowTarget`: the Big 3 figure is red with ' - Below 75% target';
 * - `linkedBigThree`: Big 3 tasks linked to a weekly priority ('n of bigThreeTotal');
 * - `goalDays`: per goal, the number of days with at least one Big 3 task linked to it, most days first.
 * Percentages are whole numbers.
 */
export const weeklySummarySchema = z.object({
  hasPlans: z.boolean(),
  tasksDone: z.number().int(),
  tasksTotal: z.number().int(),
  tasksPercent: z.number().int(),
  bigThreeDone: z.number().int(),
  bigThreeTotal: z.number().int(),
  bigThreePercent: z.number().int(),
  belowTarget: z.boolean(),
  linkedBigThree: z.number().int(),
  goalDays: z.array(z.object({ goalId: z.string(), days: z.number().int() })),
});
export type WeeklySummary = z.infer<typeof weeklySummarySchema>;

/** `done` of `total` in whole percent, rounded half up (1/8 → 13); 0 when there is nothing to do. */
export function wholePercent(done: number, total: number): number {
  return total === 0 ? 0 : Math.round((done * 100) / total);
}

/** Done tasks of one group: flags that are true at the index of a task (extra flags count for nothing). */
export function doneOf(tasks: readonly string[], flags: readonly boolean[]): number {
  return tasks.reduce((n, _task, i) => (flags[i] === true ? n + 1 : n), 0);
}

/**
 * The Weekly Summary of the week starting on Monday `weekStartDate` from daily `plans` (any plans: those dated
 * outside Monday..Sunday of that week are ignored). docs/product.md §2, §9; ADR 017:
 * - Total Tasks = Big 3 tasks + other tasks of the week's plans; done counts their true flags;
 * - percentages are rounded to whole numbers (half up); 0 with nothing to count;
 * - `belowTarget` when the ROUNDED Big 3 percent is under 75, so the page never shows '75% - Below 75% target'
 *   (74.5% shows as 75% and is on target; exactly 75% is on target); never with no Big 3 tasks;
 * - `linkedBigThree`: Big 3 tasks with a non-null link in `bigThreeLinks` (plans without the field: none);
 * - `goalDays`: per goal id of those links, the days (plans) with at least one such task; by days, then id.
 * Throws RangeError when `weekStartDate` is not a Monday.
 */
export function weeklySummary(plans: readonly SummaryPlan[], weekStartDate: string): WeeklySummary {
  const days = new Set(weekDays(weekStartDate));
  const week = plans.filter((plan) => days.has(plan.date));
  let [bigThreeDone, bigThreeTotal, otherDone, otherTotal, linkedBigThree] = [0, 0, 0, 0, 0];
  const goalDays = new Map<string, number>();
  for (const plan of week) {
    bigThreeDone += doneOf(plan.bigThree, plan.bigThreeCompleted);
    bigThreeTotal += plan.bigThree.length;
    otherDone += doneOf(plan.otherTasks, plan.otherTasksCompleted);
    otherTotal += plan.otherTasks.length;
    const links = plan.bigThree.map((_task, i) => plan.bigThreeLinks?.[i] ?? null);
    linkedBigThree += links.filter((link) => link !== null).length;
    const goals = new Set(links.map((link) => link?.goalId).filter((id) => typeof id === 'string'));
    for (const id of goals) goalDays.set(id, (goalDays.get(id) ?? 0) + 1);
  }
  const tasksDone = bigThreeDone + otherDone;
  const tasksTotal = bigThreeTotal + otherTotal;
  const bigThreePercent = wholePercent(bigThreeDone, bigThreeTotal);
  return {
    hasPlans: week.length > 0,
    tasksDone,
    tasksTotal,
    tasksPercent: wholePercent(tasksDone, tasksTotal),
    bigThreeDone,
    bigThreeTotal,
    bigThreePercent,
    belowTarget: bigThreeTotal > 0 && bigThreePercent < BIG_THREE_TARGET_PERCENT,
    linkedBigThree,
    goalDays: [...goalDays]
      .map(([id, count]) => ({ goalId: id, days: count }))
      .sort((a, b) => b.days - a.days || (a.goalId < b.goalId ? -1 : a.goalId > b.goalId ? 1 : 0)),
  };
}
