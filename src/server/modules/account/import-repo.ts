/**
 * Writes a validated export file into an account with no planning data (ADR 049), in one transaction: every row
 * gets a new id, and references inside the file (habit → goal, Big 3 links and weekly priorities → goals, entries →
 * habits) are remapped to the new ids; a goal reference the file does not hold (the goal was deleted) becomes null.
 * Timestamps are kept, so lists ordered by creation read as before. Calendar sources are not imported.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { ImportResult, StewardExport } from '../../../core/export-format.ts';
import { timeBlocks } from '../../db/calendar-schema.ts';
import type { Db } from '../../db/client.ts';
import { habitEntries, habits } from '../../db/habit-schema.ts';
import { reminderSettings } from '../../db/reminder-schema.ts';
import { ritualRuns } from '../../db/ritual-schema.ts';
import {
  clarityBreaks,
  dailyPlans,
  goals,
  idealWeeks,
  quarterlyReviews,
  rituals,
  users,
  weeklyReviews,
} from '../../db/schema.ts';

/** A transaction of `Db`. */
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The tables whose rows make an account's planning data; an import needs all of them empty for the user. */
const PLANNING_TABLES = [
  rituals,
  ritualRuns,
  dailyPlans,
  weeklyReviews,
  quarterlyReviews,
  clarityBreaks,
  goals,
  idealWeeks,
  habits,
  timeBlocks,
] as const;

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters for the widest table. */
const CHUNK = 500;

/** Inserts `rows` into `table` in chunks. */
async function insertAll<T extends PgTable>(tx: Tx, table: T, rows: T['$inferInsert'][]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await tx.insert(table).values(rows.slice(i, i + CHUNK));
}

/** The Date of an ISO 8601 instant of the file. */
const at = (instant: string) => new Date(instant);

/** Thrown by importUserData when the account already holds planning data (the route answers 409). */
export class AccountNotEmptyError extends Error {
  constructor() {
    super('Import needs an empty account');
  }
}

/**
 * Imports `file` (already parsed by core's stewardExport) for `userId`. The user's row is locked first, so two
 * imports of one user run one after the other and the second finds the account not empty.
 * @throws AccountNotEmptyError when any planning table holds a row of the user (nothing is written).
 */
export async function importUserData(db: Db, userId: string, file: StewardExport): Promise<ImportResult> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from ${users} where ${users.id} = ${userId} for update`);
    for (const table of PLANNING_TABLES) {
      const [row] = await tx.select({ one: sql`1` }).from(table).where(eq(table.userId, userId)).limit(1);
      if (row) throw new AccountNotEmptyError();
    }

    const goalIds = new Map(file.goals.map((g) => [g.id, randomUUID()]));
    const habitIds = new Map(file.habits.map((h) => [h.id, randomUUID()]));
    const goalOf = (id: string | null | undefined) => (id ? (goalIds.get(id) ?? null) : null);
    const times = (row: { createdAt: string; updatedAt: string }) => ({
      userId,
      createdAt: at(row.createdAt),
      updatedAt: at(row.updatedAt),
    });

    await insertAll(
      tx,
      goals,
      file.goals.map(({ id, createdAt, updatedAt, ...goal }) => ({
        ...goal,
        ...times({ createdAt, updatedAt }),
        id: goalIds.get(id) as string,
      })),
    );
    await insertAll(
      tx,
      rituals,
      file.rituals.map((r) => ({
        ...times(r),
        type: r.type,
        elements: r.elements,
        minutes: r.minutes ?? null,
      })),
    );
    await insertAll(
      tx,
      ritualRuns,
      file.ritualRuns.map((r) => ({ ...times(r), type: r.type, date: r.date, completed: r.completed })),
    );
    await insertAll(
      tx,
      dailyPlans,
      file.dailyPlans.map(({ id: _id, createdAt, updatedAt, bigThreeLinks, ...plan }) => ({
        ...plan,
        ...times({ createdAt, updatedAt }),
        bigThreeLinks: bigThreeLinks
          ? bigThreeLinks.map((link) => (link ? { ...link, goalId: goalOf(link.goalId) } : null))
          : null,
      })),
    );
    await insertAll(
      tx,
      weeklyReviews,
      file.weeklyReviews.map((r) => ({
        ...times(r),
        weekStartDate: r.weekStartDate,
        biggestWins: r.biggestWins,
        afterActionReview: r.afterActionReview,
        weeklyBigThree: r.weeklyBigThree,
        weeklyBigThreeGoalIds: r.weeklyBigThree.map((_, i) => goalOf(r.weeklyBigThreeGoalIds?.[i])),
      })),
    );
    await insertAll(
      tx,
      quarterlyReviews,
      file.quarterlyReviews.map((r) => ({
        ...times(r),
        quarter: r.quarter,
        topWins: r.topWins,
        reflection: r.reflection,
        nextQuarterFocus: r.nextQuarterFocus,
      })),
    );
    await insertAll(
      tx,
      clarityBreaks,
      file.clarityBreaks.map((b) => ({
        ...times(b),
        date: b.date,
        responses: b.responses,
        actionItems: b.actionItems,
        score: Number(b.score),
      })),
    );
    await insertAll(
      tx,
      idealWeeks,
      file.idealWeeks.map((w) => ({ ...times(w), name: w.name, schedule: w.schedule })),
    );
    await insertAll(
      tx,
      habits,
      file.habits.map(({ id, createdAt, updatedAt, goalId, ...habit }) => ({
        ...habit,
        ...times({ createdAt, updatedAt }),
        id: habitIds.get(id) as string,
        description: habit.description || null,
        unit: habit.unit || null,
        goalId: goalOf(goalId),
      })),
    );
    await insertAll(
      tx,
      habitEntries,
      file.habitEntries.map((e) => ({
        habitId: habitIds.get(e.habitId) as string,
        date: e.date,
        count: e.count,
        skipped: e.skipped,
        updatedAt: at(e.updatedAt),
      })),
    );
    await insertAll(
      tx,
      timeBlocks,
      file.timeBlocks.map((b) => ({
        ...times(b),
        title: b.title,
        startAt: at(b.start),
        endAt: at(b.end),
        domain: b.domain ?? null,
      })),
    );

    // The settings are not planning data: a user may have saved them before importing, and the file's win.
    if (file.reminderSettings)
      await tx
        .insert(reminderSettings)
        .values({ userId, settings: file.reminderSettings })
        .onConflictDoUpdate({
          target: reminderSettings.userId,
          set: { settings: file.reminderSettings, updatedAt: new Date() },
        });

    return {
      imported: {
        rituals: file.rituals.length,
        ritualRuns: file.ritualRuns.length,
        dailyPlans: file.dailyPlans.length,
        weeklyReviews: file.weeklyReviews.length,
        quarterlyReviews: file.quarterlyReviews.length,
        clarityBreaks: file.clarityBreaks.length,
        goals: file.goals.length,
        idealWeeks: file.idealWeeks.length,
        habits: file.habits.length,
        habitEntries: file.habitEntries.length,
        timeBlocks: file.timeBlocks.length,
      },
      skipped: { calendarSources: file.calendarSources.length },
    };
  });
}
