/** Steward's own time blocks (tasks scheduled into suggested slots). Every function takes the owner's id first. */
import { and, asc, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { timeBlocks } from '../../db/schema.ts';
import { isUuid } from '../../http.ts';

const columns = {
  id: timeBlocks.id,
  title: timeBlocks.title,
  startAt: timeBlocks.startAt,
  endAt: timeBlocks.endAt,
};

/** A stored time block: UTC instants, half-open [startAt, endAt). */
export type TimeBlock = { id: string; title: string; startAt: Date; endAt: Date };

/** The user's blocks overlapping [from, to), by start. */
export function listTimeBlocks(db: Db, userId: string, from: Date, to: Date): Promise<TimeBlock[]> {
  return db
    .select(columns)
    .from(timeBlocks)
    .where(and(eq(timeBlocks.userId, userId), lt(timeBlocks.startAt, to), gt(timeBlocks.endAt, from)))
    .orderBy(asc(timeBlocks.startAt));
}

/** Creates a block for the user. */
export async function createTimeBlock(
  db: Db,
  userId: string,
  block: { title: string; startAt: Date; endAt: Date },
): Promise<TimeBlock> {
  const [row] = await db
    .insert(timeBlocks)
    .values({ userId, ...block })
    .returning(columns);
  return row as TimeBlock;
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
