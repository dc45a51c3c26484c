/**
 * The HTTP client of the web app (spec §7, §8). Every call sends cookies; a JSON content type is set only when
 * there is a body; any non-OK response becomes `Error('<status>: <body text or status text>')`.
 */
import type { QueryFunction } from '@tanstack/react-query';

/** HTTP methods the API uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = await response.text().catch(() => '');
  throw new Error(`${response.status}: ${text || response.statusText}`);
}

/** Sends one API request and returns the OK response; throws the 'status: body' error otherwise. */
export async function apiRequest(method: HttpMethod, path: string, body?: unknown): Promise<Response> {
  const hasBody = body !== undefined;
  const response = await fetch(path, {
    method,
    credentials: 'include',
    ...(hasBody ? { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) } : {}),
  });
  await throwIfNotOk(response);
  return response;
}

/** What a read does when the server answers 401. */
export interface QueryFnOptions {
  on401: 'throw' | 'returnNull';
}

/**
 * A TanStack Query function that GETs the URL made by joining the query key's segments with '/'
 * (['/api/daily-plans/date', '2025-01-06'] reads /api/daily-plans/date/2025-01-06) and parses JSON.
 * An empty body reads as null.
 */
export function getQueryFn<T>(options: { on401: 'returnNull' }): QueryFunction<T | null>;
export function getQueryFn<T>(options: { on401: 'throw' }): QueryFunction<T>;
export function getQueryFn<T>({ on401 }: QueryFnOptions): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const response = await fetch(queryKey.map(String).join('/'), { credentials: 'include', signal });
    if (on401 === 'returnNull' && response.status === 401) return null;
    await throwIfNotOk(response);
    const text = await response.text();
    return text ? (JSON.parse(text) as T) : null;
  };
}

/** An API error taken apart: HTTP status (null when the request never got an answer) and a readable message. */
export interface ParsedApiError {
  status: number | null;
  message: string;
}

/**
 * Reads an error thrown by apiRequest/getQueryFn. A JSON body's `message` (better-auth answers `{code, message}`)
 * wins over the raw body text; anything unreadable falls back to `fallback`.
 */
export function parseApiError(
  error: unknown,
  fallback = 'Something went wrong. Please try again.',
): ParsedApiError {
  const text = error instanceof Error ? error.message : '';
  const match = /^(\d{3}): ([\s\S]*)$/.exec(text);
  if (!match) return { status: null, message: fallback };
  const status = Number(match[1]);
  const body = (match[2] ?? '').trim();
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed === 'object' && parsed !== null && 'message' in parsed) {
      const { message } = parsed;
      if (typeof message === 'string' && message.trim()) return { status, message };
    }
  } catch {
    // Not JSON: use the text as it is.
  }
  const looksLikeHtml = body.startsWith('<');
  return { status, message: body && !looksLikeHtml ? body : fallback };
}
