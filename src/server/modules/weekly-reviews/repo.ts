/**
 * Weekly review storage (ADR 017). One review per user and week (unique index on user_id and
 * week_start_date); every function takes the owner's user id first, so none can read or change another user's
 * review, goals or plans. The Weekly Summary reads the user's daily plans of the week here, with its own query.
 */
import { and, eq, gte, lte } from 'drizzle-orm';
import {
  carryGoalIds,
  type SummaryPlan,
  type WeeklyReviewInput,
  type WeeklyReview as WeeklyReviewWire,
  type WeeklySummary,
  weeklySummary,
} from '../../../core/weekly-review.ts';
import { weekDays } from '../../../core/weeks.ts';
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
 * parallel first saves of a week leave one row (the last write wins). A save without `weeklyBigThreeGoalIds`
 * keeps the stored goals of unchanged priorities (core `carryGoalIds`), read under `FOR UPDATE` in the same
 * transaction.
 * @throws HTTPException 400 naming `weeklyBigThreeGoalIds` when a goal id is not one of the user's goals (the same
 *   answer for another user's goal and for no goal at all).
 */
export async function saveWeeklyReview(
  db: Db,
  userId: string,
  input: WeeklyReviewInput,
): Promise<WeeklyReview> {
  const sent = input.weeklyBigThreeGoalIds;
  if (sent) {
    const own = await ownGoalIds(db, userId, sent);
    for (const id of sent) {
      if (id !== null && !own.has(id.toLowerCase()))
        badRequest('weeklyBigThreeGoalIds', `${id} is not one of your goals`);
    }
  }
  const { weekStartDate, ...fields } = input;
  const row = await db.transaction(async (tx) => {
    const week = and(eq(weeklyReviews.userId, userId), eq(weeklyReviews.weekStartDate, weekStartDate));
    // Not sent: keep the stored goals of unchanged priorities (the row is locked until the upsert).
    const [stored] = sent
      ? []
      : await tx
          .select({
            weeklyBigThree: weeklyReviews.weeklyBigThree,
            weeklyBigThreeGoalIds: weeklyReviews.weeklyBigThreeGoalIds,
          })
          .from(weeklyReviews)
          .where(week)
          .for('update');
    const values = { ...fields, weeklyBigThreeGoalIds: sent ?? carryGoalIds(stored, fields.weeklyBigThree) };
    const [saved] = await tx
      .insert(weeklyReviews)
      .values({ userId, weekStartDate, ...values })
      .onConflictDoUpdate({
        target: [weeklyReviews.userId, weeklyReviews.weekStartDate],
        set: { ...values, updatedAt: new Date() },
      })
      .returning(columns);
    return saved as WeeklyReview;
  });
  return withLiveGoals(db, userId, row);
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

/**
 * The Weekly Summary of the week starting on Monday `weekStartDate` (core `weeklySummary` over {@link weekPlans}),
 * with `goalDays` limited to goals the user still has: a deleted goal's days are not counted for it (the links
 * themselves still count in `linkedBigThree`, as links to weekly priorities).
 */
export async function weekSummary(db: Db, userId: string, weekStartDate: string): Promise<WeeklySummary> {
  const summary = weeklySummary(await weekPlans(db, userId, weekStartDate), weekStartDate);
  const live = await ownGoalIds(
    db,
    userId,
    summary.goalDays.map((entry) => entry.goalId),
  );
  return { ...summary, goalDays: summary.goalDays.filter((entry) => live.has(entry.goalId.toLowerCase())) };
}
