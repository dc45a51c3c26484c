/**
 * Initial JavaScript per route, from Vite's manifest (dist/web/.vite/manifest.json): the entry chunk, its static
 * imports (recursively) and, for a lazily loaded page, that page's chunk and its static imports. The entry is the
 * app's (index.html), or the static landing page (landing.html, ADR 038) for a visitor without a session.
 * Sizes are of the files as built and gzip level 9 / brotli 11 as served (ADR 038). `node bench/web-bundle.ts`
 * prints the table.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chunkKeys } from '../src/server/first-load.ts';

/** One chunk of Vite's build manifest (the fields used here). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/** A route as the bench sees it: its entry and the modules it loads lazily at once (none: the page is in the entry). */
export interface RouteBundle {
  route: string;
  /** The manifest key of the entry: the app's 'index.html' unless given. */
  entry?: string;
  pages: readonly string[];
}

/**
 * The routes measured. A visitor without a session cookie gets the static landing page (ADR 038); the app's own
 * landing page (its entry alone) is what a browser with a stale session cookie, or whose session ended while the
 * app was open, sees.
 */
export const ROUTES: readonly RouteBundle[] = [
  { route: '/ (signed out: static landing)', entry: 'landing.html', pages: [] },
  { route: '/ (app landing: signed out in the app)', pages: [] },
  { route: '/sign-in', pages: ['features/auth/sign-in-page.tsx'] },
  ...(
    [
      ['/ (signed in: home)', 'features/home/home-page.tsx'],
      ['/onboarding', 'features/rituals/onboarding-page.tsx'],
      ['/daily-planning', 'features/daily-plans/planning-wizard-page.tsx'],
      ['/daily-overview', 'app/daily-overview-route.tsx'],
      ['/weekly-review', 'features/weekly-reviews/weekly-review-page.tsx'],
      ['/goal-tracking', 'features/goals/goal-tracking-page.tsx'],
      ['/ideal-week', 'features/ideal-weeks/ideal-week-page.tsx'],
      ['/ideal-week/summary', 'features/ideal-weeks/ideal-week-summary-page.tsx'],
      ['/calendar', 'features/calendar/calendar-page.tsx'],
      ['/settings/calendars', 'features/calendar/settings/calendar-settings-page.tsx'],
    ] as const
  ).map(([route, page]) => ({ route, pages: [page] })),
];

/** Sizes of one route's initial JS and CSS. */
export interface RouteSize {
  route: string;
  files: number;
  raw: number;
  gzip: number;
  brotli: number;
  css: number;
}

/** Reads the manifest of `webRoot` and returns the initial JS of every route in ROUTES. */
export function measureRoutes(webRoot: string, routes: readonly RouteBundle[] = ROUTES): RouteSize[] {
  const manifest = JSON.parse(readFileSync(join(webRoot, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const sizes = new Map<string, { raw: number; gzip: number; brotli: number }>();
  const sizeOf = (file: string) => {
    let size = sizes.get(file);
    if (!size) {
      const bytes = readFileSync(join(webRoot, file));
      size = {
        raw: bytes.length,
        gzip: gzipSync(bytes, { level: 9 }).length,
        brotli: brotliCompressSync(bytes, {
          params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
        }).length,
      };
      sizes.set(file, size);
    }
    return size;
  };

  return routes.map(({ route, entry = 'index.html', pages }) => {
    if (!manifest[entry]?.isEntry) throw new Error(`${entry} is not an entry of the Vite manifest`);
    const keys = new Set(chunkKeys(manifest, entry));
    for (const page of pages) {
      if (!manifest[page]) throw new Error(`${page} is not a chunk of its own in the Vite manifest`);
      for (const key of chunkKeys(manifest, page)) keys.add(key);
    }
    const total = { route, files: keys.size, raw: 0, gzip: 0, brotli: 0, css: 0 };
    const cssFiles = new Set<string>();
    for (const key of keys) {
      const chunk = manifest[key] as ManifestChunk;
      const size = sizeOf(chunk.file);
      total.raw += size.raw;
      total.gzip += size.gzip;
      total.brotli += size.brotli;
      for (const css of chunk.css ?? []) cssFiles.add(css);
    }
    for (const css of cssFiles) total.css += sizeOf(css).gzip;
    return total;
  });
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

/** The table of `measureRoutes`, one line per route. */
export function formatRoutes(sizes: readonly RouteSize[]): string {
  const header = ['route', 'chunks', 'JS raw', 'JS gzip', 'JS brotli', 'CSS gzip'];
  const rows = sizes.map((s) => [s.route, String(s.files), kb(s.raw), kb(s.gzip), kb(s.brotli), kb(s.css)]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]?.length ?? 0)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  return [line(header), ...rows.map(line)].join('\n');
}

if (import.meta.main) {
  const webRoot = join(import.meta.dirname, '..', 'dist', 'web');
  console.log(formatRoutes(measureRoutes(webRoot)));
}
