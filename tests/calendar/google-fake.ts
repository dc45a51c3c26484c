/**
 * A contract fake of the Google Calendar API v3 on loopback (ADR 021), written from
 * Google's reference pages (events.list, events.insert, events.delete, events.get, calendarList.list) and its
 * errors guide, so the provider is tested against what Google documents, not against itself. The contract
 * tests in google-fake-contract.test.ts call it with plain `fetch` too.
 *
 * Implemented as documented:
 * - Bearer tokens: a missing or unknown token → 401 `authError` (with `WWW-Authenticate`).
 * - calendarList.list: `maxResults` (default 100, at most 250), `pageToken` / `nextPageToken`.
 * - events.list: `maxResults` (default 250, at most 2500), `pageToken` / `nextPageToken`, `nextSyncToken` on
 *   the last page only; `singleEvents` (recurring events expanded into instances with `recurringEventId` and
 *   `originalStartTime`, instance ids `<id>_<YYYYMMDDTHHMMSSZ|YYYYMMDD>`; false: the recurring event itself
 *   plus its exceptions as separate items); `timeMin` an exclusive bound on an event's END, `timeMax` an
 *   exclusive bound on its START (RFC 3339 with an offset, else 400; an empty range → 400 `timeRangeEmpty`);
 *   `orderBy=startTime` only with `singleEvents=true` (else 400), `orderBy=updated`; `showDeleted` (with both
 *   it and singleEvents false, cancelled instances of a live recurring event are still listed; with both true
 *   only single cancelled instances, not the deleted recurring event); `syncToken`: everything changed since
 *   the token, deleted events included (as `{id, status: 'cancelled'}`), refused with 400 together with
 *   timeMin/timeMax/orderBy/q/iCalUID/updatedMin/privateExtendedProperty or showDeleted=false, 410
 *   `fullSyncRequired` when expired or unknown. All-day dates are read in the calendar's time zone.
 * - events.insert (writer access, else 403 `requiredAccessLevel`; a client id must be base32hex 5..1024, a
 *   used one → 409 `duplicate`), events.get, events.delete (204; 410 `deleted` when already deleted, 404
 *   `notFound` when unknown; deleting an instance id cancels that occurrence).
 * - Injected failures (`fail`): 403 `rateLimitExceeded`/`userRateLimitExceeded`/`quotaExceeded`, 429, 5xx,
 *   with an optional Retry-After, for the next N requests.
 *
 * Simplified (documented here, not Google): recurrence rules are `RRULE:FREQ=DAILY|WEEKLY` with optional
 * INTERVAL, COUNT and UNTIL (a rule without COUNT/UNTIL stops after 730 occurrences), stepped on the wall
 * clock of `start.timeZone` (else the calendar's zone); error `message` texts follow the errors guide where it
 * gives them; `updated` is the fake's clock; no `fields`, `q`, `eventTypes`, attendees' own copies.
 *
 * This module holds the server, its public types and the test controls; google-fake-model.ts holds the state
 * and the event model, google-fake-routes.ts the API's routes.
 */
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createFakeModel, errorBody, type FakeDb, HttpError } from './google-fake-model.ts';
import { createFakeRoutes } from './google-fake-routes.ts';

/** A date or a date-time as Google writes them (`Schema$EventDateTime`). */
export interface FakeTime {
  date?: string;
  dateTime?: string;
  timeZone?: string;
}

/** An event resource as the fake stores and returns it (the fields Google documents that Steward reads). */
export interface FakeEvent {
  id: string;
  kind?: string;
  etag?: string;
  status?: 'confirmed' | 'tentative' | 'cancelled';
  summary?: string;
  description?: string;
  start?: FakeTime;
  end?: FakeTime;
  recurrence?: string[];
  recurringEventId?: string;
  originalStartTime?: FakeTime;
  transparency?: 'opaque' | 'transparent';
  colorId?: string;
  attendees?: { email?: string; self?: boolean; responseStatus?: string }[];
  extendedProperties?: { private?: Record<string, string>; shared?: Record<string, string> };
  updated?: string;
  created?: string;
  iCalUID?: string;
  [field: string]: unknown;
}

/** A calendar list entry (`Schema$CalendarListEntry`, the fields used). */
export interface FakeCalendar {
  id: string;
  summary: string;
  summaryOverride?: string;
  timeZone?: string;
  colorId?: string;
  backgroundColor?: string;
  accessRole: 'freeBusyReader' | 'reader' | 'writer' | 'owner';
  primary?: boolean;
}

/** A failure to answer instead of the real response. */
export interface FakeFailure {
  status: number;
  /** `errors[0].reason` (default per status: rateLimitExceeded for 403/429, backendError for 5xx). */
  reason?: string;
  /** Retry-After header value. */
  retryAfter?: string;
  /** Only requests whose path matches (default: every API request). */
  path?: RegExp;
}

/** One request the fake received. */
export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  /** The Bearer token sent, or null. */
  token: string | null;
  body?: unknown;
}

/** Message and domain of an injected failure's reason (errors guide). */
const FAILURE_TEXTS: Record<string, [string, string]> = {
  rateLimitExceeded: ['Rate Limit Exceeded', 'usageLimits'],
  userRateLimitExceeded: ['User Rate Limit Exceeded', 'usageLimits'],
  quotaExceeded: ['Calendar usage limits exceeded.', 'usageLimits'],
  insufficientPermissions: ['Insufficient Permission', 'global'],
  backendError: ['Backend Error', 'global'],
};

/** The running fake. */
export interface GoogleFake {
  /** Give this as the provider's `rootUrl`. */
  rootUrl: string;
  requests: FakeRequest[];
  /** Tokens the fake accepts (add and delete freely). */
  tokens: Set<string>;
  addCalendar(calendar: FakeCalendar): void;
  /** Inserts or replaces an event as the user would in Google's UI (bumps the change sequence). */
  putEvent(calendarId: string, event: FakeEvent): void;
  /** Deletes an event (a tombstone with status cancelled stays, as in Google). */
  removeEvent(calendarId: string, eventId: string): void;
  /** The stored event (tests look at what an insert wrote). */
  getEvent(calendarId: string, eventId: string): FakeEvent | undefined;
  /** Expires every sync token issued so far for the calendar (next incremental sync → 410). */
  expireSyncTokens(calendarId: string): void;
  /** The next `times` matching requests answer `failure`. */
  fail(failure: FakeFailure, times?: number): void;
  /** Requests to events.list / calendarList / insert / delete so far, without the ones of earlier tests. */
  reset(): void;
  close(): Promise<void>;
}

/** Starts the fake on a free loopback port. */
export async function startGoogleFake(): Promise<GoogleFake> {
  const db: FakeDb = { calendars: new Map(), seq: 0, order: 0 };
  const model = createFakeModel(db);
  const { stateOf, write, findEvent } = model;
  const { route, deleteEvent } = createFakeRoutes(db, model);
  const requests: FakeRequest[] = [];
  const tokens = new Set<string>();
  const failures: { failure: FakeFailure; left: number }[] = [];

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      const authorization = request.headers.authorization ?? '';
      const token = /^Bearer (.+)$/.exec(authorization)?.[1] ?? null;
      let body: unknown;
      const text = Buffer.concat(chunks).toString('utf8');
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        body = text;
      }
      const method = request.method ?? 'GET';
      requests.push({
        method,
        path: url.pathname,
        query: url.searchParams,
        token,
        ...(body === undefined ? {} : { body }),
      });
      const send = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
        if (payload === undefined) return void response.writeHead(status, headers).end();
        response
          .writeHead(status, { 'Content-Type': 'application/json; charset=UTF-8', ...headers })
          .end(JSON.stringify(payload));
      };
      if (!token || !tokens.has(token))
        return send(
          401,
          errorBody(401, 'authError', 'Invalid Credentials', 'global', {
            locationType: 'header',
            location: 'Authorization',
          }),
          { 'WWW-Authenticate': 'Bearer realm="https://accounts.google.com/", error="invalid_token"' },
        );
      const failing = failures.find(
        ({ failure, left }) => left > 0 && (!failure.path || failure.path.test(url.pathname)),
      );
      if (failing) {
        failing.left--;
        const { status, retryAfter } = failing.failure;
        const reason = failing.failure.reason ?? (status >= 500 ? 'backendError' : 'rateLimitExceeded');
        const [message, domain] = FAILURE_TEXTS[reason] ?? ['Backend Error', 'global'];
        return send(
          status,
          errorBody(status, reason, message, domain),
          retryAfter ? { 'Retry-After': retryAfter } : {},
        );
      }
      try {
        const [status, payload] = route(method, url.pathname, url.searchParams, body);
        send(status, payload);
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        send(error.status, errorBody(error.status, error.reason, error.message, error.domain, error.extra));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    rootUrl: `http://127.0.0.1:${port}/`,
    requests,
    tokens,
    addCalendar(calendar) {
      db.calendars.set(calendar.id, { entry: calendar, events: new Map(), minSyncSeq: 0 });
    },
    putEvent(calendarId, event) {
      write(stateOf(calendarId), event);
    },
    removeEvent(calendarId, eventId) {
      deleteEvent(stateOf(calendarId), eventId, true);
    },
    getEvent(calendarId, eventId) {
      return findEvent(stateOf(calendarId), eventId);
    },
    expireSyncTokens(calendarId) {
      stateOf(calendarId).minSyncSeq = db.seq + 1;
    },
    fail(failure, times = 1) {
      failures.push({ failure, left: times });
    },
    reset() {
      requests.length = 0;
      failures.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
