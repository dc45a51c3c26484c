/**
 * The built SPA (dist/web) on the wire, ADR 012: files are precompressed once at build (`precompressFolder`,
 * called by Vite's `closeBundle`), and `serveWeb` picks `.br`, else `.gz`, else the original by the request's
 * `Accept-Encoding`. Hashed files under /assets are cached for a year; everything else (index.html, the history
 * fallback, favicon) is `no-cache` with a validator, so a deploy is seen at the next navigation. A visitor without
 * a session cookie gets the prerendered landing page (landing.html, ADR 022) instead of the app.
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import type { User } from '../core/user.ts';
import type { AppEnv } from './http.ts';
import { memberPage } from './member-page.ts';

/** Files worth compressing (text); images other than SVG and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/;

/** Cache-Control of content-hashed build output (its name changes whenever its bytes do). */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Cache-Control of everything else: the browser may keep it but must revalidate before use. */
export const REVALIDATE = 'no-cache';

/** Every file under `dir`, as paths relative to it. */
function listFiles(dir: string, prefix = ''): string[] {
  return readdirSync(join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.')) return []; // .vite/manifest.json is read by the bench, never served
    const path = join(prefix, entry.name);
    return entry.isDirectory() ? listFiles(dir, path) : [path];
  });
}

/**
 * Writes `<file>.br` (quality 11) and `<file>.gz` (level 9) beside every compressible file of `dir`, keeping a
 * variant only when it is smaller than the original. Returns the files it compressed.
 */
export function precompressFolder(dir: string): string[] {
  const done: string[] = [];
  for (const file of listFiles(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const path = join(dir, file);
    const original = readFileSync(path);
    const brotli = brotliCompressSync(original, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: original.length,
      },
    });
    const gzip = gzipSync(original, { level: 9 });
    if (brotli.length < original.length) writeFileSync(`${path}.br`, brotli);
    if (gzip.length < original.length) writeFileSync(`${path}.gz`, gzip);
    done.push(file);
  }
  return done;
}

/** A weak validator of the file served: its size and modification time (cheap, changes with every build). */
function weakEtag(path: string): string | null {
  try {
    const stats = statSync(path);
    return `W/"${stats.size.toString(16)}-${Math.trunc(stats.mtimeMs).toString(16)}"`;
  } catch {
    return null;
  }
}

/** True when the request's If-None-Match names `etag` (weak comparison, RFC 9110 §13.1.2). */
function matches(c: Context, etag: string): boolean {
  const header = c.req.header('If-None-Match');
  if (!header) return false;
  return header.split(',').some((tag) => tag.trim() === '*' || tag.trim() === etag);
}

/** A request path that may name a file of the build: plain segments, no dot-segments, no escapes. */
const FILE_PATH = /^(?:\/[\w-][\w.-]*)+$/;

/**
 * Serves `file` (relative to `webRoot`) through `serve` with its caching headers: `cacheControl`, a weak ETag
 * and a 304 on a matching revalidation when it is revalidated, and `Vary: Accept-Encoding` on every compressible
 * answer (also the uncompressed one, so a shared cache never hands a client an encoding it did not ask for), plus
 * `Vary: Cookie` when `byCookie` (the answer depends on the session cookie).
 */
async function withCaching(
  c: Context<AppEnv>,
  webRoot: string,
  file: string,
  cacheControl: string,
  serve: () => ReturnType<MiddlewareHandler<AppEnv>>,
  byCookie = false,
): Promise<Response> {
  const etag = cacheControl === REVALIDATE ? weakEtag(join(webRoot, file)) : null;
  const vary = [...(COMPRESSIBLE.test(file) ? ['Accept-Encoding'] : []), ...(byCookie ? ['Cookie'] : [])];
  if (etag && matches(c, etag)) {
    const headers = new Headers({ ETag: etag, 'Cache-Control': cacheControl });
    if (vary.length > 0) headers.set('Vary', vary.join(', '));
    return new Response(null, { status: 304, headers });
  }
  const res = await serve();
  if (res) c.res = res;
  if (!c.res.ok) return c.res;
  c.header('Cache-Control', cacheControl);
  if (etag) c.header('ETag', etag);
  const varied = c.res.headers.get('Vary') ?? '';
  for (const header of vary) if (!varied.includes(header)) c.header('Vary', header, { append: true });
  return c.res;
}

/** The one page a visitor without a session sees instead of the landing page (spec §2; web/app/routes.tsx). */
const SIGN_IN_PAGE = '/sign-in';

/** What serveWeb needs to know about a request besides its path. */
export interface ServeWebOptions {
  /** True when the request carries a session cookie (valid or not). Without this option, nobody gets landing.html. */
  hasSessionCookie?: (c: Context<AppEnv>) => Promise<boolean>;
  /**
   * The user of a request's verified session, or null (asked only when it has a session cookie). With it, a member
   * gets their own index.html (member-page.ts, ADR 036) and a cookie that is no valid session gets landing.html.
   */
  signedInUser?: (c: Context<AppEnv>) => Promise<User | null>;
  /** The clock of the member's first view (their today); defaults to the system clock. */
  now?: () => Date;
}

/**
 * Mounts the SPA of `webRoot` on `app` (after the API): /assets/* from disk or 404 (never the HTML fallback, so a
 * stale tab asking for a chunk a deploy removed gets an error it can react to, not HTML cached for a year); other
 * files of the build from disk; any other GET the history fallback: for a signed-in member (`signedInUser`) their
 * index.html with their user and the page's first view (ADR 036); else landing.html (the prerendered landing page,
 * when the build has one) on any path but /sign-in for a request without a session cookie or, when sessions are
 * checked, with one that is not valid (expired, revoked, forged); else index.html. Nobody without a valid session
 * is signed in, and the app shows them the landing page on every such path anyway.
 */
export function serveWeb(app: Hono<AppEnv>, webRoot: string, options: ServeWebOptions = {}): void {
  if (!existsSync(join(webRoot, 'index.html')))
    throw new Error(`The web build is missing in ${webRoot}: run npm run build`);
  const files = serveStatic<AppEnv>({ root: webRoot, precompressed: true });
  const indexHtml = serveStatic<AppEnv>({ root: webRoot, path: 'index.html', precompressed: true });
  const landingHtml = serveStatic<AppEnv>({ root: webRoot, path: 'landing.html', precompressed: true });
  const { hasSessionCookie, signedInUser } = options;
  const landing = hasSessionCookie && existsSync(join(webRoot, 'landing.html')) ? hasSessionCookie : null;
  const member = hasSessionCookie && signedInUser ? memberPage(webRoot, options.now) : null;
  const isFile = (path: string) => {
    if (!FILE_PATH.test(path)) return false;
    const stats = statSync(join(webRoot, path), { throwIfNoEntry: false });
    return stats?.isFile() === true;
  };

  app.get('/assets/*', async (c) => {
    if (!isFile(c.req.path)) return c.text('Not Found', 404);
    return withCaching(c, webRoot, c.req.path, IMMUTABLE, () => files(c, async () => {}));
  });
  app.get('*', async (c) => {
    if (isFile(c.req.path))
      return withCaching(c, webRoot, c.req.path, REVALIDATE, () => files(c, async () => {}));
    const cookie = hasSessionCookie ? await hasSessionCookie(c) : false;
    const user = cookie && signedInUser ? await signedInUser(c) : null;
    if (user && member) return member(c, user);
    const visitor = !cookie || signedInUser !== undefined;
    if (landing && visitor && c.req.path.replace(/\/+$/, '') !== SIGN_IN_PAGE)
      return withCaching(c, webRoot, 'landing.html', REVALIDATE, () => landingHtml(c, async () => {}), true);
    return withCaching(c, webRoot, 'index.html', REVALIDATE, () => indexHtml(c, async () => {}), !!landing);
  });
}
