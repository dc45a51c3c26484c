/**
 * Calendar events of any range (ADR 041). The mirror answers for its window around today (ADR 023). For a range
 * that reaches outside it, each calendar the views read is listed from its source for the UTC months concerned
 * (an ICS feed fetched and expanded for them, a CalDAV calendar-query REPORT, a Google listing with timeMin and
 * timeMax), stored as far rows of `calendar_instances` and recorded in `calendar_far_months`. A month not read yet
 * (or read in another zone) is read while the request waits, up to {@link FAR_READ_DEADLINE_MS}; a month read
 * more than {@link STALE_AFTER_MS} ago is answered as stored and read again in the background. A failed read keeps
 * what was stored and is reported, like a cut listing, as a CalendarNotice (core/calendar/events.ts).
 */
import { randomUUID } from 'node:crypto';
import type { CalendarNotice } from '../../../core/calendar/events.ts';
import { MAX_INSTANT, MIN_INSTANT } from '../../../core/dates.ts';
import { CalendarError, isCalendarError, type UtcRange } from '../../calendar/provider.ts';
import { pgError, SQLSTATE } from '../../db/errors.ts';
import { type FarCalendar, farCalendars, recordFarMonths } from './far-months-repo.ts';
import { replaceFarInstances } from './mirror-repo.ts';
import { providerOfRow } from './providers.ts';
import { type CalendarSyncDeps, mirrorWindow, STALE_AFTER_MS } from './sync.ts';

/** How long a request waits for a source to list a far range, in ms; then the read counts as unreachable. */
export const FAR_READ_DEADLINE_MS = 20_000;

/** How many `prepare` results a server keeps (about a megabyte). */
const CHECKED_ENTRIES = 10_000;

/** All-day and floating instances are placed in the asking zone, so a range needs this much more around it. */
const ZONE_SLACK_MS = 2 * 86_400_000;

/** The sentence of a far read that an expansion cap cut (ADR 018's caps, per series and per listing). */
export const FAR_TRUNCATED_MESSAGE =
  'Some events in this range are not shown: a repeating event has more occurrences than Steward lists at once.';

const monthStart = (month: string) => new Date(`${month}T00:00:00.000Z`);

/** The first day ('YYYY-MM-01') of the UTC month after `month`'s. */
function nextMonth(month: string): string {
  const at = monthStart(month);
  at.setUTCMonth(at.getUTCMonth() + 1);
  return at.toISOString().slice(0, 10);
}

/**
 * The UTC months ('YYYY-MM-01', ascending) that the parts of `range` outside `window` touch, once widened by two
 * days on each side for all-day and floating times, and kept within the API's instants (ADR 011). Empty when the
 * window holds the whole widened range. Both ranges are half-open UTC ranges.
 */
export function farMonths(range: UtcRange, window: UtcRange): string[] {
  const from = Math.max(range.start.getTime() - ZONE_SLACK_MS, Date.parse(MIN_INSTANT));
  const to = Math.min(range.end.getTime() + ZONE_SLACK_MS, Date.parse(MAX_INSTANT));
  const parts = [
    [from, Math.min(to, window.start.getTime())],
    [Math.max(from, window.end.getTime()), to],
  ].filter(([start, end]) => (start as number) < (end as number)) as [number, number][];
  const months: string[] = [];
  for (const [start, end] of parts) {
    let month = `${new Date(start).toISOString().slice(0, 7)}-01`;
    while (monthStart(month).getTime() < end) {
      if (!months.includes(month)) months.push(month);
      month = nextMonth(month);
    }
  }
  return months;
}

/**
 * The UTC range from the first of `months` (ascending) to the end of the last, ending at the API's last instant
 * at the latest (ADR 011: December 9999 has no next month the database or a provider can read).
 */
export function monthsSpan(months: readonly string[]): UtcRange {
  const end = Math.min(monthStart(nextMonth(months.at(-1) as string)).getTime(), Date.parse(MAX_INSTANT));
  return { start: monthStart(months[0] as string), end: new Date(end) };
}

/** The title's provider name of a source (docs/product.md §2). */
const providerName = (source: FarCalendar['source']) =>
  source.kind === 'google' ? 'Google Calendar' : source.name;

/** What the far reads of one app offer its routes. */
export interface FarReader {
  /**
   * Makes sure the user's calendars are read for the months of `range` outside the mirror window of `timeZone`
   * (months never read, or read in another zone, are read now; stale ones in the background), then returns what
   * the range's events lack, and whether it read any month while waiting. Resolves at once, without a query, when
   * the window holds the range, and when `version` (the user's calendar version, just read) is the one of an
   * earlier call for the same months and zone whose months are all still fresh.
   */
  prepare(
    userId: string,
    range: UtcRange,
    timeZone: string,
    version?: number,
  ): Promise<{ notices: CalendarNotice[]; read: boolean }>;
  /** Aborts the reads in flight and waits for them. Later calls read nothing. */
  close(): Promise<void>;
}

/** Creates the far reader of one app; `close()` it before closing the database. */
export function createFarReader(deps: CalendarSyncDeps): FarReader {
  const { db, now } = deps;
  const closing = new AbortController();
  const running = new Map<string, Promise<void>>();
  /** What `prepare` found, by user, zone and months: valid for its calendar version until a month goes stale. */
  const checked = new Map<string, { version: number; until: number; notices: CalendarNotice[] }>();

  /** Lists `months` of one calendar from its source and stores them; a failure is recorded, never thrown. */
  async function read(far: FarCalendar, months: string[], timeZone: string): Promise<void> {
    const { calendar, source } = far;
    const signal = AbortSignal.any([closing.signal, AbortSignal.timeout(FAR_READ_DEADLINE_MS)]);
    const span = monthsSpan(months);
    let outcome: { truncated: boolean; error: string | null };
    try {
      const provider = providerOfRow(source, deps.box, deps.guard, deps.google);
      const listing = await provider.listInstances(calendar.remoteId, { range: span, timeZone, signal });
      if (listing.status !== 'ok')
        throw new CalendarError('invalid-data', 'An unconditional listing was not-modified');
      await replaceFarInstances(db, calendar.userId, calendar.id, randomUUID(), span, listing.instances);
      outcome = { truncated: listing.truncated, error: null };
    } catch (error) {
      if (closing.signal.aborted) return;
      // The calendar was removed meanwhile: nothing to record on.
      if (pgError(error)?.code === SQLSTATE.foreignKeyViolation) return;
      if (isCalendarError(error)) outcome = { truncated: false, error: error.userMessage };
      else if (signal.aborted)
        outcome = { truncated: false, error: new CalendarError('unreachable').userMessage };
      else {
        deps.logError(error);
        outcome = { truncated: false, error: 'Steward could not read this calendar.' };
      }
    }
    try {
      await recordFarMonths(db, calendar.userId, calendar.id, months, {
        timeZone,
        fetchedAt: now(),
        ...outcome,
      });
    } catch (error) {
      if (pgError(error)?.code !== SQLSTATE.foreignKeyViolation) throw error;
    }
  }

  /** One read per calendar, months and zone at a time in this process; a second caller joins it. */
  function readOnce(far: FarCalendar, months: string[], timeZone: string): Promise<void> {
    const key = `${far.calendar.id}\u0000${months.join(',')}\u0000${timeZone}`;
    const existing = running.get(key);
    if (existing) return existing;
    const promise = read(far, months, timeZone).finally(() => running.delete(key));
    running.set(key, promise);
    return promise;
  }

  function remember(key: string, entry: { version: number; until: number; notices: CalendarNotice[] }) {
    checked.delete(key);
    checked.set(key, entry);
    // Bounded: the oldest entries go first (a user who moves on does not come back to most of them).
    for (const oldest of checked.keys()) {
      if (checked.size <= CHECKED_ENTRIES) break;
      checked.delete(oldest);
    }
  }

  function noticesOf(calendars: FarCalendar[], months: readonly string[]): CalendarNotice[] {
    const notices: CalendarNotice[] = [];
    for (const { calendar, source, months: records } of calendars) {
      const mine = records.filter((record) => months.includes(record.month));
      const named = { sourceId: source.id, calendarId: calendar.id, provider: providerName(source) };
      const error = mine.find((record) => record.error !== null)?.error;
      if (error) notices.push({ ...named, kind: 'error', message: error });
      else if (mine.some((record) => record.truncated))
        notices.push({ ...named, kind: 'truncated', message: FAR_TRUNCATED_MESSAGE });
    }
    return notices;
  }

  return {
    async prepare(userId, range, timeZone, version) {
      const months = farMonths(range, mirrorWindow(now(), timeZone));
      if (months.length === 0 || closing.signal.aborted) return { notices: [], read: false };
      const key = `${userId}\u0000${timeZone}\u0000${months.join(',')}`;
      const known = checked.get(key);
      if (known && known.version === version && now().getTime() < known.until)
        return { notices: known.notices, read: false };
      const calendars = (await farCalendars(db, userId, months)).filter(
        // A source that needs reconnecting already has its card; reading it would fail again.
        (far) => far.source.status !== 'reconnect',
      );
      const staleBefore = now().getTime() - STALE_AFTER_MS;
      const waits: Promise<void>[] = [];
      let until = Number.POSITIVE_INFINITY;
      for (const far of calendars) {
        const usable = far.months.filter(
          (record) => record.timeZone === timeZone && months.includes(record.month),
        );
        const missing = months.filter((month) => !usable.some((record) => record.month === month));
        const stale = usable.filter((record) => record.fetchedAt.getTime() < staleBefore).map((r) => r.month);
        for (const record of usable) until = Math.min(until, record.fetchedAt.getTime() + STALE_AFTER_MS);
        const toRead = [...new Set([...missing, ...stale])].sort();
        if (toRead.length === 0) continue;
        until = 0;
        const reading = readOnce(far, toRead, timeZone);
        if (missing.length > 0) waits.push(reading);
        else reading.catch(deps.logError);
      }
      if (waits.length === 0) {
        const notices = noticesOf(calendars, months);
        if (version !== undefined && until > now().getTime()) remember(key, { version, until, notices });
        return { notices, read: false };
      }
      await Promise.all(waits);
      const read = (await farCalendars(db, userId, months)).filter(
        (far) => far.source.status !== 'reconnect',
      );
      return { notices: noticesOf(read, months), read: true };
    },
    async close() {
      closing.abort(new Error('The server is closing'));
      await Promise.allSettled([...running.values()]);
    },
  };
}
