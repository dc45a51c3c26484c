/**
 * The routes of the Google Calendar contract fake (google-fake.ts): calendarList.list and events.list with
 * Google's paging and sync tokens, events.insert, events.get and events.delete, each refusing what Google's
 * reference pages document as invalid (thrown as {@link HttpError}).
 */
import { randomBytes } from 'node:crypto';
import { isValidLocalDate, parseInstant } from '../../src/core/dates.ts';
import type { FakeEvent } from './google-fake.ts';
import { type CalendarState, type FakeDb, type FakeModel, HttpError } from './google-fake-model.ts';

const BASE32HEX = /^[a-v0-9]{5,1024}$/;

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
function decode<T>(token: string): T | null {
  try {
    return JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as T;
  } catch {
    return null;
  }
}

/** The routes over `db` and its event model. */
export function createFakeRoutes(db: FakeDb, model: FakeModel) {
  const { stateOf, write, instantOf, listItems, findEvent } = model;

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
    const snapshot = snapshotText ? (decode<{ s: number }>(snapshotText)?.s ?? db.seq) : db.seq;
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
      etag: `"${db.seq}"`,
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
      const entries = [...db.calendars.values()].map(({ entry }) => ({
        kind: 'calendar#calendarListEntry',
        etag: `"${entry.id}"`,
        foregroundColor: '#000000',
        selected: true,
        ...entry,
      }));
      const { items, next } = page(entries, query, parseSize(query, 100, 250), 'calendarList', db.seq);
      return [
        200,
        {
          kind: 'calendar#calendarList',
          etag: `"${db.seq}"`,
          items,
          ...(next ? { nextPageToken: next } : { nextSyncToken: encode({ l: db.seq }) }),
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

  return { route, deleteEvent };
}
