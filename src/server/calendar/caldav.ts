/**
 * The CalDAV provider (ADR 020): discovery (RFC 6764 well-known, RFC 5397
 * current-user-principal, RFC 4791 calendar-home-set) and the DAV requests through tsdav, every request of
 * which goes through the SSRF guard (tsdav's `fetch` option is `guardedRequest`, redirects manual for
 * discovery); events fetched with a time-range calendar-query and expanded on Steward's side in the calendar
 * worker (ADR 018: Radicale does not expand); time blocks PUT as `<collection>/<uid>.ics` with
 * `If-None-Match: *`, PUT again with `If-Match` when moved (ADR 054) and DELETEd with `If-Match`.
 *
 * Credentials (Basic) go to the origin the user typed, and to an origin the server itself named during
 * discovery (the well-known redirect, the principal, the calendar home: iCloud answers on another host) when it
 * is https or the same host name; to nothing else. A calendar or event URL on any other origin is refused
 * as `not-found` before a request is made.
 *
 * This module holds the public surface (configuration, {@link createCaldavProvider}) and the writes; the parts
 * live beside it: caldav-http.ts (the guarded `fetch`), caldav-discovery.ts (the calendar home, trusted
 * origins), caldav-listing.ts (calendars, instances, colours), caldav-errors.ts (what failures mean) and
 * caldav-ical.ts (the time block object).
 */
import { createObject as davCreateObject, deleteObject, updateObject } from 'tsdav';
import { createCaldavDiscovery } from './caldav-discovery.ts';
import { mapped, writeError } from './caldav-errors.ts';
import { createDavFetch } from './caldav-http.ts';
import { timeBlockCalendar } from './caldav-ical.ts';
import { createCaldavListing } from './caldav-listing.ts';
import { EXPANSION_LIMITS, type ExpansionLimits } from './expand.ts';
import type { IsolationOptions } from './expand-isolated.ts';
import { type FetchGuardOptions, parseCalendarUrl } from './fetch-guard.ts';
import {
  CalendarError,
  type CalendarProvider,
  type CreatedCalendarEvent,
  type NewCalendarEvent,
} from './provider.ts';

export { nearestColorId } from './caldav-listing.ts';

/** How to reach a CalDAV account. */
export interface CaldavProviderConfig {
  /** The server address the user typed (the host, or any URL on it; discovery finds the calendars). */
  url: string;
  username: string;
  /** An app password; sent as Basic authorization, only to the origins described in the module comment. */
  password: string;
  /** The fetch guard's settings: `allowPrivateNetworks` from CALENDAR_ALLOW_PRIVATE_NETWORKS. */
  guard: Omit<FetchGuardOptions, 'signal'>;
  /** Expansion caps; default EXPANSION_LIMITS (per object, and `maxInstances` for the whole listing). */
  limits?: Partial<ExpansionLimits>;
  /**
   * The expansion budget of one listing (all its objects together; default EXPANSION_TIMEOUT_MS): past it the
   * listing is cut and `truncated`, and an object still running is terminated and `skipped`.
   */
  isolation?: IsolationOptions;
  /** The clock for DTSTAMP; default the system clock. */
  now?: () => Date;
}

/**
 * A CalDAV account as a {@link CalendarProvider}. Every method throws {@link CalendarError} only:
 * `refused` (field 'url') for an address the guard refuses, `unreachable` for network failures and 5xx,
 * `auth-expired` for 401 (and 403 during discovery), `rate-limited` for 429 / 503 with Retry-After,
 * `not-found` for an address that is not a CalDAV server or a calendar that is gone, `read-only` for a write
 * the server forbids, `invalid-data` for answers that cannot be read.
 * @throws CalendarError `refused` (field 'url') at once for an address that is not http(s).
 */
export function createCaldavProvider(config: CaldavProviderConfig): CalendarProvider {
  const { url: base } = parseCalendarUrl(config.url);
  const authorization = `Basic ${Buffer.from(`${config.username}:${config.password}`).toString('base64')}`;
  const trusted = new Set([base.origin]);
  const now = config.now ?? (() => new Date());
  const limits = { ...EXPANSION_LIMITS, ...config.limits };

  /** tsdav's `fetch`: every request through the guard; credentials to trusted origins only. */
  const davFetch = createDavFetch(config.guard, authorization, trusted);
  const fetch = davFetch as typeof globalThis.fetch;
  const { discover, collectionUrl } = createCaldavDiscovery(base, fetch, trusted);
  const { listCalendars, listInstances } = createCaldavListing({
    fetch,
    trusted,
    discover,
    collectionUrl,
    limits,
    isolation: config.isolation,
  });

  return {
    kind: 'caldav',
    canWrite: true,
    listCalendars,
    listInstances,

    async createEvent(calendarId: string, event: NewCalendarEvent): Promise<CreatedCalendarEvent> {
      const collection = await collectionUrl(calendarId);
      if (!/^[\w.@-]{1,200}$/.test(event.uid))
        throw new CalendarError('invalid-data', `Unusable UID ${JSON.stringify(event.uid.slice(0, 200))}`);
      const href = new URL(`${event.uid}.ics`, collection).href;
      let response: Response;
      try {
        response = await davCreateObject({
          url: href,
          data: timeBlockCalendar(event, now()),
          headers: { 'Content-Type': 'text/calendar; charset=utf-8', 'If-None-Match': '*' },
          fetch,
        });
      } catch (error) {
        throw mapped(error, `PUT ${href}`);
      }
      await response.arrayBuffer();
      if (response.ok) {
        const etag = response.headers.get('etag');
        return { remoteId: href, ...(etag ? { etag } : {}) };
      }
      if (response.status === 412) return existingBlock(href, event.stewardBlockId);
      throw writeError(response.status, `PUT ${href}`);
    },

    async updateEvent(
      calendarId: string,
      event: CreatedCalendarEvent,
      changes: NewCalendarEvent,
    ): Promise<CreatedCalendarEvent> {
      const target = await eventUrl(calendarId, event.remoteId);
      let response: Response;
      try {
        response = await updateObject({
          url: target.href,
          data: timeBlockCalendar(changes, now()),
          // Without a known ETag, only an object that exists is replaced.
          etag: event.etag ?? '*',
          headers: { 'Content-Type': 'text/calendar; charset=utf-8' },
          fetch,
        });
      } catch (error) {
        throw mapped(error, `PUT ${target.href}`);
      }
      await response.arrayBuffer();
      if (response.ok) {
        const etag = response.headers.get('etag');
        return { remoteId: target.href, ...(etag ? { etag } : {}) };
      }
      if (response.status === 404 || response.status === 410)
        throw new CalendarError('not-found', `PUT ${target.href}: HTTP ${response.status}`, {
          userMessage: 'The event is gone from the calendar.',
        });
      if (response.status === 412)
        throw new CalendarError('invalid-data', `PUT ${target.href}: HTTP 412`, {
          userMessage:
            'The event was changed in the calendar since Steward wrote it, so Steward left it in place.',
        });
      throw writeError(response.status, `PUT ${target.href}`);
    },

    async deleteEvent(calendarId: string, event: CreatedCalendarEvent): Promise<void> {
      const target = await eventUrl(calendarId, event.remoteId);
      let response: Response;
      try {
        response = await deleteObject({
          url: target.href,
          ...(event.etag ? { etag: event.etag } : {}),
          fetch,
        });
      } catch (error) {
        throw mapped(error, `DELETE ${target.href}`);
      }
      await response.arrayBuffer();
      if (response.ok) return;
      if (response.status === 404 || response.status === 410)
        throw new CalendarError('not-found', `DELETE ${target.href}: HTTP ${response.status}`, {
          userMessage: 'The event was already gone from the calendar.',
        });
      if (response.status === 412)
        throw new CalendarError('invalid-data', `DELETE ${target.href}: HTTP 412`, {
          userMessage:
            'The event was changed in the calendar since Steward wrote it, so Steward left it in place.',
        });
      throw writeError(response.status, `DELETE ${target.href}`);
    },
  };

  /** The URL of an event Steward wrote; `not-found` when it is not an address inside the calendar's collection. */
  async function eventUrl(calendarId: string, remoteId: string): Promise<URL> {
    const collection = await collectionUrl(calendarId);
    let target: URL;
    try {
      target = new URL(remoteId);
    } catch (cause) {
      throw new CalendarError('not-found', `Bad event id ${remoteId.slice(0, 200)}`, { cause });
    }
    if (target.origin !== collection.origin || !target.pathname.startsWith(collection.pathname))
      throw new CalendarError('not-found', `Event ${target.href} is not in ${collection.href}`);
    return target;
  }

  /** A PUT answered 412: the UID exists. The same block written before (a retry) is success; else a conflict. */
  async function existingBlock(href: string, stewardBlockId: string): Promise<CreatedCalendarEvent> {
    const response = await davFetch(href, { method: 'GET', headers: { Accept: 'text/calendar' } });
    const text = (await response.text()).replaceAll(/\r?\n[ \t]/g, ''); // unfolded (RFC 5545 §3.1)
    const mine =
      response.ok && new RegExp(`^X-STEWARD-BLOCK:${escapeRegExp(stewardBlockId)}\\r?$`, 'm').test(text);
    if (!mine)
      throw new CalendarError('invalid-data', `PUT ${href}: HTTP 412, another event has this UID`, {
        userMessage: 'The calendar already holds a different event with this id.',
      });
    const etag = response.headers.get('etag');
    return { remoteId: href, ...(etag ? { etag } : {}) };
  }
}

function escapeRegExp(text: string): string {
  return text.replaceAll(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
