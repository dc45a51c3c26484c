/**
 * Ideal week storage (docs/product.md §3 Ideal week; ADR 026). Every function takes the owner's user id first, so
 * no function can read or change another user's week; a malformed id is "not found" without a query. Schedules
 * are written as core's idealWeekInput outputs them and read back through core's normaliseSchedule, so a row
 * written by an older client (legacy plain strings) reads as `{ activity }` cells.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { type IdealWeek as IdealWeekWire, normaliseSchedule } from '../../../core/ideal-week.ts';
import type { Db } from '../../db/client.ts';
import { perDatabase } from '../../db/prepared.ts';
import { idealWeeks } from '../../db/schema.ts';
import { isUuid } from '../../http.ts';

const columns = {
  id: idealWeeks.id,
  name: idealWeeks.name,
  schedule: idealWeeks.schedule,
  createdAt: idealWeeks.createdAt,
  updatedAt: idealWeeks.updatedAt,
};

/** An ideal week as stored: core's wire shape with Date timestamps. */
export type IdealWeek = Omit<IdealWeekWire, 'createdAt' | 'updatedAt'> & { createdAt: Date; updatedAt: Date };

type Row = Omit<IdealWeek, 'schedule'> & { schedule: Readonly<Record<string, unknown>> };

const read = (row: Row): IdealWeek => ({ ...row, schedule: normaliseSchedule(row.schedule) });
const owned = (userId: string, id: string) => and(eq(idealWeeks.userId, userId), eq(idealWeeks.id, id));

/**
 * What a write stores: the validated name and the schedule as JSON text. The route serialises the schedule once
 * and answers with the same text (bench/README.md: 231 cells), so writes take text and return only what the
 * database made (id, timestamps); the schedule is not read back and parsed again.
 */
export interface IdealWeekText {
  name: string;
  /** JSON text of core's idealWeekInput schedule (already validated and normalised). */
  scheduleJson: string;
}
/** What a write returns: the database's id and timestamps. */
export type IdealWeekStamps = Pick<IdealWeek, 'id' | 'createdAt' | 'updatedAt'>;
const stamps = { id: idealWeeks.id, createdAt: idealWeeks.createdAt, updatedAt: idealWeeks.updatedAt };

// Prepared (ADR 013): the comparison's version check and the editor's save (bench/README.md: 231 cells, p99 ≤ 50 ms).
// The schedule goes as JSON text (both drivers pass a string to a json parameter as it is); unprepared,
// postgres.js asks PostgreSQL for the parameter types first, a second round trip on every save.
const ownedPlaceholder = and(
  eq(idealWeeks.userId, sql.placeholder('userId')),
  eq(idealWeeks.id, sql.placeholder('id')),
);
const statements = perDatabase((db) => ({
  version: db
    .select({ version: sql<string>`${idealWeeks}.xmin::text` })
    .from(idealWeeks)
    .where(ownedPlaceholder)
    .prepare('ideal_week_version'),
  update: db
    .update(idealWeeks)
    .set({
      name: sql`${sql.placeholder('name')}`,
      schedule: sql`${sql.placeholder('schedule')}::json`,
      updatedAt: sql`now()`,
    })
    .where(ownedPlaceholder)
    .returning(stamps)
    .prepare('ideal_weeks_update'),
}));

/** The user's ideal weeks, oldest first (the summary shows the first; ADR 026). */
export async function listIdealWeeks(db: Db, userId: string): Promise<IdealWeek[]> {
  const rows = await db
    .select(columns)
    .from(idealWeeks)
    .where(eq(idealWeeks.userId, userId))
    .orderBy(asc(idealWeeks.createdAt), asc(idealWeeks.id));
  return rows.map(read);
}

/** One of the user's ideal weeks, or null (also for another user's id or a malformed one). */
export async function getIdealWeek(db: Db, userId: string, id: string): Promise<IdealWeek | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select(columns).from(idealWeeks).where(owned(userId, id));
  return row ? read(row) : null;
}

/**
 * The version of one of the user's ideal weeks, or null when it is not the user's (or the id is malformed): the
 * row's `xmin` as text, which every save changes, for answers computed from the week (the Week Comparison, ADR
 * 031). One prepared, indexed lookup; the schedule is not read.
 */
export async function idealWeekVersion(db: Db, userId: string, id: string): Promise<string | null> {
  if (!isUuid(id)) return null;
  const [row] = await statements(db).version.execute({ userId, id });
  return row?.version ?? null;
}

/** Creates an ideal week (docs/product.md §4: a new record). */
export async function createIdealWeek(
  db: Db,
  userId: string,
  input: IdealWeekText,
): Promise<IdealWeekStamps> {
  const [row] = await db
    .insert(idealWeeks)
    .values({ userId, name: input.name, schedule: sql`${input.scheduleJson}::json` })
    .returning(stamps);
  if (!row) throw new Error('INSERT ... RETURNING gave no row');
  return row;
}

/** Replaces the week's name and schedule (createdAt kept); null when it is not the user's (or the id is malformed). */
export async function updateIdealWeek(
  db: Db,
  userId: string,
  id: string,
  input: IdealWeekText,
): Promise<IdealWeekStamps | null> {
  if (!isUuid(id)) return null;
  const [row] = await statements(db).update.execute({
    userId,
    id,
    name: input.name,
    schedule: input.scheduleJson,
  });
  return row ?? null;
}

/** Deletes the week; false when it was not the user's (or already gone). */
export async function deleteIdealWeek(db: Db, userId: string, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const rows = await db.delete(idealWeeks).where(owned(userId, id)).returning({ id: idealWeeks.id });
  return rows.length > 0;
}
