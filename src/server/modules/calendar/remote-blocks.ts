/**
 * Time blocks in the user's "Time blocks go to" calendar (ADR 023). The
 * Steward row is written first, so the database's overlap rule (ADR 008) decides before anything leaves
 * Steward; then the provider writes the event (stable UID from the block id, X-STEWARD-BLOCK / Google
 * extendedProperties: ADRs 020, 021). When the remote write fails the row is deleted again and the answer is
 * 502 naming the calendar: nothing half-written stays. Removing a block deletes the remote event first (a
 * remote 404 counts as done; an event the user changed in their calendar since is left there, theirs now).
 */
import { HTTPException } from 'hono/http-exception';
import type { TaskRef } from '../../../core/calendar/events.ts';
import type { LifeDomainId } from '../../../core/ideal-week.ts';
import { timeBlockUid } from '../../calendar/caldav-ical.ts';
import type { CredentialBox } from '../../calendar/credentials.ts';
import { type CalendarError, isCalendarError } from '../../calendar/provider.ts';
import type { Db } from '../../db/client.ts';
import type { GoogleSettings } from './google-sources.ts';
import { deleteBlockInstances, moveBlockInstances } from './mirror-repo.ts';
import { type GuardSettings, providerOfRow } from './providers.ts';
import {
  createTimeBlock,
  deleteTimeBlock,
  deleteUnwrittenTimeBlock,
  getTimeBlock,
  moveTimeBlock,
  setTimeBlockRemote,
  type TimeBlock,
} from './repo.ts';
import { type CalendarRow, getCalendarWithSource, markReconnect, type SourceRow } from './sources-repo.ts';

/** The description of every block, in Steward and in the user's calendar. */
export const BLOCK_DESCRIPTION = 'Scheduled in Steward';

/** What remote blocks need. */
export interface RemoteBlockDeps {
  db: Db;
  box: CredentialBox;
  guard: GuardSettings;
  google: GoogleSettings | null;
}

/** A provider failure as the 502 answer, after putting a refused credential on the source. */
async function remoteFailure(
  deps: RemoteBlockDeps,
  userId: string,
  target: { calendar: CalendarRow; source: SourceRow },
  error: CalendarError,
  what: string,
): Promise<never> {
  if (error.kind === 'auth-expired')
    await markReconnect(deps.db, userId, target.source.id, error.userMessage);
  throw new HTTPException(502, { message: `${what} “${target.calendar.name}”: ${error.userMessage}` });
}

/**
 * Books a block for the user: in Steward only when no calendar is chosen, else in Steward and in that calendar.
 * @throws HTTPException 409/400 as createTimeBlock does; 502 when the calendar refused or failed the write
 *   (no block is kept).
 */
export async function bookTimeBlock(
  deps: RemoteBlockDeps,
  userId: string,
  block: {
    title: string;
    startAt: Date;
    endAt: Date;
    domain?: LifeDomainId | undefined;
    task?: TaskRef | null | undefined;
  },
): Promise<TimeBlock> {
  const created = await createTimeBlock(deps.db, userId, block);
  const target = created.calendarId ? await getCalendarWithSource(deps.db, userId, created.calendarId) : null;
  if (!target) return created;
  try {
    const provider = providerOfRow(target.source, deps.box, deps.guard, deps.google);
    const remote = await provider.createEvent(target.calendar.remoteId, {
      uid: timeBlockUid(created.id),
      summary: block.title,
      description: BLOCK_DESCRIPTION,
      start: block.startAt,
      end: block.endAt,
      stewardBlockId: created.id,
    });
    await setTimeBlockRemote(deps.db, userId, created.id, remote);
    return { ...created, remoteId: remote.remoteId, remoteEtag: remote.etag ?? null };
  } catch (error) {
    await deleteTimeBlock(deps.db, userId, created.id);
    if (isCalendarError(error))
      return remoteFailure(deps, userId, target, error, 'Nothing was scheduled: Steward could not add it to');
    throw error;
  }
}

/**
 * Moves or resizes the user's block to [startAt, endAt) (UTC), in Steward and in the calendar it was written
 * into; the mirror's copy follows. Null when the block is not the user's.
 * @throws HTTPException 409/400 as moveTimeBlock does; 502 when the calendar refused or failed the write (the
 *   block is put back where it was).
 */
export async function rescheduleTimeBlock(
  deps: RemoteBlockDeps,
  userId: string,
  id: string,
  to: { startAt: Date; endAt: Date },
): Promise<TimeBlock | null> {
  const block = await getTimeBlock(deps.db, userId, id);
  if (!block) return null;
  const moved = await moveTimeBlock(deps.db, userId, id, to);
  if (!moved) return null; // removed meanwhile
  const target = block.calendarId ? await getCalendarWithSource(deps.db, userId, block.calendarId) : null;
  if (!target || !block.remoteId) return moved;
  try {
    const provider = providerOfRow(target.source, deps.box, deps.guard, deps.google);
    const remote = await provider.updateEvent(
      target.calendar.remoteId,
      { remoteId: block.remoteId, ...(block.remoteEtag ? { etag: block.remoteEtag } : {}) },
      {
        uid: timeBlockUid(id),
        summary: block.title,
        description: BLOCK_DESCRIPTION,
        start: to.startAt,
        end: to.endAt,
        stewardBlockId: id,
      },
    );
    await setTimeBlockRemote(deps.db, userId, id, remote);
    await moveBlockInstances(deps.db, userId, id, to);
    return { ...moved, remoteId: remote.remoteId, remoteEtag: remote.etag ?? null };
  } catch (error) {
    await putBack(deps, userId, id, to, { startAt: block.startAt, endAt: block.endAt });
    if (isCalendarError(error))
      return remoteFailure(
        deps,
        userId,
        target,
        error,
        'The block was not moved: Steward could not change it in',
      );
    throw error;
  }
}

/**
 * Puts a moved block back after its remote write failed. Only another request of the same user can have taken
 * the old time meanwhile; then the block stays where it moved (its calendar still has the old time until the next
 * move) and the answer is still the 502 that says why.
 */
async function putBack(
  deps: RemoteBlockDeps,
  userId: string,
  id: string,
  from: { startAt: Date; endAt: Date },
  to: { startAt: Date; endAt: Date },
): Promise<void> {
  try {
    await moveTimeBlock(deps.db, userId, id, to, from);
  } catch (error) {
    if (!(error instanceof HTTPException && error.status === 409)) throw error;
  }
}

/**
 * Removes the user's block, and its event from the calendar it was written into. False when the block is not
 * the user's. @throws HTTPException 502 when the calendar could not delete the event (the block is kept).
 */
export async function removeTimeBlock(deps: RemoteBlockDeps, userId: string, id: string): Promise<boolean> {
  // Most blocks are in Steward only: one statement deletes them. A block with an event in a calendar is read next.
  if (await deleteUnwrittenTimeBlock(deps.db, userId, id)) return true;
  const block = await getTimeBlock(deps.db, userId, id);
  if (!block) return false;
  const target = block.calendarId ? await getCalendarWithSource(deps.db, userId, block.calendarId) : null;
  if (target && block.remoteId) {
    try {
      const provider = providerOfRow(target.source, deps.box, deps.guard, deps.google);
      await provider.deleteEvent(target.calendar.remoteId, {
        remoteId: block.remoteId,
        ...(block.remoteEtag ? { etag: block.remoteEtag } : {}),
      });
    } catch (error) {
      // Gone already (404/410), or changed in the calendar since Steward wrote it (412: the user's event now).
      const done = isCalendarError(error, 'not-found') || isCalendarError(error, 'invalid-data');
      if (!done) {
        if (isCalendarError(error))
          return remoteFailure(
            deps,
            userId,
            target,
            error,
            'The block is still scheduled: Steward could not remove it from',
          );
        throw error;
      }
    }
  }
  const removed = await deleteTimeBlock(deps.db, userId, id);
  await deleteBlockInstances(deps.db, userId, id);
  return removed;
}
