/**
 * Reads every row a user owns into the export file (docs/export-format.md, ADR 049). Rows are listed in a stable
 * order (natural key, then creation), so two exports of the same data are equal but for `exportedAt`. No secret
 * leaves: calendar sources carry neither credentials nor the Google account; mirrored events are not exported (they
 * are the provider's data, read again after a new connection).
 */
import { asc, eq } from 'drizzle-orm';
import type { StewardExport } from '../../../core/export-format.ts';
import { EXPORT_FORMAT, EXPORT_VERSION } from '../../../core/export-format.ts';
import { normaliseSchedule } from '../../../core/ideal-week.ts';
import type { RitualType } from '../../../core/rituals.ts';
import { calendarSources, calendars, timeBlocks } from '../../db/calendar-schema.ts';
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

/** The id and ISO 8601 timestamps of an exported row. */
const meta = (row: { id: string; createdAt: Date; updatedAt: Date }) => ({
  id: row.id,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The export file of `userId` at `now`; throws when the user does not exist. */
export async function exportUserData(db: Db, userId: string, now: Date): Promise<StewardExport> {
  const [profile] = await db
    .select({ name: users.name, email: users.email, timeZone: users.timeZone })
    .from(users)
    .where(eq(users.id, userId));
  if (!profile) throw new Error(`exportUserData: no user ${userId}`);
  const [
    ritualRows,
    runRows,
    planRows,
    reviewRows,
    quarterRows,
    breakRows,
    goalRows,
    weekRows,
    habitRows,
    entryRows,
    blockRows,
    sourceRows,
    calendarRows,
    reminderRows,
  ] = await Promise.all([
    db.select().from(rituals).where(eq(rituals.userId, userId)).orderBy(asc(rituals.type)),
    db
      .select()
      .from(ritualRuns)
      .where(eq(ritualRuns.userId, userId))
      .orderBy(asc(ritualRuns.type), asc(ritualRuns.date)),
    db.select().from(dailyPlans).where(eq(dailyPlans.userId, userId)).orderBy(asc(dailyPlans.date)),
    db
      .select()
      .from(weeklyReviews)
      .where(eq(weeklyReviews.userId, userId))
      .orderBy(asc(weeklyReviews.weekStartDate)),
    db
      .select()
      .from(quarterlyReviews)
      .where(eq(quarterlyReviews.userId, userId))
      .orderBy(asc(quarterlyReviews.quarter)),
    db
      .select()
      .from(clarityBreaks)
      .where(eq(clarityBreaks.userId, userId))
      .orderBy(asc(clarityBreaks.date), asc(clarityBreaks.createdAt), asc(clarityBreaks.id)),
    db.select().from(goals).where(eq(goals.userId, userId)).orderBy(asc(goals.createdAt), asc(goals.id)),
    db
      .select()
      .from(idealWeeks)
      .where(eq(idealWeeks.userId, userId))
      .orderBy(asc(idealWeeks.createdAt), asc(idealWeeks.id)),
    db.select().from(habits).where(eq(habits.userId, userId)).orderBy(asc(habits.createdAt), asc(habits.id)),
    db
      .select({ entry: habitEntries })
      .from(habitEntries)
      .innerJoin(habits, eq(habits.id, habitEntries.habitId))
      .where(eq(habits.userId, userId))
      .orderBy(asc(habits.createdAt), asc(habits.id), asc(habitEntries.date)),
    db.select().from(timeBlocks).where(eq(timeBlocks.userId, userId)).orderBy(asc(timeBlocks.startAt)),
    db
      .select()
      .from(calendarSources)
      .where(eq(calendarSources.userId, userId))
      .orderBy(asc(calendarSources.createdAt), asc(calendarSources.id)),
    db.select().from(calendars).where(eq(calendars.userId, userId)).orderBy(asc(calendars.name)),
    db.select().from(reminderSettings).where(eq(reminderSettings.userId, userId)),
  ]);

  return {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: now.toISOString(),
    profile,
    rituals: ritualRows.map((r) => ({
      ...meta(r),
      type: r.type as RitualType,
      elements: r.elements,
      ...(r.minutes ? { minutes: r.minutes } : {}),
    })),
    ritualRuns: runRows.map((r) => ({
      ...meta(r),
      type: r.type as RitualType,
      date: r.date,
      completed: r.completed,
    })),
    dailyPlans: planRows.map((p) => ({
      ...meta(p),
      date: p.date,
      morningRitualCompleted: p.morningRitualCompleted,
      bigThree: p.bigThree,
      bigThreeCompleted: p.bigThreeCompleted,
      otherTasks: p.otherTasks,
      otherTasksCompleted: p.otherTasksCompleted,
      winningDefinition: p.winningDefinition,
      distractions: p.distractions,
      ...(p.bigThreeLinks ? { bigThreeLinks: p.bigThreeLinks } : {}),
      dayFinished: p.dayFinished,
      productivityRating: p.productivityRating,
      improvementNote: p.improvementNote,
      incompleteTasks: p.incompleteTasks,
    })),
    weeklyReviews: reviewRows.map((r) => ({
      ...meta(r),
      weekStartDate: r.weekStartDate,
      biggestWins: r.biggestWins,
      afterActionReview: r.afterActionReview,
      weeklyBigThree: r.weeklyBigThree,
      // Reviews saved before goal links hold []: one null per priority keeps the file valid.
      weeklyBigThreeGoalIds: r.weeklyBigThree.map((_, i) => r.weeklyBigThreeGoalIds[i] ?? null),
    })),
    quarterlyReviews: quarterRows.map((r) => ({
      ...meta(r),
      quarter: r.quarter,
      topWins: r.topWins,
      reflection: r.reflection,
      nextQuarterFocus: r.nextQuarterFocus,
    })),
    clarityBreaks: breakRows.map((b) => ({
      ...meta(b),
      date: b.date,
      responses: b.responses,
      actionItems: b.actionItems,
      score: String(b.score),
    })),
    goals: goalRows.map((g) => ({
      ...meta(g),
      goalType: g.goalType as StewardExport['goals'][number]['goalType'],
      dueDate: g.dueDate,
      description: g.description,
      realm: g.realm as StewardExport['goals'][number]['realm'],
      smarterCriteria: g.smarterCriteria as StewardExport['goals'][number]['smarterCriteria'],
      milestones: g.milestones,
      progress: g.progress,
      archived: g.archived,
    })),
    idealWeeks: weekRows.map((w) => ({ ...meta(w), name: w.name, schedule: normaliseSchedule(w.schedule) })),
    habits: habitRows.map((h) => ({
      ...meta(h),
      name: h.name,
      description: h.description,
      schedule: h.schedule,
      target: h.target,
      unit: h.unit,
      startDate: h.startDate,
      goalId: h.goalId,
      archived: h.archived,
      reminderTime: h.reminderTime,
    })),
    habitEntries: entryRows.map(({ entry }) => ({
      habitId: entry.habitId,
      date: entry.date,
      count: entry.count,
      skipped: entry.skipped,
      updatedAt: entry.updatedAt.toISOString(),
    })),
    timeBlocks: blockRows.map((b) => ({
      ...meta(b),
      title: b.title,
      start: b.startAt.toISOString(),
      end: b.endAt.toISOString(),
      domain: b.domain,
    })),
    calendarSources: sourceRows.map((s) => ({
      id: s.id,
      kind: s.kind,
      name: s.name,
      url: s.url,
      createdAt: s.createdAt.toISOString(),
      calendars: calendarRows
        .filter((c) => c.sourceId === s.id)
        .map((c) => ({
          name: c.name,
          colorId: c.colorId,
          show: c.show,
          busy: c.busy,
          writable: c.writable,
          blocksTarget: c.blocksTarget,
          domain: c.domain,
        })),
    })),
    reminderSettings: reminderRows[0]?.settings ?? null,
  };
}
