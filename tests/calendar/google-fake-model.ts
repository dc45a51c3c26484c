/**
 * The state and event model of the Google Calendar contract fake (google-fake.ts): calendars and stored
 * events with their change sequence, Google's error shape, and what events.list lists before range, order
 * and paging (recurring events expanded by the RRULE subset of the fake's header, exceptions applied).
 */
import {
  addDays,
  isValidLocalDate,
  localDateOf,
  minutesOfDayOf,
  parseInstant,
  zonedToUtc,
} from '../../src/core/dates.ts';
import type { FakeCalendar, FakeEvent, FakeTime } from './google-fake.ts';

export interface Stored {
  event: FakeEvent;
  /** Change sequence number: bumped on every write. */
  seq: number;
  /** Creation order (the "unspecified stable order" of events.list). */
  order: number;
}

export interface CalendarState {
  entry: FakeCalendar;
  events: Map<string, Stored>;
  /** Sync tokens older than this are expired (410). */
  minSyncSeq: number;
}

/** One listed item with its instants, for filtering and ordering. */
export interface Item {
  event: FakeEvent;
  start: number;
  end: number;
  order: number;
  /** For non-expanded recurring events: the instants of every occurrence (range filter). */
  occurrences?: { start: number; end: number }[];
}

/** The fake's state: its calendars, the change sequence (sync tokens, etags) and the creation order. */
export interface FakeDb {
  calendars: Map<string, CalendarState>;
  seq: number;
  order: number;
}

const MAX_OPEN_OCCURRENCES = 730;

export class HttpError extends Error {
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
export function errorBody(status: number, reason: string, message: string, domain: string, extra = {}) {
  return { error: { errors: [{ domain, reason, message, ...extra }], code: status, message } };
}

export function basicUtc(instant: number): string {
  return `${new Date(instant).toISOString().slice(0, 19).replaceAll('-', '').replaceAll(':', '')}Z`;
}

export function isoSeconds(instant: number): string {
  return `${new Date(instant).toISOString().slice(0, 19)}Z`;
}

/** The event model over `db`: look-ups, writes and the items events.list starts from. */
export function createFakeModel(db: FakeDb) {
  const stateOf = (calendarId: string): CalendarState => {
    const resolved =
      calendarId === 'primary'
        ? [...db.calendars.values()].find((c) => c.entry.primary)?.entry.id
        : calendarId;
    const state = resolved === undefined ? undefined : db.calendars.get(resolved);
    if (!state) throw new HttpError(404, 'notFound', 'Not Found');
    return state;
  };

  const write = (state: CalendarState, event: FakeEvent) => {
    db.seq++;
    const previous = state.events.get(event.id);
    const now = new Date().toISOString();
    const stored: FakeEvent = {
      kind: 'calendar#event',
      iCalUID: `${event.recurringEventId ?? event.id}@google.com`,
      created: previous?.event.created ?? now,
      status: 'confirmed',
      ...event,
      etag: `"${db.seq}"`,
      updated: now,
    };
    state.events.set(event.id, { event: stored, seq: db.seq, order: previous?.order ?? db.order++ });
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

  const findEvent = (state: CalendarState, eventId: string): FakeEvent | undefined => {
    const stored = state.events.get(eventId);
    if (stored) return stored.event;
    const split = eventId.lastIndexOf('_');
    const master = split > 0 ? state.events.get(eventId.slice(0, split)) : undefined;
    if (!master?.event.recurrence) return undefined;
    return instancesOf(state, master).find((item) => item.event.id === eventId)?.event;
  };

  return { stateOf, write, instantOf, instancesOf, listItems, findEvent };
}

/** The event model of one fake. */
export type FakeModel = ReturnType<typeof createFakeModel>;
