/**
 * Habit storage (ADR 042). Every function takes the owner's user id first, so none can read or change another
 * user's habit; a malformed id is "not found" without a query. A day's entry is one upsert on the unique key
 * (habit, date) (ADR 008), so racing check-ins of one day leave one entry.
 */
import { and, asc, between, eq, sql } from 'drizzle-orm';
import type { HabitEntry, HabitEntryInput, HabitPatch, Habit as HabitWire } from '../../../core/habits.ts';
import type { HabitRules } from '../../../core/habits-stats.ts';
import type { Db } from '../../db/client.ts';
import { pgError, SQLSTATE } from '../../db/errors.ts';
import { habitEntries, habits } from '../../db/habit-schema.ts';
import { ownGoalIds } from '../../db/owned-goals.ts';
import { perDatabase } from '../../db/prepared.ts';
import { badRequest, isUuid } from '../../http.ts';

const columns = {
  id: habits.id,
  name: habits.name,
  description: habits.description,
  schedule: habits.schedule,
  target: habits.target,
  unit: habits.unit,
  startDate: habits.startDate,
  goalId: habits.goalId,
  archived: habits.archived,
  reminderTime: habits.reminderTime,
  createdAt: habits.createdAt,
};
const entryColumns = { date: habitEntries.date, count: habitEntries.count, skipped: habitEntries.skipped };

/** A habit as stored: core's wire shape with a Date creation time. */
export type Habit = Omit<HabitWire, 'createdAt'> & { createdAt: Date };
/** The fields of a new habit, its start date resolved. */
export type NewHabit = Omit<
  HabitWire,
  'id' | 'createdAt' | 'description' | 'unit' | 'goalId' | 'reminderTime'
> & {
  description?: string | null;
  unit?: string | null;
  goalId?: string | null;
  reminderTime?: string | null;
};

const owned = (userId: string, id: string) => and(eq(habits.userId, userId), eq(habits.id, id));
/** '' (a cleared text) is stored as null. */
const orNull = (value: string | null | undefined) => (value === undefined ? undefined : value || null);

// Prepared (ADR 013): the stats' read of a habit with its whole history (bench/README.md: 3 years of entries,
// p99 ≤ 30 ms). One statement and one row: the entries come as three arrays aggregated in one pass (so their
// elements line up), not as a row per day for the drivers and Drizzle to map. They are aggregated in date order
// as the (habit, date) index gives them; core sorts them anyway, so the order only saves it work.
const statements = perDatabase((db) => {
  const entries = db
    .select(entryColumns)
    .from(habitEntries)
    .where(eq(habitEntries.habitId, habits.id))
    .orderBy(asc(habitEntries.date))
    .as('entries');
  const history = db
    .select({
      dates: sql<string[]>`coalesce(array_agg(${entries.date}::text), '{}')`.as('dates'),
      counts: sql<number[]>`coalesce(array_agg(${entries.count}), '{}')`.as('counts'),
      skipped: sql<boolean[]>`coalesce(array_agg(${entries.skipped}), '{}')`.as('skipped'),
    })
    .from(entries)
    .as('history');
  return {
    withHistory: db
      .select({
        schedule: habits.schedule,
        target: habits.target,
        startDate: habits.startDate,
        dates: history.dates,
        counts: history.counts,
        skipped: history.skipped,
      })
      .from(habits)
      .crossJoinLateral(history)
      .where(and(eq(habits.userId, sql.placeholder('userId')), eq(habits.id, sql.placeholder('id'))))
      .prepare('habit_with_history'),
  };
});

/** Throws 400 naming `goalId` unless `goalId` is null, absent or one of the user's goals (ADR 042). */
async function checkGoal(db: Db, userId: string, goalId: string | null | undefined): Promise<void> {
  if (goalId === null || goalId === undefined) return;
  if (!(await ownGoalIds(db, userId, [goalId])).has(goalId.toLowerCase()))
    badRequest('goalId', `${goalId} is not one of your goals`);
}

/** The user's habits, active and archived, by creation. */
export async function listHabits(db: Db, userId: string): Promise<Habit[]> {
  return (await db
    .select(columns)
    .from(habits)
    .where(eq(habits.userId, userId))
    .orderBy(asc(habits.createdAt), asc(habits.id))) as Habit[];
}

/** One of the user's habits, or null (also for another user's id or a malformed one). */
export async function getHabit(db: Db, userId: string, id: string): Promise<Habit | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select(columns).from(habits).where(owned(userId, id));
  return (row as Habit | undefined) ?? null;
}

/** Creates a habit; 400 naming goalId when the goal is not the user's. */
export async function createHabit(db: Db, userId: string, input: NewHabit): Promise<Habit> {
  await checkGoal(db, userId, input.goalId);
  const [row] = await db
    .insert(habits)
    .values({
      ...input,
      userId,
      description: orNull(input.description) ?? null,
      unit: orNull(input.unit) ?? null,
    })
    .returning(columns);
  return row as Habit;
}

/** Changes the fields sent; null when the habit is not the user's; 400 naming goalId for a foreign goal. */
export async function updateHabit(
  db: Db,
  userId: string,
  id: string,
  patch: HabitPatch,
): Promise<Habit | null> {
  if (!isUuid(id)) return null;
  await checkGoal(db, userId, patch.goalId);
  const [row] = await db
    .update(habits)
    .set({
      ...patch,
      description: orNull(patch.description),
      unit: orNull(patch.unit),
      updatedAt: new Date(),
    })
    .where(owned(userId, id))
    .returning(columns);
  return (row as Habit | undefined) ?? null;
}

/** Deletes the habit with its entries; false when it was not the user's (or already gone). */
export async function deleteHabit(db: Db, userId: string, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const rows = await db.delete(habits).where(owned(userId, id)).returning({ id: habits.id });
  return rows.length > 0;
}

/**
 * Saves the day's entry of habit `habitId` (already checked to be the user's) in one upsert: a field left out keeps
 * the stored value, a new entry starts at count 0, not skipped. Null when the habit was deleted meanwhile.
 */
export async function saveEntry(
  db: Db,
  habitId: string,
  date: string,
  input: HabitEntryInput,
): Promise<HabitEntry | null> {
  try {
    const [row] = await db
      .insert(habitEntries)
      .values({ habitId, date, count: input.count ?? 0, skipped: input.skipped ?? false })
      .onConflictDoUpdate({
        target: [habitEntries.habitId, habitEntries.date],
        set: {
          count: input.count === undefined ? sql`${habitEntries.count}` : sql`excluded.count`,
          skipped: input.skipped === undefined ? sql`${habitEntries.skipped}` : sql`excluded.skipped`,
          updatedAt: new Date(),
        },
      })
      .returning(entryColumns);
    return row as HabitEntry;
  } catch (error) {
    if (pgError(error)?.code === SQLSTATE.foreignKeyViolation) return null;
    throw error;
  }
}

/** The entries of habit `habitId` from `from` to `to` (both included), by date. */
export async function listEntries(
  db: Db,
  habitId: string,
  range: { from: string; to: string },
): Promise<HabitEntry[]> {
  return db
    .select(entryColumns)
    .from(habitEntries)
    .where(and(eq(habitEntries.habitId, habitId), between(habitEntries.date, range.from, range.to)))
    .orderBy(asc(habitEntries.date));
}

/**
 * What the stats of one of the user's habits read: its rules and every entry it has (by date), in one prepared
 * statement; null when the habit is not the user's (or the id is malformed).
 */
export async function habitHistory(
  db: Db,
  userId: string,
  id: string,
): Promise<{ habit: HabitRules; entries: HabitEntry[] } | null> {
  if (!isUuid(id)) return null;
  const [row] = await statements(db).withHistory.execute({ userId, id });
  if (!row) return null;
  const { dates, counts, skipped, ...habit } = row;
  const entries = dates.map((date, i) => ({ date, count: counts[i] ?? 0, skipped: skipped[i] ?? false }));
  return { habit, entries };
}

/** Every entry of every habit of the user (archived included), by habit name, habit, then date. */
export async function exportEntries(
  db: Db,
  userId: string,
): Promise<{ habit: string; date: string; count: number; target: number; skipped: boolean }[]> {
  return db
    .select({
      habit: habits.name,
      date: habitEntries.date,
      count: habitEntries.count,
      target: habits.target,
      skipped: habitEntries.skipped,
    })
    .from(habitEntries)
    .innerJoin(habits, eq(habits.id, habitEntries.habitId))
    .where(eq(habits.userId, userId))
    .orderBy(asc(habits.name), asc(habits.createdAt), asc(habits.id), asc(habitEntries.date));
}

/**
 * The user's habits (active and archived, by creation), each with its entries from `range.from` to `range.to`
 * (both included, by date): Insights' weekly completion (ADR 056). Two queries: the habits, and the entries of the
 * range through the (habit_id, date) key.
 */
export async function habitsWithEntries(
  db: Db,
  userId: string,
  range: { from: string; to: string },
): Promise<(Habit & { entries: HabitEntry[] })[]> {
  const [list, rows] = await Promise.all([
    listHabits(db, userId),
    db
      .select({ habitId: habitEntries.habitId, ...entryColumns })
      .from(habitEntries)
      .innerJoin(habits, eq(habits.id, habitEntries.habitId))
      .where(and(eq(habits.userId, userId), between(habitEntries.date, range.from, range.to)))
      .orderBy(asc(habitEntries.date)),
  ]);
  const byHabit = new Map<string, HabitEntry[]>();
  // Pushed, not copied: a year of entries per habit would otherwise copy its list once per entry.
  for (const { habitId, ...entry } of rows) {
    const list = byHabit.get(habitId);
    if (list) list.push(entry);
    else byHabit.set(habitId, [entry]);
  }
  return list.map((habit) => ({ ...habit, entries: byHabit.get(habit.id) ?? [] }));
}
