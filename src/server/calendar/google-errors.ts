/**
 * What Google's failures mean (ADR 021, https://developers.google.com/workspace/calendar/api/guides/errors):
 * a failed exchange read into its status, reason and Retry-After, then the {@link CalendarError} it becomes
 * and whether it is worth another try; OAuth's `invalid_grant`; and the two failures a call may hand back to
 * its caller instead (410 `fullSyncRequired`, 409 on an insert).
 */
import { CalendarError } from './provider.ts';

/** Shown on a source whose Google grant is gone (`invalid_grant`, or a token that stays refused). */
export const GOOGLE_RECONNECT_MESSAGE = 'Google Calendar no longer accepts Steward’s access. Reconnect it.';

/** Google's error body (https://developers.google.com/workspace/calendar/api/guides/errors). */
interface GoogleErrorBody {
  error?: {
    code?: number;
    message?: string;
    errors?: { reason?: string; domain?: string; message?: string }[];
  };
}

/** What a failed exchange means, before retries decide. */
export interface Failure {
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

export function failureOf(error: unknown): Failure {
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
export interface Verdict {
  error: CalendarError;
  retry: boolean;
  /** Google asked to wait this long (Retry-After). */
  retryAfterMs?: number | undefined;
}

export function verdictOf(failure: Failure, write: boolean): Verdict {
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

/** Thrown by a call that expects it when Google answers 410 `fullSyncRequired`; never leaves the provider. */
export class FullSyncRequired extends Error {}

/** Thrown by a call that expects it when Google answers 409 (an insert's id exists); never leaves the provider. */
export class IdConflict extends Error {}
