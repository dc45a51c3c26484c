/**
 * The private calendar feed (ADR 050) on PGlite and PostgreSQL: POST /api/calendar/private-feed makes a secret
 * address; GET /api/feeds/{token}.ics serves the owner's time blocks to anyone holding it (no cookie) as RFC 5545,
 * read back here with ical.js: stable UIDs, DTSTAMP, UTC DTSTART/DTEND, SUMMARY, CATEGORIES; blocks that ended more
 * than 30 days ago and other users' blocks are never in it; an ETag and If-None-Match → 304; a new address ends
 * the old one, turning it off ends it too, and every unknown address gets the same 404; fetches are limited per
 * address. The server's clock is pinned and moved by hand.
 */
import ICAL from 'ical.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PrivateFeedLink } from '../../src/core/calendar/private-feed.ts';
import {
  FEED_FETCHES_PER_WINDOW,
  FEED_WINDOW_MS,
} from '../../src/server/modules/calendar/private-feed-repo.ts';
import { backends, type Client, startTestApp, type TestApp } from './harness.ts';

const START = new Date('2025-03-10T08:00:00Z');
/** A block in 3 days (Work), one 29 days back (ends inside the window), one 31 days back (outside). */
const SOON = {
  title: 'Board prep',
  start: '2025-03-13T13:00:00Z',
  end: '2025-03-13T14:30:00Z',
  domain: 'work',
};
const RECENT = { title: 'Budget review', start: '2025-02-09T09:00:00Z', end: '2025-02-09T10:00:00Z' };
const OLD = { title: 'Old offsite', start: '2025-02-07T07:00:00Z', end: '2025-02-07T08:00:00Z' };

/** The VEVENTs of an iCalendar text as plain values, parsed by ical.js. */
function eventsOf(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((vevent) => ({
    uid: vevent.getFirstPropertyValue('uid'),
    summary: vevent.getFirstPropertyValue('summary'),
    start: (vevent.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString(),
    end: (vevent.getFirstPropertyValue('dtend') as ICAL.Time).toJSDate().toISOString(),
    utc: ['dtstart', 'dtend'].every(
      (name) => (vevent.getFirstPropertyValue(name) as ICAL.Time).zone === ICAL.Timezone.utcTimezone,
    ),
    stamped: vevent.getFirstPropertyValue('dtstamp') instanceof ICAL.Time,
    categories: vevent.getFirstProperty('categories')?.getValues() ?? [],
  }));
}

describe.each(backends)('private calendar feed on %s', (backend) => {
  let t: TestApp;
  /** The server's clock: the harness reads this object on every call. */
  const clock = new Date(START);
  let ada: Client;
  let ids: Record<'soon' | 'recent' | 'old', string>;

  const book = async (client: Client, body: object) => {
    const res = await client.request('POST', '/api/calendar/time-blocks', { body });
    expect(res.status, await res.clone().text()).toBe(201);
    return ((await res.json()) as { id: string }).id;
  };
  /** Makes a new address for `client`; its path. */
  const newAddress = async (client: Client) => {
    const res = await client.request('POST', '/api/calendar/private-feed');
    expect(res.status, await res.clone().text()).toBe(200);
    return new URL(((await res.json()) as PrivateFeedLink).url).pathname;
  };
  /** Fetches a feed address as a calendar app does: no cookie. */
  const fetchFeed = (path: string, headers: Record<string, string> = {}) =>
    t.request('GET', path, { headers });

  beforeAll(async () => {
    t = await startTestApp(backend, {}, clock);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    clock.setTime(START.getTime());
    ada = await t.signUp('Ada');
    ids = { soon: await book(ada, SOON), recent: await book(ada, RECENT), old: await book(ada, OLD) };
  });

  it("serves the owner's blocks from 30 days back as RFC 5545 without a cookie", async () => {
    const res = await fetchFeed(await newAddress(ada));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('private');
    expect(res.headers.get('etag')).toMatch(/^"[^"]+"$/);
    const text = await res.text();
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(text).toContain('X-WR-CALNAME:Steward time blocks');
    expect(eventsOf(text)).toEqual([
      {
        uid: `steward-${ids.recent}`,
        summary: RECENT.title,
        start: '2025-02-09T09:00:00.000Z',
        end: '2025-02-09T10:00:00.000Z',
        utc: true,
        stamped: true,
        categories: [],
      },
      {
        uid: `steward-${ids.soon}`,
        summary: SOON.title,
        start: '2025-03-13T13:00:00.000Z',
        end: '2025-03-13T14:30:00.000Z',
        utc: true,
        stamped: true,
        categories: ['Work'],
      },
    ]);
  });

  it('keeps UIDs and ETag across fetches, answers 304 to a matching If-None-Match, and a new ETag after a change', async () => {
    const path = await newAddress(ada);
    const first = await fetchFeed(path);
    const etag = first.headers.get('etag') ?? '';
    const second = await fetchFeed(path);
    expect(second.headers.get('etag')).toBe(etag);
    expect(eventsOf(await second.text()).map((e) => e.uid)).toEqual(
      eventsOf(await first.text()).map((e) => e.uid),
    );

    const unchanged = await fetchFeed(path, { 'If-None-Match': etag });
    expect(unchanged.status).toBe(304);
    expect(await unchanged.text()).toBe('');
    expect(unchanged.headers.get('etag')).toBe(etag);
    expect(unchanged.headers.get('cache-control')).toBe('private');

    const patch = await ada.request('PATCH', `/api/calendar/time-blocks/${ids.recent}`, {
      body: { domain: 'financial' },
    });
    expect(patch.status).toBe(200);
    const changed = await fetchFeed(path, { 'If-None-Match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(eventsOf(await changed.text()).map((e) => e.categories)).toEqual([['Financial'], ['Work']]);
  });

  it('stops serving an address once a new one is made, and every address once the feed is off', async () => {
    const old = await newAddress(ada);
    const current = await newAddress(ada);
    const gone = await fetchFeed(old);
    expect(gone.status).toBe(404);
    const guessed = await fetchFeed(`/api/feeds/${'A'.repeat(43)}.ics`);
    expect(await guessed.json()).toEqual(await gone.json());
    expect((await fetchFeed(current)).status).toBe(200);

    const off = await ada.request('DELETE', '/api/calendar/private-feed');
    expect(off.status).toBe(204);
    expect((await fetchFeed(current)).status).toBe(404);
    const state = await ada.request('GET', '/api/calendar/private-feed');
    expect(await state.json()).toEqual({ active: false, createdAt: null });
  });

  it("never serves another user's blocks", async () => {
    const ben = await t.signUp('Ben');
    await book(ben, { title: 'Ben only', start: '2025-03-13T13:00:00Z', end: '2025-03-13T14:00:00Z' });
    const adas = await (await fetchFeed(await newAddress(ada))).text();
    const bens = await (await fetchFeed(await newAddress(ben))).text();
    expect(eventsOf(adas).map((e) => e.summary)).toEqual([RECENT.title, SOON.title]);
    expect(eventsOf(bens).map((e) => e.summary)).toEqual(['Ben only']);
  });

  it('limits fetches per address and lets them through again in the next window', async () => {
    const path = await newAddress(ada);
    for (let i = 0; i < FEED_FETCHES_PER_WINDOW; i++) expect((await fetchFeed(path)).status).toBe(200);
    const refused = await fetchFeed(path);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe(String(FEED_WINDOW_MS / 1000));
    clock.setTime(START.getTime() + FEED_WINDOW_MS);
    expect((await fetchFeed(path)).status).toBe(200);
  });

  it('shows whether the feed is on and since when, never its address', async () => {
    await newAddress(ada);
    const res = await ada.request('GET', '/api/calendar/private-feed');
    expect(await res.json()).toEqual({ active: true, createdAt: START.toISOString() });
  });
});
