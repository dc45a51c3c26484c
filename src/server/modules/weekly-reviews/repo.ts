/**
 * Weekly review storage (issue 11, ADR 017). One review per user and week (unique index on user_id and
 * week_start_date); every function takes the owner's user id first, so none can read or change another user's
 * review, goals or plans. The Weekly Summary reads the user's daily plans of the week here, with its own query.
 */
import { and, eq, gte, lte } from 'drizzle-orm';
import {
  type SummaryPlan,
  type WeeklyReviewInput,
  type WeeklyReview as WeeklyReviewWire,
  weekDays,
} from '../../../core/weekly-review.ts';
import type { Db } from '../../db/client.ts';
import { ownGoalIds } from '../../db/owned-goals.ts';
import { dailyPlans, weeklyReviews } from '../../db/schema.ts';
import { badRequest } from '../../http.ts';

const columns = {
  id: weeklyReviews.id,
  weekStartDate: weeklyReviews.weekStartDate,
  biggestWins: weeklyReviews.biggestWins,
  afterActionReview: weeklyReviews.afterActionReview,
  weeklyBigThree: weeklyReviews.weeklyBigThree,
  weeklyBigThreeGoalIds: weeklyReviews.weeklyBigThreeGoalIds,
  createdAt: weeklyReviews.createdAt,
  updatedAt: weeklyReviews.updatedAt,
};

/** A weekly review as stored: core's wire shape with Date timestamps. */
export type WeeklyReview = Omit<WeeklyReviewWire, 'createdAt' | 'updatedAt'> & {
  createdAt: Date;
  updatedAt: Date;
};

/** `review` with every link to a goal that is no longer the user's (deleted since) read as null. */
async function withLiveGoals(db: Db, userId: string, review: WeeklyReview): Promise<WeeklyReview> {
  const ids = review.weeklyBigThree.map((_text, i) => review.weeklyBigThreeGoalIds[i] ?? null);
  const live = await ownGoalIds(db, userId, ids);
  return {
    ...review,
    weeklyBigThreeGoalIds: ids.map((id) => (id !== null && live.has(id.toLowerCase()) ? id : null)),
  };
}

/** The user's review of the week starting on Monday `weekStartDate`, or null. */
export async function getWeeklyReview(
  db: Db,
  userId: string,
  weekStartDate: string,
): Promise<WeeklyReview | null> {
  const [row] = await db
    .select(columns)
    .from(weeklyReviews)
    .where(and(eq(weeklyReviews.userId, userId), eq(weeklyReviews.weekStartDate, weekStartDate)));
  return row ? withLiveGoals(db, userId, row) : null;
}

/**
 * Saves the user's review of `input.weekStartDate`: creates it, or updates the week's review keeping its id and
 * creation time. Race-safe in the database: one INSERT ... ON CONFLICT (user_id, week_start_date) DO UPDATE, so
 * parallel first saves of a week leave one row (the last write wins).
 * @throws HTTPException 400 naming `weeklyBigThreeGoalIds` when a goal id is not one of the user's goals (the same
 *   answer for another user's goal and for no goal at all).
 */
export async function saveWeeklyReview(
  db: Db,
  userId: string,
  input: WeeklyReviewInput,
): Promise<WeeklyReview> {
  const own = await ownGoalIds(db, userId, input.weeklyBigThreeGoalIds);
  for (const id of input.weeklyBigThreeGoalIds) {
    if (id !== null && !own.has(id.toLowerCase()))
      badRequest('weeklyBigThreeGoalIds', `${id} is not one of your goals`);
  }
  const { weekStartDate, ...fields } = input;
  const [row] = await db
    .insert(weeklyReviews)
    .values({ userId, weekStartDate, ...fields })
    .onConflictDoUpdate({
      target: [weeklyReviews.userId, weeklyReviews.weekStartDate],
      set: { ...fields, updatedAt: new Date() },
    })
    .returning(columns);
  return withLiveGoals(db, userId, row as WeeklyReview);
}

/**
 * The user's daily plans of the week starting on Monday `weekStartDate` (Monday..Sunday, local dates), as the
 * Weekly Summary reads them. When the daily plan gains the chain's `bigThreeLinks` column (ADR 017), select it here.
 */
export function weekPlans(db: Db, userId: string, weekStartDate: string): Promise<SummaryPlan[]> {
  const days = weekDays(weekStartDate);
  return db
    .select({
      date: dailyPlans.date,
      bigThree: dailyPlans.bigThree,
      bigThreeCompleted: dailyPlans.bigThreeCompleted,
      otherTasks: dailyPlans.otherTasks,
      otherTasksCompleted: dailyPlans.otherTasksCompleted,
      bigThreeLinks: dailyPlans.bigThreeLinks,
    })
    .from(dailyPlans)
    .where(
      and(
        eq(dailyPlans.userId, userId),
        gte(dailyPlans.date, days[0] as string),
        lte(dailyPlans.date, days[days.length - 1] as string),
      ),
    );
}
