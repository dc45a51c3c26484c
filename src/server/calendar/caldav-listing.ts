/**
 * The CalDAV provider's reads (ADR 020): the event calendars of the calendar home (PROPFIND through tsdav,
 * their colours mapped to Google's palette, writable from the current-user-privilege-set), and a calendar's
 * instances in a range: a ctag check for not-modified, a time-range calendar-query, and each object expanded
 * on Steward's side in the calendar worker within one budget per listing (ADR 018: Radicale does not expand).
 */
import { calendarQuery, type DAVCalendar, type DAVResponse, fetchCalendars, propfind } from 'tsdav';
import type { CaldavProviderConfig } from './caldav.ts';
import type { CaldavDiscovery } from './caldav-discovery.ts';
import { checkCollection, mapped } from './caldav-errors.ts';
import type { ExpansionLimits } from './expand.ts';
import { EXPANSION_TIMEOUT_MS, readCalendarIsolated } from './expand-isolated.ts';
import {
  CalendarError,
  type CalendarInstance,
  type InstanceListing,
  isCalendarError,
  type ListInstancesOptions,
  type ProviderCalendar,
} from './provider.ts';

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

/** What the reads of one provider share with it. */
export interface CaldavListingContext extends CaldavDiscovery {
  fetch: typeof globalThis.fetch;
  /** The origins that get credentials; a calendar elsewhere is not listed. */
  trusted: ReadonlySet<string>;
  limits: ExpansionLimits;
  isolation: CaldavProviderConfig['isolation'];
}

/** The provider's `listCalendars` and `listInstances`. */
export function createCaldavListing(context: CaldavListingContext) {
  const { fetch, trusted, discover, collectionUrl, limits, isolation } = context;

  async function listCalendars(signal?: AbortSignal): Promise<ProviderCalendar[]> {
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
  }

  async function listInstances(calendarId: string, options: ListInstancesOptions): Promise<InstanceListing> {
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
    const budgetMs = isolation?.timeoutMs ?? EXPANSION_TIMEOUT_MS;
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
          { ...isolation, timeoutMs: remainingMs },
        );
        if (!expansion) throw new CalendarError('invalid-data', 'The expansion worker returned no expansion');
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
  }

  return { listCalendars, listInstances };
}
