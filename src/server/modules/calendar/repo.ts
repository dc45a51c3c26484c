/** Steward's own time blocks (tasks scheduled into suggested slots). Every function takes the owner's id first. */
import { and, asc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { HTTPException } from 'hono/http-exception';
import {
  END_AFTER_START_MESSAGE,
  type TaskGroup,
  type TaskRef,
  TIME_TAKEN_MESSAGE,
} from '../../../core/calendar/events.ts';
import type { LifeDomainId } from '../../../core/ideal-week.ts';
import {
  calendarInstances,
  calendars,
  TIME_BLOCK_END_AFTER_START,
  TIME_BLOCK_NO_OVERLAP,
  timeBlocks,
} from '../../db/calendar-schema.ts';
import type { Db } from '../../db/client.ts';
import { pgError, SQLSTATE } from '../../db/errors.ts';
import { perDatabase } from '../../db/prepared.ts';
import { badRequest, isUuid } from '../../http.ts';

const columns = {
  id: timeBlocks.id,
  title: timeBlocks.title,
  startAt: timeBlocks.startAt,
  endAt: timeBlocks.endAt,
  domain: timeBlocks.domain,
  calendarId: timeBlocks.calendarId,
  remoteId: timeBlocks.remoteId,
  remoteEtag: timeBlocks.remoteEtag,
  taskDate: timeBlocks.taskDate,
  taskGroup: timeBlocks.taskGroup,
  taskIndex: timeBlocks.taskIndex,
};

/**
 * A stored time block: UTC instants, half-open [startAt, endAt); `calendarId` is the calendar it was written
 * into and `remoteId`/`remoteEtag` where its remote event lives, null when kept in Steward only; `task*` the task
 * it was booked for (all null for none; {@link taskOf} reads them as one).
 */
export type TimeBlock = {
  id: string;
  title: string;
  startAt: Date;
  endAt: Date;
  domain: LifeDomainId | null;
  calendarId: string | null;
  remoteId: string | null;
  remoteEtag: string | null;
  taskDate: string | null;
  taskGroup: TaskGroup | null;
  taskIndex: number | null;
};

/** The task a block was booked for, or null (the table's CHECK keeps the three columns all set or all null). */
export function taskOf(b: Pick<TimeBlock, 'taskDate' | 'taskGroup' | 'taskIndex'>): TaskRef | null {
  return b.taskDate !== null && b.taskGroup !== null && b.taskIndex !== null
    ? { date: b.taskDate, group: b.taskGroup, index: b.taskIndex }
    : null;
}

/** A block as listed for a range, with its calendar's colour when it was written into one. */
export type ListedTimeBlock = TimeBlock & { colorId: string | null };

/** The overlap read as a prepared statement, built once per database (ADR 013); the owner's id is a placeholder. */
const prepareList = perDatabase((db) =>
  db
    .select({
      ...columns,
      colorId: sql<string | null>`coalesce(${calendars.colorId}, ${calendars.providerColorId})`,
    })
    .from(timeBlocks)
    .leftJoin(calendars, eq(calendars.id, timeBlocks.calendarId))
    .where(
      and(
        eq(timeBlocks.userId, sql.placeholder('userId')),
        lt(timeBlocks.startAt, sql.placeholder('to')),
        gt(timeBlocks.endAt, sql.placeholder('from')),
      ),
    )
    .orderBy(asc(timeBlocks.startAt))
    .prepare('time_blocks_list'),
);

/** The user's blocks overlapping [from, to), by start. */
export function listTimeBlocks(db: Db, userId: string, from: Date, to: Date): Promise<ListedTimeBlock[]> {
  // Placeholder values reach the driver without the column's encoder, so the instants go as ISO text.
  return prepareList(db).execute({ userId, from: from.toISOString(), to: to.toISOString() });
}

/**
 * The booking as one prepared INSERT (ADR 013): the block goes into the user's "Time blocks go to" calendar,
 * read by a subquery of the same statement (null when blocks stay in Steward). The values' placeholders go
 * through their columns' encoders; absent fields are null.
 */
const prepareCreate = perDatabase((db) =>
  db
    .insert(timeBlocks)
    .values({
      userId: sql.placeholder('userId'),
      title: sql.placeholder('title'),
      startAt: sql.placeholder('startAt'),
      endAt: sql.placeholder('endAt'),
      domain: sql.placeholder('domain'),
      calendarId: sql`(select ${calendars.id} from ${calendars} where ${calendars.userId} = ${sql.placeholder('userId')} and ${calendars.blocksTarget})`,
      taskDate: sql.placeholder('taskDate'),
      taskGroup: sql.placeholder('taskGroup'),
      taskIndex: sql.placeholder('taskIndex'),
    })
    .returning(columns)
    .prepare('time_blocks_create'),
);

/**
 * Creates a block for the user in one INSERT, in their "Time blocks go to" calendar when they chose one (its
 * `calendarId`; the caller then writes the event there). The database enforces the rules (ADR 008), so concurrent
 * bookings of one slot cannot both succeed.
 * @throws HTTPException 409 {@link TIME_TAKEN_MESSAGE} when it overlaps another of the user's blocks
 *   (exclusion constraint time_blocks_no_overlap, SQLSTATE 23P01).
 * @throws HTTPException 400 naming `end` when it does not end after it starts (CHECK, SQLSTATE 23514).
 */
export async function createTimeBlock(
  db: Db,
  userId: string,
  block: {
    title: string;
    startAt: Date;
    endAt: Date;
    domain?: LifeDomainId | undefined;
    task?: TaskRef | null | undefined;
  },
): Promise<TimeBlock> {
  const { task } = block;
  const [row] = await withBlockRules(() =>
    prepareCreate(db).execute({
      userId,
      title: block.title,
      startAt: block.startAt,
      endAt: block.endAt,
      domain: block.domain ?? null,
      taskDate: task?.date ?? null,
      taskGroup: task?.group ?? null,
      taskIndex: task?.index ?? null,
    }),
  );
  return row as TimeBlock;
}

/**
 * Moves or resizes the user's block to [startAt, endAt) in one UPDATE; with `onlyFrom`, only while it still spans
 * that time (so a put-back never undoes a later move). Null when it is not the user's (or, with `onlyFrom`, has
 * moved since). The rules are the database's, as for {@link createTimeBlock}.
 * @throws HTTPException 409 {@link TIME_TAKEN_MESSAGE} on overlap; 400 naming `end` when it does not end after
 *   it starts.
 */
export async function moveTimeBlock(
  db: Db,
  userId: string,
  id: string,
  to: { startAt: Date; endAt: Date },
  onlyFrom?: { startAt: Date; endAt: Date },
): Promise<TimeBlock | null> {
  if (!isUuid(id)) return null;
  const guard = onlyFrom
    ? [eq(timeBlocks.startAt, onlyFrom.startAt), eq(timeBlocks.endAt, onlyFrom.endAt)]
    : [];
  const [row] = await withBlockRules(() =>
    db
      .update(timeBlocks)
      .set({ startAt: to.startAt, endAt: to.endAt })
      .where(and(eq(timeBlocks.userId, userId), eq(timeBlocks.id, id), ...guard))
      .returning(columns),
  );
  return (row as TimeBlock | undefined) ?? null;
}

/** Runs a write of time_blocks, answering its constraint violations as the API does (ADR 008). */
async function withBlockRules<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const cause = pgError(error);
    if (cause?.code === SQLSTATE.exclusionViolation && cause.constraint === TIME_BLOCK_NO_OVERLAP)
      throw new HTTPException(409, { message: TIME_TAKEN_MESSAGE });
    if (cause?.code === SQLSTATE.checkViolation && cause.constraint === TIME_BLOCK_END_AFTER_START)
      badRequest('end', END_AFTER_START_MESSAGE);
    throw error;
  }
}

/** Deletes the user's block; false when it is not the user's (or does not exist). */
export async function deleteTimeBlock(db: Db, userId: string, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const rows = await db
    .delete(timeBlocks)
    .where(and(eq(timeBlocks.userId, userId), eq(timeBlocks.id, id)))
    .returning({ id: timeBlocks.id });
  return rows.length > 0;
}

/**
 * The delete of a block that is in Steward only, with its rows in the mirror of connected calendars, as one
 * prepared statement (ADR 013): a data-modifying WITH whose first part deletes the block only while it has no
 * event in a calendar (no remote id or no calendar), and whose second deletes the mirror's rows naming it.
 */
const prepareFree = perDatabase((db) => {
  const gone = db.$with('gone').as(
    db
      .delete(timeBlocks)
      .where(
        and(
          eq(timeBlocks.userId, sql.placeholder('userId')),
          eq(timeBlocks.id, sql.placeholder('id')),
          or(isNull(timeBlocks.remoteId), isNull(timeBlocks.calendarId)),
        ),
      )
      .returning({ id: timeBlocks.id }),
  );
  const mirror = db.$with('mirror').as(
    db
      .delete(calendarInstances)
      .where(
        and(
          eq(calendarInstances.userId, sql.placeholder('userId')),
          inArray(calendarInstances.stewardBlockId, db.select({ id: gone.id }).from(gone)),
        ),
      )
      .returning({ id: calendarInstances.id }),
  );
  return db.with(gone, mirror).select({ id: gone.id }).from(gone).prepare('time_blocks_free');
});

/**
 * Deletes the user's block and the mirror's copies of it in one statement, unless the block has an event in a
 * calendar (then nothing changes: the caller removes the event first). True when it was deleted; false when it is
 * not the user's, does not exist, or has an event in a calendar.
 */
export async function deleteUnwrittenTimeBlock(db: Db, userId: string, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  return (await prepareFree(db).execute({ userId, id })).length > 0;
}

/** The user's block, or null. */
export async function getTimeBlock(db: Db, userId: string, id: string): Promise<TimeBlock | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select(columns)
    .from(timeBlocks)
    .where(and(eq(timeBlocks.userId, userId), eq(timeBlocks.id, id)));
  return row ?? null;
}

/**
 * Sets the life domain the user's block counts for (null for none; ADR 033) in one guarded UPDATE, and returns
 * the block; null when it is not the user's (or the id is malformed). Only Steward keeps a block's domain, so a
 * block written into a calendar changes nowhere else.
 */
export async function setTimeBlockDomain(
  db: Db,
  userId: string,
  id: string,
  domain: LifeDomainId | null,
): Promise<TimeBlock | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .update(timeBlocks)
    .set({ domain })
    .where(and(eq(timeBlocks.userId, userId), eq(timeBlocks.id, id)))
    .returning(columns);
  return (row as TimeBlock | undefined) ?? null;
}

/** Records where the block's remote event lives once the provider wrote it. */
export async function setTimeBlockRemote(
  db: Db,
  userId: string,
  id: string,
  remote: { remoteId: string; etag?: string | undefined },
): Promise<void> {
  await db
    .update(timeBlocks)
    .set({ remoteId: remote.remoteId, remoteEtag: remote.etag ?? null })
    .where(and(eq(timeBlocks.userId, userId), eq(timeBlocks.id, id)));
}
