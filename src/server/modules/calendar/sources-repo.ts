/**
 * Calendar sources and their calendars in the database (ADR 023). Every function takes the owner's id
 * first and scopes every statement to it; a row of another user reads as absent.
 */
import { and, asc, eq, isNull, lt, ne, notInArray, or, sql } from 'drizzle-orm';
import { DEFAULT_EVENT_COLOR_ID } from '../../../core/calendar/event-colors.ts';
import type {
  CalendarPatch,
  CalendarSettings,
  CalendarSource,
  SourceKind,
  SourceStatus,
} from '../../../core/calendar/sources.ts';
import type { LifeDomainId } from '../../../core/ideal-week.ts';
import type { ProviderCalendar, SyncValidators } from '../../calendar/provider.ts';
import { calendarSources, calendars } from '../../db/calendar-schema.ts';
import type { Db } from '../../db/client.ts';
import { perDatabase } from '../../db/prepared.ts';
import { isUuid } from '../../http.ts';

/** A source row as the sync and the routes use it (credentials still sealed). */
export type SourceRow = typeof calendarSources.$inferSelect;
/** A calendar row. */
export type CalendarRow = typeof calendars.$inferSelect;

const toSettings = (row: CalendarRow): CalendarSettings => ({
  id: row.id,
  name: row.name,
  colorId: row.colorId ?? row.providerColorId ?? String(DEFAULT_EVENT_COLOR_ID),
  show: row.show,
  busy: row.busy,
  writable: row.writable,
  blocksTarget: row.blocksTarget,
  domain: row.domain as LifeDomainId | null,
});

const toSource = (row: SourceRow, rows: CalendarRow[]): CalendarSource => ({
  id: row.id,
  kind: row.kind,
  name: row.name,
  url: row.url,
  status: row.status,
  error: row.error,
  lastSyncedAt: row.lastSyncedAt?.toISOString() ?? null,
  calendars: rows.filter((c) => c.sourceId === row.id).map(toSettings),
});

/** The user's sources with their calendars (no secrets), oldest source first, calendars by name. */
export async function listSources(db: Db, userId: string): Promise<CalendarSource[]> {
  const [sources, rows] = await Promise.all([
    db
      .select()
      .from(calendarSources)
      .where(eq(calendarSources.userId, userId))
      .orderBy(asc(calendarSources.createdAt), asc(calendarSources.id)),
    db
      .select()
      .from(calendars)
      .where(eq(calendars.userId, userId))
      .orderBy(asc(calendars.name), asc(calendars.id)),
  ]);
  return sources.map((s) => toSource(s, rows));
}

/** One of the user's sources as the API shows it, or null. */
export async function getSource(db: Db, userId: string, sourceId: string): Promise<CalendarSource | null> {
  const row = await getSourceRow(db, userId, sourceId);
  if (!row) return null;
  return toSource(row, await calendarRows(db, userId, sourceId));
}

/** The user's source row (sealed credentials included), or null (not a UUID, another user's, gone). */
export async function getSourceRow(db: Db, userId: string, sourceId: string): Promise<SourceRow | null> {
  if (!isUuid(sourceId)) return null;
  const [row] = await db
    .select()
    .from(calendarSources)
    .where(and(eq(calendarSources.userId, userId), eq(calendarSources.id, sourceId)));
  return row ?? null;
}

/** Inserts a source with the id chosen by the caller (the credentials are sealed for that id). */
export async function insertSource(
  db: Db,
  userId: string,
  source: { id: string; kind: SourceKind; name: string; url: string | null; credentials: string | null },
): Promise<void> {
  await db.insert(calendarSources).values({ userId, ...source });
}

/** Whether the user already subscribes to the ICS feed at `url` (canonical, without user info). */
export async function hasFeed(db: Db, userId: string, url: string): Promise<boolean> {
  const rows = await db
    .select({ id: calendarSources.id })
    .from(calendarSources)
    .where(
      and(eq(calendarSources.userId, userId), eq(calendarSources.kind, 'ics'), eq(calendarSources.url, url)),
    )
    .limit(1);
  return rows.length > 0;
}

/** Deletes the user's source; its calendars and mirrored instances go with it (ON DELETE CASCADE). */
export async function deleteSource(db: Db, userId: string, sourceId: string): Promise<boolean> {
  if (!isUuid(sourceId)) return false;
  const rows = await db
    .delete(calendarSources)
    .where(and(eq(calendarSources.userId, userId), eq(calendarSources.id, sourceId)))
    .returning({ id: calendarSources.id });
  return rows.length > 0;
}

/**
 * Makes the source's calendars match what the provider listed: new ones inserted (shown, busy), known ones
 * renamed and their writability and provider colour refreshed (a calendar that became read-only stops being
 * the blocks target), vanished ones deleted with their instances. Returns the source's calendars.
 */
export async function reconcileCalendars(
  db: Db,
  userId: string,
  sourceId: string,
  listed: readonly ProviderCalendar[],
): Promise<CalendarRow[]> {
  if (listed.length > 0)
    await db
      .insert(calendars)
      .values(
        listed.map((c) => ({
          userId,
          sourceId,
          remoteId: c.id,
          name: c.name,
          providerColorId: c.colorId ?? null,
          writable: c.writable,
        })),
      )
      .onConflictDoUpdate({
        target: [calendars.sourceId, calendars.remoteId],
        set: {
          name: sql`excluded.name`,
          providerColorId: sql`excluded.provider_color_id`,
          writable: sql`excluded.writable`,
          blocksTarget: sql`${calendars.blocksTarget} and excluded.writable`,
          updatedAt: sql`now()`,
        },
        setWhere: eq(calendars.userId, userId),
      });
  await db.delete(calendars).where(
    and(
      eq(calendars.userId, userId),
      eq(calendars.sourceId, sourceId),
      listed.length > 0
        ? notInArray(
            calendars.remoteId,
            listed.map((c) => c.id),
          )
        : undefined,
    ),
  );
  return calendarRows(db, userId, sourceId);
}

/**
 * Keeps a calendar's incremental-sync state of its last listing: HTTP validators (ETag, Last-Modified, ctag) and
 * Google's sync token; null forgets them (the next sync lists in full).
 */
export async function saveSyncState(
  db: Db,
  userId: string,
  calendarId: string,
  state: { validators: SyncValidators | null; syncToken: string | null },
): Promise<void> {
  await db
    .update(calendars)
    .set(state)
    .where(and(eq(calendars.userId, userId), eq(calendars.id, calendarId)));
}

/** A calendar of the user with its source's row, or null. */
export async function getCalendarWithSource(
  db: Db,
  userId: string,
  calendarId: string,
): Promise<{ calendar: CalendarRow; source: SourceRow } | null> {
  if (!isUuid(calendarId)) return null;
  const [row] = await db
    .select({ calendar: calendars, source: calendarSources })
    .from(calendars)
    .innerJoin(calendarSources, eq(calendarSources.id, calendars.sourceId))
    .where(and(eq(calendars.userId, userId), eq(calendars.id, calendarId)));
  return row ?? null;
}

/**
 * Applies a PATCH to the user's calendar in one transaction. `blocksTarget: true` first clears the user's other
 * target, so the choice moves; the partial unique index `calendars_one_blocks_target` holds the rule when two
 * such PATCHes race (the loser's INSERT-time check fails with 23505 and the caller retries). Returns the
 * calendar's settings, null when it is not the user's, or 'not-writable' for a target that cannot take events.
 */
export async function patchCalendar(
  db: Db,
  userId: string,
  calendarId: string,
  patch: CalendarPatch,
): Promise<CalendarSettings | null | 'not-writable'> {
  if (!isUuid(calendarId)) return null;
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(calendars)
      .where(and(eq(calendars.userId, userId), eq(calendars.id, calendarId)))
      .for('update');
    if (!current) return null;
    if (patch.blocksTarget === true && !current.writable) return 'not-writable';
    if (patch.blocksTarget === true)
      await tx
        .update(calendars)
        .set({ blocksTarget: false })
        .where(
          and(
            eq(calendars.userId, userId),
            eq(calendars.blocksTarget, true),
            sql`${calendars.id} <> ${calendarId}`,
          ),
        );
    const [row] = await tx
      .update(calendars)
      .set({
        ...(patch.show === undefined ? {} : { show: patch.show }),
        ...(patch.busy === undefined ? {} : { busy: patch.busy }),
        ...(patch.colorId === undefined ? {} : { colorId: patch.colorId }),
        ...(patch.blocksTarget === undefined ? {} : { blocksTarget: patch.blocksTarget }),
        ...(patch.domain === undefined ? {} : { domain: patch.domain }),
      })
      .where(and(eq(calendars.userId, userId), eq(calendars.id, calendarId)))
      .returning();
    return row ? toSettings(row) : null;
  });
}

/** How long a sync may hold its source before another may take over (a crashed server's lease expires). */
export const SYNC_LEASE_MS = 2 * 60_000;

/**
 * Takes the source's sync lease in one guarded UPDATE (ADR 008: the rule is the database's): it succeeds only
 * when no lease is held or the held one expired (database clock). Returns the lease id, or null when another
 * sync holds it or the source is not the user's.
 */
export async function takeLease(db: Db, userId: string, sourceId: string): Promise<string | null> {
  if (!isUuid(sourceId)) return null;
  const lease = crypto.randomUUID();
  const rows = await db
    .update(calendarSources)
    .set({
      syncLease: lease,
      syncLeaseUntil: sql`now() + ${`${SYNC_LEASE_MS} milliseconds`}::interval`,
    })
    .where(
      and(
        eq(calendarSources.userId, userId),
        eq(calendarSources.id, sourceId),
        or(isNull(calendarSources.syncLeaseUntil), lt(calendarSources.syncLeaseUntil, sql`now()`)),
      ),
    )
    .returning({ id: calendarSources.id });
  return rows.length > 0 ? lease : null;
}

/** What a sync attempt leaves on its source. */
export interface SyncRecord {
  status: SourceStatus;
  error: string | null;
  /** The attempt's instant (UTC), the stale-while-revalidate clock. */
  checkedAt: Date;
  /** Set on success: the last successful sync (UTC) and the window/zone listed. */
  syncedAt?: Date;
  scope?: string;
}

/** Records a sync's outcome and releases its lease; only the lease holder can (a stale holder changes nothing). */
export async function finishSync(
  db: Db,
  userId: string,
  sourceId: string,
  lease: string,
  record: SyncRecord | null,
): Promise<void> {
  await db
    .update(calendarSources)
    .set({
      syncLease: null,
      syncLeaseUntil: null,
      ...(record
        ? {
            status: record.status,
            error: record.error,
            checkedAt: record.checkedAt,
            ...(record.syncedAt ? { lastSyncedAt: record.syncedAt } : {}),
            ...(record.scope ? { syncScope: record.scope } : {}),
          }
        : {}),
    })
    .where(
      and(
        eq(calendarSources.userId, userId),
        eq(calendarSources.id, sourceId),
        eq(calendarSources.syncLease, lease),
      ),
    );
}

/** Marks a source as needing to be reconnected (its credentials were refused outside a sync). */
export async function markReconnect(db: Db, userId: string, sourceId: string, error: string): Promise<void> {
  await db
    .update(calendarSources)
    .set({ status: 'reconnect', error })
    .where(and(eq(calendarSources.userId, userId), eq(calendarSources.id, sourceId)));
}

/**
 * Ids of the user's sources whose last sync attempt is older than `before` (or that never had one) and that
 * no live lease holds: the ones a view should refresh in the background. A source waiting to be reconnected is
 * left alone (refused credentials sent every 5 minutes can lock an account); "Refresh now" still tries it.
 */
export async function staleSourceIds(db: Db, userId: string, before: Date): Promise<string[]> {
  // Placeholder values reach the driver without the column's encoder, so the instant goes as ISO text.
  const rows = await staleSources(db).execute({ userId, before: before.toISOString() });
  return rows.map((r) => r.id);
}

// Every calendar view asks (stale-while-revalidate): prepared once per database (ADR 013).
const staleSources = perDatabase((db) =>
  db
    .select({ id: calendarSources.id })
    .from(calendarSources)
    .where(
      and(
        eq(calendarSources.userId, sql.placeholder('userId')),
        ne(calendarSources.status, 'reconnect'),
        or(isNull(calendarSources.checkedAt), lt(calendarSources.checkedAt, sql.placeholder('before'))),
        or(isNull(calendarSources.syncLeaseUntil), lt(calendarSources.syncLeaseUntil, sql`now()`)),
      ),
    )
    .prepare('calendar_sources_stale'),
);

/** The calendars of the user's source, by name. */
export function calendarRows(db: Db, userId: string, sourceId: string): Promise<CalendarRow[]> {
  return db
    .select()
    .from(calendars)
    .where(and(eq(calendars.userId, userId), eq(calendars.sourceId, sourceId)))
    .orderBy(asc(calendars.name), asc(calendars.id));
}
