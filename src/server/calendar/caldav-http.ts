/**
 * The CalDAV provider's `fetch` for tsdav (ADR 020): every request through the SSRF guard
 * ({@link guardedRequest}), Basic credentials to trusted origins only, and the statuses every DAV request
 * shares (401, 403 on a read, 429, 503 with Retry-After, 5xx) thrown as {@link CalendarError}.
 */
import type { CaldavProviderConfig } from './caldav.ts';
import { refusesCredentials, retryAfterSeconds } from './caldav-errors.ts';
import { guardedRequest } from './fetch-guard.ts';
import { CalendarError } from './provider.ts';

/** A fetch that sends `authorization` only to the origins in `trusted` (read at each request). */
export function createDavFetch(
  guard: CaldavProviderConfig['guard'],
  authorization: string,
  trusted: ReadonlySet<string>,
) {
  return async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
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
      ...guard,
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
}
