/**
 * The HTTP client of the web app (docs/product.md §7, §8). Every call sends cookies and the browser's IANA time zone
 * (`X-Time-Zone`, ADR 006: the server computes "today" and free slots in the zone of the request); a JSON
 * content type is set only when there is a body; any non-OK response becomes an `ApiError` whose message is
 * '<status>: <body text or status text>' (docs/product.md §8).
 */
import type { QueryFunction } from '@tanstack/react-query';
import { TIME_ZONE_HEADER } from '../../core/time-zone.ts';

/** HTTP methods the API uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A non-OK answer of the API: `status` is the HTTP status, `body` the response text (docs/product.md §8 message shape). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly body: string;
  constructor(status: number, body: string, statusText = '') {
    super(`${status}: ${body || statusText}`);
    this.status = status;
    this.body = body;
  }
}

/** The part of ECMAScript's Temporal that this module uses (not in TypeScript's ES2024 library). */
type TemporalNow = { Now?: { timeZoneId?: () => string } };

/**
 * The browser's IANA time zone, or null when the browser does not say. `Temporal.Now.timeZoneId()` where the
 * browser has it: the same zone, without building an `Intl.DateTimeFormat`, whose first use in a page loads
 * ICU's locale data (tens of milliseconds of main thread on a phone; the landing page needs no other Intl).
 */
export function browserTimeZone(): string | null {
  try {
    const temporal = (globalThis as { Temporal?: TemporalNow }).Temporal;
    const zone = temporal?.Now?.timeZoneId?.() ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone || null;
  } catch {
    return null;
  }
}

function baseHeaders(): Record<string, string> {
  const zone = browserTimeZone();
  return zone ? { [TIME_ZONE_HEADER]: zone } : {};
}

/** How an API request is sent: the browser's `fetch`, or in a server render the app in-process (ADR 062). */
export type SendRequest = (path: string, init: RequestInit) => Promise<Response>;

let send: SendRequest = (path, init) => fetch(path, init);

/** Sends every later API request through `next` (the server render's entry sets it once, ADR 062). */
export function sendRequestsWith(next: SendRequest): void {
  send = next;
}

/**
 * Sends one request to the API with the browser's cookies and its time zone (`X-Time-Zone`) added to `init`'s
 * headers; the answer is returned as it is.
 */
export function apiFetch(path: string, init: RequestInit = {}): Promise<Response> {
  return send(path, { ...init, credentials: 'include', headers: { ...baseHeaders(), ...init.headers } });
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = await response.text().catch(() => '');
  throw new ApiError(response.status, text, response.statusText);
}

/** Sends one API request and returns the OK response. @throws ApiError on a non-OK answer. */
export async function apiRequest(method: HttpMethod, path: string, body?: unknown): Promise<Response> {
  const hasBody = body !== undefined;
  const response = await apiFetch(path, {
    method,
    ...(hasBody ? { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) } : {}),
  });
  await throwIfNotOk(response);
  return response;
}

/**
 * GETs `path` and parses its JSON (an empty body reads as null); `on401: 'returnNull'` turns a 401 into null.
 * @throws ApiError on any other non-OK answer.
 */
export async function getJson(
  path: string,
  { on401, signal }: { on401: 'throw' | 'returnNull'; signal?: AbortSignal },
): Promise<unknown> {
  const response = await apiFetch(path, { signal });
  if (on401 === 'returnNull' && response.status === 401) return null;
  await throwIfNotOk(response);
  const text = await response.text();
  return text ? (JSON.parse(text) as unknown) : null;
}

/** What a read does when the server answers 401. */
export interface QueryFnOptions {
  on401: 'throw' | 'returnNull';
}

/**
 * A TanStack Query function that GETs the URL made by joining the query key's segments with '/'
 * (['/api/daily-plans/date', '2025-01-06'] reads /api/daily-plans/date/2025-01-06) and parses JSON.
 * An empty body reads as null. Prefer a schema-parsing queryFn where the response has a core schema.
 */
export function getQueryFn<T>(options: { on401: 'returnNull' }): QueryFunction<T | null>;
export function getQueryFn<T>(options: { on401: 'throw' }): QueryFunction<T>;
export function getQueryFn<T>({ on401 }: QueryFnOptions): QueryFunction<T | null> {
  return async ({ queryKey, signal }) =>
    (await getJson(queryKey.map(String).join('/'), { on401, signal })) as T | null;
}

/** An API error taken apart: HTTP status (null when the request never got an answer) and a readable message. */
export interface ParsedApiError {
  status: number | null;
  message: string;
}

/** The `code` a failed call's JSON body names (better-auth's error codes, e.g. 'INVALID_PASSWORD'), if any. */
export function apiErrorCode(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  try {
    const body: unknown = JSON.parse(error.body);
    return typeof body === 'object' && body !== null && 'code' in body && typeof body.code === 'string'
      ? body.code
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Reads an error thrown by the client. A JSON body's `message` (our API and better-auth both answer
 * `{..., message}`) wins over the raw body text; anything unreadable falls back to `fallback`.
 */
export function parseApiError(
  error: unknown,
  fallback = 'Something went wrong. Please try again.',
): ParsedApiError {
  if (!(error instanceof ApiError)) return { status: null, message: fallback };
  const body = error.body.trim();
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed === 'object' && parsed !== null && 'message' in parsed) {
      const { message } = parsed;
      if (typeof message === 'string' && message.trim()) return { status: error.status, message };
    }
  } catch {
    // Not JSON: use the text as it is.
  }
  const looksLikeHtml = body.startsWith('<');
  return { status: error.status, message: body && !looksLikeHtml ? body : fallback };
}
