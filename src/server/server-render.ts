/**
 * The signed-in daily overview rendered on the server (ADR 062): the web build's server entry
 * (dist/server/entry-server.js, `vite build --ssr`) renders the page with the app's own routes; this module gives
 * each render its API requests (the app in-process with `app.request()` and the page request's cookie, so every
 * guard of the API runs), its instant and its time zone, and puts the result into the build's index.html at its
 * two markers. The entry switches the process's zone to the member's only for synchronous steps (entry-server.tsx),
 * so no other request ever runs in it (but the first steps of the render's own reads, started by its loaders).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { canonicalTimeZone, TIME_ZONE_COOKIE, TIME_ZONE_HEADER } from '../core/time-zone.ts';
import type { AppEnv } from './http.ts';

/** What one render reads through (the server entry's `RenderContext`). */
interface RenderContext {
  send: (path: string, init: RequestInit) => Promise<Response>;
  now: Date;
}

/** The server entry's renderer: the markup of `#root` and the state's `<script>`, or null (render in the browser). */
type Renderer = (request: Request, timeZone: string) => Promise<{ html: string; state: string } | null>;

/**
 * A function from a member's page request (their stored zone, the clock's instant) to the page's HTML, or null when
 * the page is left to the browser (the renderer's reasons, or a render that threw, which is logged). The zone is the
 * browser's, from the cookie the app writes (`TIME_ZONE_COOKIE`), else the stored one. Undefined when `serverEntry`
 * is not built. The entry is imported on the first render only.
 */
export function pageRenderer(
  app: Hono<AppEnv>,
  webRoot: string,
  serverEntry: string,
): ((c: Context<AppEnv>, storedZone: string, now: Date) => Promise<string | null>) | undefined {
  if (!existsSync(serverEntry)) return undefined;
  const [head, rest] = readFileSync(join(webRoot, 'index.html'), 'utf8').split('<!--app-->');
  const [middle, tail] = (rest ?? '').split('<!--state-->');
  if (tail === undefined)
    throw new Error('server-render: index.html lacks its <!--app--> and <!--state--> markers');
  const contexts = new AsyncLocalStorage<RenderContext>();
  const current = () => {
    const context = contexts.getStore();
    if (!context) throw new Error('server-render: an API request outside a render');
    return context;
  };
  let renderer: Promise<Renderer> | undefined;
  return async (c, storedZone, now) => {
    renderer ??= import(pathToFileURL(serverEntry).href).then(
      (entry: { createRenderer: (current: () => RenderContext) => Renderer }) =>
        entry.createRenderer(current),
    );
    const loaded = renderer;
    const timeZone = canonicalTimeZone(getCookie(c, TIME_ZONE_COOKIE)) ?? storedZone;
    const cookie = c.req.header('Cookie') ?? '';
    const send = (path: string, init: RequestInit) => {
      const headers = new Headers(init.headers);
      headers.set('Cookie', cookie);
      headers.set(TIME_ZONE_HEADER, timeZone);
      return Promise.resolve(app.request(path, { ...init, headers }, c.env));
    };
    try {
      const render = await loaded;
      const rendered = await contexts.run({ send, now }, () => render(c.req.raw, timeZone));
      return rendered && `${head}${rendered.html}${middle}${rendered.state}${tail}`;
    } catch (error) {
      // A render that fails is a bug to see in the log, not a page the member cannot open: the browser renders it.
      console.error('server-render: rendering failed', error);
      return null;
    }
  };
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * The answer of a rendered page: `private, no-cache` (it holds the member's data), `Vary: Accept-Encoding, Cookie`,
 * brotli (quality 5: a few ms for the page's ~40 kB) or gzip when the request accepts it, and `link` as its `Link`.
 */
export async function htmlAnswer(c: Context<AppEnv>, html: string, link: string): Promise<Response> {
  const accepted = c.req.header('Accept-Encoding') ?? '';
  const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
  const body =
    encoding === 'br'
      ? await brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : encoding === 'gzip'
        ? await gzipped(html)
        : html;
  return c.body(new Uint8Array(typeof body === 'string' ? Buffer.from(body) : body), 200, {
    'Content-Type': 'text/html; charset=UTF-8',
    'Cache-Control': 'private, no-cache',
    Vary: 'Accept-Encoding, Cookie',
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
    ...(link ? { Link: link } : {}),
  });
}
