/**
 * CalDAV discovery (ADR 020): RFC 6764 well-known → RFC 5397 current-user-principal → RFC 4791
 * calendar-home-set, memoised once it succeeds; the origins the server names on the way join the trusted ones
 * (https, or the typed host name); and a calendar id checked to be a collection on a trusted origin.
 */
import { type DAVAccount, fetchHomeUrl, fetchPrincipalUrl, serviceDiscovery } from 'tsdav';
import { notCaldav } from './caldav-errors.ts';
import { CalendarError, isCalendarError } from './provider.ts';

function withSlash(url: string): string {
  return url.endsWith('/') ? url : `${url}/`;
}

/** Discovery of the account at `base`, through `fetch`; adds the origins it trusts to `trusted`. */
export function createCaldavDiscovery(base: URL, fetch: typeof globalThis.fetch, trusted: Set<string>) {
  /** Adds the origin of `url`, named by the server during discovery, to the origins that get credentials. */
  const trust = (url: string) => {
    const target = new URL(url);
    if (target.protocol === 'https:' || target.hostname === base.hostname) trusted.add(target.origin);
  };

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

  return { discover, collectionUrl };
}

/** The discovery of one provider. */
export type CaldavDiscovery = ReturnType<typeof createCaldavDiscovery>;
