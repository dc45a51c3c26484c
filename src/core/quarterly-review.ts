import { z } from 'zod';
import { MAX_ITEM_LENGTH, MAX_TEXT_LENGTH } from './daily-plan.ts';
import { addDays } from './dates.ts';
import { isOverdue, milestoneProgress } from './goals.ts';
import { safeText } from './text.ts';
import { doneOf, wholePercent } from './weekly-review.ts';

/*
 * Quarterly Review (docs/product.md §2 Quarterly Review; ADR 057): quarters are calendar quarters of local dates,
 * named 'YYYY-Qn'; the review's body and wire shape; and the quarter's numbers computed from plain rows. Nothing
 * here reads a clock or a time zone: `today` is the user's local date, passed in.
 */

/** Most top wins a quarterly review keeps. */
export const MAX_TOP_WINS = 10;
/** Most focus areas for the next quarter. */
export const MAX_NEXT_QUARTER_FOCUS = 3;
/** The reflection's prompt (docs/product.md §2 Quarterly Review). */
export const QUARTERLY_REFLECTION_PROMPT = 'What worked? What will you stop, start, continue?';
/** Message of a quarter that is not 'YYYY-Qn' within the supported years. */
export const QUARTER_MESSAGE = 'Expected a quarter YYYY-Qn (n from 1 to 4, years 1001 to 9998)';

const QUARTER_PATTERN = /^(\d{4})-Q([1-4])$/;
const MONTH_NAMES = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/** Year and quarter number (1..4) of 'YYYY-Qn', or null when it is not one (years 1001..9998). */
export function parseQuarter(value: unknown): { year: number; quarter: number } | null {
  if (typeof value !== 'string') return null;
  const match = QUARTER_PATTERN.exec(value);
  if (!match) return null;
  const year = Number(match[1]);
  return year >= 1001 && year <= 9998 ? { year, quarter: Number(match[2]) } : null;
}

/** The quarter of local date `date` ('YYYY-MM-DD'): '2026-11-27' → '2026-Q4'. */
export function quarterOf(date: string): string {
  const month = Number(date.slice(5, 7));
  return `${date.slice(0, 4)}-Q${Math.ceil(month / 3)}`;
}

/**
 * The first and last local dates of quarter `id`: '2026-Q1' → { startDate: '2026-01-01', endDate: '2026-03-31' }.
 * @throws RangeError when `id` is not a quarter (see {@link parseQuarter}).
 */
export function quarterRange(id: string): { startDate: string; endDate: string } {
  const parsed = parseQuarter(id);
  if (!parsed) throw new RangeError(`quarterRange: ${JSON.stringify(id)} is not a quarter`);
  const firstMonth = (parsed.quarter - 1) * 3 + 1;
  const startDate = `${parsed.year}-${String(firstMonth).padStart(2, '0')}-01`;
  const nextStart =
    parsed.quarter === 4
      ? `${parsed.year + 1}-01-01`
      : `${parsed.year}-${String(firstMonth + 3).padStart(2, '0')}-01`;
  return { startDate, endDate: addDays(nextStart, -1) };
}

/** The quarter `step` quarters after `id` (negative: before): ('2026-Q4', 1) → '2027-Q1'. */
export function shiftQuarter(id: string, step: number): string {
  const parsed = parseQuarter(id);
  if (!parsed) throw new RangeError(`shiftQuarter: ${JSON.stringify(id)} is not a quarter`);
  const index = parsed.year * 4 + parsed.quarter - 1 + step;
  return `${Math.floor(index / 4)}-Q${(index % 4) + 1}`;
}

/** The heading of quarter `id`: 'Q4 2026 (Oct 1 - Dec 31)'. */
export function quarterLabel(id: string): string {
  const { startDate, endDate } = quarterRange(id);
  const month = (date: string) => MONTH_NAMES[Number(date.slice(5, 7)) - 1];
  const [year, quarter] = id.split('-');
  return `${quarter} ${year} (${month(startDate)} ${Number(startDate.slice(8))} - ${month(endDate)} ${Number(endDate.slice(8))})`;
}

/** Zod schema of a quarter path parameter. */
export const quarterId = z
  .string()
  .refine((value) => parseQuarter(value) !== null, { error: QUARTER_MESSAGE });

const entry = safeText('line')
  .trim()
  .max(MAX_ITEM_LENGTH, { error: `An entry must be at most ${MAX_ITEM_LENGTH} characters` });

/**
 * Body of PUT /api/quarterly-reviews/{quarter}: `{ topWins?: string[≤10], reflection?: string,
 * nextQuarterFocus?: string[≤3] }`. Entries are single-line, trimmed, ≤ 500 characters, blank ones dropped; the
 * reflection is free text (line breaks allowed), trimmed, ≤ 5000 characters; absent lists are [] and an absent
 * reflection ''. Unknown keys are stripped.
 */
export const quarterlyReviewInput = z.object({
  topWins: z
    .array(entry)
    .max(MAX_TOP_WINS, { error: `Top wins has at most ${MAX_TOP_WINS} entries` })
    .default([])
    .transform((list) => list.filter((item) => item !== '')),
  reflection: safeText('multiline')
    .trim()
    .max(MAX_TEXT_LENGTH, { error: `Must be at most ${MAX_TEXT_LENGTH} characters` })
    .default(''),
  nextQuarterFocus: z
    .array(entry)
    .max(MAX_NEXT_QUARTER_FOCUS, {
      error: `Next quarter's focus has at most ${MAX_NEXT_QUARTER_FOCUS} entries`,
    })
    .default([])
    .transform((list) => list.filter((item) => item !== '')),
});
export type QuarterlyReviewInput = z.output<typeof quarterlyReviewInput>;

/** A quarterly review as the API returns it; timestamps are ISO 8601 UTC instants. */
export const quarterlyReview = z.object({
  quarter: z.string(),
  topWins: z.array(z.string()),
  reflection: z.string(),
  nextQuarterFocus: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type QuarterlyReview = z.infer<typeof quarterlyReview>;

/** A daily plan as the quarter's numbers read it. */
export interface QuarterPlan {
  bigThree: readonly string[];
  bigThreeCompleted: readonly boolean[];
  dayFinished: boolean;
  productivityRating: number | null;
}

/** A goal as the quarter's numbers read it (`dueDate` 'YYYY-MM-DD'). */
export interface QuarterGoal {
  dueDate: string;
  archived: boolean;
  milestones: readonly { completed: boolean }[];
}

/** The quarter's numbers (docs/product.md §2 Quarterly Review). */
export const quarterNumbersSchema = z.object({
  daysPlanned: z.number().int(),
  daysFinished: z.number().int(),
  bigThreeDone: z.number().int(),
  bigThreeTotal: z.number().int(),
  /** Whole percent, null without any Big 3 task. */
  bigThreeRate: z.number().int().nullable(),
  /** One decimal, null without a finished day. */
  averageRating: z.number().nullable(),
  weeklyReviewsDone: z.number().int(),
  clarityBreaksTaken: z.number().int(),
  goalsDue: z.number().int(),
  goalsCompleted: z.number().int(),
  goalsOverdue: z.number().int(),
});
export type QuarterNumbers = z.infer<typeof quarterNumbersSchema>;

/**
 * The numbers of a quarter from its rows: `plans` dated in the quarter, the count of weekly reviews whose Monday is
 * in it and of Clarity Breaks taken in it, and the goals due in it. A goal is completed when it has milestones and
 * every one is done (core goals `milestoneProgress`); an active goal not completed whose due date is before `today`
 * (local 'YYYY-MM-DD') is overdue (core goals `isOverdue`). Big 3 tasks and percentages count as in the weekly
 * summary (`doneOf`, `wholePercent`).
 */
export function quarterNumbers(input: {
  plans: readonly QuarterPlan[];
  weeklyReviews: number;
  clarityBreaks: number;
  goals: readonly QuarterGoal[];
  today: string;
}): QuarterNumbers {
  const total = input.plans.reduce((n, plan) => n + plan.bigThree.length, 0);
  const done = input.plans.reduce((n, plan) => n + doneOf(plan.bigThree, plan.bigThreeCompleted), 0);
  const ratings = input.plans
    .filter((plan) => plan.dayFinished && plan.productivityRating !== null)
    .map((plan) => plan.productivityRating as number);
  const completed = (goal: QuarterGoal) =>
    goal.milestones.length > 0 && milestoneProgress(goal.milestones).percent === 100;
  return {
    daysPlanned: input.plans.length,
    daysFinished: input.plans.filter((plan) => plan.dayFinished).length,
    bigThreeDone: done,
    bigThreeTotal: total,
    bigThreeRate: total === 0 ? null : wholePercent(done, total),
    averageRating:
      ratings.length === 0
        ? null
        : Math.round((ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length) * 10) / 10,
    weeklyReviewsDone: input.weeklyReviews,
    clarityBreaksTaken: input.clarityBreaks,
    goalsDue: input.goals.length,
    goalsCompleted: input.goals.filter(completed).length,
    goalsOverdue: input.goals.filter(
      (goal) => !goal.archived && !completed(goal) && isOverdue(goal.dueDate, input.today),
    ).length,
  };
}

/** A win of one of the quarter's weekly reviews, with the Monday of its week. */
export const quarterWin = z.object({ weekStartDate: z.string(), text: z.string() });
export type QuarterWin = z.infer<typeof quarterWin>;

/** GET /api/quarterly-reviews/{quarter}/summary: the quarter's dates, numbers and weekly wins (oldest week first). */
export const quarterSummarySchema = z.object({
  quarter: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  numbers: quarterNumbersSchema,
  wins: z.array(quarterWin),
});
export type QuarterSummary = z.infer<typeof quarterSummarySchema>;
