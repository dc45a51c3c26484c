/**
 * GET /api/calendar/events answered from a server's memory (ADR 031), on every backend: two app instances on one
 * database stand for two servers. Whatever one server writes (a block, a calendar's settings, a sync, a removed
 * source), the other's next answer shows it; answers are the user's own, in the user's zone;
 * gzip when asked. The database's version row follows every commit.
 */
import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarEvent } from '../../src/core/calendar/events.ts';
import type { CalendarSource } from '../../src/core/calendar/sources.ts';
import { acceptsGzip, createEventsCache } from '../../src/server/modules/calendar/events-cache.ts';
import {
  addSource,
  eventsBetween,
  inNewYork,
  MARCH,
  NOW,
  startFeeds,
  TEAM_FEED,
  vcalendar,
} from './calendar-sources-setup.ts';
import { backends, type Client, startTestApp, type TestApp } from './harness.ts';

const EVENTS = `/api/calendar/events?startDate=${MARCH.start}&endDate=${MARCH.end}`;
const BLOCK = {
  title: 'Write the board memo',
  start: '2026-03-03T15:00:00.000Z',
  end: '2026-03-03T16:00:00.000Z',
};
const summaries = (events: CalendarEvent[]) => events.map((e) => e.summary);

let feeds: Awaited<ReturnType<typeof startFeeds>>;
beforeAll(async () => {
  feeds = await startFeeds({ '/team.ics': TEAM_FEED });
});
afterAll(() => feeds?.close());

describe.each(backends)('events answers kept in memory on %s', (backend) => {
  let t: TestApp;
  let ada: Client;
  let adaOnB: Client;
  let team: CalendarSource;

  /** The user's calendar version as the database holds it. */
  const version = async (client: Client) => {
    const result = (await t.database.db.execute(
      sql`select version from calendar_versions where user_id = ${client.userId}`,
    )) as unknown as { version: string }[] | { rows: { version: string }[] };
    const rows = Array.isArray(result) ? result : result.rows;
    return Number(rows[0]?.version ?? 0);
  };

  beforeAll(async () => {
    t = await startTestApp(backend, { CALENDAR_ALLOW_PRIVATE_NETWORKS: 'true' }, NOW);
    ada = await t.signUp('Ada');
    adaOnB = t.otherServer().as(ada);
    await inNewYork(ada);
    team = await addSource(ada, { kind: 'ics', url: `${feeds.origin}/team.ics` });
    // Both servers hold the answer before anything changes.
    expect(summaries(await eventsBetween(ada, MARCH.start, MARCH.end))).toContain('Weekly sync');
    expect(summaries(await eventsBetween(adaOnB, MARCH.start, MARCH.end))).toContain('Weekly sync');
  });
  afterAll(() => t.close());

  it('shows a block booked on the other server, and not once it is removed there', async () => {
    const booked = await adaOnB.request('POST', '/api/calendar/time-blocks', { body: BLOCK });
    expect(booked.status).toBe(201);
    const { id } = (await booked.json()) as { id: string };
    expect(summaries(await eventsBetween(ada, MARCH.start, MARCH.end))).toContain(BLOCK.title);
    expect((await adaOnB.request('DELETE', `/api/calendar/time-blocks/${id}`)).status).toBe(204);
    expect(summaries(await eventsBetween(ada, MARCH.start, MARCH.end))).not.toContain(BLOCK.title);
  });

  it("follows a calendar's colour and shown setting changed on the other server", async () => {
    const [calendar] = team.calendars;
    if (!calendar) throw new Error('the feed has no calendar');
    const colour = await adaOnB.request('PATCH', `/api/calendar/calendars/${calendar.id}`, {
      body: { colorId: '4' },
    });
    expect(colour.status).toBe(200);
    const listed = await eventsBetween(ada, MARCH.start, MARCH.end);
    expect(listed.filter((e) => e.calendarId === calendar.id).map((e) => e.colorId)).toContain('4');
    expect(listed.every((e) => e.calendarId !== calendar.id || e.colorId === '4')).toBe(true);

    const hidden = await adaOnB.request('PATCH', `/api/calendar/calendars/${calendar.id}`, {
      body: { show: false },
    });
    expect(hidden.status).toBe(200);
    expect(summaries(await eventsBetween(ada, MARCH.start, MARCH.end))).not.toContain('Weekly sync');
    const shown = await adaOnB.request('PATCH', `/api/calendar/calendars/${calendar.id}`, {
      body: { show: true },
    });
    expect(shown.status).toBe(200);
    expect(summaries(await eventsBetween(ada, MARCH.start, MARCH.end))).toContain('Weekly sync');
  });

  it('shows what a sync on the other server brought, and nothing of a source removed there', async () => {
    feeds.bodies['/team.ics'] = vcalendar(
      'X-WR-CALNAME:Team calendar',
      'BEGIN:VEVENT',
      'UID:offsite@example.com',
      'SUMMARY:Leadership offsite',
      'DTSTART:20260310T140000Z',
      'DTEND:20260310T200000Z',
      'END:VEVENT',
    );
    const synced = await adaOnB.request('POST', `/api/calendar/sources/${team.id}/sync`);
    expect(synced.status).toBe(200);
    const afterSync = summaries(await eventsBetween(ada, MARCH.start, MARCH.end));
    expect(afterSync).toContain('Leadership offsite');
    expect(afterSync).not.toContain('Weekly sync');

    expect((await adaOnB.request('DELETE', `/api/calendar/sources/${team.id}`)).status).toBe(204);
    expect(await eventsBetween(ada, MARCH.start, MARCH.end)).toEqual([]);
    feeds.bodies['/team.ics'] = TEAM_FEED;
    team = await addSource(ada, { kind: 'ics', url: `${feeds.origin}/team.ics` });
    expect(summaries(await eventsBetween(ada, MARCH.start, MARCH.end))).toContain('Weekly sync');
  });

  it('answers each user with their own events and in their own zone', async () => {
    const grace = await t.signUp('Grace');
    await inNewYork(grace);
    expect(await eventsBetween(grace, MARCH.start, MARCH.end)).toEqual([]);
    expect((await eventsBetween(ada, MARCH.start, MARCH.end)).length).toBeGreaterThan(0);

    const holiday = (events: CalendarEvent[]) => events.find((e) => e.summary === 'Holiday')?.start;
    expect(holiday(await eventsBetween(ada, MARCH.start, MARCH.end))).toBe('2026-03-04T05:00:00.000Z');
    const moved = await ada.request('PATCH', '/api/auth/user', { body: { timeZone: 'Europe/London' } });
    expect(moved.status).toBe(200);
    expect(holiday(await eventsBetween(ada, MARCH.start, MARCH.end))).toBe('2026-03-04T00:00:00.000Z');
    await inNewYork(ada);
  });

  it('sends gzip to a client that accepts it, the same JSON as without', async () => {
    const plain = await ada.request('GET', EVENTS);
    const zipped = await ada.request('GET', EVENTS, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(zipped.status).toBe(200);
    expect(zipped.headers.get('Content-Encoding')).toBe('gzip');
    expect(zipped.headers.get('Vary')).toBe('Accept-Encoding');
    const unzipped = gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString('utf8');
    expect(unzipped).toBe(await plain.text());
    const refused = await ada.request('GET', EVENTS, { headers: { 'Accept-Encoding': 'gzip;q=0' } });
    expect(refused.headers.get('Content-Encoding')).toBeNull();
  });

  it('raises the version once per writing transaction, and lets a user with calendar rows be deleted', async () => {
    const before = await version(ada);
    expect(before).toBeGreaterThan(0);
    const booked = await ada.request('POST', '/api/calendar/time-blocks', { body: BLOCK });
    expect(booked.status).toBe(201);
    expect(await version(ada)).toBe(before + 1);
    // A sync writes many rows in one transaction: one step.
    feeds.bodies['/team.ics'] = TEAM_FEED.replace('Weekly sync', 'Weekly sync (renamed)');
    const synced = await ada.request('POST', `/api/calendar/sources/${team.id}/sync`);
    expect(synced.status).toBe(200);
    expect(await version(ada)).toBe(before + 2);
    feeds.bodies['/team.ics'] = TEAM_FEED;

    await t.database.db.execute(sql`delete from users where id = ${ada.userId}`);
    expect(await version(ada)).toBe(0);
  });

  it('keeps the most recently used answers within its byte bound', async () => {
    const cache = createEventsCache(t.database.db, 4_000);
    const computed: string[] = [];
    const ask = (day: number) => {
      return cache.answer(ada.userId, `UTC 2026-03-${day}`, async () => {
        computed.push(`day ${day}`);
        return `[${'x'.repeat(900)}]`;
      });
    };
    for (const day of [1, 2, 3, 4, 1, 5, 1, 2]) await ask(day);
    // 4 answers of 902 bytes fit; day 2 was the least recently used when day 5 came.
    expect(computed).toEqual(['day 1', 'day 2', 'day 3', 'day 4', 'day 5', 'day 2']);
    expect(cache.bytes).toBeLessThanOrEqual(4_000);
  });
});

describe('Accept-Encoding', () => {
  it.each([
    ['gzip', true],
    ['br, gzip', true],
    ['gzip;q=0.5', true],
    ['*', true],
    ['gzip;q=0', false],
    ['br', false],
    ['', false],
    [undefined, false],
  ])('%s accepts gzip: %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});
