/**
 * Request guards for every /api route (OWASP: CSRF defence by Origin check, secure headers, size limits) and the
 * client address used for rate limiting.
 */
import { isIP } from 'node:net';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { secureHeaders } from 'hono/secure-headers';
import { MAX_IMPORT_BYTES } from '../core/export-format.ts';
import { CLIENT_IP_HEADER } from './auth.ts';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Largest accepted request body, in bytes (1 MiB). */
export const MAX_BODY_BYTES = 1024 * 1024;

/**
 * Security headers: a CSP without inline script, nosniff, frame-ancestors 'none', a strict referrer policy,
 * and HSTS only when the site is served over https.
 */
export function securityHeaders(https: boolean): MiddlewareHandler {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Radix positions popovers with inline style attributes.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      fontSrc: ["'self'"],
      // The service worker (/sw.js) and the web app manifest (ADR 052); default-src allows them too, said here so
      // that tightening default-src cannot break installing.
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    strictTransportSecurity: https ? 'max-age=63072000; includeSubDomains' : false,
    crossOriginEmbedderPolicy: false,
  });
}

/** Paths whose bodies may be larger than MAX_BODY_BYTES, with their limit in bytes (an export file, ADR 049). */
const LARGER_BODIES: Readonly<Record<string, number>> = { '/api/import': MAX_IMPORT_BYTES };

/** The largest body accepted on `path`, in bytes: MAX_BODY_BYTES unless the path is listed in LARGER_BODIES. */
export function maxBodyBytes(path: string): number {
  return LARGER_BODIES[path] ?? MAX_BODY_BYTES;
}

// `Connection: close`: the rest of the body is never read, so the socket cannot carry another request; saying so
// lets a keep-alive client open a new connection instead of failing its next request on a closed one.
const tooLarge = (c: Context, maxSize: number) =>
  c.json({ error: 'Payload Too Large', message: `Request body exceeds ${maxSize / (1024 * 1024)} MB` }, 413, {
    Connection: 'close',
  });
const checkers = new Map<number, MiddlewareHandler>();
const checkBodySize = (maxSize: number): MiddlewareHandler => {
  let check = checkers.get(maxSize);
  if (!check) {
    check = bodyLimit({ maxSize, onError: (c) => tooLarge(c, maxSize) });
    checkers.set(maxSize, check);
  }
  return check;
};

/**
 * 413 JSON for bodies over the path's limit (maxBodyBytes: 1 MiB, 20 MB for POST /api/import). GET and HEAD carry
 * no body (Hono's check would let them pass), so they
 * skip it. A body with a Content-Length (and no Transfer-Encoding; Node refuses a request with both) is judged by
 * that header alone, as Hono's check does, since Node's parser never reads past the declared length; an HTTP/1
 * request with neither header has no body; only a chunked body goes through Hono's counting reader (and, in
 * tests, a body without either header). Hono's check reads `request.body`, which makes
 * @hono/node-server build a full Fetch Request and stream the body through web streams (ADR 013); without it the
 * body is read straight off the socket (a 231-cell save is ~21 KB).
 */
export const limitBody: MiddlewareHandler = async (c, next) => {
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
  const maxSize = maxBodyBytes(c.req.path);
  const length = c.req.header('content-length');
  const chunked = c.req.header('transfer-encoding') !== undefined;
  // Over HTTP/1.x, a request with neither header has no body (RFC 9112 §6.3): nothing to count (a DELETE by id).
  // Without Node's request (app.request() in tests) the framing is unknown, so Hono's check decides.
  if (length === undefined && !chunked && c.env?.incoming?.httpVersionMajor === 1) return next();
  if (length === undefined || chunked) return checkBodySize(maxSize)(c, next);
  return Number.parseInt(length, 10) > maxSize ? tooLarge(c, maxSize) : next();
};

/**
 * State-changing requests (POST, PUT, PATCH, DELETE) must come from an allowed Origin and, when they carry a
 * body, declare `application/json`. Anything else gets 403. Paths in `exempt` (OAuth provider callbacks, which
 * arrive cross-site and are protected by the OAuth state parameter) skip the check.
 */
export function requireSameOriginJson(
  origins: string[],
  exempt: (path: string) => boolean,
): MiddlewareHandler {
  const allowed = new Set(origins);
  return async (c, next) => {
    if (!UNSAFE_METHODS.has(c.req.method) || exempt(c.req.path)) return next();
    const origin = c.req.header('origin');
    if (!origin || !allowed.has(origin)) {
      return c.json({ error: 'Forbidden', message: 'Cross-origin or missing Origin header' }, 403);
    }
    const hasBody = hasRequestBody(c.req.raw.headers);
    const type = c.req.header('content-type') ?? '';
    if (hasBody && !/^application\/json\s*(;|$)/i.test(type)) {
      return c.json({ error: 'Forbidden', message: 'Request bodies must be application/json' }, 403);
    }
    return next();
  };
}

/**
 * The real client address: the socket's peer address, or, when that peer is listed in `trustProxy`, the
 * right-most X-Forwarded-For entry that is not itself a trusted proxy. Null when unknown (in-process tests).
 */
export function clientIp(
  socketAddress: string | undefined,
  forwardedFor: string | undefined,
  trustProxy: string[],
): string | null {
  const peer = normalize(socketAddress);
  if (!peer) return null;
  const trusted = new Set(trustProxy.map(normalize));
  if (!trusted.has(peer) || !forwardedFor) return peer;
  const chain = forwardedFor.split(',').map((s) => normalize(s.trim()));
  for (let i = chain.length - 1; i >= 0; i--) {
    const hop = chain[i];
    if (!hop || !isIP(hop)) return peer; // a malformed chain is not believed
    if (!trusted.has(hop)) return hop;
  }
  return peer;
}

function normalize(address: string | undefined): string | undefined {
  return address?.startsWith('::ffff:') ? address.slice(7) : address;
}

/**
 * Returns a copy of `request` whose CLIENT_IP_HEADER is `ip` (removed when null), replacing any value the
 * client sent; better-auth reads that header for rate limiting and session records. `body` is the request body
 * already read by `readBodyWithin` (the original stream is consumed by then).
 */
export function withClientIp(request: Request, ip: string | null, body?: ArrayBuffer): Request {
  const headers = new Headers(request.headers);
  if (ip) headers.set(CLIENT_IP_HEADER, ip);
  else headers.delete(CLIENT_IP_HEADER);
  const hasBody = body !== undefined && body.byteLength > 0;
  return new Request(request.url, {
    method: request.method,
    headers,
    signal: request.signal,
    ...(hasBody ? { body } : {}),
  });
}

/** True when the request announces a body (a length above 0 or a chunked transfer). */
export function hasRequestBody(headers: { get(name: string): string | null | undefined }): boolean {
  return Number(headers.get('content-length') ?? 0) > 0 || Boolean(headers.get('transfer-encoding'));
}

/** JSON bodies are UTF-8 (RFC 8259 §8.1); bytes that are not are refused, not saved as U+FFFD. */
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Reads the whole request body, within `timeoutMs`, before the request goes on (and so before it takes a work
 * slot in `limitInFlight`): a client that trickles its body cannot hold capacity. Too slow → 408 and the
 * connection is closed. A body that is not valid UTF-8 → 400 (its text would otherwise be saved with U+FFFD in
 * place of what the client meant). The size cap is `limitBody`'s, which must run first. Later readers get the body
 * from Hono's body cache (`c.req.json()`, `c.req.text()`, `c.req.arrayBuffer()`).
 */
export function readBodyWithin(timeoutMs: number): MiddlewareHandler {
  return async (c, next) => {
    if (!hasRequestBody(c.req.raw.headers)) return next();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), timeoutMs);
    });
    // A client that goes away mid-body rejects the read; it gets no answer, and nothing is logged as a fault.
    const body = c.req.arrayBuffer().then(
      (bytes) => {
        let text: string;
        try {
          text = strictUtf8.decode(bytes);
        } catch {
          return 'not utf-8' as const;
        }
        // Cached as text too: the JSON validators read `c.req.json()`, which parses Hono's cached text (Hono
        // keeps each body form as a promise, though its type says the value); from the cached ArrayBuffer alone
        // Hono would make the text through a new Fetch Response on every request.
        c.req.bodyCache.text = Promise.resolve(text) as unknown as string;
        return 'read' as const;
      },
      () => 'failed' as const,
    );
    let outcome: 'read' | 'failed' | 'not utf-8' | 'late';
    try {
      outcome = await Promise.race([body, late]);
    } finally {
      clearTimeout(timer);
    }
    if (outcome === 'late') {
      c.header('Connection', 'close');
      return c.json({ error: 'Request Timeout', message: 'The request body arrived too slowly' }, 408);
    }
    if (outcome === 'failed')
      return c.json({ error: 'Bad Request', message: 'The request body could not be read' }, 400);
    if (outcome === 'not utf-8')
      return c.json({ error: 'Bad Request', message: 'The request body is not valid UTF-8' }, 400);
    return next();
  };
}

/**
 * Marks every response `Cache-Control: no-store` (OWASP ASVS 14.3.2: private data is not kept by browsers or
 * shared caches), except one whose route chose its own (the private calendar feed's `private`, ADR 050). For /api
 * only; static assets set their own caching.
 */
export const noStore: MiddlewareHandler = async (c, next) => {
  await next();
  if (c.res.headers.has('Cache-Control')) return;
  try {
    c.res.headers.set('Cache-Control', 'no-store');
  } catch {
    // A response with immutable headers (a fetched one): copy it.
    c.res = new Response(c.res.body, c.res);
    c.res.headers.set('Cache-Control', 'no-store');
  }
};

/**
 * Bounds concurrent work: at most `maxInFlight` requests run at once and at most `maxQueued` wait; beyond that
 * the server answers 503 with Retry-After at once, so latency stays bounded instead of queueing without limit.
 */
export function limitInFlight(maxInFlight: number, maxQueued: number): MiddlewareHandler {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (c, next) => {
    if (running >= maxInFlight) {
      if (waiting.length >= maxQueued) {
        c.header('Retry-After', '1');
        return c.json({ error: 'Service Unavailable', message: 'Server busy, retry shortly' }, 503);
      }
      await new Promise<void>((resolve) => waiting.push(resolve));
    } else {
      running++;
    }
    try {
      await next();
    } finally {
      const wake = waiting.shift();
      if (wake) wake();
      else running--;
    }
  };
}
