/**
 * The calendar provider interface (ADR 018): what every outside calendar source (ICS feed, CalDAV
 * account, Google Calendar) offers Steward, and the one typed error they throw.
 *
 * Units everywhere in this folder:
 * - an instant is a UTC `Date`; a range is half-open [start, end);
 * - a local date is a 'YYYY-MM-DD' string in the user's zone (all-day events), the end date exclusive
 *   (RFC 5545 §3.6.1: DTEND of a DATE event is the day after the last day);
 * - the user's zone is an IANA name, the request's zone of ADR 006, passed in (never read from the process).
 *
 * Slots, the timeline and the week comparison see {@link CalendarInstance}s only (ADR 023); interval
 * maths stays in `src/core/calendar/`.
 */

/** The kinds of source Steward connects (docs/product.md §7: `kind` of GET /api/calendar/sources). */
export type ProviderKind = 'google' | 'caldav' | 'ics';

/**
 * Why a provider call failed. The first five are the provider errors; `refused` is the SSRF guard's
 * (a user-supplied address on a private or local network, or not an http(s)/webcal URL: the API answers 400
 * naming the url field); `read-only` is a write to a source that cannot take one (an ICS feed).
 */
export type CalendarErrorKind =
  | 'auth-expired'
  | 'rate-limited'
  | 'unreachable'
  | 'not-found'
  | 'invalid-data'
  | 'refused'
  | 'read-only';

/** A user-facing sentence per kind, used when the thrower has nothing more precise to say. */
export const CALENDAR_ERROR_MESSAGES: Readonly<Record<CalendarErrorKind, string>> = {
  'auth-expired': 'The calendar no longer accepts Steward’s access. Reconnect it.',
  'rate-limited': 'The calendar asked Steward to slow down. Steward will try again shortly.',
  unreachable: 'The calendar server could not be reached.',
  'not-found': 'No calendar was found at that address.',
  'invalid-data': 'The calendar sent data Steward cannot read.',
  refused: 'That address is on a private or local network, which Steward does not connect to.',
  'read-only': 'This calendar is read-only.',
};

/** Options of {@link CalendarError}. */
export interface CalendarErrorOptions {
  /** The sentence shown to the user (on the source, in a 400/422 body); defaults to the kind's message. */
  userMessage?: string;
  /** The request field the error is about, for a 400 (`url` for a refused address). */
  field?: string;
  /** For `rate-limited`: seconds the provider asked to wait (HTTP Retry-After), when it said. */
  retryAfterSeconds?: number;
  /** The underlying error (a socket error, an ical.js exception), for logs; never shown to the user. */
  cause?: unknown;
}

/**
 * The one error every provider and the fetch guard throw. `kind` says what happened, `userMessage` is safe to
 * show (no addresses resolved, no stack), `message` is for logs (it adds the technical detail). Anything
 * else a provider throws is a bug. Map in the API: `refused` → 400 naming `field`; the others on a create →
 * 422 with `userMessage`; on a sync → the source's status (`auth-expired` → 'reconnect', else 'error').
 */
export class CalendarError extends Error {
  override readonly name = 'CalendarError';
  readonly kind: CalendarErrorKind;
  readonly userMessage: string;
  readonly field: string | undefined;
  readonly retryAfterSeconds: number | undefined;

  /** `detail` is the log message (defaults to the user message). */
  constructor(kind: CalendarErrorKind, detail?: string, options: CalendarErrorOptions = {}) {
    const userMessage = options.userMessage ?? CALENDAR_ERROR_MESSAGES[kind];
    super(detail ?? userMessage, options.cause === undefined ? undefined : { cause: options.cause });
    this.kind = kind;
    this.userMessage = userMessage;
    this.field = options.field;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

/** True when `error` is a {@link CalendarError}, of `kind` when given. Never throws. */
export function isCalendarError(error: unknown, kind?: CalendarErrorKind): error is CalendarError {
  return error instanceof CalendarError && (kind === undefined || error.kind === kind);
}

/** A half-open UTC range [start, end): an instance is in it when it starts before `end` and ends after `start`. */
export interface UtcRange {
  start: Date;
  end: Date;
}

/**
 * HTTP validators of what was last fetched, for an incremental fetch (ICS ETag / Last-Modified;
 * RFC 9110 §13.1). Opaque strings, sent back exactly as the server gave them. A provider whose protocol has
 * other tokens (Google `syncToken`, CalDAV `sync-token` / `getctag`) adds its own field here when it is built.
 */
export interface SyncValidators {
  /** The `ETag` response header, sent back as `If-None-Match`. */
  etag?: string;
  /** The `Last-Modified` response header, sent back as `If-Modified-Since`. */
  lastModified?: string;
  /**
   * CalDAV: the collection's state (getctag, else sync-token) with the range and zone that were listed, opaque;
   * the same value on the next call means nothing changed (ADR 020).
   */
  ctag?: string;
}

/** One calendar of a source (an ICS feed is one calendar; a CalDAV account or a Google account has several). */
export interface ProviderCalendar {
  /** The provider's id, stable across syncs (a CalDAV collection URL, a Google calendar id, 'feed' for ICS). */
  id: string;
  /** Display name (X-WR-CALNAME, the collection's displayname, the Google summary); never empty. */
  name: string;
  /** Colour id '1'..'11' when the provider has one (Google `colorId`); else the user picks. */
  colorId?: string;
  /** True when events can be created and deleted in it (a "Time blocks go to" candidate). */
  writable: boolean;
}

/**
 * One occurrence of an event, as slots, the timeline and the mirror see it. The event
 * `{id, summary, description, start, end, colorId?, allDay, calendarId, busy}` plus what the mirror needs.
 */
export interface CalendarInstance {
  /**
   * Stable id: a hash of (`uid`, `recurrenceId`), the same on every sync and for every user zone, so the
   * mirror can upsert by it. Opaque, 22 characters of base64url.
   */
  id: string;
  /** The provider's calendar id ({@link ProviderCalendar.id}). */
  calendarId: string;
  /** The iCalendar UID (RFC 5545 §3.8.4.7) or the provider's event id; the series id of a recurrence. */
  uid: string;
  /**
   * The occurrence's original start when it is part of a recurrence (RFC 5545 §3.8.4.4 RECURRENCE-ID value):
   * 'YYYYMMDDTHHMMSSZ' (UTC), 'YYYYMMDD' (all-day) or 'YYYYMMDDTHHMMSS' (floating); null for a one-off event.
   */
  recurrenceId: string | null;
  /** Single line (controls replaced by spaces), at most 500 characters; '' when the event has none. */
  summary: string;
  /** Free text (tab and line breaks kept, other controls removed), at most 10,000 characters. */
  description: string;
  /** UTC instant. For all-day and floating events it depends on the zone the list was asked in. */
  start: Date;
  /** UTC instant, exclusive, ≥ start (equal for an event without duration). */
  end: Date;
  /** All-day (RFC 5545 DATE values): the local dates below are the truth, `start`/`end` their zone's midnights. */
  allDay: boolean;
  /** All-day only: first local day 'YYYY-MM-DD'. */
  startDate?: string;
  /** All-day only: the day after the last local day 'YYYY-MM-DD' (exclusive). */
  endDate?: string;
  /** Floating time (RFC 5545 §3.3.5 form #1, no zone): wall clock read in the user's zone. */
  floating: boolean;
  /** Colour id '1'..'11' when the provider gives one per event (Google); else the calendar's colour applies. */
  colorId?: string;
  /** Counts as busy time for free slots (rules in `src/core/calendar/busy.ts`, ADR 018). */
  busy: boolean;
  /** Steward's time block id when the event is one Steward wrote (X-STEWARD-BLOCK, Google extendedProperties). */
  stewardBlockId?: string;
  /** The event's LAST-MODIFIED (RFC 5545 §3.8.7.3) when it has one. */
  lastModified?: Date;
  /** The stored object's ETag (CalDAV), for If-Match on delete; set by the provider that knows it. */
  etag?: string;
}

/** Arguments of {@link CalendarProvider.listInstances}. */
export interface ListInstancesOptions {
  /** The UTC range to list; instances overlapping it are returned (touching one of its ends is not overlap). */
  range: UtcRange;
  /** The user's IANA zone (ADR 006): floating times and all-day dates are read in it. */
  timeZone: string;
  /** What the last successful listing returned; lets the provider answer 'not-modified'. */
  validators?: SyncValidators;
  /** Aborts the call (throws the signal's reason). */
  signal?: AbortSignal;
}

/** The answer of {@link CalendarProvider.listInstances}. */
export type InstanceListing =
  | {
      status: 'not-modified';
      /** The validators to keep (refreshed when the server sent new ones). */
      validators: SyncValidators;
    }
  | {
      status: 'ok';
      /** Instances overlapping the range, by start then id. */
      instances: CalendarInstance[];
      /** True when a cap stopped the expansion (ADR 018): the listing is incomplete, say so on the source. */
      truncated: boolean;
      /** Events left out because they could not be read (bad dates, broken RRULE), without failing the rest. */
      skipped: number;
      /** Validators of this answer, for the next call. */
      validators: SyncValidators;
      /**
       * Google: the listing's `nextSyncToken`, to ask `syncChanges` for what changed since (absent when a cap
       * stopped the listing or the provider has no such token).
       */
      syncToken?: string;
    };

/** A time block to write into a calendar (docs/product.md §2: Select on a suggested slot). */
export interface NewCalendarEvent {
  /** Stable UID chosen by Steward (the CalDAV object is `<collection>/<uid>.ics`). */
  uid: string;
  summary: string;
  description: string;
  /** UTC instants, half-open. */
  start: Date;
  end: Date;
  /** Steward's time block id, written as X-STEWARD-BLOCK / Google extendedProperties.private. */
  stewardBlockId: string;
}

/** Where a created event lives, to delete it later. */
export interface CreatedCalendarEvent {
  /** The provider's id of the event (CalDAV object URL, Google event id). */
  remoteId: string;
  etag?: string;
}

/**
 * What every provider implements. Every method throws {@link CalendarError} and nothing else (besides an
 * abort): `unreachable` for network failures and timeouts, `auth-expired` when credentials stopped working,
 * `rate-limited` with the wait when the provider asks, `not-found` for a calendar or event that is gone,
 * `invalid-data` for answers that cannot be read, `refused` for an address the SSRF guard refuses (ADR 018),
 * `read-only` for a write to a calendar that cannot take one.
 */
export interface CalendarProvider {
  readonly kind: ProviderKind;
  /** False when no calendar of the source can be written (ICS): create, update and delete throw `read-only`. */
  readonly canWrite: boolean;
  /** The source's calendars. Also the check that a new source is reachable and really is a calendar. */
  listCalendars(signal?: AbortSignal): Promise<ProviderCalendar[]>;
  /** The expanded instances of one calendar overlapping `options.range` (RFC 5545 expansion, ADR 018). */
  listInstances(calendarId: string, options: ListInstancesOptions): Promise<InstanceListing>;
  /** Writes a time block as an event. */
  createEvent(calendarId: string, event: NewCalendarEvent): Promise<CreatedCalendarEvent>;
  /** Deletes an event Steward created; `not-found` when it is already gone (callers may treat that as done). */
  deleteEvent(calendarId: string, event: CreatedCalendarEvent): Promise<void>;
  /**
   * Rewrites an event Steward created with `changes` (the block moved or resized), where it is; answers where
   * it lives now (its new ETag). `not-found` when it is gone, `invalid-data` when it was changed in the calendar
   * since Steward wrote it (CalDAV If-Match).
   */
  updateEvent(
    calendarId: string,
    event: CreatedCalendarEvent,
    changes: NewCalendarEvent,
  ): Promise<CreatedCalendarEvent>;
}
