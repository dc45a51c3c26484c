/**
 * The index.html a signed-in member gets (ADR 036): the built index.html with, in `#root`, the first view of the
 * requested page (a template of the build's MEMBER_SHELLS_FILE: today's daily overview with its dated heading, or
 * the app shell around a busy main area) and, before it, the member's own user as JSON in a non-executed
 * `<script type="application/json">` (the CSP allows no inline script, and needs none here), so the app starts
 * without asking GET /api/auth/user; in its head, the list of the page's chunks (ADR 037). The answer is
 * per user: `Cache-Control: no-store`, `Vary: Cookie`,
 * compressed per request.
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import { isValidLocalDate, localDateOf } from '../core/dates.ts';
import { fillOverviewShell, MEMBER_SHELLS_FILE } from '../core/member-shell.ts';
import { PAGE_CHUNKS_META } from '../core/page-chunks.ts';
import { PAGE_USER_ELEMENT_ID, type User } from '../core/user.ts';

/** The templates of MEMBER_SHELLS_FILE, and the chunks (file names under the build) to announce. */
interface Shells {
  page: string;
  overview: string;
  /** Beyond the entry's: what the member frame loads on every member page, and what the overview adds. */
  preload?: { member: string[]; overview: string[] };
}

/** The built index.html and the shells' templates, as read from disk. */
export interface MemberPageSource {
  index: string;
  shells: Shells | null;
  /** Modification time of index.html when read (a new build is read again). */
  mtimeMs: number;
}

const ROOT = '<div id="root"></div>';
const HEAD_END = '</head>';

/** A file name of the build that may go into an attribute as is. */
const CHUNK_FILE = /^assets\/[\w.-]+\.js$/;

/**
 * The `<meta name="steward-page-chunks">` listing `files` (web/app/first-view.ts): the app adds a
 * `<link rel="modulepreload">` for each once the first view is on screen (ADR 037), so none of them is downloaded
 * beside the document, and Vite's preload of the page's dynamic import finds the links in place.
 */
function chunkList(files: readonly string[]): string {
  const list = files.filter((file) => CHUNK_FILE.test(file)).map((file) => `/${file}`);
  return list.length > 0 ? `<meta name="${PAGE_CHUNKS_META}" content="${list.join(' ')}">` : '';
}

/** The daily overview's path (spec §2), whose first view is prerendered with its date. */
const OVERVIEW_PATH = '/daily-overview';

/**
 * JSON of `value` that is safe inside a `<script>` element: `<`, `>` and `&` (so no `</script>` or `<!--` can end
 * or change it) and the line separators U+2028/2029 become `\u` escapes, which JSON.parse reads back unchanged.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** Reads index.html and the shells of the build in `webRoot` (shells null when the build has none). */
function read(webRoot: string): MemberPageSource {
  const path = join(webRoot, 'index.html');
  const mtimeMs = statSync(path).mtimeMs;
  const index = readFileSync(path, 'utf8');
  let shells: Shells | null = null;
  try {
    shells = JSON.parse(readFileSync(join(webRoot, MEMBER_SHELLS_FILE), 'utf8')) as Shells;
  } catch {
    shells = null;
  }
  return { index, shells, mtimeMs };
}

/**
 * Builds the member's index.html for the request path `pathname` and query `search`: the user's JSON, and the
 * page's first view. The overview's view is today's in the user's stored zone (what the page shows without
 * `?date=` or with today's date); any other page, or another day, gets the plain app shell.
 */
export function memberHtml(
  source: MemberPageSource,
  user: User,
  pathname: string,
  search: URLSearchParams,
  now: Date,
): string {
  const { index, shells } = source;
  if (!index.includes(ROOT)) return index;
  let view = '';
  let chunks = '';
  if (shells) {
    const today = localDateOf(now, user.timeZone);
    const requested = search.get('date');
    const shown = requested && isValidLocalDate(requested) ? requested : today;
    const onOverview = pathname.replace(/\/+$/, '') === OVERVIEW_PATH;
    view = onOverview && shown === today ? fillOverviewShell(shells.overview, today) : shells.page;
    const { member = [], overview = [] } = shells.preload ?? {};
    chunks = chunkList(onOverview ? [...member, ...overview] : member);
  }
  const { id, name, email, timeZone } = user;
  const data = `<script type="application/json" id="${PAGE_USER_ELEMENT_ID}">${jsonForScript({ id, name, email, timeZone })}</script>`;
  return index
    .replace(HEAD_END, () => `${chunks}${HEAD_END}`)
    .replace(ROOT, () => `${data}<div id="root">${view}</div>`);
}

/** True when the Accept-Encoding header `accepted` allows `coding` (named with a q-value above 0, RFC 9110 §12.5.3). */
function accepts(accepted: string, coding: string): boolean {
  return accepted.split(',').some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params
      .map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1])
      .find((value) => value !== undefined);
    return name?.trim() === coding && (q === undefined || Number(q) > 0);
  });
}

/** Compresses `html` for the request's Accept-Encoding: brotli (quality 5, fast), else gzip, else as is. */
function encode(c: Context, html: string): { body: Uint8Array<ArrayBuffer> | string; encoding?: string } {
  const accepted = c.req.header('Accept-Encoding') ?? '';
  if (accepts(accepted, 'br')) {
    const params = { [constants.BROTLI_PARAM_QUALITY]: 5 };
    return { body: new Uint8Array(brotliCompressSync(html, { params })), encoding: 'br' };
  }
  if (accepts(accepted, 'gzip'))
    return { body: new Uint8Array(gzipSync(html, { level: 6 })), encoding: 'gzip' };
  return { body: html };
}

/** Answers a signed-in member's history-fallback request with their index.html (today by `now`); see the module comment. */
export function memberPage(webRoot: string, now = () => new Date()): (c: Context, user: User) => Response {
  let source = read(webRoot);
  return (c, user) => {
    if (statSync(join(webRoot, 'index.html')).mtimeMs !== source.mtimeMs) source = read(webRoot);
    const url = new URL(c.req.url);
    const { body, encoding } = encode(c, memberHtml(source, user, url.pathname, url.searchParams, now()));
    const headers: Record<string, string> = {
      'Content-Type': 'text/html; charset=UTF-8',
      'Cache-Control': 'no-store',
      Vary: 'Accept-Encoding, Cookie',
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
    };
    return c.body(body, 200, headers);
  };
}
