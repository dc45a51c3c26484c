/**
 * The Google Calendar provider (ADR 021): Google Calendar API v3 through `@googleapis/calendar`
 * (gaxios underneath), every request to a configured `rootUrl` (Google's by default; a loopback contract fake
 * in tests), with a Bearer token from the caller's `getAccessToken()`.
 *
 * - Tokens: the provider never stores or refreshes a token itself. It asks `getAccessToken({forceRefresh})`
 *   before a call and, after a 401, once more with `forceRefresh: true`; a second 401 is `auth-expired`. A
 *   callback that fails with OAuth's `invalid_grant` (a revoked or dead refresh token) is `auth-expired` with a
 *   reconnect message. `onAuthFailure` hears every `auth-expired` (to mark the source 'reconnect').
 * - Retries are ours, not the library's (gaxios' own retry is switched off per call: it would retry 429 and
 *   5xx without knowing Google's 403 `rateLimitExceeded`, and google-auth-library's OAuth2Client would spend a
 *   token refresh on every 403). 403 `rateLimitExceeded`/`userRateLimitExceeded`, 429, 5xx and network
 *   failures are tried again with exponential backoff and jitter (3 tries by default, Retry-After honoured),
 *   then `rate-limited` (with `retryAfterSeconds`) or `unreachable`.
 * - Listing: `events.list` with `singleEvents=true` (Google expands recurrences), `orderBy=startTime`,
 *   timeMin/timeMax one day wider than the range (Google reads all-day dates in the calendar's zone, Steward in
 *   the user's: ADR 018), then the exact overlap rule of expand-instances.ts; pages through `nextPageToken` up
 *   to a cap.
 * - `syncChanges` is the mirror's incremental path: `syncToken` (no range: Google refuses one with it), 410
 *   `fullSyncRequired` → `{status: 'full-sync-required'}`.
 *
 * This module holds the public surface (configuration, results, {@link createGoogleProvider}); the parts live
 * beside it: google-call.ts (token, retries), google-errors.ts (what failures mean), google-listing.ts (paged
 * reads) and google-mapping.ts (Google's items as instances).
 */
import { setTimeout as sleepFor } from 'node:timers/promises';
import type { calendar_v3 } from '@googleapis/calendar';
import { MAX_DESCRIPTION_LENGTH, MAX_SUMMARY_LENGTH } from './expand.ts';
import { overlaps } from './expand-instances.ts';
import { createGoogleCall } from './google-call.ts';
import { FullSyncRequired, IdConflict } from './google-errors.ts';
import { createGoogleListing } from './google-listing.ts';
import { cleanLine, cleanText, googleEventIdFor } from './google-mapping.ts';
import {
  CalendarError,
  type CalendarInstance,
  type CalendarProvider,
  type CreatedCalendarEvent,
  type InstanceListing,
  type ListInstancesOptions,
  type NewCalendarEvent,
} from './provider.ts';

export { GOOGLE_RECONNECT_MESSAGE, isInvalidGrant } from './google-errors.ts';
export {
  GOOGLE_EVENT_PALETTE,
  googleEventIdFor,
  mapGoogleEvent,
  nearestEventColorId,
} from './google-mapping.ts';

/** Google's API root (the library's default). Only configuration may change it (GOOGLE_CALENDAR_ROOT_URL). */
export const GOOGLE_ROOT_URL = 'https://www.googleapis.com/';

/** How many tries a retryable failure gets, and the backoff between them (ADR 021). */
export interface GoogleRetryOptions {
  /** Tries in all, the first included (default 3). */
  attempts: number;
  /** Delay before the second try; doubled for each further one (default 500 ms). */
  baseDelayMs: number;
  /** Longest single wait; a Retry-After beyond it ends the retries at once (default 8 s). */
  maxDelayMs: number;
  /** Waits `ms` (tests record instead of waiting). Rejects with the signal's reason on abort. */
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** A number in [0, 1) for the jitter (each delay is scaled by 0.5 + random()). */
  random: () => number;
}

export const GOOGLE_RETRY: Readonly<GoogleRetryOptions> = {
  attempts: 3,
  baseDelayMs: 500,
  maxDelayMs: 8_000,
  sleep: (ms, signal) => sleepFor(ms, undefined, signal ? { signal } : undefined),
  random: Math.random,
};

/** Bounds of one listing (ADR 021). */
export interface GoogleLimits {
  /** `maxResults` per page (Google allows 1..2500, default 250). */
  pageSize: number;
  /** Pages read per listing or sync before it stops and says `truncated`. */
  maxPages: number;
  /** Instances kept per listing before it stops and says `truncated` (ADR 018's listing cap). */
  maxInstances: number;
}

export const GOOGLE_LIMITS: Readonly<GoogleLimits> = { pageSize: 2500, maxPages: 25, maxInstances: 50_000 };

/** Deadline of one HTTP exchange with Google. */
export const GOOGLE_TIMEOUT_MS = 10_000;

/** Options of the token callback. */
export interface AccessTokenRequest {
  /** True after Google refused the last token (401): refresh even if it does not look expired yet. */
  forceRefresh: boolean;
  signal?: AbortSignal;
}

/** How to reach one user's Google Calendar. */
export interface GoogleProviderConfig {
  /**
   * The current access token (better-auth's stored, decrypted token, refreshed when needed). Throw a
   * CalendarError for a precise outcome; an error carrying OAuth's `invalid_grant` becomes `auth-expired`
   * with a reconnect message; any other error is `unreachable` (the token endpoint failed).
   */
  getAccessToken: (request: AccessTokenRequest) => Promise<string>;
  /** Called with every `auth-expired` error before it is thrown (mark the source 'reconnect'). */
  onAuthFailure?: (error: CalendarError) => void;
  /** API root; from configuration only, never from a user (ADR 021). Default {@link GOOGLE_ROOT_URL}. */
  rootUrl?: string;
  /** The user's IANA zone (ADR 006), for `syncChanges` (listInstances takes the zone of its call). */
  timeZone: string;
  retry?: Partial<GoogleRetryOptions>;
  limits?: Partial<GoogleLimits>;
  /** Deadline of one HTTP exchange (default {@link GOOGLE_TIMEOUT_MS}). */
  timeoutMs?: number;
}

/** An instance (or a whole event) that a sync says is gone. */
export interface RemovedInstance {
  /** The Google event id of the series or of the one-off event ({@link CalendarInstance.uid}). */
  uid: string;
  /** The cancelled occurrence; null when the whole event (every instance of `uid`) is gone. */
  recurrenceId: string | null;
  /** {@link CalendarInstance.id} of the occurrence (of the one-off event when `recurrenceId` is null). */
  id: string;
}

/** Options of {@link GoogleCalendarProvider.syncChanges}. */
export interface SyncChangesOptions {
  /** `nextSyncToken` of the last sync; without one, a full listing (no range). */
  syncToken?: string;
  /** The user's zone for all-day dates (default: the provider's `timeZone`). */
  timeZone?: string;
  signal?: AbortSignal;
}

/** The answer of {@link GoogleCalendarProvider.syncChanges}. */
export type GoogleSyncResult =
  | {
      /** The token expired or is unknown (HTTP 410 `fullSyncRequired`): drop the mirror and sync without one. */
      status: 'full-sync-required';
    }
  | {
      status: 'ok';
      /** True for a listing without token: the instances are the whole calendar (replace the mirror). */
      full: boolean;
      /** New or changed instances (a full listing: all of them). */
      instances: CalendarInstance[];
      /** Cancelled or deleted instances and events (incremental listings). */
      removed: RemovedInstance[];
      /** Items that could not be read (no id, impossible dates). */
      skipped: number;
      /** A cap stopped the listing: there is no `nextSyncToken`, sync fully again later. */
      truncated: boolean;
      /** For the next call; absent when truncated. */
      nextSyncToken?: string;
    };

/** The Google provider: the common interface plus the mirror's incremental sync. */
export interface GoogleCalendarProvider extends CalendarProvider {
  readonly kind: 'google';
  syncChanges(calendarId: string, options?: SyncChangesOptions): Promise<GoogleSyncResult>;
}

const DAY_MS = 86_400_000;

/** The user's zone must be an IANA zone (ADR 006); anything else is the caller's bug, said as invalid-data. */
function checkTimeZone(timeZone: string): void {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
  } catch (error) {
    throw new CalendarError('invalid-data', `Unknown time zone ${timeZone}`, { cause: error });
  }
}

/**
 * A user's Google Calendar as a {@link CalendarProvider} plus `syncChanges` (ADR 021). Every method throws
 * CalendarError only (or the signal's reason on abort).
 */
export function createGoogleProvider(config: GoogleProviderConfig): GoogleCalendarProvider {
  const retry: GoogleRetryOptions = { ...GOOGLE_RETRY, ...config.retry };
  const limits: GoogleLimits = { ...GOOGLE_LIMITS, ...config.limits };
  const rootUrl = config.rootUrl ?? GOOGLE_ROOT_URL;
  const timeout = config.timeoutMs ?? GOOGLE_TIMEOUT_MS;
  const call = createGoogleCall({ config, retry, rootUrl, timeout });
  const { listPages, listCalendars } = createGoogleListing(call, limits);

  const checkCalendarId = (calendarId: string) => {
    if (typeof calendarId !== 'string' || calendarId === '' || calendarId.length > 1024)
      throw new CalendarError('not-found', 'Empty or oversized Google calendar id');
  };

  return {
    kind: 'google',
    canWrite: true,
    listCalendars,

    async listInstances(calendarId: string, options: ListInstancesOptions): Promise<InstanceListing> {
      checkCalendarId(calendarId);
      const { range, timeZone, signal } = options;
      if (!(range.start < range.end)) throw new CalendarError('invalid-data', 'Empty range');
      checkTimeZone(timeZone);
      const listing = await listPages(
        calendarId,
        {
          singleEvents: true,
          orderBy: 'startTime',
          // One day wider on each side: all-day events are placed by Google in the calendar's zone.
          timeMin: new Date(+range.start - DAY_MS).toISOString(),
          timeMax: new Date(+range.end + DAY_MS).toISOString(),
        },
        timeZone,
        signal,
        (kept) => kept >= limits.maxInstances,
      );
      const seen = new Set<string>();
      const instances = listing.instances
        .filter(
          (instance) =>
            overlaps(instance.start, instance.end, range) && !seen.has(instance.id) && seen.add(instance.id),
        )
        .sort((a, b) => +a.start - +b.start || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
      const truncated = listing.truncated || instances.length > limits.maxInstances;
      return {
        status: 'ok',
        instances: instances.slice(0, limits.maxInstances),
        truncated,
        skipped: listing.skipped,
        validators: {},
        ...(truncated || !listing.nextSyncToken ? {} : { syncToken: listing.nextSyncToken }),
      };
    },

    async syncChanges(calendarId: string, options: SyncChangesOptions = {}): Promise<GoogleSyncResult> {
      checkCalendarId(calendarId);
      const { syncToken, signal } = options;
      checkTimeZone(options.timeZone ?? config.timeZone);
      try {
        const listing = await listPages(
          calendarId,
          syncToken ? { singleEvents: true, syncToken } : { singleEvents: true },
          options.timeZone ?? config.timeZone,
          signal,
          (kept) => kept >= limits.maxInstances,
          true,
        );
        return {
          status: 'ok',
          full: !syncToken,
          instances: listing.instances,
          removed: listing.removed,
          skipped: listing.skipped,
          truncated: listing.truncated,
          ...(listing.truncated || !listing.nextSyncToken ? {} : { nextSyncToken: listing.nextSyncToken }),
        };
      } catch (error) {
        if (error instanceof FullSyncRequired) return { status: 'full-sync-required' };
        throw error;
      }
    },

    async createEvent(calendarId: string, event: NewCalendarEvent): Promise<CreatedCalendarEvent> {
      checkCalendarId(calendarId);
      if (!(event.start < event.end))
        throw new CalendarError('invalid-data', 'A time block must end after it starts');
      const id = googleEventIdFor(event.uid);
      const requestBody: calendar_v3.Schema$Event = {
        id,
        summary: cleanLine(event.summary, MAX_SUMMARY_LENGTH),
        description: cleanText(event.description, MAX_DESCRIPTION_LENGTH),
        start: { dateTime: event.start.toISOString(), timeZone: 'UTC' },
        end: { dateTime: event.end.toISOString(), timeZone: 'UTC' },
        extendedProperties: { private: { stewardBlockId: event.stewardBlockId } },
      };
      try {
        const data = await call<calendar_v3.Schema$Event>(
          (api, options) => api.events.insert({ calendarId, sendUpdates: 'none', requestBody }, options),
          { write: true, conflict: true },
        );
        return { remoteId: data.id ?? id, ...(data.etag ? { etag: data.etag } : {}) };
      } catch (error) {
        if (!(error instanceof IdConflict)) throw error;
      }
      // 409: the id exists. An earlier try of this same insert may have gone through (a timeout, a 5xx after
      // the write): it is ours when it is live and carries this block's id.
      const existing = await call<calendar_v3.Schema$Event>((api, options) =>
        api.events.get({ calendarId, eventId: id }, options),
      );
      if (
        existing.status !== 'cancelled' &&
        existing.extendedProperties?.private?.stewardBlockId === event.stewardBlockId
      )
        return { remoteId: existing.id ?? id, ...(existing.etag ? { etag: existing.etag } : {}) };
      throw new CalendarError('invalid-data', `Google event id ${id} is already used`, {
        userMessage: 'Google Calendar already has an event for this time block. Schedule it again.',
      });
    },

    async updateEvent(
      calendarId: string,
      event: CreatedCalendarEvent,
      changes: NewCalendarEvent,
    ): Promise<CreatedCalendarEvent> {
      checkCalendarId(calendarId);
      if (!(changes.start < changes.end))
        throw new CalendarError('invalid-data', 'A time block must end after it starts');
      const data = await call<calendar_v3.Schema$Event>(
        (api, options) =>
          api.events.patch(
            {
              calendarId,
              eventId: event.remoteId,
              sendUpdates: 'none',
              requestBody: {
                start: { dateTime: changes.start.toISOString(), timeZone: 'UTC' },
                end: { dateTime: changes.end.toISOString(), timeZone: 'UTC' },
              },
            },
            options,
          ),
        { write: true },
      );
      return { remoteId: data.id ?? event.remoteId, ...(data.etag ? { etag: data.etag } : {}) };
    },

    async deleteEvent(calendarId: string, event: CreatedCalendarEvent): Promise<void> {
      checkCalendarId(calendarId);
      try {
        await call<unknown>(
          (api, options) =>
            api.events.delete({ calendarId, eventId: event.remoteId, sendUpdates: 'none' }, options),
          { write: true },
        );
      } catch (error) {
        if (error instanceof CalendarError && error.kind === 'not-found')
          throw new CalendarError(
            'not-found',
            `Google event ${event.remoteId} is already gone: ${error.message}`,
            {
              cause: error.cause,
              userMessage: 'The event was already removed from Google Calendar.',
            },
          );
        throw error;
      }
    },
  };
}
