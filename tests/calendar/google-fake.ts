/**
 * A contract fake of the Google Calendar API v3 on loopback (issue 12 "Tests that must exist"), written from
 * Google's reference pages (events.list, events.insert, events.delete, events.get, calendarList.list) and its
 * errors guide, so the provider is tested against what Google documents, not against itself. The contract
 * tests in google-provider.test.ts call it with plain `fetch` too.
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
 */
import { randomBytes } from 'node:crypto';
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  addDays,
  isValidLocalDate,
  localDateOf,
  minutesOfDayOf,
  parseInstant,
  zonedToUtc,
} from '../../src/core/dates.ts';

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

interface Stored {
  event: FakeEvent;
  /** Change sequence number: bumped on every write. */
  seq: number;
  /** Creation order (the "unspecified stable order" of events.list). */
  order: number;
}

interface CalendarState {
  entry: FakeCalendar;
  events: Map<string, Stored>;
  /** Sync tokens older than this are expired (410). */
  minSyncSeq: number;
}

/** One listed item with its instants, for filtering and ordering. */
interface Item {
  event: FakeEvent;
  start: number;
  end: number;
  order: number;
  /** For non-expanded recurring events: the instants of every occurrence (range filter). */
  occurrences?: { start: number; end: number }[];
}

/** Message and domain of an injected failure's reason (errors guide). */
const FAILURE_TEXTS: Record<string, [string, string]> = {
  rateLimitExceeded: ['Rate Limit Exceeded', 'usageLimits'],
  userRateLimitExceeded: ['User Rate Limit Exceeded', 'usageLimits'],
  quotaExceeded: ['Calendar usage limits exceeded.', 'usageLimits'],
  insufficientPermissions: ['Insufficient Permission', 'global'],
  backendError: ['Backend Error', 'global'],
};

const MAX_OPEN_OCCURRENCES = 730;
const BASE32HEX = /^[a-v0-9]{5,1024}$/;

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
function decode<T>(token: string): T | null {
  try {
    return JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as T;
  } catch {
    return null;
  }
}

class HttpError extends Error {
  readonly status: number;
  readonly reason: string;
  readonly domain: string;
  readonly extra: Record<string, string>;
  constructor(
    status: number,
    reason: string,
    message: string,
    domain = 'global',
    extra: Record<string, string> = {},
  ) {
    super(message);
    this.status = status;
    this.reason = reason;
    this.domain = domain;
    this.extra = extra;
  }
}

/** Google's error body (errors guide): `{error: {errors: [{domain, reason, message}], code, message}}`. */
function errorBody(status: number, reason: string, message: string, domain: string, extra = {}) {
  return { error: { errors: [{ domain, reason, message, ...extra }], code: status, message } };
}

function basicUtc(instant: number): string {
  return `${new Date(instant).toISOString().slice(0, 19).replaceAll('-', '').replaceAll(':', '')}Z`;
}

function isoSeconds(instant: number): string {
  return `${new Date(instant).toISOString().slice(0, 19)}Z`;
}

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
  const calendars = new Map<string, CalendarState>();
  const requests: FakeRequest[] = [];
  const tokens = new Set<string>();
  const failures: { failure: FakeFailure; left: number }[] = [];
  let seq = 0;
  let order = 0;

  const stateOf = (calendarId: string): CalendarState => {
    const resolved =
      calendarId === 'primary' ? [...calendars.values()].find((c) => c.entry.primary)?.entry.id : calendarId;
    const state = resolved === undefined ? undefined : calendars.get(resolved);
    if (!state) throw new HttpError(404, 'notFound', 'Not Found');
    return state;
  };

  const write = (state: CalendarState, event: FakeEvent) => {
    seq++;
    const previous = state.events.get(event.id);
    const now = new Date().toISOString();
    const stored: FakeEvent = {
      kind: 'calendar#event',
      iCalUID: `${event.recurringEventId ?? event.id}@google.com`,
      created: previous?.event.created ?? now,
      status: 'confirmed',
      ...event,
      etag: `"${seq}"`,
      updated: now,
    };
    state.events.set(event.id, { event: stored, seq, order: previous?.order ?? order++ });
    return stored;
  };

  /* ---- time ---- */

  const zoneOf = (state: CalendarState, time?: FakeTime) => time?.timeZone ?? state.entry.timeZone ?? 'UTC';

  const instantOf = (state: CalendarState, time: FakeTime | undefined): number => {
    if (time?.date && isValidLocalDate(time.date)) return +zonedToUtc(time.date, 0, zoneOf(state));
    const instant = parseInstant(time?.dateTime);
    if (!instant) throw new HttpError(400, 'invalid', 'Invalid start or end time.');
    return +instant;
  };

  /** The occurrences of a recurring event: original start, start and end (RRULE subset, see the header). */
  const occurrencesOf = (state: CalendarState, master: FakeEvent) => {
    const rule = master.recurrence?.find((line) => line.startsWith('RRULE:'));
    if (!rule || !master.start || !master.end) return [];
    const parts = new Map(
      rule
        .slice(6)
        .split(';')
        .map((part) => part.split('=') as [string, string]),
    );
    const step = (parts.get('FREQ') === 'WEEKLY' ? 7 : 1) * Number(parts.get('INTERVAL') ?? '1');
    const count = parts.has('COUNT') ? Number(parts.get('COUNT')) : MAX_OPEN_OCCURRENCES;
    const untilText = parts.get('UNTIL');
    const until = untilText
      ? untilText.length === 8
        ? +zonedToUtc(
            `${untilText.slice(0, 4)}-${untilText.slice(4, 6)}-${untilText.slice(6, 8)}`,
            1439,
            'UTC',
          )
        : Date.UTC(
            +untilText.slice(0, 4),
            +untilText.slice(4, 6) - 1,
            +untilText.slice(6, 8),
            +untilText.slice(9, 11),
            +untilText.slice(11, 13),
            +untilText.slice(13, 15),
          )
      : Number.POSITIVE_INFINITY;
    const out: {
      key: string;
      original: FakeTime;
      start: FakeTime;
      end: FakeTime;
      at: number;
      until: number;
    }[] = [];
    if (master.start.date && master.end.date) {
      for (let n = 0; n < count; n++) {
        const date = addDays(master.start.date, n * step);
        const at = +zonedToUtc(date, 0, zoneOf(state));
        if (at > until) break;
        const endDate = addDays(master.end.date, n * step);
        out.push({
          key: date.replaceAll('-', ''),
          original: { date },
          start: { date },
          end: { date: endDate },
          at,
          until: +zonedToUtc(endDate, 0, zoneOf(state)),
        });
      }
      return out;
    }
    const zone = zoneOf(state, master.start);
    const first = instantOf(state, master.start);
    const duration = instantOf(state, master.end) - first;
    const day = localDateOf(new Date(first), zone);
    const minutes = minutesOfDayOf(new Date(first), zone);
    for (let n = 0; n < count; n++) {
      const at = +zonedToUtc(addDays(day, n * step), minutes, zone);
      if (at > until) break;
      out.push({
        key: basicUtc(at),
        original: { dateTime: isoSeconds(at), timeZone: zone },
        start: { dateTime: isoSeconds(at), timeZone: zone },
        end: { dateTime: isoSeconds(at + duration), timeZone: zone },
        at,
        until: at + duration,
      });
    }
    return out;
  };

  /** The instances of a recurring event (exceptions applied), cancelled ones included. */
  const instancesOf = (state: CalendarState, stored: Stored): Item[] => {
    const { recurrence: _recurrence, ...master } = stored.event;
    return occurrencesOf(state, stored.event).map((occurrence) => {
      const id = `${master.id}_${occurrence.key}`;
      const exception = state.events.get(id)?.event;
      const event: FakeEvent = exception ?? {
        ...master,
        id,
        recurringEventId: master.id,
        originalStartTime: occurrence.original,
        start: occurrence.start,
        end: occurrence.end,
      };
      return exception
        ? {
            event,
            start: exception.status === 'cancelled' ? occurrence.at : instantOf(state, exception.start),
            end: exception.status === 'cancelled' ? occurrence.until : instantOf(state, exception.end),
            order: stored.order,
          }
        : { event, start: occurrence.at, end: occurrence.until, order: stored.order };
    });
  };

  const itemOf = (state: CalendarState, stored: Stored): Item => {
    const { event } = stored;
    if (event.status === 'cancelled' && !event.start) return { event, start: 0, end: 0, order: stored.order };
    const start = instantOf(state, event.start);
    return { event, start, end: instantOf(state, event.end), order: stored.order };
  };

  /** What events.list answers before range, order and paging. */
  const listItems = (
    state: CalendarState,
    options: { singleEvents: boolean; showDeleted: boolean; since: number | null },
  ): Item[] => {
    const { singleEvents, showDeleted, since } = options;
    const changed = (stored: Stored | undefined) =>
      since === null || (stored !== undefined && stored.seq > since);
    const tombstone = (event: FakeEvent): FakeEvent => ({
      kind: 'calendar#event',
      id: event.id,
      etag: event.etag,
      status: 'cancelled',
    });
    const items: Item[] = [];
    for (const stored of state.events.values()) {
      const { event } = stored;
      const master = event.recurringEventId ? state.events.get(event.recurringEventId) : undefined;
      if (master) {
        // An exception of a recurring event.
        if (singleEvents) continue; // listed through its recurring event
        const live = master.event.status !== 'cancelled';
        if (since !== null) {
          if (changed(stored)) items.push(itemOf(state, stored));
        } else if (event.status !== 'cancelled' || showDeleted || live) items.push(itemOf(state, stored));
        continue;
      }
      if (event.recurrence) {
        const cancelled = event.status === 'cancelled';
        if (!singleEvents) {
          if (since !== null ? changed(stored) : !cancelled || showDeleted) {
            const occurrences = cancelled
              ? []
              : instancesOf(state, stored).map(({ start, end }) => ({ start, end }));
            items.push({
              event: cancelled && since !== null ? tombstone(event) : event,
              start: occurrences[0]?.start ?? 0,
              end: occurrences[0]?.end ?? 0,
              order: stored.order,
              occurrences,
            });
          }
          continue;
        }
        if (cancelled) {
          if (since !== null && changed(stored))
            items.push({ event: tombstone(event), start: 0, end: 0, order: stored.order });
          continue;
        }
        for (const instance of instancesOf(state, stored)) {
          if (since !== null) {
            if (changed(stored) || changed(state.events.get(instance.event.id))) items.push(instance);
          } else if (instance.event.status !== 'cancelled' || showDeleted) items.push(instance);
        }
        continue;
      }
      if (since !== null) {
        if (changed(stored))
          items.push(
            event.status === 'cancelled'
              ? { ...itemOf(state, stored), event: tombstone(event) }
              : itemOf(state, stored),
          );
      } else if (event.status !== 'cancelled' || showDeleted) items.push(itemOf(state, stored));
    }
    return items;
  };

  /* ---- routes ---- */

  const parseBool = (query: URLSearchParams, name: string): boolean | undefined => {
    const value = query.get(name);
    if (value === null) return undefined;
    if (value === 'true') return true;
    if (value === 'false') return false;
    throw new HttpError(
      400,
      'invalidParameter',
      `Invalid value '${value}'. Values must match the following regular expression: '(?i)true|false'`,
    );
  };

  const parseSize = (query: URLSearchParams, fallback: number, max: number): number => {
    const value = query.get('maxResults');
    if (value === null) return fallback;
    if (!/^\d+$/.test(value) || Number(value) < 1)
      throw new HttpError(400, 'invalid', 'Invalid value for: maxResults');
    return Math.min(Number(value), max);
  };

  const parseTime = (query: URLSearchParams, name: string): number | undefined => {
    const value = query.get(name);
    if (value === null) return undefined;
    const instant = parseInstant(value);
    if (!instant) throw new HttpError(400, 'badRequest', 'Bad Request');
    return +instant;
  };

  const page = <T>(all: T[], query: URLSearchParams, size: number, fingerprint: string, snapshot: number) => {
    const tokenText = query.get('pageToken');
    let offset = 0;
    let at = snapshot;
    if (tokenText !== null) {
      const token = decode<{ o: number; f: string; s: number }>(tokenText);
      if (!token || token.f !== fingerprint || !Number.isSafeInteger(token.o))
        throw new HttpError(400, 'invalid', 'Invalid page token value.');
      offset = token.o;
      at = token.s;
    }
    const items = all.slice(offset, offset + size);
    const more = offset + size < all.length;
    return { items, next: more ? encode({ o: offset + size, f: fingerprint, s: at }) : undefined, at };
  };

  const listEvents = (state: CalendarState, query: URLSearchParams) => {
    const syncTokenText = query.get('syncToken');
    const singleEvents = parseBool(query, 'singleEvents') ?? false;
    const showDeleted = parseBool(query, 'showDeleted');
    const orderBy = query.get('orderBy');
    const size = parseSize(query, 250, 2500);
    let since: number | null = null;
    if (syncTokenText !== null) {
      for (const name of [
        'timeMin',
        'timeMax',
        'orderBy',
        'q',
        'iCalUID',
        'updatedMin',
        'privateExtendedProperty',
        'sharedExtendedProperty',
      ])
        if (query.has(name))
          throw new HttpError(400, 'invalid', `Sync token cannot be used with ${name}.`, 'global', {
            locationType: 'parameter',
            location: name,
          });
      if (showDeleted === false)
        throw new HttpError(400, 'invalid', 'Sync token cannot be used with showDeleted=false.');
      const token = decode<{ c: string; q: number; e: boolean }>(syncTokenText);
      if (!token || token.c !== state.entry.id || token.e !== singleEvents || !(token.q >= state.minSyncSeq))
        throw new HttpError(
          410,
          'fullSyncRequired',
          'Sync token is no longer valid, a full sync is required.',
          'calendar',
        );
      since = token.q;
    }
    if (orderBy !== null && orderBy !== 'startTime' && orderBy !== 'updated')
      throw new HttpError(400, 'invalidParameter', `Invalid value '${orderBy}' for orderBy.`);
    if (orderBy === 'startTime' && !singleEvents)
      throw new HttpError(
        400,
        'badRequest',
        'The requested ordering is not available for the particular query.',
      );
    const timeMin = parseTime(query, 'timeMin');
    const timeMax = parseTime(query, 'timeMax');
    if (timeMin !== undefined && timeMax !== undefined && timeMax <= timeMin)
      throw new HttpError(400, 'timeRangeEmpty', 'The specified time range is empty.', 'calendar', {
        locationType: 'parameter',
        location: 'timeMax',
      });
    // timeMin: exclusive bound on an event's END; timeMax: exclusive bound on its START (events.list).
    const inRange = ({ start, end }: { start: number; end: number }) =>
      (timeMin === undefined || end > timeMin) && (timeMax === undefined || start < timeMax);
    const snapshotText = query.get('pageToken');
    const snapshot = snapshotText ? (decode<{ s: number }>(snapshotText)?.s ?? seq) : seq;
    let items = listItems(state, { singleEvents, showDeleted: showDeleted ?? false, since }).filter(
      (item) =>
        since !== null ||
        (item.event.status === 'cancelled' && !item.event.start) ||
        (item.occurrences ? item.occurrences.some(inRange) : inRange(item)),
    );
    if (orderBy === 'startTime') items = items.sort((a, b) => a.start - b.start || a.order - b.order);
    else if (orderBy === 'updated')
      items = items.sort((a, b) => String(a.event.updated).localeCompare(String(b.event.updated)));
    else items = items.sort((a, b) => a.order - b.order || a.start - b.start);
    const fingerprint = encode([
      state.entry.id,
      singleEvents,
      showDeleted,
      orderBy,
      query.get('timeMin'),
      query.get('timeMax'),
      syncTokenText,
    ]);
    const { items: slice, next, at } = page(items, query, size, fingerprint, snapshot);
    return {
      kind: 'calendar#events',
      etag: `"${seq}"`,
      summary: state.entry.summary,
      updated: new Date().toISOString(),
      timeZone: state.entry.timeZone ?? 'UTC',
      accessRole: state.entry.accessRole,
      defaultReminders: [],
      items: slice.map((item) => item.event),
      ...(next
        ? { nextPageToken: next }
        : { nextSyncToken: encode({ c: state.entry.id, q: at, e: singleEvents }) }),
    };
  };

  const findEvent = (state: CalendarState, eventId: string): FakeEvent | undefined => {
    const stored = state.events.get(eventId);
    if (stored) return stored.event;
    const split = eventId.lastIndexOf('_');
    const master = split > 0 ? state.events.get(eventId.slice(0, split)) : undefined;
    if (!master?.event.recurrence) return undefined;
    return instancesOf(state, master).find((item) => item.event.id === eventId)?.event;
  };

  const requireWriter = (state: CalendarState) => {
    if (state.entry.accessRole !== 'owner' && state.entry.accessRole !== 'writer')
      throw new HttpError(403, 'requiredAccessLevel', 'You need to have writer access to this calendar.');
  };

  const insertEvent = (state: CalendarState, body: unknown) => {
    requireWriter(state);
    if (!body || typeof body !== 'object') throw new HttpError(400, 'parseError', 'Parse Error');
    const event = body as Partial<FakeEvent>;
    if (!event.start) throw new HttpError(400, 'required', 'Missing start time.');
    if (!event.end) throw new HttpError(400, 'required', 'Missing end time.');
    for (const time of [event.start, event.end])
      if (Boolean(time.date) === Boolean(time.dateTime) || (time.date && !isValidLocalDate(time.date)))
        throw new HttpError(400, 'invalid', 'Invalid start or end time.');
    if (instantOf(state, event.end) < instantOf(state, event.start))
      throw new HttpError(400, 'timeRangeEmpty', 'The specified time range is empty.', 'calendar');
    if (event.id !== undefined) {
      if (typeof event.id !== 'string' || !BASE32HEX.test(event.id))
        throw new HttpError(400, 'invalid', 'Invalid resource id value.');
      if (findEvent(state, event.id))
        throw new HttpError(409, 'duplicate', 'The requested identifier already exists.');
    }
    const id = event.id ?? randomBytes(16).toString('hex');
    return write(state, { ...event, id, status: event.status ?? 'confirmed' } as FakeEvent);
  };

  const deleteEvent = (state: CalendarState, eventId: string, asUser = false) => {
    if (!asUser) requireWriter(state);
    const event = findEvent(state, eventId);
    if (!event) throw new HttpError(404, 'notFound', 'Not Found');
    if (event.status === 'cancelled') throw new HttpError(410, 'deleted', 'Resource has been deleted');
    write(state, { ...event, status: 'cancelled' });
  };

  const route = (method: string, path: string, query: URLSearchParams, body: unknown): [number, unknown] => {
    if (method === 'GET' && path === '/calendar/v3/users/me/calendarList') {
      const entries = [...calendars.values()].map(({ entry }) => ({
        kind: 'calendar#calendarListEntry',
        etag: `"${entry.id}"`,
        foregroundColor: '#000000',
        selected: true,
        ...entry,
      }));
      const { items, next } = page(entries, query, parseSize(query, 100, 250), 'calendarList', seq);
      return [
        200,
        {
          kind: 'calendar#calendarList',
          etag: `"${seq}"`,
          items,
          ...(next ? { nextPageToken: next } : { nextSyncToken: encode({ l: seq }) }),
        },
      ];
    }
    const match = /^\/calendar\/v3\/calendars\/([^/]+)\/events(?:\/([^/]+))?$/.exec(path);
    if (!match?.[1]) throw new HttpError(404, 'notFound', 'Not Found');
    const state = stateOf(decodeURIComponent(match[1]));
    const eventId = match[2] === undefined ? undefined : decodeURIComponent(match[2]);
    if (eventId === undefined && method === 'GET') return [200, listEvents(state, query)];
    if (eventId === undefined && method === 'POST') return [200, insertEvent(state, body)];
    if (eventId !== undefined && method === 'GET') {
      const event = findEvent(state, eventId);
      if (!event) throw new HttpError(404, 'notFound', 'Not Found');
      return [200, event];
    }
    if (eventId !== undefined && method === 'DELETE') {
      deleteEvent(state, eventId);
      return [204, undefined];
    }
    throw new HttpError(404, 'notFound', 'Not Found');
  };

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
      calendars.set(calendar.id, { entry: calendar, events: new Map(), minSyncSeq: 0 });
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
      stateOf(calendarId).minSyncSeq = seq + 1;
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
