/**
 * Outbound HTTP to user-supplied URLs (ICS feeds, CalDAV servers), guarded against SSRF (ADR 018).
 *
 * - Addresses are checked at connect time, after DNS resolution, by request-filtering-agent's
 *   `http.Agent`s: every address a name resolves to, and literal IPs in any spelling (the WHATWG URL parser
 *   turns `2130706433`, `0x7f000001`, `0177.0.0.1` and `127.1` into `127.0.0.1` before the agent sees them).
 *   Refused: every range ipaddr.js does not call `unicast` (loopback, RFC 1918 private, link-local and cloud
 *   metadata 169.254/16, CGNAT 100.64/10, multicast, broadcast, reserved, documentation; IPv6 ::1, fc00::/7,
 *   fe80::/10, multicast, IPv4-mapped ::ffff:0:0/96, NAT64 64:ff9b::/96, 6to4, Teredo) and the unspecified
 *   0.0.0.0 / ::.
 * - Redirects are followed here, at most {@link MAX_REDIRECTS}, each hop a new connection through the same
 *   guard; `Authorization` (and credentials given in the URL) go only to hops on the original origin.
 * - One deadline for the whole exchange ({@link FETCH_TIMEOUT_MS}, redirects and body included), and a cap on
 *   the body ({@link MAX_RESPONSE_BYTES}, counted after decompression, so a gzip bomb stops at the cap).
 * - Every failure is a {@link CalendarError}: `refused` (address or scheme; `field: 'url'`), `unreachable`
 *   (DNS, connection, TLS, timeout, too many redirects), `invalid-data` (too large, bad encoding), and in
 *   {@link guardedGet} the HTTP statuses of a feed.
 *
 * Node's built-in `fetch` cannot take an `http.Agent`, so this is node:http / node:https (ADR 018).
 *
 * Beside it: fetch-guard-body.ts (decoding and capping the body) and fetch-guard-errors.ts (network and
 * deadline failures as CalendarErrors).
 */
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import * as http from 'node:http';
import * as https from 'node:https';
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent';
import { readBody } from './fetch-guard-body.ts';
import { abortOr, networkError } from './fetch-guard-errors.ts';
import { linkLocalLiteral, lookupRefusingLinkLocal } from './fetch-guard-link-local.ts';
import { CalendarError, type SyncValidators } from './provider.ts';

/** Overall deadline of one guarded exchange, redirects and body included, in milliseconds (docs/product.md §9). */
export const FETCH_TIMEOUT_MS = 10_000;
/** Largest response body accepted, in bytes after decompression (docs/product.md §9: 10 MB). */
export const MAX_RESPONSE_BYTES = 10 * 1024 * 1024;
/** Most redirects followed; one more is an error (docs/product.md §9). */
export const MAX_REDIRECTS = 5;

/** The User-Agent Steward sends; some feed hosts refuse requests without one. */
const USER_AGENT = 'Steward-Calendar/1';

/** How the guard connects. Production passes `allowPrivateNetworks` from CALENDAR_ALLOW_PRIVATE_NETWORKS only. */
export interface FetchGuardOptions {
  /**
   * CALENDAR_ALLOW_PRIVATE_NETWORKS: true lifts the address rule (LAN CalDAV servers, loopback tests). The
   * unspecified addresses 0.0.0.0 and :: stay refused: they only ever mean "this host" by accident; so do
   * link-local addresses (fetch-guard-link-local.ts), home of cloud metadata services and never of a calendar.
   */
  allowPrivateNetworks: boolean;
  /**
   * Tests: exact addresses or CIDR blocks allowed although private (request-filtering-agent's
   * `allowIPAddressList`), so a test can serve the first hop on 127.0.0.1 and still see a redirect to another
   * loopback address refused. Not wired to any setting.
   */
  allowAddresses?: readonly string[];
  /** Overall deadline in ms; default {@link FETCH_TIMEOUT_MS}. */
  timeoutMs?: number;
  /** Body cap in bytes; default {@link MAX_RESPONSE_BYTES}. */
  maxBytes?: number;
  /** Redirect limit; default {@link MAX_REDIRECTS}. */
  maxRedirects?: number;
  /** The caller's abort; its reason is thrown as is. */
  signal?: AbortSignal;
}

/** One guarded request. */
export interface GuardedRequest extends FetchGuardOptions {
  /** http:, https: or webcal: (read as https:); credentials in the URL become Basic authorization. */
  url: string;
  /** Default GET. */
  method?: string;
  /** Request headers; `Authorization` is a credential: sent to the original origin only. */
  headers?: Record<string, string>;
  body?: string | Buffer;
  /**
   * 'follow' (default) follows redirects as described above; 'manual' returns a 3xx as is, for a caller that
   * inspects the Location itself (tsdav's RFC 6764 discovery asks for `redirect: 'manual'`). The caller's next
   * request goes through this guard again.
   */
  redirect?: 'follow' | 'manual';
}

/** A response as {@link guardedRequest} returns it: any status, the body read (within the cap) and decoded. */
export interface GuardedResponse {
  /** The final URL, after redirects. */
  url: string;
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

const CREDENTIAL_HEADERS = new Set(['authorization', 'cookie', 'proxy-authorization']);
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/**
 * Parses a user-supplied calendar address: `http:` and `https:` as they are, `webcal:` / `webcals:` as
 * `https:` (the scheme only names the content; Apple and Outlook serve these over HTTPS). Returns a URL
 * without credentials plus the credentials it held, if any. Literal IPs come back normalised by the WHATWG
 * parser (`http://2130706433/` → `http://127.0.0.1/`).
 * @throws CalendarError `refused` with `field: 'url'` for anything else (not a URL, `file:`, `ftp:`, `data:`).
 */
export function parseCalendarUrl(input: string): { url: URL; username: string; password: string } {
  let url: URL;
  try {
    url = new URL(input.trim().replace(/^webcals?:/i, 'https:'));
  } catch (cause) {
    throw new CalendarError('refused', `Not a URL: ${JSON.stringify(input.slice(0, 200))}`, {
      userMessage: 'That is not a valid address.',
      field: 'url',
      cause,
    });
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new CalendarError('refused', `Unsupported scheme ${url.protocol}`, {
      userMessage: 'Only http, https and webcal addresses can be used.',
      field: 'url',
    });
  const username = decodeUserInfo(url.username);
  const password = decodeUserInfo(url.password);
  url.username = '';
  url.password = '';
  url.hash = '';
  return { url, username, password };
}

/** Percent-decodes a URL's user or password; a malformed escape ('%zz') is kept as written. */
function decodeUserInfo(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

interface Hop {
  url: URL;
  method: string;
  headers: Record<string, string>;
  body: string | Buffer | undefined;
}

/** One request on a fresh, guarded connection; resolves with the response head (body not read). */
function send(hop: Hop, options: FetchGuardOptions, signal: AbortSignal): Promise<IncomingMessage> {
  const agentOptions = {
    keepAlive: false,
    allowPrivateIPAddress: options.allowPrivateNetworks,
    allowMetaIPAddress: false,
    allowIPAddressList: [...(options.allowAddresses ?? [])],
  };
  const secure = hop.url.protocol === 'https:';
  const agent = secure
    ? new RequestFilteringHttpsAgent(agentOptions)
    : new RequestFilteringHttpAgent(agentOptions);
  const requestFn = secure ? https.request : http.request;
  const refused = linkLocalLiteral(hop.url);
  if (refused) return Promise.reject(refused);
  // keepAlive off: the socket closes with the response, so nothing outlives the exchange.
  return new Promise((resolve, reject) => {
    const request = requestFn(
      hop.url,
      { method: hop.method, headers: hop.headers, agent, signal, lookup: lookupRefusingLinkLocal },
      resolve,
    );
    request.on('error', reject);
    request.end(hop.body);
  });
}

/** The next hop of a redirect (RFC 9110 §15.4; methods as the Fetch standard changes them). */
function nextHop(hop: Hop, status: number, location: string, origin: string): Hop {
  let target: URL;
  try {
    target = new URL(location, hop.url);
  } catch (cause) {
    throw new CalendarError('invalid-data', `${hop.url.host}: bad redirect Location`, { cause });
  }
  if (target.protocol !== 'https:' && target.protocol !== 'http:')
    throw new CalendarError('refused', `${hop.url.host}: redirect to ${target.protocol}`, {
      userMessage: 'That address redirects to something other than a web address.',
      field: 'url',
    });
  target.username = '';
  target.password = '';
  target.hash = '';
  const toGet =
    status === 303 ? hop.method !== 'HEAD' : (status === 301 || status === 302) && hop.method === 'POST';
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(hop.headers)) {
    const lower = name.toLowerCase();
    if (target.origin !== origin && CREDENTIAL_HEADERS.has(lower)) continue;
    if (toGet && (lower === 'content-type' || lower === 'content-length')) continue;
    headers[name] = value;
  }
  return { url: target, method: toGet ? 'GET' : hop.method, headers, body: toGet ? undefined : hop.body };
}

/**
 * Sends one request to a user-supplied URL through the SSRF guard (module comment) and reads the answer:
 * redirects followed (each hop re-checked, credentials kept on the original origin only), the body decoded
 * and capped. Any HTTP status is returned as is: mapping statuses is the caller's (CalDAV's 207 is not an
 * error; a feed's 404 is). A 3xx without Location is returned as is too.
 * @throws CalendarError `refused` (scheme or address, `field: 'url'`), `unreachable` (DNS, connection, TLS,
 *   deadline, more than `maxRedirects` redirects), `invalid-data` (body over the cap, unknown encoding).
 * @throws the caller's `signal.reason` when the caller aborts.
 */
export async function guardedRequest(request: GuardedRequest): Promise<GuardedResponse> {
  const { url, username, password } = parseCalendarUrl(request.url);
  const timeoutMs = request.timeoutMs ?? FETCH_TIMEOUT_MS;
  const maxBytes = request.maxBytes ?? MAX_RESPONSE_BYTES;
  const maxRedirects = request.maxRedirects ?? MAX_REDIRECTS;
  const deadline = AbortSignal.timeout(timeoutMs);
  const signal = request.signal ? AbortSignal.any([request.signal, deadline]) : deadline;
  const headers: Record<string, string> = {
    'User-Agent': USER_AGENT,
    'Accept-Encoding': 'gzip, deflate, br',
    ...request.headers,
  };
  if (username || password)
    headers.Authorization = `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;
  let hop: Hop = { url, method: request.method ?? 'GET', headers, body: request.body };
  const origin = url.origin;
  for (let redirects = 0; ; redirects++) {
    let response: IncomingMessage;
    try {
      response = await send(hop, request, signal);
    } catch (error) {
      throw (
        abortOr(error, request.signal, deadline, hop.url, timeoutMs) ??
        networkError(error, hop.url, redirects)
      );
    }
    const location = response.headers.location;
    if (REDIRECT_STATUSES.has(response.statusCode ?? 0) && location && request.redirect !== 'manual') {
      response.destroy();
      if (redirects >= maxRedirects)
        throw new CalendarError('unreachable', `${url.host}: more than ${maxRedirects} redirects`, {
          userMessage: `The address redirects more than ${maxRedirects} times.`,
        });
      hop = nextHop(hop, response.statusCode ?? 0, location, origin);
      continue;
    }
    try {
      const body = await readBody(response, hop.url, maxBytes);
      return { url: hop.url.href, status: response.statusCode ?? 0, headers: response.headers, body };
    } catch (error) {
      throw (
        abortOr(error, request.signal, deadline, hop.url, timeoutMs) ??
        networkError(error, hop.url, redirects)
      );
    }
  }
}

/** Arguments of {@link guardedGet}. */
export interface GuardedGetRequest extends FetchGuardOptions {
  url: string;
  /** Extra headers (e.g. `Accept: text/calendar`). */
  headers?: Record<string, string>;
  /** Validators of the last fetch: sent as If-None-Match / If-Modified-Since (RFC 9110 §13.1.2, §13.1.3). */
  validators?: SyncValidators;
}

/** The answer of {@link guardedGet}. */
export type GuardedGetResult =
  | { status: 'ok'; url: string; body: Buffer; contentType: string | undefined; validators: SyncValidators }
  | { status: 'not-modified'; url: string; validators: SyncValidators };

function validatorsOf(headers: IncomingHttpHeaders, previous: SyncValidators | undefined): SyncValidators {
  const etag = headers.etag ?? previous?.etag;
  const lastModified = headers['last-modified'] ?? previous?.lastModified;
  return { ...(etag ? { etag } : {}), ...(lastModified ? { lastModified } : {}) };
}

function retryAfterSeconds(value: string | undefined): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

/**
 * A conditional GET of a feed through {@link guardedRequest}: 2xx → `ok` with the body and the new
 * validators (ETag, Last-Modified), 304 → `not-modified`. Other statuses throw CalendarError:
 * 401/403 `auth-expired` (the link was revoked or needs credentials), 404/410 `not-found`, 429 and 503 with
 * Retry-After `rate-limited` (with `retryAfterSeconds`), other 5xx `unreachable`, anything else
 * `invalid-data`. Plus everything {@link guardedRequest} throws.
 */
export async function guardedGet(request: GuardedGetRequest): Promise<GuardedGetResult> {
  const headers: Record<string, string> = { ...request.headers };
  if (request.validators?.etag) headers['If-None-Match'] = request.validators.etag;
  if (request.validators?.lastModified) headers['If-Modified-Since'] = request.validators.lastModified;
  const response = await guardedRequest({ ...request, method: 'GET', headers });
  const { status } = response;
  const host = new URL(response.url).host;
  if (status === 304)
    return {
      status: 'not-modified',
      url: response.url,
      validators: validatorsOf(response.headers, request.validators),
    };
  if (status >= 200 && status < 300)
    return {
      status: 'ok',
      url: response.url,
      body: response.body,
      contentType: response.headers['content-type'],
      validators: validatorsOf(response.headers, undefined),
    };
  const detail = `${host}: HTTP ${status}`;
  if (status === 401 || status === 403)
    throw new CalendarError('auth-expired', detail, {
      userMessage: `The server refused access to this calendar (HTTP ${status}); the link may have been revoked.`,
    });
  if (status === 404 || status === 410)
    throw new CalendarError('not-found', detail, {
      userMessage: `No calendar was found at that address (HTTP ${status}).`,
    });
  const retryAfter = retryAfterSeconds(response.headers['retry-after']);
  if (status === 429 || (status === 503 && retryAfter !== undefined))
    throw new CalendarError('rate-limited', detail, {
      ...(retryAfter === undefined ? {} : { retryAfterSeconds: retryAfter }),
    });
  if (status >= 500)
    throw new CalendarError('unreachable', detail, {
      userMessage: `The calendar server failed (HTTP ${status}).`,
    });
  throw new CalendarError('invalid-data', detail, {
    userMessage: `The calendar server answered HTTP ${status}.`,
  });
}
