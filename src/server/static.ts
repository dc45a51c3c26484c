/**
 * The built SPA (dist/web) on the wire (ADR 038): the build writes `.br` and `.gz` beside each text file, and Hono's
 * `serveStatic({ precompressed: true })` picks the variant the request's Accept-Encoding allows. Hashed files under
 * /assets are cached for a year; everything else (index.html, the history fallback, favicon) is `no-cache` with an
 * ETag, so a deploy is seen at the next navigation. A visitor without a valid session gets the static landing page
 * (landing.html) instead of the app on every path but the signed-out pages (/sign-in, /forgot-password,
 * /reset-password).
 */
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { etag, RETAINED_304_HEADERS } from 'hono/etag';
import { type FirstLoadUser, firstLoadLinks, readManifest, renderedPageLinks } from './first-load.ts';
import type { AppEnv } from './http.ts';
import { htmlAnswer, pageRenderer } from './server-render.ts';

/** Cache-Control of content-hashed build output (its name changes whenever its bytes do). */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Cache-Control of everything else: the browser may keep it but must revalidate before use. */
export const REVALIDATE = 'no-cache';

/** A request path that may name a file of the build: plain segments, no dot-segments or dot-folders, no escapes. */
const FILE_PATH = /^(?:\/[\w-][\w.-]*)+$/;

/**
 * The pages a visitor without a session sees instead of the landing page (docs/product.md §2): signing in and
 * resetting a forgotten password (ADR 046). The web's route table lists the same paths (`signedOutPaths`).
 */
const SIGNED_OUT_PAGES = new Set(['/sign-in', '/forgot-password', '/reset-password']);

/** The page rendered on the server for a member when the build has the server entry (ADR 062). */
const RENDERED_PAGE = '/daily-overview';

/**
 * Answers with `handler` (a serveStatic) and, when found, `cacheControl` and `Vary`: Accept-Encoding always (also
 * on an uncompressed answer, so a shared cache never hands a client an encoding it did not ask for), and Cookie when
 * the answer depends on it.
 */
async function serve(
  c: Context<AppEnv>,
  handler: MiddlewareHandler<AppEnv>,
  cacheControl: string,
  byCookie = false,
): Promise<Response> {
  const res = (await handler(c, async () => {})) ?? c.text('Not Found', 404);
  if (res.ok) {
    res.headers.set('Cache-Control', cacheControl);
    res.headers.set('Vary', byCookie ? 'Accept-Encoding, Cookie' : 'Accept-Encoding');
  }
  return res;
}

/** What serveWeb needs to know about a request besides its path. */
export interface ServeWebOptions {
  /** The user of the request's valid session, or null. Without this option, nobody gets landing.html. */
  member?: (c: Context<AppEnv>) => Promise<FirstLoadUser | null>;
  /** The clock (UTC instant) that makes "today" of a member's first data; the system clock by default. */
  now?: () => Date;
}

/**
 * Mounts the SPA of `webRoot` on `app` (after the API): /assets/* from disk or a plain 404 (never the HTML
 * fallback, so a stale tab asking for a chunk a deploy removed gets an error, not HTML cached for a year); other
 * files of the build from disk; any other GET the history fallback: landing.html (when the build has one) for a
 * request without a valid session on any path but SIGNED_OUT_PAGES, else index.html, for a member with the `Link`
 * header of the page's code and first data (first-load.ts, ADR 061). A member's /daily-overview is rendered on the
 * server when the build has its server entry (dist/server beside `webRoot`, ADR 062): `private, no-cache`, compressed
 * per request, its `Link` naming the stylesheet and the code.
 */
export function serveWeb(app: Hono<AppEnv>, webRoot: string, options: ServeWebOptions = {}): void {
  if (!existsSync(join(webRoot, 'index.html')))
    throw new Error(`The web build is missing in ${webRoot}: run npm run build`);
  const file = (path?: string) => serveStatic<AppEnv>({ root: webRoot, path, precompressed: true });
  const member = existsSync(join(webRoot, 'landing.html')) ? options.member : undefined;
  const now = options.now ?? (() => new Date());
  // Undefined for no such file, and for a path the file system refuses (a name over its length limit).
  const stat = (path: string) => {
    try {
      return statSync(join(webRoot, path), { throwIfNoEntry: false });
    } catch {
      return undefined;
    }
  };
  const isFile = (path: string) => FILE_PATH.test(path) && stat(path)?.isFile() === true;
  const sizeOf = (file: string) => stat(file)?.size ?? 0;
  const manifest = readManifest(webRoot);
  const links = firstLoadLinks(manifest, sizeOf);
  const render = member && pageRenderer(app, webRoot, join(webRoot, '..', 'server', 'entry-server.js'));
  const renderedLinks = renderedPageLinks(manifest, sizeOf);
  const files = file();
  const index = file('index.html');
  const landing = file('landing.html');

  app.get('/assets/*', (c) => (isFile(c.req.path) ? serve(c, files, IMMUTABLE) : c.text('Not Found', 404)));
  // A 304 keeps the Link header: the browser updates its stored answer's headers from it (RFC 9111 §4.3.4).
  app.get('*', etag({ weak: true, retainedHeaders: [...RETAINED_304_HEADERS, 'link'] }), async (c) => {
    if (isFile(c.req.path)) return serve(c, files, REVALIDATE);
    if (!member) return serve(c, index, REVALIDATE);
    const user = await member(c);
    if (!user) {
      const signedOutPage = SIGNED_OUT_PAGES.has(c.req.path.replace(/\/+$/, ''));
      return serve(c, signedOutPage ? index : landing, REVALIDATE, true);
    }
    const html =
      render && c.req.path.replace(/\/+$/, '') === RENDERED_PAGE && (await render(c, user.timeZone, now()));
    if (html) return htmlAnswer(c, html, renderedLinks);
    const res = await serve(c, index, REVALIDATE, true);
    if (res.ok) res.headers.set('Link', links(c.req.path, user, now()));
    return res;
  });
}
