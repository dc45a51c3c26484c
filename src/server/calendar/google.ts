/**
 * The Google Calendar provider (issue 12, ADR 021): Google Calendar API v3 through `@googleapis/calendar`
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
 *   the user's: ADR 018), then the exact overlap rule of expand.ts; pages through `nextPageToken` up to a cap.
 * - `syncChanges` is the mirror's incremental path: `syncToken` (no range: Google refuses one with it), 410
 *   `fullSyncRequired` → `{status: 'full-sync-required'}`.
 */
import { createHash } from 'node:crypto';
import { setTimeout as sleepFor } from 'node:timers/promises';
import type { calendar_v3 } from '@googleapis/calendar';
import { isBusy } from '../../core/calendar/busy.ts';
import { eventColorId } from '../../core/calendar/event-colors.ts';
import { addDays, isValidLocalDate, parseInstant, zonedToUtc } from '../../core/dates.ts';
import { instanceId, MAX_DESCRIPTION_LENGTH, MAX_SUMMARY_LENGTH } from './expand.ts';
import {
  CalendarError,
  type CalendarInstance,
  type CalendarProvider,
  type CreatedCalendarEvent,
  type InstanceListing,
  type ListInstancesOptions,
  type NewCalendarEvent,
  type ProviderCalendar,
  type UtcRange,
} from './provider.ts';

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

/** Shown on a source whose Google grant is gone (`invalid_grant`, or a token that stays refused). */
export const GOOGLE_RECONNECT_MESSAGE = 'Google Calendar no longer accepts Steward’s access. Reconnect it.';

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

/* ---------------------------------------------------------------------------------------------------------- */
/* Mapping                                                                                                    */
/* ---------------------------------------------------------------------------------------------------------- */

/** Google's event palette (`colors.get`, the spec's colour ids 1..11). */
export const GOOGLE_EVENT_PALETTE: Readonly<Record<string, string>> = {
  '1': '#a4bdfc',
  '2': '#7ae7bf',
  '3': '#dbadff',
  '4': '#ff887c',
  '5': '#fbd75b',
  '6': '#ffb878',
  '7': '#46d6db',
  '8': '#e1e1e1',
  '9': '#5484ed',
  '10': '#51b749',
  '11': '#dc2127',
};

function rgbOf(hex: string): [number, number, number] | null {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  return match
    ? ([1, 2, 3].map((i) => Number.parseInt(match[i] ?? '0', 16)) as [number, number, number])
    : null;
}

/**
 * The event colour id ('1'..'11') nearest to a calendar's `backgroundColor`. A calendar's own `colorId`
 * indexes Google's 24-colour calendar palette, not the event palette, so it is not used as is.
 */
export function nearestEventColorId(backgroundColor: string | null | undefined): string | undefined {
  const rgb = rgbOf(backgroundColor ?? '');
  if (!rgb) return undefined;
  let best: string | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const [id, hex] of Object.entries(GOOGLE_EVENT_PALETTE)) {
    const other = rgbOf(hex);
    if (!other) continue;
    const distance = (rgb[0] - other[0]) ** 2 + (rgb[1] - other[1]) ** 2 + (rgb[2] - other[2]) ** 2;
    if (distance < bestDistance) [best, bestDistance] = [id, distance];
  }
  return best;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to find control characters
const LINE_CONTROLS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to find control characters
const MULTILINE_CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;

/** Single-line text under the text rule (ADR 011), as expand.ts does for iCalendar. */
function cleanLine(value: unknown, max: number): string {
  if (typeof value !== 'string') return '';
  return value.toWellFormed().replace(LINE_CONTROLS, ' ').trim().slice(0, max).toWellFormed();
}

/** Free text under the text rule: tab and line breaks kept, other controls removed. */
function cleanText(value: unknown, max: number): string {
  if (typeof value !== 'string') return '';
  return value.toWellFormed().replace(MULTILINE_CONTROLS, '').trim().slice(0, max).toWellFormed();
}

/** RFC 5545 basic form of an occurrence's original start ('20260310T140000Z' or '20260310'), or null. */
function recurrenceIdOf(original: calendar_v3.Schema$EventDateTime | undefined): string | null {
  if (original?.date && isValidLocalDate(original.date)) return original.date.replaceAll('-', '');
  const instant = parseInstant(original?.dateTime);
  if (!instant) return null;
  return `${instant.toISOString().slice(0, 19).replaceAll('-', '').replaceAll(':', '')}Z`;
}

/** The colour id as the spec has it ('1'..'11'), or undefined when absent or not one (core event-colors). */
function colorIdOf(value: unknown): string | undefined {
  return typeof value === 'string' && String(eventColorId(value)) === value ? value : undefined;
}

/** The longest Steward block id read back from a calendar (ours are uuids). */
const MAX_BLOCK_ID_LENGTH = 200;

type Mapped =
  | { kind: 'instance'; instance: CalendarInstance }
  | { kind: 'removed'; removed: RemovedInstance }
  | { kind: 'skipped' };

/**
 * One Google event item (from `singleEvents=true`) as an instance, a removal (status cancelled) or skipped
 * (no id, unreadable times, end before start). All-day dates are read in `timeZone` (ADR 018); busy by
 * core's rule with Google's documented default transparency (`opaque` when the field is absent).
 */
export function mapGoogleEvent(item: calendar_v3.Schema$Event, calendarId: string, timeZone: string): Mapped {
  if (typeof item.id !== 'string' || item.id === '') return { kind: 'skipped' };
  const series = typeof item.recurringEventId === 'string' && item.recurringEventId !== '';
  const recurrenceId = series ? recurrenceIdOf(item.originalStartTime) : null;
  // An instance whose original start cannot be read is kept as an event of its own id.
  const uid = series && recurrenceId !== null ? (item.recurringEventId as string) : item.id;
  const id = instanceId(uid, recurrenceId);
  if (item.status === 'cancelled') return { kind: 'removed', removed: { uid, recurrenceId, id } };

  const allDay = typeof item.start?.date === 'string';
  let start: Date | null;
  let end: Date | null;
  let dates: { startDate: string; endDate: string } | undefined;
  if (allDay) {
    const startDate = item.start?.date ?? '';
    if (!isValidLocalDate(startDate)) return { kind: 'skipped' };
    const given = item.end?.date;
    const endDate =
      typeof given === 'string' && isValidLocalDate(given) && given > startDate
        ? given
        : addDays(startDate, 1);
    dates = { startDate, endDate };
    try {
      start = zonedToUtc(startDate, 0, timeZone);
      end = zonedToUtc(endDate, 0, timeZone);
    } catch {
      return { kind: 'skipped' }; // a date at the end of the supported years
    }
  } else {
    start = parseInstant(item.start?.dateTime);
    end = parseInstant(item.end?.dateTime);
  }
  if (!start || !end || end < start) return { kind: 'skipped' };

  const self = item.attendees?.find((attendee) => attendee.self === true);
  const blockId = item.extendedProperties?.private?.stewardBlockId;
  const stewardBlockId =
    typeof blockId === 'string' ? cleanLine(blockId, MAX_BLOCK_ID_LENGTH) || undefined : undefined;
  const colorId = colorIdOf(item.colorId);
  const lastModified = parseInstant(item.updated);
  return {
    kind: 'instance',
    instance: {
      id,
      calendarId,
      uid,
      recurrenceId,
      summary: cleanLine(item.summary, MAX_SUMMARY_LENGTH),
      description: cleanText(item.description, MAX_DESCRIPTION_LENGTH),
      start,
      end,
      allDay,
      ...(dates ?? {}),
      floating: false,
      ...(colorId ? { colorId } : {}),
      busy: isBusy({
        allDay,
        transparency: item.transparency === 'transparent' ? 'transparent' : 'opaque',
        cancelled: false,
        declined: self?.responseStatus === 'declined',
      }),
      ...(stewardBlockId ? { stewardBlockId } : {}),
      ...(lastModified ? { lastModified } : {}),
      ...(typeof item.etag === 'string' ? { etag: item.etag } : {}),
    },
  };
}

/** ADR 018's overlap rule: [start, end) meets the range; a zero-length event counts when it starts in it. */
function overlaps(instance: CalendarInstance, range: UtcRange): boolean {
  if (instance.start >= range.end) return false;
  return instance.end > range.start || (+instance.end === +instance.start && instance.start >= range.start);
}

/** Google event ids are base32hex ([a-v0-9]), 5..1024 characters: a SHA-256 of Steward's uid in hex is one. */
export function googleEventIdFor(uid: string): string {
  return createHash('sha256').update(uid).digest('hex');
}

/* ---------------------------------------------------------------------------------------------------------- */
/* Errors                                                                                                     */
/* ---------------------------------------------------------------------------------------------------------- */

/** Google's error body (https://developers.google.com/workspace/calendar/api/guides/errors). */
interface GoogleErrorBody {
  error?: {
    code?: number;
    message?: string;
    errors?: { reason?: string; domain?: string; message?: string }[];
  };
}

/** What a failed exchange means, before retries decide. */
interface Failure {
  status: number | undefined;
  reason: string | undefined;
  message: string;
  retryAfterMs: number | undefined;
  cause: unknown;
}

/** The 403 reasons that are rate limits to back off from (errors guide). */
const RATE_REASONS = new Set(['rateLimitExceeded', 'userRateLimitExceeded']);
/** 403 reasons that mean "not now" for minutes or a day: rate-limited, without retrying at once. */
const QUOTA_REASONS = new Set(['quotaExceeded', 'dailyLimitExceeded']);
/** 403 reasons of a token without the needed scope: the user must reconnect and grant it. */
const SCOPE_REASONS = new Set(['insufficientPermissions', 'ACCESS_TOKEN_SCOPE_INSUFFICIENT']);

function headerOf(headers: unknown, name: string): string | undefined {
  if (!headers || typeof headers !== 'object') return undefined;
  if ('get' in headers && typeof headers.get === 'function') {
    const value: unknown = headers.get(name);
    return typeof value === 'string' ? value : undefined;
  }
  const value = (headers as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : undefined;
}

/** Retry-After (RFC 9110 §10.2.3): seconds or an HTTP date; milliseconds from now, or undefined. */
function retryAfterMsOf(value: string | undefined, now = Date.now()): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

function failureOf(error: unknown): Failure {
  const response = (error as { response?: { status?: unknown; data?: unknown; headers?: unknown } } | null)
    ?.response;
  const status = typeof response?.status === 'number' ? response.status : undefined;
  const body = (typeof response?.data === 'object' && response.data ? response.data : {}) as GoogleErrorBody;
  const reason = body.error?.errors?.find((entry) => typeof entry.reason === 'string')?.reason;
  const message =
    body.error?.message ?? (error instanceof Error ? error.message : String(error ?? 'unknown error'));
  return {
    status,
    reason,
    message,
    retryAfterMs: retryAfterMsOf(headerOf(response?.headers, 'retry-after')),
    cause: error,
  };
}

/** True when `error` (or a cause of it) is OAuth's `invalid_grant` (RFC 6749 §5.2). */
export function isInvalidGrant(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current && typeof current === 'object'; depth++) {
    const record = current as Record<string, unknown>;
    const response = record.response as { data?: { error?: unknown } } | undefined;
    const body = record.body as { error?: unknown } | undefined;
    if (
      record.error === 'invalid_grant' ||
      record.code === 'invalid_grant' ||
      response?.data?.error === 'invalid_grant' ||
      body?.error === 'invalid_grant' ||
      (typeof record.message === 'string' && record.message.includes('invalid_grant'))
    )
      return true;
    current = record.cause;
  }
  return typeof error === 'string' && error.includes('invalid_grant');
}

/** Outcome of one failed exchange: the error to throw, and whether to try again. */
interface Verdict {
  error: CalendarError;
  retry: boolean;
  /** Google asked to wait this long (Retry-After). */
  retryAfterMs?: number | undefined;
}

function verdictOf(failure: Failure, write: boolean): Verdict {
  const { status, reason, message, cause } = failure;
  const detail = `Google Calendar answered ${status ?? 'no response'}${reason ? ` ${reason}` : ''}: ${message}`;
  const rateLimited = (retry: boolean): Verdict => ({
    error: new CalendarError('rate-limited', detail, {
      cause,
      ...(failure.retryAfterMs !== undefined
        ? { retryAfterSeconds: Math.max(1, Math.ceil(failure.retryAfterMs / 1000)) }
        : {}),
    }),
    retry,
    retryAfterMs: failure.retryAfterMs,
  });
  if (status === undefined) {
    const code = (cause as { code?: unknown } | null)?.code;
    return {
      error: new CalendarError(
        'unreachable',
        `Google Calendar could not be reached (${String(code ?? message)})`,
        {
          cause,
        },
      ),
      retry: true,
    };
  }
  if (status === 401)
    return {
      error: new CalendarError('auth-expired', detail, { cause, userMessage: GOOGLE_RECONNECT_MESSAGE }),
      retry: false,
    };
  if (status === 429) return rateLimited(true);
  if (status === 403) {
    if (reason && RATE_REASONS.has(reason)) return rateLimited(true);
    if (reason && QUOTA_REASONS.has(reason)) return rateLimited(false);
    if (reason && SCOPE_REASONS.has(reason))
      return {
        error: new CalendarError('auth-expired', detail, {
          cause,
          userMessage: 'Steward may not read this Google calendar. Reconnect it and allow calendar access.',
        }),
        retry: false,
      };
    return write
      ? { error: new CalendarError('read-only', detail, { cause }), retry: false }
      : { error: new CalendarError('not-found', detail, { cause }), retry: false };
  }
  if (status === 404 || status === 410)
    return { error: new CalendarError('not-found', detail, { cause }), retry: false };
  if (status >= 500) return { error: new CalendarError('unreachable', detail, { cause }), retry: true };
  return { error: new CalendarError('invalid-data', detail, { cause }), retry: false };
}

/** Thrown by a call that expects it when Google answers 410 `fullSyncRequired`; never leaves this module. */
class FullSyncRequired extends Error {}

/** Thrown by a call that expects it when Google answers 409 (an insert's id exists); never leaves this module. */
class IdConflict extends Error {}

/** The per-call options given to the library (gaxios options). */
interface CallOptions {
  headers: Record<string, string>;
  retry: false;
  timeout: number;
  signal?: AbortSignal;
}

/** What a call expects besides success. */
interface CallSettings {
  signal?: AbortSignal | undefined;
  /** A write: 403 means read-only, not "not shared". */
  write?: boolean;
  /** 410 `fullSyncRequired` throws {@link FullSyncRequired} (a sync). */
  fullSync?: boolean;
  /** 409 throws {@link IdConflict} (an insert with our id). */
  conflict?: boolean;
}

/* ---------------------------------------------------------------------------------------------------------- */
/* The provider                                                                                               */
/* ---------------------------------------------------------------------------------------------------------- */

type CalendarApi = calendar_v3.Calendar;

let libraryLoad: Promise<typeof import('@googleapis/calendar')> | undefined;

/** The library and its dependencies (gaxios, google-auth-library) are loaded on first use (ADR 013). */
function loadLibrary(): Promise<typeof import('@googleapis/calendar')> {
  libraryLoad ??= import('@googleapis/calendar');
  return libraryLoad;
}

const DAY_MS = 86_400_000;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

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
  let api: CalendarApi | undefined;

  const client = async (): Promise<CalendarApi> => {
    if (!api) {
      const { calendar } = await loadLibrary();
      api = calendar({ version: 'v3', rootUrl, retry: false, timeout });
    }
    return api;
  };

  const authFailure = (error: CalendarError): CalendarError => {
    if (error.kind === 'auth-expired') config.onAuthFailure?.(error);
    return error;
  };

  const accessToken = async (forceRefresh: boolean, signal?: AbortSignal): Promise<string> => {
    let token: unknown;
    try {
      token = await config.getAccessToken({ forceRefresh, ...(signal ? { signal } : {}) });
    } catch (error) {
      if (signal?.aborted) throw signal.reason;
      if (error instanceof CalendarError) throw authFailure(error);
      if (isInvalidGrant(error))
        throw authFailure(
          new CalendarError('auth-expired', 'The Google refresh token was refused (invalid_grant)', {
            cause: error,
            userMessage: GOOGLE_RECONNECT_MESSAGE,
          }),
        );
      throw new CalendarError('unreachable', 'The Google access token could not be refreshed', {
        cause: error,
        userMessage: 'Google’s sign-in service could not be reached.',
      });
    }
    if (typeof token !== 'string' || token === '')
      throw authFailure(
        new CalendarError('auth-expired', 'No Google access token', {
          userMessage: GOOGLE_RECONNECT_MESSAGE,
        }),
      );
    return token;
  };

  /**
   * One API call with our token, one refresh after a 401, and backoff (ADR 021). `run` gets the client and the
   * per-call options. `settings.fullSync` / `settings.conflict` turn a 410 `fullSyncRequired` / a 409 into
   * {@link FullSyncRequired} / {@link IdConflict} for the caller; everything else ends as a CalendarError.
   */
  const call = async <T>(
    run: (api: CalendarApi, options: CallOptions) => Promise<{ data: T; status: number }>,
    settings: CallSettings = {},
  ): Promise<T> => {
    const { signal, write = false } = settings;
    const calendar = await client();
    let token = await accessToken(false, signal);
    let refreshed = false;
    for (let attempt = 1; ; attempt++) {
      signal?.throwIfAborted();
      try {
        const response = await run(calendar, {
          headers: { Authorization: `Bearer ${token}` },
          retry: false,
          timeout,
          ...(signal ? { signal } : {}),
        });
        if (
          !isObject(response.data) &&
          !(response.status === 204 || response.data === '' || response.data === undefined)
        )
          throw new CalendarError('invalid-data', `Google Calendar answered ${response.status} without JSON`);
        return response.data;
      } catch (error) {
        if (error instanceof CalendarError) throw error;
        if (signal?.aborted) throw signal.reason;
        const failure = failureOf(error);
        if (settings.fullSync && failure.status === 410 && failure.reason === 'fullSyncRequired')
          throw new FullSyncRequired();
        if (settings.conflict && failure.status === 409)
          throw new IdConflict(failure.message, { cause: error });
        if (failure.status === 401 && !refreshed) {
          refreshed = true;
          token = await accessToken(true, signal);
          attempt--; // a refresh is not a retry
          continue;
        }
        const verdict = verdictOf(failure, write);
        if (!verdict.retry || attempt >= retry.attempts) throw authFailure(withRetryAfter(verdict, attempt));
        const backoff = Math.min(retry.maxDelayMs, retry.baseDelayMs * 2 ** (attempt - 1));
        if (verdict.retryAfterMs !== undefined && verdict.retryAfterMs > retry.maxDelayMs)
          throw verdict.error; // Google asks for longer than we wait inside one request
        const delay = Math.max(verdict.retryAfterMs ?? 0, Math.round(backoff * (0.5 + retry.random())));
        try {
          await retry.sleep(delay, signal);
        } catch (error) {
          throw signal?.aborted ? signal.reason : error; // node:timers rejects with its own AbortError
        }
      }
    }
  };

  /** The final rate-limited error says how long to wait: Google's Retry-After, else the next backoff. */
  const withRetryAfter = (verdict: Verdict, attempt: number): CalendarError => {
    const { error } = verdict;
    if (error.kind !== 'rate-limited' || error.retryAfterSeconds !== undefined) return error;
    const next = Math.min(retry.maxDelayMs, retry.baseDelayMs * 2 ** (attempt - 1)); // the wait a next try would get
    return new CalendarError('rate-limited', error.message, {
      cause: error.cause,
      retryAfterSeconds: Math.max(1, Math.ceil(next / 1000)),
    });
  };

  /** Reads pages of events.list until the end, the page cap or `enough()`; maps each item. */
  const listPages = async (
    calendarId: string,
    params: calendar_v3.Params$Resource$Events$List,
    timeZone: string,
    signal: AbortSignal | undefined,
    enough: (kept: number) => boolean,
    fullSync = false,
  ) => {
    const instances: CalendarInstance[] = [];
    const removed: RemovedInstance[] = [];
    let skipped = 0;
    let truncated = false;
    let nextSyncToken: string | undefined;
    let pageToken: string | undefined;
    for (let page = 0; ; page++) {
      if (page >= limits.maxPages) {
        truncated = true;
        break;
      }
      const data = await call<calendar_v3.Schema$Events>(
        (api, options) =>
          api.events.list(
            { ...params, calendarId, maxResults: limits.pageSize, ...(pageToken ? { pageToken } : {}) },
            options,
          ),
        { signal, fullSync },
      );
      for (const item of Array.isArray(data.items) ? data.items : []) {
        if (!isObject(item)) {
          skipped++;
          continue;
        }
        const mapped = mapGoogleEvent(item, calendarId, timeZone);
        if (mapped.kind === 'instance') instances.push(mapped.instance);
        else if (mapped.kind === 'removed') removed.push(mapped.removed);
        else skipped++;
      }
      pageToken = data.nextPageToken ?? undefined;
      if (!pageToken) {
        nextSyncToken = data.nextSyncToken ?? undefined;
        break;
      }
      if (enough(instances.length)) {
        truncated = true;
        break;
      }
    }
    return { instances, removed, skipped, truncated, nextSyncToken };
  };

  const checkCalendarId = (calendarId: string) => {
    if (typeof calendarId !== 'string' || calendarId === '' || calendarId.length > 1024)
      throw new CalendarError('not-found', 'Empty or oversized Google calendar id');
  };

  return {
    kind: 'google',
    canWrite: true,

    async listCalendars(signal?: AbortSignal): Promise<ProviderCalendar[]> {
      const calendars: ProviderCalendar[] = [];
      let primary: ProviderCalendar | undefined;
      let pageToken: string | undefined;
      for (let page = 0; page < limits.maxPages; page++) {
        const data = await call<calendar_v3.Schema$CalendarList>(
          (api, options) =>
            api.calendarList.list({ maxResults: 250, ...(pageToken ? { pageToken } : {}) }, options),
          { signal },
        );
        for (const entry of Array.isArray(data.items) ? data.items : []) {
          if (!isObject(entry) || typeof entry.id !== 'string' || entry.id === '' || entry.deleted) continue;
          const name =
            cleanLine(entry.summaryOverride, MAX_SUMMARY_LENGTH) ||
            cleanLine(entry.summary, MAX_SUMMARY_LENGTH) ||
            cleanLine(entry.id, MAX_SUMMARY_LENGTH);
          const colorId = nearestEventColorId(
            typeof entry.backgroundColor === 'string' ? entry.backgroundColor : undefined,
          );
          const calendar: ProviderCalendar = {
            id: entry.id,
            name,
            ...(colorId ? { colorId } : {}),
            writable: entry.accessRole === 'owner' || entry.accessRole === 'writer',
          };
          if (entry.primary && !primary) primary = calendar;
          else calendars.push(calendar);
        }
        pageToken = data.nextPageToken ?? undefined;
        if (!pageToken) break;
      }
      return primary ? [primary, ...calendars] : calendars;
    },

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
        .filter((instance) => overlaps(instance, range) && !seen.has(instance.id) && seen.add(instance.id))
        .sort((a, b) => +a.start - +b.start || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
      const truncated = listing.truncated || instances.length > limits.maxInstances;
      return {
        status: 'ok',
        instances: instances.slice(0, limits.maxInstances),
        truncated,
        skipped: listing.skipped,
        validators: {},
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
