import { describe, expect, it } from 'vitest';
import { chunkFiles, firstLoadLinks, type Manifest, renderedPageLinks } from './first-load.ts';

const OVERVIEW = 'app/daily-overview-route.tsx';

/** A build's manifest: the entry shares vendor with the overview, whose page also imports a chunk of its own. */
const manifest: Manifest = {
  'index.html': { file: 'assets/index-1.js', imports: ['_vendor-2.js', '_start-3.js'] },
  '_vendor-2.js': { file: 'assets/vendor-2.js' },
  '_start-3.js': { file: 'assets/start-3.js', imports: ['_vendor-2.js'], css: ['assets/start-3.css'] },
  [OVERVIEW]: {
    file: 'assets/daily-overview-page-4.js',
    imports: ['_vendor-2.js', '_checkbox-5.js', '_ui-6.js'],
  },
  '_checkbox-5.js': { file: 'assets/checkbox-5.js', imports: ['_ui-6.js'] },
  '_ui-6.js': { file: 'assets/ui-6.js' },
};
const sizes: Record<string, number> = {
  'assets/index-1.js': 500,
  'assets/vendor-2.js': 90_000,
  'assets/start-3.js': 60_000,
  'assets/daily-overview-page-4.js': 9_000,
  'assets/checkbox-5.js': 2_000,
  'assets/ui-6.js': 30_000,
};
const links = firstLoadLinks(manifest, (file) => sizes[file] ?? 0);

/** The URLs of a Link header value, in order, with their parameters. */
function parse(header: string): { url: string; params: string }[] {
  return header.split(/,\s*(?=<)/).map((link) => {
    const [, url = '', params = ''] = /^<([^>]*)>;\s*(.*)$/.exec(link) ?? [];
    return { url, params };
  });
}

describe('chunkFiles', () => {
  it("lists a chunk's static imports before it, each once", () => {
    expect(chunkFiles(manifest, OVERVIEW)).toEqual([
      'assets/vendor-2.js',
      'assets/ui-6.js',
      'assets/checkbox-5.js',
      'assets/daily-overview-page-4.js',
    ]);
  });

  it('throws on a module the build does not have', () => {
    expect(() => chunkFiles(manifest, 'features/gone-page.tsx')).toThrow(/gone-page.tsx is not in the build/);
  });
});

describe('firstLoadLinks', () => {
  it("announces the entry's chunks, the overview's data, then the page's own chunks, larger files first", () => {
    const header = links('/daily-overview', { timeZone: 'UTC' }, new Date('2026-11-28T09:00:00Z'));
    expect(parse(header)).toEqual([
      { url: '/assets/vendor-2.js', params: 'rel=modulepreload' },
      { url: '/assets/start-3.js', params: 'rel=modulepreload' },
      { url: '/assets/index-1.js', params: 'rel=modulepreload' },
      { url: '/api/auth/user', params: 'rel=preload; as=fetch; crossorigin=use-credentials' },
      {
        url: '/api/daily-plans/date/2026-11-28',
        params: 'rel=preload; as=fetch; crossorigin=use-credentials',
      },
      {
        url: '/api/calendar/events?startDate=2026-11-28T00%3A00%3A00.000Z&endDate=2026-11-29T00%3A00%3A00.000Z',
        params: 'rel=preload; as=fetch; crossorigin=use-credentials',
      },
      { url: '/api/calendar/sources', params: 'rel=preload; as=fetch; crossorigin=use-credentials' },
      { url: '/assets/ui-6.js', params: 'rel=modulepreload' },
      { url: '/assets/daily-overview-page-4.js', params: 'rel=modulepreload' },
      { url: '/assets/checkbox-5.js', params: 'rel=modulepreload' },
    ]);
  });

  it.each([
    // [zone, instant, the day's plan, its events from, to]
    [
      'Pacific/Auckland',
      '2026-11-28T12:30:00Z',
      '2026-11-29',
      '2026-11-28T11:00:00.000Z',
      '2026-11-29T11:00:00.000Z',
    ],
    [
      'America/Los_Angeles',
      '2026-11-28T07:00:00Z',
      '2026-11-27',
      '2026-11-27T08:00:00.000Z',
      '2026-11-28T08:00:00.000Z',
    ],
    // The day the clocks go back: 25 hours, from local midnight to local midnight.
    [
      'America/New_York',
      '2026-11-01T15:00:00Z',
      '2026-11-01',
      '2026-11-01T04:00:00.000Z',
      '2026-11-02T05:00:00.000Z',
    ],
    // The day they go forward: 23 hours.
    [
      'Europe/London',
      '2026-03-29T12:00:00Z',
      '2026-03-29',
      '2026-03-29T00:00:00.000Z',
      '2026-03-29T23:00:00.000Z',
    ],
  ])("asks for today's plan and events in the user's zone %s at %s", (timeZone, now, date, from, to) => {
    const urls = parse(links('/daily-overview', { timeZone }, new Date(now))).map((link) => link.url);
    const range = new URLSearchParams({ startDate: from, endDate: to });
    expect(urls).toContain(`/api/daily-plans/date/${date}`);
    expect(urls).toContain(`/api/calendar/events?${range}`);
  });

  it('announces the same for a trailing slash', () => {
    const now = new Date('2026-11-28T09:00:00Z');
    expect(links('/daily-overview/', { timeZone: 'UTC' }, now)).toBe(
      links('/daily-overview', { timeZone: 'UTC' }, now),
    );
  });

  it("announces only the entry and the user on another member page (its route's loader starts the rest)", () => {
    const urls = parse(links('/goal-tracking', { timeZone: 'UTC' }, new Date())).map((link) => link.url);
    expect(urls).toEqual([
      '/assets/vendor-2.js',
      '/assets/start-3.js',
      '/assets/index-1.js',
      '/api/auth/user',
    ]);
  });

  it('throws at once when a page it announces is not in the build', () => {
    const { [OVERVIEW]: _gone, ...withoutOverview } = manifest;
    expect(() => firstLoadLinks(withoutOverview, () => 0)).toThrow(
      /daily-overview-route.tsx is not in the build/,
    );
  });

  it('announces only the data without a manifest', () => {
    const header = firstLoadLinks(null, () => 0)('/goal-tracking', { timeZone: 'UTC' }, new Date());
    expect(parse(header).map((link) => link.url)).toEqual(['/api/auth/user']);
  });
});

describe('renderedPageLinks', () => {
  it("names the entry's stylesheet first, then the entry's and the page's code, larger files first, and no data", () => {
    expect(parse(renderedPageLinks(manifest, (file) => sizes[file] ?? 0))).toEqual([
      { url: '/assets/start-3.css', params: 'rel=preload; as=style; crossorigin' },
      { url: '/assets/vendor-2.js', params: 'rel=modulepreload' },
      { url: '/assets/start-3.js', params: 'rel=modulepreload' },
      { url: '/assets/index-1.js', params: 'rel=modulepreload' },
      { url: '/assets/ui-6.js', params: 'rel=modulepreload' },
      { url: '/assets/daily-overview-page-4.js', params: 'rel=modulepreload' },
      { url: '/assets/checkbox-5.js', params: 'rel=modulepreload' },
    ]);
  });
});
