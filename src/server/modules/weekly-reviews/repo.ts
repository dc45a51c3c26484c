/**
 * Weekly review storage (ADR 017). One review per user and week (unique index on user_id and
 * week_start_date); every function takes the owner's user id first, so none can read or change another user's
 * review, goals or plans. The Weekly Summary reads the user's daily plans of the week here, with its own query.
 */
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import {
  type SummaryPlan,
  type WeeklyReviewInput,
  type WeeklyReview as WeeklyReviewWire,
  type WeeklySummary,
  weeklySummary,
} from '../../../core/weekly-review.ts';
import { weekDays } from '../../../core/weeks.ts';
import type { Db } from '../../db/client.ts';
import { ownGoalIds } from '../../db/owned-goals.ts';
import { perDatabase } from '../../db/prepared.ts';
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
 * The goal ids a save without `weeklyBigThreeGoalIds` keeps, computed by the upsert on the stored row (core
 * `carryGoalIds`' rule, in SQL so the save needs no read first): each new priority whose text was a priority of
 * the stored review takes that priority's goal, matched in order for repeated texts (the k-th occurrence of a
 * text takes the k-th stored one's goal); other priorities get null.
 */
const carriedGoalIds = sql`(
  select coalesce(jsonb_agg(kept.goal order by wanted.i), '[]'::jsonb)
  from (
    select e.text, e.i, row_number() over (partition by e.text order by e.i) as k
    from jsonb_array_elements_text(excluded.weekly_big_three) with ordinality as e(text, i)
  ) wanted
  left join (
    select e.text, row_number() over (partition by e.text order by e.i) as k,
      weekly_reviews.weekly_big_three_goal_ids -> (e.i::int - 1) as goal
    from jsonb_array_elements_text(weekly_reviews.weekly_big_three) with ordinality as e(text, i)
  ) kept on kept.text = wanted.text and kept.k = wanted.k
)`;

/**
 * The saved row's goal ids aligned with its priorities, a link to a goal that is no longer the user's (deleted
 * since) read as null: what {@link withLiveGoals} does, in the upsert's RETURNING.
 */
const liveGoalIds = sql`(
  select coalesce(jsonb_agg(case when g.id is null then 'null'::jsonb else ids.v end order by e.i), '[]'::jsonb)
  from jsonb_array_elements(weekly_reviews.weekly_big_three) with ordinality as e(text, i)
  cross join lateral (select weekly_reviews.weekly_big_three_goal_ids -> (e.i::int - 1) as v) ids
  left join goals g on g.user_id = weekly_reviews.user_id and g.id::text = lower(ids.v #>> '{}')
)`;

/**
 * The save as one prepared statement (ADR 013): INSERT ... ON CONFLICT (user_id, week_start_date) DO UPDATE, the
 * goal ids either the sent ones (`carry` false) or {@link carriedGoalIds}, returning the live goal links. The
 * inserted values' placeholders go through their columns' encoders.
 */
const prepareSave = perDatabase((db) =>
  db
    .insert(weeklyReviews)
    .values({
      userId: sql.placeholder('userId'),
      weekStartDate: sql.placeholder('weekStartDate'),
      biggestWins: sql.placeholder('biggestWins'),
      afterActionReview: sql.placeholder('afterActionReview'),
      weeklyBigThree: sql.placeholder('weeklyBigThree'),
      weeklyBigThreeGoalIds: sql.placeholder('weeklyBigThreeGoalIds'),
    })
    .onConflictDoUpdate({
      target: [weeklyReviews.userId, weeklyReviews.weekStartDate],
      set: {
        biggestWins: sql`excluded.biggest_wins`,
        afterActionReview: sql`excluded.after_action_review`,
        weeklyBigThree: sql`excluded.weekly_big_three`,
        weeklyBigThreeGoalIds: sql`case when ${sql.placeholder('carry')}::boolean then ${carriedGoalIds} else excluded.weekly_big_three_goal_ids end`,
        updatedAt: sql`now()`,
      },
    })
    .returning({
      ...columns,
      weeklyBigThreeGoalIds: liveGoalIds.mapWith(weeklyReviews.weeklyBigThreeGoalIds),
    })
    .prepare('weekly_reviews_save'),
);

/**
 * Saves the user's review of `input.weekStartDate`: creates it, or updates the week's review keeping its id and
 * creation time. Race-safe in the database: one INSERT ... ON CONFLICT (user_id, week_start_date) DO UPDATE, so
 * parallel first saves of a week leave one row (the last write wins). A save without `weeklyBigThreeGoalIds`
 * keeps the stored goals of unchanged priorities (core `carryGoalIds`' rule, applied by the same statement to the
 * row it updates). Returns the saved review, links to goals the user no longer has read as null.
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
  const [row] = await prepareSave(db).execute({
    userId,
    weekStartDate: input.weekStartDate,
    biggestWins: input.biggestWins,
    afterActionReview: input.afterActionReview,
    weeklyBigThree: input.weeklyBigThree,
    // A new review without sent ids links no goal (core carryGoalIds with nothing stored).
    weeklyBigThreeGoalIds: sent ?? input.weeklyBigThree.map(() => null),
    carry: sent === undefined,
  });
  return row as WeeklyReview;
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
