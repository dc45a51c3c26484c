/**
 * One Google Calendar API call as the provider makes it (ADR 021): the library loaded on first use, our
 * Bearer token from the caller's `getAccessToken()` with one forced refresh after a 401, our own retries with
 * exponential backoff and jitter (Retry-After honoured), and every failure ending as a {@link CalendarError}
 * (google-errors.ts).
 */
import type { calendar_v3 } from '@googleapis/calendar';
import type { GoogleProviderConfig, GoogleRetryOptions } from './google.ts';
import {
  FullSyncRequired,
  failureOf,
  GOOGLE_RECONNECT_MESSAGE,
  IdConflict,
  isInvalidGrant,
  type Verdict,
  verdictOf,
} from './google-errors.ts';
import { CalendarError } from './provider.ts';

/** The per-call options given to the library (gaxios options). */
export interface CallOptions {
  headers: Record<string, string>;
  retry: false;
  timeout: number;
  signal?: AbortSignal;
}

/** What a call expects besides success. */
export interface CallSettings {
  signal?: AbortSignal | undefined;
  /** A write: 403 means read-only, not "not shared". */
  write?: boolean;
  /** 410 `fullSyncRequired` throws {@link FullSyncRequired} (a sync). */
  fullSync?: boolean;
  /** 409 throws {@link IdConflict} (an insert with our id). */
  conflict?: boolean;
}

/** The library's client of Calendar API v3. */
export type CalendarApi = calendar_v3.Calendar;

let libraryLoad: Promise<typeof import('@googleapis/calendar')> | undefined;

/** The library and its dependencies (gaxios, google-auth-library) are loaded on first use (ADR 013). */
function loadLibrary(): Promise<typeof import('@googleapis/calendar')> {
  libraryLoad ??= import('@googleapis/calendar');
  return libraryLoad;
}

/** A JSON object (not null, not an array). */
export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** One API call: `run` gets the client and the per-call options; see {@link createGoogleCall}. */
export type GoogleCall = <T>(
  run: (api: CalendarApi, options: CallOptions) => Promise<{ data: T; status: number }>,
  settings?: CallSettings,
) => Promise<T>;

/** What {@link createGoogleCall} needs: the provider's config, with its retries and deadline settled. */
export interface GoogleCallSetup {
  config: GoogleProviderConfig;
  retry: GoogleRetryOptions;
  rootUrl: string;
  /** Deadline of one HTTP exchange. */
  timeout: number;
}

/** The call function of one provider (one client, one token callback). */
export function createGoogleCall({ config, retry, rootUrl, timeout }: GoogleCallSetup): GoogleCall {
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

  return call;
}
