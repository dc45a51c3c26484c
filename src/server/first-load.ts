/**
 * What a member's browser should start fetching as soon as the HTML's headers arrive (ADR 061): the page's code and
 * its first data, announced in one `Link` header (RFC 8288) instead of discovered after the entry has run. The code
 * comes from the build's manifest (Vite writes `.vite/manifest.json`: each source module's chunk and the chunks it
 * imports); the data are the same GET requests the page's route loader makes, for the user's stored time zone.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { dayBoundsUtc, localDateOf } from '../core/dates.ts';

/** One chunk of Vite's build manifest: its file under the web root and the manifest keys it imports statically. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/** Vite's build manifest: manifest key (a source path relative to the web root, or `_name-hash.js`) → chunk. */
export type Manifest = Record<string, ManifestChunk>;

/** The signed-in user the page is for: their id is not needed, only the zone their "today" is in (ADR 006). */
export interface FirstLoadUser {
  timeZone: string;
}

/**
 * The pages whose first load is announced: the path, the page's source module (as routes.tsx imports it, relative
 * to src/web) and the API paths its route loader asks for, given today's 'YYYY-MM-DD' in the user's zone. The
 * overview is the installed app's start page (ADR 052).
 */
const PAGES: Record<string, { module: string; data: (today: string, timeZone: string) => string[] }> = {
  '/daily-overview': {
    module: 'app/daily-overview-route.tsx',
    data: (today, timeZone) => {
      const { start, end } = dayBoundsUtc(today, timeZone);
      const range = new URLSearchParams({ startDate: start.toISOString(), endDate: end.toISOString() });
      return [`/api/daily-plans/date/${today}`, `/api/calendar/events?${range}`, '/api/calendar/sources'];
    },
  },
};

/** Every member page asks who is signed in first (the root route's loader). */
const USER_PATH = '/api/auth/user';

/** The build's manifest in `webRoot`, or null when the build has none (a test's hand-made build). */
export function readManifest(webRoot: string): Manifest | null {
  try {
    return JSON.parse(readFileSync(join(webRoot, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    return null;
  }
}

/**
 * The manifest keys of entry `key` and of every chunk it imports statically, each once, imports first.
 * @throws Error when `key` or one of its imports is not in the manifest (a page moved without this table).
 */
export function chunkKeys(manifest: Manifest, key: string): string[] {
  const keys: string[] = [];
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    const chunk = manifest[name];
    if (!chunk) throw new Error(`first-load: ${name} is not in the build's manifest`);
    for (const imported of chunk.imports ?? []) visit(imported);
    keys.push(name);
  };
  visit(key);
  return keys;
}

/** The files of {@link chunkKeys}, in its order. @throws Error as chunkKeys does. */
export function chunkFiles(manifest: Manifest, key: string): string[] {
  return chunkKeys(manifest, key).map((name) => (manifest[name] as ManifestChunk).file);
}

/** The `Link` header value of `files` as module preloads. */
const modules = (files: string[]) => files.map((file) => `</${file}>; rel=modulepreload`);

/**
 * The `Link` header of the overview rendered on the server (ADR 062): the entry's stylesheet first (the HTML paints
 * with it), then the entry's code from the largest, then the page's; no data, which the HTML carries. Empty without
 * a manifest. @throws Error as chunkKeys does.
 */
export function renderedPageLinks(manifest: Manifest | null, sizeOf: (file: string) => number): string {
  if (!manifest) return '';
  const bySize = (files: string[]) => files.toSorted((a, b) => sizeOf(b) - sizeOf(a));
  const entry = chunkFiles(manifest, 'index.html');
  const page = chunkFiles(manifest, PAGES['/daily-overview']?.module ?? '').filter(
    (file) => !entry.includes(file),
  );
  const css = chunkKeys(manifest, 'index.html').flatMap((key) => manifest[key]?.css ?? []);
  return [
    // `crossorigin` as the HTML's stylesheet link has it (Vite's output), so the browser uses the preloaded answer.
    ...css.map((file) => `</${file}>; rel=preload; as=style; crossorigin`),
    ...modules(bySize(entry)),
    ...modules(bySize(page)),
  ].join(', ');
}

/**
 * A function from a member's page request (its path, user and the clock's UTC instant) to its `Link` header.
 * Order matters to the browser, which starts the requests in the header's order over HTTP/1.1's six connections:
 * the entry's chunks from the largest (it runs first and its largest files take longest), the user and the page's
 * data (small, answered while the code downloads), then the page's chunks from the largest.
 * `sizeOf` gives a file's size in bytes. @throws Error at once when a page of the table is not in the manifest.
 */
export function firstLoadLinks(
  manifest: Manifest | null,
  sizeOf: (file: string) => number,
): (path: string, user: FirstLoadUser, now: Date) => string {
  const bySize = (files: string[]) => files.toSorted((a, b) => sizeOf(b) - sizeOf(a));
  const entry = manifest ? bySize(chunkFiles(manifest, 'index.html')) : [];
  const code = new Map(
    Object.entries(PAGES).map(([path, page]) => {
      if (!manifest) return [path, [] as string[]];
      return [path, bySize(chunkFiles(manifest, page.module).filter((file) => !entry.includes(file)))];
    }),
  );
  return (path, user, now) => {
    const page = path.replace(/\/+$/, '') || '/';
    const data = [USER_PATH, ...(PAGES[page]?.data(localDateOf(now, user.timeZone), user.timeZone) ?? [])];
    return [
      ...modules(entry),
      ...data.map((url) => `<${url}>; rel=preload; as=fetch; crossorigin=use-credentials`),
      ...modules(code.get(page) ?? []),
    ].join(', ');
  };
}
