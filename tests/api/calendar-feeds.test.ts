/**
 * ICS feeds as calendar sources through the API, on every backend, against feeds served on loopback
 * (CALENDAR_ALLOW_PRIVATE_NETWORKS=true): subscribe, expansion in events (EXDATE, override, DST), busy time in
 * slots, a refused address, a malformed feed, a feed over the cap, a 5,000-event feed, stale-while-revalidate
 * with a provider that does not answer, and two syncs at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarEvent } from '../../src/core/calendar/events.ts';
import type { CalendarSource } from '../../src/core/calendar/sources.ts';
import { createApp } from '../../src/server/app.ts';
import { MAX_RESPONSE_BYTES } from '../../src/server/calendar/fetch-guard.ts';
import { calendarSources } from '../../src/server/db/calendar-schema.ts';
import { DUPLICATE_FEED_MESSAGE } from '../../src/server/modules/calendar/connect.ts';
import { staleSourceIds } from '../../src/server/modules/calendar/sources-repo.ts';
import {
  addSource,
  bulkFeed,
  eventsBetween,
  inNewYork,
  MARCH,
  NOW,
  slotStarts,
  startFeeds,
  TEAM_FEED,
  until,
} from './calendar-sources-setup.ts';
import { backends, type Client, ORIGIN, startTestApp, type TestApp } from './harness.ts';

const PRIVATE = { CALENDAR_ALLOW_PRIVATE_NETWORKS: 'true' };
const spans = (events: CalendarEvent[], summary: string) =>
  events.filter((e) => e.summary === summary).map((e) => [e.start, e.end]);

let feeds: Awaited<ReturnType<typeof startFeeds>>;
beforeAll(async () => {
  feeds = await startFeeds({
    '/team.ics': TEAM_FEED,
    '/bulk.ics': bulkFeed(5_000),
    '/broken.ics': '<html><body>Please sign in</body></html>',
    '/huge.ics': `BEGIN:VCALENDAR\r\nX-PAD:${'x'.repeat(MAX_RESPONSE_BYTES)}\r\nEND:VCALENDAR\r\n`,
  });
});
afterAll(() => feeds?.close());

describe.each(backends)('ICS sources on %s', (backend) => {
  let t: TestApp;
  let ada: Client;
  let team: CalendarSource;
  beforeAll(async () => {
    t = await startTestApp(backend, PRIVATE, NOW);
    ada = await t.signUp('Ada');
    await inNewYork(ada);
    team = await addSource(ada, { kind: 'ics', url: `${feeds.origin}/team.ics` });
  });
  afterAll(() => t.close());

  it('subscribes to a feed: one read-only calendar named by the feed, synced, no secret', () => {
    expect(team).toMatchObject({
      kind: 'ics',
      name: 'Team calendar',
      url: `${feeds.origin}/team.ics`,
      status: 'ok',
      error: null,
      lastSyncedAt: NOW.toISOString(),
      calendars: [
        {
          name: 'Team calendar',
          colorId: '10',
          show: true,
          busy: true,
          writable: false,
          blocksTarget: false,
        },
      ],
    });
  });

  it('refuses the same feed again, however its address is spelled, naming url (and adds nothing)', async () => {
    const port = new URL(feeds.origin).port;
    for (const url of [
      `${feeds.origin}/team.ics`,
      `HTTP://127.0.0.1:${port}/team.ics`,
      ` ${feeds.origin}/team.ics`,
      `http://reader:secret@127.0.0.1:${port}/team.ics`,
      `http://0x7f000001:${port}/team.ics`,
    ]) {
      const res = await ada.request('POST', '/api/calendar/sources', { body: { kind: 'ics', url } });
      expect(res.status, url).toBe(400);
      expect(await res.json()).toMatchObject({ field: 'url', message: `url: ${DUPLICATE_FEED_MESSAGE}` });
    }
    const listed = await ada.request('GET', '/api/calendar/sources');
    expect(((await listed.json()) as CalendarSource[]).map((s) => s.id)).toEqual([team.id]);
  });

  it('lists expanded instances: EXDATE, a moved occurrence, DST, all-day in the user zone, busy flags', async () => {
    const events = await eventsBetween(ada, MARCH.start, MARCH.end);
    expect(spans(events, 'Weekly sync')).toEqual([
      ['2026-03-02T14:00:00.000Z', '2026-03-02T15:00:00.000Z'], // EST
      ['2026-03-09T13:00:00.000Z', '2026-03-09T14:00:00.000Z'], // EDT; 16 March excluded
      ['2026-03-30T13:00:00.000Z', '2026-03-30T14:00:00.000Z'],
    ]);
    expect(spans(events, 'Weekly sync (moved)')).toEqual([
      ['2026-03-23T15:00:00.000Z', '2026-03-23T16:00:00.000Z'],
    ]);
    expect(spans(events, 'Overnight release')).toEqual([
      ['2026-03-08T03:00:00.000Z', '2026-03-08T08:00:00.000Z'],
    ]);
    const holiday = events.find((e) => e.summary === 'Holiday');
    expect(holiday).toMatchObject({
      start: '2026-03-04T05:00:00.000Z',
      end: '2026-03-05T05:00:00.000Z',
      allDay: true,
      busy: false,
      source: 'ics',
      calendarId: team.calendars[0]?.id,
      colorId: '10',
    });
    expect(events.find((e) => e.summary === 'Focus (free)')).toMatchObject({ busy: false, allDay: false });
    expect(events.find((e) => e.summary === 'Out of office')).toMatchObject({ busy: true, allDay: true });
    expect(events.every((e) => e.timeBlockId === undefined)).toBe(true);
  });

  it('subtracts busy time from slots; transparent and plain all-day events do not block', async () => {
    const monday = await slotStarts(ada, '2026-03-02');
    expect(monday).toContain('8:00 AM');
    expect(monday).not.toContain('8:30 AM');
    expect(monday).not.toContain('9:30 AM');
    expect(monday).toContain('10:00 AM');
    expect(await slotStarts(ada, '2026-03-05')).toContain('8:00 AM'); // transparent focus 8–9
    expect(await slotStarts(ada, '2026-03-04')).toContain('8:00 AM'); // holiday, all-day without OPAQUE
    expect(await slotStarts(ada, '2026-03-12')).toEqual([]); // all-day OPAQUE out of office
  });

  it('refuses a loopback address without CALENDAR_ALLOW_PRIVATE_NETWORKS, naming url', async () => {
    const strict = await startTestApp(backend, {}, NOW);
    try {
      const bob = await strict.signUp('Bob');
      const res = await bob.request('POST', '/api/calendar/sources', {
        body: { kind: 'ics', url: `${feeds.origin}/team.ics` },
      });
      expect(res.status).toBe(400);
      const body = (await res.json()) as { field: string; message: string };
      expect(body.field).toBe('url');
      expect(body.message).toMatch(/private or local network/);
    } finally {
      await strict.close();
    }
  });

  it.each([
    { label: 'a malformed feed', path: '/broken.ics', message: /does not serve an iCalendar/ },
    { label: 'a feed over the 10 MB cap', path: '/huge.ics', message: /large/i },
    { label: 'a missing feed', path: '/missing.ics', message: /No calendar was found/ },
  ])('answers 422 naming url for $label', async ({ path, message }) => {
    const res = await ada.request('POST', '/api/calendar/sources', {
      body: { kind: 'ics', url: `${feeds.origin}${path}` },
    });
    expect(res.status).toBe(422);
    const body = (await res.json()) as { field: string; message: string };
    expect(body.field).toBe('url');
    expect(body.message).toMatch(message);
  });

  it.each([
    { body: { kind: 'ics', url: 'ftp://example.com/x.ics' }, field: 'url' },
    { body: { kind: 'google' }, field: 'kind' },
    { body: { kind: 'caldav', url: 'https://dav.example.com', username: 'a' }, field: 'password' },
  ])('answers 400 naming $field', async ({ body, field }) => {
    const res = await ada.request('POST', '/api/calendar/sources', { body });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ field });
  });

  it('keeps answering from the mirror when the feed breaks, and shows the error on the source', async () => {
    const source = await addSource(ada, {
      kind: 'ics',
      url: `${feeds.origin}/changing.ics`,
      name: 'Changing',
    }).catch(() => null);
    expect(source).toBeNull(); // not served yet: 422
    feeds.bodies['/changing.ics'] = TEAM_FEED.replace('Team calendar', 'Changing');
    const changing = await addSource(ada, {
      kind: 'ics',
      url: `${feeds.origin}/changing.ics`,
      name: 'Changing',
    });
    expect(changing.name).toBe('Changing');
    feeds.bodies['/changing.ics'] = 'BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART:garbage';
    const res = await ada.request('POST', `/api/calendar/sources/${changing.id}/sync`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      status: 'error',
      error: expect.any(String),
      lastSyncedAt: NOW.toISOString(),
    });
    const events = await eventsBetween(ada, MARCH.start, MARCH.end);
    expect(events.filter((e) => e.calendarId === changing.calendars[0]?.id)).toHaveLength(8);
    expect((await ada.request('DELETE', `/api/calendar/sources/${changing.id}`)).status).toBe(204);
    const after = await eventsBetween(ada, MARCH.start, MARCH.end);
    expect(after.filter((e) => e.calendarId === changing.calendars[0]?.id)).toEqual([]);
  });

  it('mirrors a 5,000-event feed', async () => {
    const started = performance.now();
    const bulk = await addSource(ada, { kind: 'ics', url: `${feeds.origin}/bulk.ics` });
    const seconds = (performance.now() - started) / 1000;
    expect(bulk).toMatchObject({ status: 'ok', error: null, name: 'Bulk' });
    expect(seconds).toBeLessThan(30); // the bench measures the real figure; this only catches a collapse
    const day = await eventsBetween(ada, '2026-04-01T00:00:00.000Z', '2026-04-02T00:00:00.000Z');
    expect(day.filter((e) => e.calendarId === bulk.calendars[0]?.id)).toHaveLength(48);
    expect((await ada.request('DELETE', `/api/calendar/sources/${bulk.id}`)).status).toBe(204);
  });
});

describe.each(backends)('ICS sync scheduling on %s', (backend) => {
  let t: TestApp;
  let ada: Client;
  let source: CalendarSource;
  beforeAll(async () => {
    t = await startTestApp(backend, PRIVATE, NOW);
    ada = await t.signUp('Ada');
    await inNewYork(ada);
    feeds.bodies['/slow.ics'] = TEAM_FEED;
    source = await addSource(ada, { kind: 'ics', url: `${feeds.origin}/slow.ics` });
  });
  afterAll(async () => {
    feeds.release();
    await t.close();
  });

  const checkedAt = async () => {
    const rows = await t.database.db.select({ at: calendarSources.checkedAt }).from(calendarSources);
    return rows.find(() => true)?.at?.getTime() ?? 0;
  };

  it('answers a view from the mirror at once while a stale source syncs in the background', async () => {
    await t.database.db.update(calendarSources).set({ checkedAt: new Date(NOW.getTime() - 10 * 60_000) });
    const before = feeds.hits['/slow.ics'] ?? 0;
    feeds.hold(); // the feed stops answering
    const events = await eventsBetween(ada, MARCH.start, MARCH.end); // answers although the feed hangs
    expect(events.filter((e) => e.summary === 'Weekly sync')).toHaveLength(3);
    await until(() => (feeds.hits['/slow.ics'] ?? 0) > before, 'the background sync to reach the feed');
    feeds.release();
    await until(async () => (await checkedAt()) === NOW.getTime(), 'the background sync to finish');
  });

  it('refreshes a stale source in the background, but not one waiting to be reconnected', async () => {
    const stale = new Date(NOW.getTime() - 10 * 60_000);
    await t.database.db.update(calendarSources).set({ checkedAt: stale });
    expect(await staleSourceIds(t.database.db, ada.userId, NOW)).toEqual([source.id]);
    const other = await t.signUp('Other');
    expect(await staleSourceIds(t.database.db, other.userId, NOW)).toEqual([]);
    await t.database.db.update(calendarSources).set({ status: 'reconnect' });
    expect(await staleSourceIds(t.database.db, ada.userId, NOW)).toEqual([]);
    const res = await ada.request('POST', `/api/calendar/sources/${source.id}/sync`); // Refresh now still tries
    expect(await res.json()).toMatchObject({ status: 'ok', error: null });
  });

  it('runs one sync per source when two servers sync it at once (the database lease)', async () => {
    const second = createApp({ database: t.database, env: t.env, webRoot: null, now: () => NOW });
    try {
      const before = feeds.hits['/slow.ics'] ?? 0;
      feeds.hold();
      const first = ada.request('POST', `/api/calendar/sources/${source.id}/sync`);
      await until(() => (feeds.hits['/slow.ics'] ?? 0) === before + 1, 'the first sync to reach the feed');
      const other = await second.app.request(`/api/calendar/sources/${source.id}/sync`, {
        method: 'POST',
        headers: { Origin: ORIGIN, Cookie: ada.cookie },
      });
      expect(other.status).toBe(200); // answered at once with the source as it is
      const same = ada.request('POST', `/api/calendar/sources/${source.id}/sync`); // joins the first
      feeds.release();
      expect((await first).status).toBe(200);
      expect((await same).status).toBe(200);
      expect(feeds.hits['/slow.ics']).toBe(before + 1);
    } finally {
      feeds.release();
      await second.close();
    }
  });
});
