/**
 * Quarterly review storage (ADR 057): one review per user and quarter, and the quarter's summary read from the
 * user's daily plans, weekly reviews, Clarity Breaks and goals. Every function takes the owner's user id first.
 */
import { and, asc, count, eq, gte, lte } from 'drizzle-orm';
import {
  type QuarterlyReviewInput,
  type QuarterlyReview as QuarterlyReviewWire,
  type QuarterSummary,
  quarterNumbers,
  quarterRange,
} from '../../../core/quarterly-review.ts';
import type { Db } from '../../db/client.ts';
import { clarityBreaks, dailyPlans, goals, quarterlyReviews, weeklyReviews } from '../../db/schema.ts';

const columns = {
  quarter: quarterlyReviews.quarter,
  topWins: quarterlyReviews.topWins,
  reflection: quarterlyReviews.reflection,
  nextQuarterFocus: quarterlyReviews.nextQuarterFocus,
  createdAt: quarterlyReviews.createdAt,
  updatedAt: quarterlyReviews.updatedAt,
};

/** A quarterly review as stored: core's wire shape with Date timestamps. */
export type QuarterlyReview = Omit<QuarterlyReviewWire, 'createdAt' | 'updatedAt'> & {
  createdAt: Date;
  updatedAt: Date;
};

/** The user's review of quarter `quarter` ('YYYY-Qn'), or null. */
export async function getQuarterlyReview(
  db: Db,
  userId: string,
  quarter: string,
): Promise<QuarterlyReview | null> {
  const [row] = await db
    .select(columns)
    .from(quarterlyReviews)
    .where(and(eq(quarterlyReviews.userId, userId), eq(quarterlyReviews.quarter, quarter)));
  return row ?? null;
}

/**
 * Saves the user's review of `quarter`: creates it, or replaces its fields keeping its creation time. One
 * INSERT ... ON CONFLICT (user_id, quarter) DO UPDATE, so parallel first saves leave one row (the last one wins).
 */
export async function saveQuarterlyReview(
  db: Db,
  userId: string,
  quarter: string,
  input: QuarterlyReviewInput,
): Promise<QuarterlyReview> {
  const [saved] = await db
    .insert(quarterlyReviews)
    .values({ userId, quarter, ...input })
    .onConflictDoUpdate({
      target: [quarterlyReviews.userId, quarterlyReviews.quarter],
      set: { ...input, updatedAt: new Date() },
    })
    .returning(columns);
  return saved as QuarterlyReview;
}

/**
 * The summary of `quarter` for the user whose local date is `today`: core `quarterNumbers` over the plans dated in
 * the quarter, the weekly reviews whose Monday is in it, its Clarity Breaks and the goals due in it; and the
 * biggest wins of those weekly reviews, oldest week first.
 */
export async function quarterSummary(
  db: Db,
  userId: string,
  quarter: string,
  today: string,
): Promise<QuarterSummary> {
  const { startDate, endDate } = quarterRange(quarter);
  const [plans, reviews, [breaks], dueGoals] = await Promise.all([
    db
      .select({
        bigThree: dailyPlans.bigThree,
        bigThreeCompleted: dailyPlans.bigThreeCompleted,
        dayFinished: dailyPlans.dayFinished,
        productivityRating: dailyPlans.productivityRating,
      })
      .from(dailyPlans)
      .where(
        and(eq(dailyPlans.userId, userId), gte(dailyPlans.date, startDate), lte(dailyPlans.date, endDate)),
      ),
    db
      .select({ weekStartDate: weeklyReviews.weekStartDate, biggestWins: weeklyReviews.biggestWins })
      .from(weeklyReviews)
      .where(
        and(
          eq(weeklyReviews.userId, userId),
          gte(weeklyReviews.weekStartDate, startDate),
          lte(weeklyReviews.weekStartDate, endDate),
        ),
      )
      .orderBy(asc(weeklyReviews.weekStartDate)),
    db
      .select({ n: count() })
      .from(clarityBreaks)
      .where(
        and(
          eq(clarityBreaks.userId, userId),
          gte(clarityBreaks.date, startDate),
          lte(clarityBreaks.date, endDate),
        ),
      ),
    db
      .select({ dueDate: goals.dueDate, archived: goals.archived, milestones: goals.milestones })
      .from(goals)
      .where(and(eq(goals.userId, userId), gte(goals.dueDate, startDate), lte(goals.dueDate, endDate))),
  ]);
  return {
    quarter,
    startDate,
    endDate,
    numbers: quarterNumbers({
      plans,
      weeklyReviews: reviews.length,
      clarityBreaks: breaks?.n ?? 0,
      goals: dueGoals,
      today,
    }),
    wins: reviews.flatMap((review) =>
      review.biggestWins.map((text) => ({ weekStartDate: review.weekStartDate, text })),
    ),
  };
}
