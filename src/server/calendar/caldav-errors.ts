/**
 * What the CalDAV provider's failures mean (ADR 020): a server that is not CalDAV, refused credentials,
 * Retry-After, tsdav's plain errors, a collection's DAV answer that cannot be used, and a refused write, each
 * as the {@link CalendarError} it becomes.
 */
import type { DAVResponse } from 'tsdav';
import { CalendarError, isCalendarError } from './provider.ts';

const NOT_CALDAV = 'That address is not a calendar server: no CalDAV calendars were found there.';

export function notCaldav(detail: string, cause?: unknown): CalendarError {
  return new CalendarError('not-found', `Not CalDAV: ${detail}`, {
    userMessage: NOT_CALDAV,
    ...(cause === undefined ? {} : { cause }),
  });
}

export function refusesCredentials(host: string, status: number): CalendarError {
  return new CalendarError('auth-expired', `${host}: HTTP ${status}`, {
    userMessage: `The calendar server refuses the username or password (HTTP ${status}). Check them, or create a new app password.`,
  });
}

export function retryAfterSeconds(value: string | null): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

/** Maps tsdav's plain errors (it throws Error for answers it cannot use) to CalendarError. */
export function mapped(error: unknown, detail: string, signal?: AbortSignal): unknown {
  if (isCalendarError(error) || signal?.aborted) return error; // an abort throws the caller's reason as is
  return new CalendarError('invalid-data', `${detail}: ${error instanceof Error ? error.message : error}`, {
    cause: error,
  });
}

/** Checks a DAV response for a collection; 403/404 and non-multistatus answers throw. */
export function checkCollection(response: DAVResponse | undefined, url: URL): DAVResponse {
  if (!response) throw new CalendarError('invalid-data', `${url.href}: empty DAV answer`);
  if (response.status === 404 || response.status === 410)
    throw new CalendarError('not-found', `${url.href}: HTTP ${response.status}`, {
      userMessage: 'This calendar no longer exists on the server.',
    });
  if (response.status === 403) throw refusesCredentials(url.host, 403);
  if (!response.ok || (response.raw !== undefined && !response.props))
    throw new CalendarError(
      'invalid-data',
      `${url.href}: HTTP ${response.status ?? '?'} without multistatus`,
      {
        userMessage: 'The calendar server sent an answer Steward cannot read.',
      },
    );
  return response;
}

/** The error of a PUT or DELETE answered with a status other than 2xx, 404, 412 (401, 429, 5xx thrown earlier). */
export function writeError(status: number, detail: string): CalendarError {
  if (status === 403)
    return new CalendarError('read-only', `${detail}: HTTP 403`, {
      userMessage: 'The calendar server does not let Steward write to this calendar.',
    });
  if (status === 404 || status === 409 || status === 410)
    return new CalendarError('not-found', `${detail}: HTTP ${status}`, {
      userMessage: 'This calendar no longer exists on the server.',
    });
  return new CalendarError('invalid-data', `${detail}: HTTP ${status}`, {
    userMessage: `The calendar server refused the event (HTTP ${status}).`,
  });
}
