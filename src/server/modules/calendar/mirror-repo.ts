/**
 * The mirror of connected calendars' event instances (ADR 023).
 * A sync replaces one calendar's rows in one transaction: upserts by (calendar, stable instance id), then
 * deletes the calendar's rows that this sync did not write. Views read rows overlapping a range. Every function
 * takes the owner's id first.
 */
import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { CalendarInstance, UtcRange } from '../../calendar/provider.ts';
import { calendarInstances } from '../../db/calendar-schema.ts';
import type { Db } from '../../db/client.ts';
import { isUuid } from '../../http.ts';
import { overlapsWindow } from './events.ts';

/** Rows per INSERT statement (18 parameters each: well under PostgreSQL's 65,535). */
const CHUNK = 500;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Upserts `instances` into calendar `calendarId`'s rows by (calendar, far, instance id), written by `gen`: the
 * mirror's rows (`far` false) or a far month's (true, ADR 041).
 */
async function upsertInstances(
  tx: Tx,
  userId: string,
  calendarId: string,
  gen: string,
  instances: readonly CalendarInstance[],
  far = false,
): Promise<void> {
  for (let i = 0; i < instances.length; i += CHUNK) {
    const rows = instances.slice(i, i + CHUNK).map((instance) => ({
      userId,
      calendarId,
      instanceId: instance.id,
      uid: instance.uid,
      recurrenceId: instance.recurrenceId,
      summary: instance.summary,
      description: instance.description,
      startAt: instance.start,
      endAt: instance.end,
      allDay: instance.allDay,
      startDate: instance.startDate ?? null,
      endDate: instance.endDate ?? null,
      colorId: instance.colorId ?? null,
      busy: instance.busy,
      stewardBlockId:
        instance.stewardBlockId && isUuid(instance.stewardBlockId) ? instance.stewardBlockId : null,
      etag: instance.etag ?? null,
      syncGen: gen,
      far,
    }));
    await tx
      .insert(calendarInstances)
      .values(rows)
      .onConflictDoUpdate({
        target: [calendarInstances.calendarId, calendarInstances.far, calendarInstances.instanceId],
        set: {
          uid: sql`excluded.uid`,
          recurrenceId: sql`excluded.recurrence_id`,
          summary: sql`excluded.summary`,
          description: sql`excluded.description`,
          startAt: sql`excluded.start_at`,
          endAt: sql`excluded.end_at`,
          allDay: sql`excluded.all_day`,
          startDate: sql`excluded.start_date`,
          endDate: sql`excluded.end_date`,
          colorId: sql`excluded.color_id`,
          busy: sql`excluded.busy`,
          stewardBlockId: sql`excluded.steward_block_id`,
          etag: sql`excluded.etag`,
          syncGen: sql`excluded.sync_gen`,
          updatedAt: sql`now()`,
        },
        setWhere: eq(calendarInstances.userId, userId),
      });
  }
}

/**
 * Replaces the mirror of calendar `calendarId` (a row id of `calendars`) with `instances`, in one transaction:
 * every instance upserted with `gen` (the sync's lease id), then the calendar's rows with another `gen` deleted.
 * A view reading meanwhile sees the old or the new mirror, never half of each.
 */
export async function replaceInstances(
  db: Db,
  userId: string,
  calendarId: string,
  gen: string,
  instances: readonly CalendarInstance[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await upsertInstances(tx, userId, calendarId, gen, instances);
    await tx
      .delete(calendarInstances)
      .where(
        and(
          eq(calendarInstances.userId, userId),
          eq(calendarInstances.calendarId, calendarId),
          eq(calendarInstances.far, false),
          ne(calendarInstances.syncGen, gen),
        ),
      );
  });
}

/**
 * Applies an incremental listing (Google `syncToken`, ADR 023) to calendar `calendarId`'s mirror in one
 * transaction: `changed` upserted, then the rows of `removedIds` (instance ids: cancelled occurrences, instances
 * moved out of the mirror window) and of `removedUids` (whole events deleted, every instance) deleted.
 */
export async function applyInstanceChanges(
  db: Db,
  userId: string,
  calendarId: string,
  gen: string,
  changes: { changed: readonly CalendarInstance[]; removedIds: string[]; removedUids: string[] },
): Promise<void> {
  await db.transaction(async (tx) => {
    await upsertInstances(tx, userId, calendarId, gen, changes.changed);
    const gone = [
      ...(changes.removedIds.length > 0 ? [inArray(calendarInstances.instanceId, changes.removedIds)] : []),
      ...(changes.removedUids.length > 0 ? [inArray(calendarInstances.uid, changes.removedUids)] : []),
    ];
    if (gone.length === 0) return;
    await tx
      .delete(calendarInstances)
      .where(
        and(
          eq(calendarInstances.userId, userId),
          eq(calendarInstances.calendarId, calendarId),
          eq(calendarInstances.far, false),
          or(...gone),
        ),
      );
  });
}

/**
 * Replaces calendar `calendarId`'s far rows that overlap `span` (UTC, half-open) with `instances`, a listing of
 * that span (ADR 041), in one transaction: upserted with `gen`, then the far rows overlapping the span with
 * another `gen` deleted. Far rows outside the span and the mirror's rows are untouched.
 */
export async function replaceFarInstances(
  db: Db,
  userId: string,
  calendarId: string,
  gen: string,
  span: UtcRange,
  instances: readonly CalendarInstance[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await upsertInstances(tx, userId, calendarId, gen, instances, true);
    await tx
      .delete(calendarInstances)
      .where(
        and(
          eq(calendarInstances.userId, userId),
          eq(calendarInstances.calendarId, calendarId),
          eq(calendarInstances.far, true),
          ne(calendarInstances.syncGen, gen),
          overlapsWindow(
            calendarInstances.startAt,
            calendarInstances.endAt,
            span.start.toISOString(),
            span.end.toISOString(),
          ),
        ),
      );
  });
}

/** Removes the mirrored copies of a Steward block (its remote event is gone, or the block is). */
export async function deleteBlockInstances(db: Db, userId: string, blockId: string): Promise<void> {
  if (!isUuid(blockId)) return;
  await db
    .delete(calendarInstances)
    .where(and(eq(calendarInstances.userId, userId), eq(calendarInstances.stewardBlockId, blockId)));
}

/** Moves the mirrored copies of a Steward block to its new instants (UTC) once its remote event was moved. */
export async function moveBlockInstances(
  db: Db,
  userId: string,
  blockId: string,
  to: { startAt: Date; endAt: Date },
): Promise<void> {
  await db
    .update(calendarInstances)
    .set({ startAt: to.startAt, endAt: to.endAt })
    .where(and(eq(calendarInstances.userId, userId), eq(calendarInstances.stewardBlockId, blockId)));
}
