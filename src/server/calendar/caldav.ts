/**
 * The CalDAV provider (issue 12 "Add a CalDAV account", ADR 020): discovery (RFC 6764 well-known, RFC 5397
 * current-user-principal, RFC 4791 calendar-home-set) and the DAV requests through tsdav, every request of
 * which goes through the SSRF guard (tsdav's `fetch` option is {@link guardedRequest}, redirects manual for
 * discovery); events fetched with a time-range calendar-query and expanded on Steward's side in the calendar
 * worker (ADR 018: Radicale does not expand); time blocks PUT as `<collection>/<uid>.ics` with
 * `If-None-Match: *` and DELETEd with `If-Match`.
 *
 * Credentials (Basic) go to the origin the user typed, and to an origin the server itself named during
 * discovery (the well-known redirect, the principal, the calendar home: iCloud answers on another host) when it
 * is https or the same host name; to nothing else. A calendar or event URL on any other origin is refused
 * as `not-found` before a request is made.
 */
import {
  calendarQuery,
  type DAVAccount,
  type DAVCalendar,
  type DAVResponse,
  createObject as davCreateObject,
  deleteObject,
  fetchCalendars,
  fetchHomeUrl,
  fetchPrincipalUrl,
  propfind,
  serviceDiscovery,
} from 'tsdav';
import { timeBlockCalendar } from './caldav-ical.ts';
import { EXPANSION_LIMITS, type ExpansionLimits } from './expand.ts';
import { EXPANSION_TIMEOUT_MS, type IsolationOptions, readCalendarIsolated } from './expand-isolated.ts';
import { type FetchGuardOptions, guardedRequest, parseCalendarUrl } from './fetch-guard.ts';
import {
  CalendarError,
  type CalendarInstance,
  type CalendarProvider,
  type CreatedCalendarEvent,
  type InstanceListing,
  isCalendarError,
  type ListInstancesOptions,
  type NewCalendarEvent,
  type ProviderCalendar,
} from './provider.ts';

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

/** Google's event palette (colorId '1'..'11'), the colours a CalDAV calendar colour is mapped to (ADR 020). */
const PALETTE: ReadonlyArray<readonly [string, number, number, number]> = [
  ['1', 0xa4, 0xbd, 0xfc],
  ['2', 0x7a, 0xe7, 0xbf],
  ['3', 0xdb, 0xad, 0xff],
  ['4', 0xff, 0x88, 0x7c],
  ['5', 0xfb, 0xd7, 0x5b],
  ['6', 0xff, 0xb8, 0x78],
  ['7', 0x46, 0xd6, 0xdb],
  ['8', 0xe1, 0xe1, 0xe1],
  ['9', 0x54, 0x84, 0xed],
  ['10', 0x51, 0xb7, 0x49],
  ['11', 0xdc, 0x21, 0x27],
];

/**
 * The nearest palette colour id of an Apple `calendar-color` ('#RRGGBB' or '#RRGGBBAA'), by squared distance
 * in RGB; undefined when the value is not such a colour.
 */
export function nearestColorId(value: unknown): string | undefined {
  const match = typeof value === 'string' ? /^#?([0-9a-f]{6})(?:[0-9a-f]{2})?$/i.exec(value.trim()) : null;
  if (!match?.[1]) return undefined;
  const rgb = Number.parseInt(match[1], 16);
  const [r, g, b] = [(rgb >> 16) & 0xff, (rgb >> 8) & 0xff, rgb & 0xff];
  let best: string | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const [id, pr, pg, pb] of PALETTE) {
    const distance = (r - pr) ** 2 + (g - pg) ** 2 + (b - pb) ** 2;
    if (distance < bestDistance) {
      best = id;
      bestDistance = distance;
    }
  }
  return best;
}

/** Earth's largest UTC offsets are +14 and −12 hours: the server query is widened by this on both sides. */
const QUERY_MARGIN_MS = 14 * 60 * 60 * 1000;

const NOT_CALDAV = 'That address is not a calendar server: no CalDAV calendars were found there.';

function notCaldav(detail: string, cause?: unknown): CalendarError {
  return new CalendarError('not-found', `Not CalDAV: ${detail}`, {
    userMessage: NOT_CALDAV,
    ...(cause === undefined ? {} : { cause }),
  });
}

function refusesCredentials(host: string, status: number): CalendarError {
  return new CalendarError('auth-expired', `${host}: HTTP ${status}`, {
    userMessage: `The calendar server refuses the username or password (HTTP ${status}). Check them, or create a new app password.`,
  });
}

function retryAfterSeconds(value: string | null): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

/** Text of a DAV property as tsdav's xml-js conversion gives it (a string, a number, or `{ _cdata }`). */
function propText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (value && typeof value === 'object') {
    const inner =
      (value as { _cdata?: unknown; _text?: unknown })._cdata ?? (value as { _text?: unknown })._text;
    if (typeof inner === 'string' || typeof inner === 'number') return String(inner);
  }
  return undefined;
}

/** Every element name inside a DAV property (xml-js compact form), camelCased by tsdav. */
function elementNames(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) elementNames(item, into);
  else if (value && typeof value === 'object')
    for (const [key, inner] of Object.entries(value)) {
      if (key.startsWith('_')) continue;
      into.add(key);
      elementNames(inner, into);
    }
  return into;
}

/** WebDAV ACL (RFC 3744 §3) privileges that let a client PUT and DELETE objects in a collection. */
const WRITE_PRIVILEGES = ['all', 'write', 'writeContent', 'bind'];

function cleanName(value: string | undefined, url: string): string {
  const line = (value ?? '').replaceAll(/[\p{Cc}\p{Cf}]+/gu, ' ').trim();
  if (line) return line.slice(0, 200);
  const segment = new URL(url).pathname.split('/').filter(Boolean).pop() ?? '';
  try {
    return decodeURIComponent(segment) || 'Calendar';
  } catch {
    return segment || 'Calendar';
  }
}

function withSlash(url: string): string {
  return url.endsWith('/') ? url : `${url}/`;
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

  /** Adds the origin of `url`, named by the server during discovery, to the origins that get credentials. */
  const trust = (url: string) => {
    const target = new URL(url);
    if (target.protocol === 'https:' || target.hostname === base.hostname) trusted.add(target.origin);
  };

  /** tsdav's `fetch`: every request through the guard; credentials to trusted origins only. */
  const davFetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const target = new URL(url);
    const headers = new Headers(init?.headers);
    headers.delete('authorization');
    if (trusted.has(target.origin)) headers.set('Authorization', authorization);
    const plain: Record<string, string> = {};
    headers.forEach((value, name) => {
      plain[name] = value;
    });
    const body = init?.body;
    if (body != null && typeof body !== 'string')
      throw new CalendarError('invalid-data', 'CalDAV request body is not text');
    const response = await guardedRequest({
      ...config.guard,
      url,
      method: init?.method ?? 'GET',
      headers: plain,
      ...(body == null ? {} : { body }),
      redirect: init?.redirect === 'manual' ? 'manual' : 'follow',
      ...(init?.signal ? { signal: init.signal } : {}),
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value === undefined || name === 'content-encoding' || name === 'content-length') continue;
      for (const one of Array.isArray(value) ? value : [value]) responseHeaders.append(name, one);
    }
    const { status } = response;
    const host = new URL(response.url).host;
    // 403 on a read means the account cannot see what it should (a revoked app password on some servers); on a
    // write it means the calendar is read-only, which createEvent / deleteEvent say themselves.
    const method = (init?.method ?? 'GET').toUpperCase();
    if (status === 401 || (status === 403 && (method === 'PROPFIND' || method === 'REPORT')))
      throw refusesCredentials(host, status);
    const retryAfter = retryAfterSeconds(responseHeaders.get('retry-after'));
    if (status === 429 || (status === 503 && retryAfter !== undefined))
      throw new CalendarError('rate-limited', `${host}: HTTP ${status}`, {
        ...(retryAfter === undefined ? {} : { retryAfterSeconds: retryAfter }),
      });
    if (status >= 500)
      throw new CalendarError('unreachable', `${host}: HTTP ${status}`, {
        userMessage: `The calendar server failed (HTTP ${status}).`,
      });
    const nullBody = status === 204 || status === 205 || status === 304 || status < 200;
    const answer = new Response(nullBody ? null : new Uint8Array(response.body), {
      status,
      headers: responseHeaders,
    });
    Object.defineProperty(answer, 'url', { value: response.url });
    return answer;
  };
  const fetch = davFetch as typeof globalThis.fetch;

  let discovery: Promise<DAVAccount> | undefined;

  /** RFC 6764 → RFC 5397 → RFC 4791 discovery of the calendar home; memoised when it succeeds. */
  const discover = (signal?: AbortSignal): Promise<DAVAccount> => {
    discovery ??= (async () => {
      const fetchOptions: RequestInit = signal ? { signal } : {};
      const account: DAVAccount = { accountType: 'caldav', serverUrl: base.href };
      const discovered = await serviceDiscovery({ account, fetchOptions, fetch });
      if (discovered !== base.href) trust(discovered);
      const roots = [...new Set([discovered, base.href, new URL('/', base).href])];
      let lastError: unknown;
      for (const rootUrl of roots) {
        let principalUrl: string;
        try {
          principalUrl = await fetchPrincipalUrl({ account: { ...account, rootUrl }, fetchOptions, fetch });
        } catch (error) {
          if (isCalendarError(error)) throw error;
          lastError = error;
          continue;
        }
        trust(principalUrl);
        let homeUrl: string;
        try {
          homeUrl = await fetchHomeUrl({
            account: { ...account, rootUrl, principalUrl },
            fetchOptions,
            fetch,
          });
        } catch (error) {
          if (isCalendarError(error)) throw error;
          throw notCaldav(`no calendar-home-set at ${principalUrl}`, error);
        }
        trust(homeUrl);
        return { ...account, rootUrl, principalUrl, homeUrl };
      }
      throw notCaldav(`no current-user-principal under ${roots.join(', ')}`, lastError);
    })();
    discovery.catch(() => {
      discovery = undefined;
    });
    return discovery;
  };

  /** The collection URL of a calendar id, on a trusted origin (discovering first when it is not yet known). */
  const collectionUrl = async (calendarId: string, signal?: AbortSignal): Promise<URL> => {
    let url: URL;
    try {
      url = new URL(withSlash(calendarId));
    } catch (cause) {
      throw new CalendarError('not-found', `Bad calendar id ${calendarId.slice(0, 200)}`, { cause });
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:')
      throw new CalendarError('not-found', `Bad calendar id ${url.protocol}`);
    if (!trusted.has(url.origin)) await discover(signal);
    if (!trusted.has(url.origin))
      throw new CalendarError('not-found', `Calendar ${url.href} is not on this account's server`);
    return url;
  };

  /** Maps tsdav's plain errors (it throws Error for answers it cannot use) to CalendarError. */
  const mapped = (error: unknown, detail: string, signal?: AbortSignal): unknown => {
    if (isCalendarError(error) || signal?.aborted) return error; // an abort throws the caller's reason as is
    return new CalendarError('invalid-data', `${detail}: ${error instanceof Error ? error.message : error}`, {
      cause: error,
    });
  };

  /** Checks a DAV response for a collection; 403/404 and non-multistatus answers throw. */
  const checkCollection = (response: DAVResponse | undefined, url: URL): DAVResponse => {
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
  };

  return {
    kind: 'caldav',
    canWrite: true,

    async listCalendars(signal?: AbortSignal): Promise<ProviderCalendar[]> {
      const account = await discover(signal);
      let calendars: DAVCalendar[];
      try {
        calendars = await fetchCalendars({
          account,
          props: {
            'd:displayname': {},
            'ca:calendar-color': {},
            'cs:getctag': {},
            'd:resourcetype': {},
            'c:supported-calendar-component-set': {},
            'd:sync-token': {},
            'd:current-user-privilege-set': {},
          },
          projectedProps: { currentUserPrivilegeSet: true },
          fetchOptions: signal ? { signal } : {},
          fetch,
        });
      } catch (error) {
        throw mapped(error, `PROPFIND ${account.homeUrl}`, signal);
      }
      const result: ProviderCalendar[] = [];
      for (const calendar of calendars) {
        const components = calendar.components ?? [];
        if (components.length > 0 && !components.includes('VEVENT')) continue;
        if (!trusted.has(new URL(calendar.url).origin)) continue;
        const privileges = calendar.projectedProps?.currentUserPrivilegeSet;
        const writable =
          privileges === undefined || WRITE_PRIVILEGES.some((name) => elementNames(privileges).has(name));
        const colorId = nearestColorId(propText(calendar.calendarColor));
        result.push({
          id: calendar.url,
          name: cleanName(propText(calendar.displayName), calendar.url),
          writable,
          ...(colorId ? { colorId } : {}),
        });
      }
      return result.sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
    },

    async listInstances(calendarId: string, options: ListInstancesOptions): Promise<InstanceListing> {
      const { range, timeZone, signal } = options;
      const url = await collectionUrl(calendarId, signal);
      const fetchOptions: RequestInit = signal ? { signal } : {};
      let state: DAVResponse;
      try {
        const [answer] = await propfind({
          url: url.href,
          props: { 'cs:getctag': {}, 'd:sync-token': {} },
          depth: '0',
          fetchOptions,
          fetch,
        });
        state = checkCollection(answer, url);
      } catch (error) {
        throw mapped(error, `PROPFIND ${url.href}`, signal);
      }
      const tag = propText(state.props?.getctag) ?? propText(state.props?.syncToken);
      const ctag = tag
        ? `${tag} ${range.start.toISOString()} ${range.end.toISOString()} ${timeZone}`
        : undefined;
      if (ctag && options.validators?.ctag === ctag) return { status: 'not-modified', validators: { ctag } };

      const stamp = (date: Date) => `${date.toISOString().slice(0, 19).replaceAll(/[-:]/g, '')}Z`;
      let objects: DAVResponse[];
      try {
        objects = await calendarQuery({
          url: url.href,
          props: { 'd:getetag': {}, 'c:calendar-data': {} },
          filters: {
            'comp-filter': {
              _attributes: { name: 'VCALENDAR' },
              'comp-filter': {
                _attributes: { name: 'VEVENT' },
                'time-range': {
                  _attributes: {
                    start: stamp(new Date(range.start.getTime() - QUERY_MARGIN_MS)),
                    end: stamp(new Date(range.end.getTime() + QUERY_MARGIN_MS)),
                  },
                },
              },
            },
          },
          depth: '1',
          fetchOptions,
          fetch,
        });
      } catch (error) {
        throw mapped(error, `REPORT ${url.href}`, signal);
      }
      if (objects.length === 1 && objects[0] && !objects[0].props) checkCollection(objects[0], url);

      const instances: CalendarInstance[] = [];
      let truncated = false;
      let skipped = 0;
      // One budget for the whole listing, as an ICS feed has one deadline for its one text (ADR 018): objects
      // are expanded one worker message each, so without it N pathological objects would cost N deadlines.
      const budgetMs = config.isolation?.timeoutMs ?? EXPANSION_TIMEOUT_MS;
      const deadline = Date.now() + budgetMs;
      for (const object of objects) {
        const text = propText(object.props?.calendarData);
        if (!object.ok || !text) {
          if (object.href && object.status !== 404) skipped++;
          continue;
        }
        const remainingMs = deadline - Date.now();
        if (instances.length >= limits.maxInstances || remainingMs <= 0) {
          truncated = true;
          break;
        }
        const etag = propText(object.props?.getetag);
        try {
          const { expansion } = await readCalendarIsolated(
            text,
            {
              range,
              timeZone,
              calendarId,
              limits: { ...limits, maxInstances: limits.maxInstances - instances.length },
            },
            { ...config.isolation, timeoutMs: remainingMs },
          );
          if (!expansion)
            throw new CalendarError('invalid-data', 'The expansion worker returned no expansion');
          truncated ||= expansion.truncated;
          skipped += expansion.skipped;
          for (const instance of expansion.instances) instances.push(etag ? { ...instance, etag } : instance);
        } catch (error) {
          if (!isCalendarError(error, 'invalid-data')) throw error;
          skipped++; // one object Steward cannot read does not hide the rest of the calendar (ADR 018)
        }
      }
      instances.sort(
        (a, b) => a.start.getTime() - b.start.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
      );
      // A cut listing keeps no validator: the budget depends on the machine's load, so the next call lists again.
      const validators = ctag && !truncated ? { ctag } : {};
      return { status: 'ok', instances, truncated, skipped, validators };
    },

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

    async deleteEvent(calendarId: string, event: CreatedCalendarEvent): Promise<void> {
      const collection = await collectionUrl(calendarId);
      let target: URL;
      try {
        target = new URL(event.remoteId);
      } catch (cause) {
        throw new CalendarError('not-found', `Bad event id ${event.remoteId.slice(0, 200)}`, { cause });
      }
      if (target.origin !== collection.origin || !target.pathname.startsWith(collection.pathname))
        throw new CalendarError('not-found', `Event ${target.href} is not in ${collection.href}`);
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

/** The error of a PUT or DELETE answered with a status other than 2xx, 404, 412 (401, 429, 5xx thrown earlier). */
function writeError(status: number, detail: string): CalendarError {
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
