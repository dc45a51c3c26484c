/**
 * The calendar sync (ADR 023): lists a source's calendars, then each calendar's instances in
 * the mirror window, incrementally where the provider can say "not modified" (ICS ETag / Last-Modified, CalDAV
 * ctag) or list only what changed (Google `syncToken`, 410 → a full listing), into the mirror. One sync per source at a time: the database lease (sources-repo `takeLease`) across
 * processes, and one promise per source in this process (a second caller joins it). Views call
 * {@link CalendarSync.refreshStale}, which starts background syncs of sources checked more than
 * {@link STALE_AFTER_MS} ago and returns at once; a provider's failure goes on its source (`auth-expired` →
 * 'reconnect'), never to the view. {@link CalendarSync.close} aborts and awaits everything in flight.
 */
import { addDays, localDateOf, zonedToUtc } from '../../../core/dates.ts';
import type { CredentialBox } from '../../calendar/credentials.ts';
import { overlaps } from '../../calendar/expand-instances.ts';
import type { GoogleCalendarProvider } from '../../calendar/google.ts';
import {
  CalendarError,
  type CalendarProvider,
  isCalendarError,
  type ProviderCalendar,
  type UtcRange,
} from '../../calendar/provider.ts';
import type { Db } from '../../db/client.ts';
import { pgError, SQLSTATE } from '../../db/errors.ts';
import type { GoogleSettings } from './google-sources.ts';
import { applyInstanceChanges, replaceInstances } from './mirror-repo.ts';
import { type GuardSettings, providerOfRow } from './providers.ts';
import {
  type CalendarRow,
  calendarRows,
  finishSync,
  getSourceRow,
  reconcileCalendars,
  type SourceRow,
  type SyncRecord,
  saveSyncState,
  staleSourceIds,
  takeLease,
} from './sources-repo.ts';

/** A view refreshes a source whose last sync attempt is older than this (docs/product.md §9: 5 minutes). */
export const STALE_AFTER_MS = 5 * 60_000;
/** The mirror holds instances from this many local days before today... */
export const WINDOW_DAYS_BACK = 30;
/** ...to this many local days after it (today included), in the zone of the sync. */
export const WINDOW_DAYS_AHEAD = 120;
/** A whole sync (every calendar of the source) is abandoned after this long, in ms. */
export const SYNC_DEADLINE_MS = 90_000;

/** The sentence on a source whose listing hit an expansion cap (ADR 018). */
export const TRUNCATED_MESSAGE =
  'This calendar is too large: Steward shows only part of its events. Consider a smaller feed.';

/** The mirror window for `now` in `timeZone`: UTC range, and the scope string that names it. */
export function mirrorWindow(now: Date, timeZone: string): { start: Date; end: Date; scope: string } {
  const today = localDateOf(now, timeZone);
  const first = addDays(today, -WINDOW_DAYS_BACK);
  return {
    start: zonedToUtc(first, 0, timeZone),
    end: zonedToUtc(addDays(today, WINDOW_DAYS_AHEAD + 1), 0, timeZone),
    scope: `${first}/${timeZone}`,
  };
}

/** What the sync needs. */
export interface CalendarSyncDeps {
  db: Db;
  box: CredentialBox;
  guard: GuardSettings;
  /** Google sources' tokens and API root; null when Google is not configured. */
  google: GoogleSettings | null;
  /** The clock (UTC): the window's today, `checkedAt`, `lastSyncedAt` and staleness. */
  now: () => Date;
  /** Unexpected failures (bugs, the database), never a provider's error. */
  logError: (error: unknown) => void;
}

/** What {@link CalendarSync.syncSource} did: 'ran' (the outcome is on the source), 'busy' (another sync holds it). */
export type SyncResult = 'ran' | 'busy';

/** The sync service of one app. */
export interface CalendarSync {
  /**
   * Syncs the user's source now (awaits it). `listed` is the calendar list when the caller has just fetched it
   * (the first sync of a new source). Resolves 'busy' without work when another sync holds the source; a
   * provider's failure resolves 'ran' with the error on the source.
   */
  syncSource(
    userId: string,
    sourceId: string,
    timeZone: string,
    listed?: ProviderCalendar[],
  ): Promise<SyncResult>;
  /** Starts background syncs of the user's stale sources; resolves after one query, not after the syncs. */
  refreshStale(userId: string, timeZone: string): Promise<void>;
  /** Aborts every sync in flight and waits for them to release their sources. Later calls start nothing. */
  close(): Promise<void>;
}

/**
 * A Google calendar's changes since its stored sync token, applied to the mirror (ADR 021: Google
 * `syncToken`): changed instances in the window upserted, instances moved out of it, cancelled occurrences and
 * deleted events removed, the new token kept. False (nothing written) when there is no token or the provider has
 * none, when Google answers 410 (the token expired) or when a cap cut the changes short: the caller then lists
 * the window in full, which stores a fresh token.
 */
async function applyGoogleChanges(
  db: Db,
  calendar: CalendarRow,
  lease: string,
  provider: CalendarProvider,
  window: UtcRange,
  timeZone: string,
  signal: AbortSignal,
): Promise<boolean> {
  if (!calendar.syncToken || !('syncChanges' in provider)) return false;
  const changes = await (provider as GoogleCalendarProvider).syncChanges(calendar.remoteId, {
    syncToken: calendar.syncToken,
    timeZone,
    signal,
  });
  if (changes.status !== 'ok' || changes.truncated || !changes.nextSyncToken) return false;
  const inWindow = changes.instances.filter((instance) => overlaps(instance.start, instance.end, window));
  await applyInstanceChanges(db, calendar.userId, calendar.id, lease, {
    changed: inWindow,
    removedIds: [
      ...changes.instances
        .filter((instance) => !overlaps(instance.start, instance.end, window))
        .map((instance) => instance.id),
      ...changes.removed.filter((gone) => gone.recurrenceId !== null).map((gone) => gone.id),
    ],
    removedUids: changes.removed.filter((gone) => gone.recurrenceId === null).map((gone) => gone.uid),
  });
  await saveSyncState(db, calendar.userId, calendar.id, {
    validators: calendar.validators,
    syncToken: changes.nextSyncToken,
  });
  return true;
}

/** Creates the sync service; `close()` it before closing the database. */
export function createCalendarSync(deps: CalendarSyncDeps): CalendarSync {
  const { db, now } = deps;
  const closing = new AbortController();
  const running = new Map<string, Promise<SyncResult>>();

  async function listCalendarsOf(
    source: SourceRow,
    provider: CalendarProvider,
    signal: AbortSignal,
  ): Promise<CalendarRow[]> {
    // An ICS source has its one calendar: listing it would fetch and parse the whole feed once more.
    if (source.kind === 'ics') {
      const known = await calendarRows(db, source.userId, source.id);
      if (known.length > 0) return known;
    }
    return reconcileCalendars(db, source.userId, source.id, await provider.listCalendars(signal));
  }

  async function run(
    userId: string,
    sourceId: string,
    timeZone: string,
    listed: ProviderCalendar[] | undefined,
  ): Promise<SyncResult> {
    const lease = await takeLease(db, userId, sourceId);
    if (!lease) return 'busy';
    const signal = AbortSignal.any([closing.signal, AbortSignal.timeout(SYNC_DEADLINE_MS)]);
    let record: SyncRecord | null;
    try {
      record = await syncUnderLease(userId, sourceId, timeZone, lease, listed, signal);
    } catch (error) {
      record = failure(error, signal);
    }
    await finishSync(db, userId, sourceId, lease, record);
    return 'ran';
  }

  async function syncUnderLease(
    userId: string,
    sourceId: string,
    timeZone: string,
    lease: string,
    listed: ProviderCalendar[] | undefined,
    signal: AbortSignal,
  ): Promise<SyncRecord | null> {
    const source = await getSourceRow(db, userId, sourceId);
    if (!source) return null;
    const started = now();
    const window = mirrorWindow(started, timeZone);
    const provider = providerOfRow(source, deps.box, deps.guard, deps.google);
    const rows = listed
      ? await reconcileCalendars(db, userId, sourceId, listed)
      : await listCalendarsOf(source, provider, signal);
    const sameScope = source.syncScope === window.scope;
    let truncated = false;
    for (const calendar of rows) {
      if (sameScope && (await applyGoogleChanges(db, calendar, lease, provider, window, timeZone, signal)))
        continue;
      const listing = await provider.listInstances(calendar.remoteId, {
        range: window,
        timeZone,
        signal,
        ...(sameScope && calendar.validators ? { validators: calendar.validators } : {}),
      });
      if (listing.status === 'ok') {
        await replaceInstances(db, userId, calendar.id, lease, listing.instances);
        truncated ||= listing.truncated;
      }
      const complete = listing.status === 'not-modified' || !listing.truncated;
      await saveSyncState(db, userId, calendar.id, {
        validators: complete ? listing.validators : null,
        syncToken: (listing.status === 'ok' && complete && listing.syncToken) || null,
      });
    }
    return {
      status: 'ok',
      error: truncated ? TRUNCATED_MESSAGE : null,
      checkedAt: now(),
      syncedAt: now(),
      scope: window.scope,
    };
  }

  function failure(error: unknown, signal: AbortSignal): SyncRecord | null {
    if (closing.signal.aborted) return null; // shutting down: release the lease, record nothing
    // The source was disconnected meanwhile: its calendars are gone, and so is the row to record on.
    if (pgError(error)?.code === SQLSTATE.foreignKeyViolation) return null;
    const checkedAt = now();
    if (isCalendarError(error))
      return {
        status: error.kind === 'auth-expired' ? 'reconnect' : 'error',
        error: error.userMessage,
        checkedAt,
      };
    if (signal.aborted)
      return { status: 'error', error: new CalendarError('unreachable').userMessage, checkedAt };
    deps.logError(error);
    return { status: 'error', error: 'Steward could not sync this calendar.', checkedAt };
  }

  const sync: CalendarSync = {
    syncSource(userId, sourceId, timeZone, listed) {
      const existing = running.get(sourceId);
      if (existing) return existing;
      if (closing.signal.aborted) return Promise.resolve('busy');
      const promise = run(userId, sourceId, timeZone, listed).finally(() => running.delete(sourceId));
      running.set(sourceId, promise);
      return promise;
    },
    async refreshStale(userId, timeZone) {
      if (closing.signal.aborted) return;
      const ids = await staleSourceIds(db, userId, new Date(now().getTime() - STALE_AFTER_MS));
      for (const id of ids) sync.syncSource(userId, id, timeZone).catch(deps.logError);
    },
    async close() {
      closing.abort(new Error('The server is closing'));
      await Promise.allSettled([...running.values()]);
    },
  };
  return sync;
}
