/**
 * The ICS feed provider (ADR 018): one read-only calendar per feed,
 * fetched through the SSRF guard with ETag / Last-Modified, parsed and expanded with ical.js in a worker
 * thread with a deadline (expand-isolated.ts, ADR 018).
 */
import type { ExpansionLimits } from './expand.ts';
import { type IsolationOptions, readCalendarIsolated } from './expand-isolated.ts';
import { type FetchGuardOptions, guardedGet, parseCalendarUrl } from './fetch-guard.ts';
import {
  CalendarError,
  type CalendarProvider,
  type InstanceListing,
  type ListInstancesOptions,
  type ProviderCalendar,
} from './provider.ts';

/** The one calendar id of an ICS source. */
export const ICS_CALENDAR_ID = 'feed';

/** How to reach a feed. */
export interface IcsProviderConfig {
  /** The feed's address as the user gave it (http, https, webcal). */
  url: string;
  /** The fetch guard's settings: `allowPrivateNetworks` from CALENDAR_ALLOW_PRIVATE_NETWORKS. */
  guard: Omit<FetchGuardOptions, 'signal'>;
  /** Expansion caps; default EXPANSION_LIMITS. */
  limits?: Partial<ExpansionLimits>;
  /** The expansion worker's deadline and heap; defaults in expand-isolated.ts. */
  isolation?: IsolationOptions;
}

/** Decodes a feed body: UTF-8 (RFC 5545 §3.1.4), with a charset parameter honoured when it names another. */
function decodeFeed(body: Buffer, contentType: string | undefined): string {
  const charset = /charset\s*=\s*"?([\w-]+)/i.exec(contentType ?? '')?.[1];
  try {
    return new TextDecoder(charset ?? 'utf-8').decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body); // an unknown charset label
  }
}

/**
 * An ICS feed as a {@link CalendarProvider}. `listCalendars` fetches the feed (the check that the address
 * serves iCalendar) and names its one calendar after X-WR-CALNAME / NAME, else the host; `listInstances`
 * does a conditional GET and answers 'not-modified' on 304, else the expansion of the range (in a worker:
 * a feed that makes ical.js loop is `invalid-data` at the deadline). Writes throw
 * CalendarError `read-only`. Everything else throws as the fetch guard and `parseCalendar` do.
 * @throws CalendarError `refused` (field 'url') at once for an address that is not http(s)/webcal.
 */
export function createIcsProvider(config: IcsProviderConfig): CalendarProvider {
  const { url } = parseCalendarUrl(config.url); // validate early
  const fetchFeed = (options: { signal?: AbortSignal; validators?: ListInstancesOptions['validators'] }) =>
    guardedGet({
      ...config.guard,
      url: config.url,
      headers: { Accept: 'text/calendar, text/plain;q=0.8, */*;q=0.5' },
      ...(options.signal ? { signal: options.signal } : {}),
      ...(options.validators ? { validators: options.validators } : {}),
    });
  const readOnly = () => {
    throw new CalendarError('read-only', 'ICS feeds are read-only', {
      userMessage: 'A subscribed feed is read-only; choose a CalDAV or Google calendar for time blocks.',
    });
  };
  return {
    kind: 'ics',
    canWrite: false,
    async listCalendars(signal?: AbortSignal): Promise<ProviderCalendar[]> {
      const answer = await fetchFeed(signal ? { signal } : {});
      if (answer.status !== 'ok') throw new CalendarError('invalid-data', 'Unconditional GET answered 304');
      const { name } = await readCalendarIsolated(
        decodeFeed(answer.body, answer.contentType),
        undefined,
        config.isolation,
      );
      return [{ id: ICS_CALENDAR_ID, name: name ?? url.host, writable: false }];
    },
    async listInstances(calendarId: string, options: ListInstancesOptions): Promise<InstanceListing> {
      if (calendarId !== ICS_CALENDAR_ID)
        throw new CalendarError('not-found', `ICS feed has no calendar ${calendarId}`);
      const answer = await fetchFeed(options);
      if (answer.status === 'not-modified') return { status: 'not-modified', validators: answer.validators };
      const { expansion } = await readCalendarIsolated(
        decodeFeed(answer.body, answer.contentType),
        {
          range: options.range,
          timeZone: options.timeZone,
          calendarId,
          ...(config.limits ? { limits: config.limits } : {}),
        },
        config.isolation,
      );
      if (!expansion) throw new CalendarError('invalid-data', 'The expansion worker returned no expansion');
      return { status: 'ok', ...expansion, validators: answer.validators };
    },
    async createEvent() {
      return readOnly();
    },
    async deleteEvent() {
      return readOnly();
    },
    async updateEvent() {
      return readOnly();
    },
  };
}
