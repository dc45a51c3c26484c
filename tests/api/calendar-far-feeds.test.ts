/**
 * Far ranges of ICS feeds through the API (ADR 041), on every backend, against feeds served on loopback: a month
 * years away read on demand and kept (the feed is not fetched again while fresh), read again in the background
 * once stale, a feed that fails for a far range (reported in the Steward-Calendar-Notices header, the stored rows
 * and the mirror kept), a never-ending series cut by the expansion caps and said so, a zone change, and isolation.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CALENDAR_NOTICES_HEADER,
  type CalendarEvent,
  type CalendarNotice,
} from '../../src/core/calendar/events.ts';
import type { CalendarSource } from '../../src/core/calendar/sources.ts';
import { calendarFarMonths, calendarInstances } from '../../src/server/db/calendar-schema.ts';
import { FAR_MONTHS_KEPT } from '../../src/server/modules/calendar/far-months-repo.ts';
import { FAR_READ_DEADLINE_MS, FAR_TRUNCATED_MESSAGE } from '../../src/server/modules/calendar/far-ranges.ts';
import { addSource, inNewYork, MARCH, NOW, startFeeds, until, vcalendar } from './calendar-sources-setup.ts';
import { backends, type Client, startTestApp, type TestApp } from './harness.ts';

/** A one-off in June 2031, an all-day day in 2019 and one in-window event (March 2026). */
const FAR_FEED = vcalendar(
  'X-WR-CALNAME:Far feed',
  'BEGIN:VEVENT',
  'UID:conference@example.com',
  'SUMMARY:Conference',
  'DTSTART;TZID=America/New_York:20310610T090000',
  'DTEND;TZID=America/New_York:20310610T170000',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'UID:anniversary@example.com',
  'SUMMARY:Anniversary',
  'DTSTART;VALUE=DATE:20190704',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'UID:near@example.com',
  'SUMMARY:Near',
  'DTSTART:20260310T150000Z',
  'DTEND:20260310T160000Z',
  'END:VEVENT',
);

/** Every minute since 1990, forever: far years away it needs more steps than a series may take. */
const ENDLESS_FEED = vcalendar(
  'X-WR-CALNAME:Endless',
  'BEGIN:VEVENT',
  'UID:endless@example.com',
  'SUMMARY:Tick',
  'DTSTART:19900101T000000Z',
  'DURATION:PT1M',
  'RRULE:FREQ=MINUTELY',
  'END:VEVENT',
);

const JUNE_2031 = { start: '2031-06-01T04:00:00.000Z', end: '2031-07-01T04:00:00.000Z' };
const JULY_2019 = { start: '2019-07-01T04:00:00.000Z', end: '2019-08-01T04:00:00.000Z' };

/** GET /api/calendar/events as `client`: the events and the notices header (decoded); throws unless 200. */
async function eventsWithNotices(client: Client, range: { start: string; end: string }) {
  const query = `startDate=${encodeURIComponent(range.start)}&endDate=${encodeURIComponent(range.end)}`;
  const res = await client.request('GET', `/api/calendar/events?${query}`);
  const text = await res.text();
  if (res.status !== 200) throw new Error(`GET /api/calendar/events: ${res.status} ${text}`);
  const header = res.headers.get(CALENDAR_NOTICES_HEADER);
  return {
    events: JSON.parse(text) as CalendarEvent[],
    notices: header === null ? [] : (JSON.parse(decodeURIComponent(header)) as CalendarNotice[]),
  };
}
const summaries = (events: CalendarEvent[]) => events.map((e) => [e.summary, e.start, e.end]);

let feeds: Awaited<ReturnType<typeof startFeeds>>;
beforeAll(async () => {
  feeds = await startFeeds({ '/far.ics': FAR_FEED, '/endless.ics': ENDLESS_FEED });
});
afterAll(() => feeds?.close());

describe.each(backends)('far ranges of ICS feeds on %s', (backend) => {
  let t: TestApp;
  let ada: Client;
  let far: CalendarSource;
  // The server's clock; a test moves it forward.
  const clock = new Date(NOW);
  beforeAll(async () => {
    t = await startTestApp(backend, { CALENDAR_ALLOW_PRIVATE_NETWORKS: 'true' }, clock);
    ada = await t.signUp('Ada');
    await inNewYork(ada);
    far = await addSource(ada, { kind: 'ics', url: `${feeds.origin}/far.ics` });
  });
  afterAll(() => t.close());

  it('reads a month five years ahead from the feed on demand, and keeps it: no second fetch while fresh', async () => {
    const before = feeds.hits['/far.ics'] ?? 0;
    const first = await eventsWithNotices(ada, JUNE_2031);
    expect(summaries(first.events)).toEqual([
      ['Conference', '2031-06-10T13:00:00.000Z', '2031-06-10T21:00:00.000Z'],
    ]);
    expect(first.events[0]).toMatchObject({ source: 'ics', calendarId: far.calendars[0]?.id, allDay: false });
    expect(first.notices).toEqual([]);
    expect(feeds.hits['/far.ics']).toBe(before + 1);
    const again = await eventsWithNotices(ada, JUNE_2031);
    expect(again.events).toEqual(first.events);
    expect(feeds.hits['/far.ics']).toBe(before + 1);
  });

  it('reads a far month for a calendar added after the month was read for the others', async () => {
    // Read, then found fresh and kept as checked (far-ranges.ts) under the calendar version of the time.
    for (let n = 0; n < 2; n++)
      expect(summaries((await eventsWithNotices(ada, JUNE_2031)).events)).toHaveLength(1);
    const second = await addSource(ada, { kind: 'ics', url: `${feeds.origin}/far.ics?second` });
    try {
      const { events } = await eventsWithNotices(ada, JUNE_2031);
      expect(events.map((e) => [e.summary, e.calendarId])).toEqual(
        expect.arrayContaining([
          ['Conference', far.calendars[0]?.id],
          ['Conference', second.calendars[0]?.id],
        ]),
      );
      expect(events).toHaveLength(2);
    } finally {
      expect((await ada.request('DELETE', `/api/calendar/sources/${second.id}`)).status).toBe(204);
    }
  });

  it('compares a week five years ahead with an ideal week, over the far month read for it', async () => {
    const created = await ada.request('POST', '/api/ideal-weeks', {
      body: {
        name: 'Conference week',
        schedule: { 'tuesday-9:00 AM': { activity: 'Conference', domain: 'work' } },
      },
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const res = await ada.request('POST', '/api/calendar/week-comparison', {
      body: { weekStartDate: '2031-06-09', idealWeekId: id },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ score: 100, matchedSlots: 1, totalSlots: 1, eventsCount: 1 });
  });

  it('places an all-day day years back at the midnights of the user zone, and again after a zone change', async () => {
    const inNy = await eventsWithNotices(ada, JULY_2019);
    expect(summaries(inNy.events)).toEqual([
      ['Anniversary', '2019-07-04T04:00:00.000Z', '2019-07-05T04:00:00.000Z'],
    ]);
    const moved = await ada.request('PATCH', '/api/auth/user', { body: { timeZone: 'Asia/Tokyo' } });
    expect(moved.status).toBe(200);
    try {
      const inTokyo = await eventsWithNotices(ada, JULY_2019);
      expect(summaries(inTokyo.events)).toEqual([
        ['Anniversary', '2019-07-03T15:00:00.000Z', '2019-07-04T15:00:00.000Z'],
      ]);
    } finally {
      await inNewYork(ada);
    }
  });

  it('answers a stale month from what it keeps and reads it again in the background', async () => {
    await eventsWithNotices(ada, JUNE_2031);
    const hits = feeds.hits['/far.ics'] ?? 0;
    feeds.bodies['/far.ics'] = FAR_FEED.replace('SUMMARY:Conference', 'SUMMARY:Conference (moved room)');
    clock.setTime(clock.getTime() + 6 * 60_000);
    try {
      const stale = await eventsWithNotices(ada, JUNE_2031);
      expect(summaries(stale.events)).toEqual([
        ['Conference', '2031-06-10T13:00:00.000Z', '2031-06-10T21:00:00.000Z'],
      ]);
      await until(async () => {
        const { events } = await eventsWithNotices(ada, JUNE_2031);
        return events[0]?.summary === 'Conference (moved room)';
      }, 'the background read of June 2031');
      expect(feeds.hits['/far.ics']).toBeGreaterThan(hits);
    } finally {
      feeds.bodies['/far.ics'] = FAR_FEED;
      clock.setTime(NOW.getTime());
    }
  });

  it('reports a feed that fails for a far range, keeping the mirror and what it read before', async () => {
    const broken = await addSource(ada, { kind: 'ics', url: `${feeds.origin}/far.ics?copy` });
    await eventsWithNotices(ada, JUNE_2031); // the copy's June 2031 is read and kept
    const calendarId = broken.calendars[0]?.id as string;
    feeds.bodies['/far.ics'] = '<html>Maintenance</html>';
    try {
      const december = { start: '2031-12-01T05:00:00.000Z', end: '2032-01-01T05:00:00.000Z' };
      const failed = await eventsWithNotices(ada, december);
      expect(failed.events).toEqual([]);
      expect(failed.notices).toContainEqual({
        sourceId: broken.id,
        calendarId,
        provider: broken.name,
        kind: 'error',
        message: expect.stringMatching(/\S/),
      });
      const kept = await eventsWithNotices(ada, JUNE_2031);
      expect(kept.events.filter((e) => e.calendarId === calendarId).map((e) => e.summary)).toEqual([
        'Conference',
      ]);
      const near = await eventsWithNotices(ada, MARCH);
      expect(near.events.filter((e) => e.calendarId === calendarId).map((e) => e.summary)).toEqual(['Near']);
      const [record] = await t.database.db
        .select()
        .from(calendarFarMonths)
        .where(and(eq(calendarFarMonths.calendarId, calendarId), eq(calendarFarMonths.month, '2031-12-01')));
      expect(record?.error).toMatch(/\S/);
    } finally {
      feeds.bodies['/far.ics'] = FAR_FEED;
      expect((await ada.request('DELETE', `/api/calendar/sources/${broken.id}`)).status).toBe(204);
    }
  });

  it('cuts a never-ending series far from its start by the caps, and says so in the answer', async () => {
    const endless = await addSource(ada, { kind: 'ics', url: `${feeds.origin}/endless.ics` });
    try {
      const year9000 = { start: '9000-03-01T00:00:00.000Z', end: '9000-05-01T00:00:00.000Z' };
      const { events, notices } = await eventsWithNotices(ada, year9000);
      expect(events.filter((e) => e.summary === 'Tick').length).toBeLessThan(5_001);
      expect(notices).toContainEqual({
        sourceId: endless.id,
        calendarId: endless.calendars[0]?.id,
        provider: 'Endless',
        kind: 'truncated',
        message: FAR_TRUNCATED_MESSAGE,
      });
    } finally {
      expect((await ada.request('DELETE', `/api/calendar/sources/${endless.id}`)).status).toBe(204);
    }
  });

  it('lists each instance once where a far month meets the mirror window', async () => {
    // The window ends 120 days after 1 March 2026 (29 June, New York); June and July 2026 straddle it.
    const summer = { start: '2026-06-15T04:00:00.000Z', end: '2026-07-15T04:00:00.000Z' };
    feeds.bodies['/far.ics'] = FAR_FEED.replace(
      'END:VCALENDAR',
      [
        'BEGIN:VEVENT',
        'UID:daily@example.com',
        'SUMMARY:Daily',
        'DTSTART:20260601T120000Z',
        'DURATION:PT30M',
        'RRULE:FREQ=DAILY;COUNT=60',
        'END:VEVENT',
        'END:VCALENDAR',
      ].join('\r\n'),
    );
    try {
      expect((await ada.request('POST', `/api/calendar/sources/${far.id}/sync`)).status).toBe(200);
      const { events } = await eventsWithNotices(ada, summer);
      const starts = events.filter((e) => e.summary === 'Daily').map((e) => e.start.slice(0, 10));
      expect(starts).toHaveLength(30);
      expect(new Set(starts).size).toBe(30);
    } finally {
      feeds.bodies['/far.ics'] = FAR_FEED;
    }
  });

  it('lists a multi-day event across two far months once, in a range covering both', async () => {
    feeds.bodies['/far.ics'] = FAR_FEED.replace(
      'END:VCALENDAR',
      [
        'BEGIN:VEVENT',
        'UID:retreat@example.com',
        'SUMMARY:New Year retreat',
        'DTSTART;TZID=America/New_York:20331230T150000',
        'DTEND;TZID=America/New_York:20340102T120000',
        'END:VEVENT',
        'END:VCALENDAR',
      ].join('\r\n'),
    );
    try {
      const january = { start: '2034-01-01T05:00:00.000Z', end: '2034-02-01T05:00:00.000Z' };
      expect(summaries((await eventsWithNotices(ada, january)).events)).toEqual([
        ['New Year retreat', '2033-12-30T20:00:00.000Z', '2034-01-02T17:00:00.000Z'],
      ]);
      const holidays = { start: '2033-12-15T05:00:00.000Z', end: '2034-01-15T05:00:00.000Z' };
      expect(summaries((await eventsWithNotices(ada, holidays)).events)).toEqual([
        ['New Year retreat', '2033-12-30T20:00:00.000Z', '2034-01-02T17:00:00.000Z'],
      ]);
    } finally {
      feeds.bodies['/far.ics'] = FAR_FEED;
    }
  });

  it('stops waiting for a feed that does not answer, and says it could not be reached', async () => {
    const silent = await addSource(ada, { kind: 'ics', url: `${feeds.origin}/far.ics?silent` });
    feeds.hold();
    try {
      const started = Date.now();
      const august = { start: '2036-08-01T04:00:00.000Z', end: '2036-09-01T04:00:00.000Z' };
      const { events, notices } = await eventsWithNotices(ada, august);
      expect(Date.now() - started).toBeLessThan(FAR_READ_DEADLINE_MS + 5_000);
      expect(events).toEqual([]);
      expect(notices).toContainEqual({
        sourceId: silent.id,
        calendarId: silent.calendars[0]?.id,
        provider: silent.name,
        kind: 'error',
        message: 'The calendar server did not answer within 10 seconds.',
      });
    } finally {
      feeds.release();
      expect((await ada.request('DELETE', `/api/calendar/sources/${silent.id}`)).status).toBe(204);
    }
  });

  it('answers the first and the last month the API knows (January 1000, December 9999)', async () => {
    for (const edge of [
      { start: '1000-01-01T00:00:00.000Z', end: '1000-02-01T00:00:00.000Z' },
      { start: '9999-12-01T00:00:00.000Z', end: '9999-12-31T23:59:59.999Z' },
    ]) {
      const { events, notices } = await eventsWithNotices(ada, edge);
      expect(events).toEqual([]);
      expect(notices).toEqual([]);
    }
    const [record] = await t.database.db
      .select()
      .from(calendarFarMonths)
      .where(
        and(
          eq(calendarFarMonths.calendarId, far.calendars[0]?.id as string),
          eq(calendarFarMonths.month, '9999-12-01'),
        ),
      );
    expect(record).toMatchObject({ error: null, truncated: false });
  });

  it(`keeps the ${FAR_MONTHS_KEPT} months read last, forgetting older ones with their rows`, async () => {
    const calendarId = far.calendars[0]?.id as string;
    const months = async () =>
      (
        await t.database.db
          .select({ month: calendarFarMonths.month })
          .from(calendarFarMonths)
          .where(eq(calendarFarMonths.calendarId, calendarId))
      ).map((r) => r.month);
    await eventsWithNotices(ada, JUNE_2031);
    expect(await months()).toContain('2031-06-01');
    // 23 ranges of 62 days from 2040 on reach 49 months; each read moves the clock on a minute.
    for (let page = 0; page < 23; page++) {
      clock.setTime(clock.getTime() + 60_000);
      const start = new Date(Date.UTC(2040, 0, 1) + page * 62 * 86_400_000);
      await eventsWithNotices(ada, {
        start: start.toISOString(),
        end: new Date(start.getTime() + 62 * 86_400_000).toISOString(),
      });
    }
    clock.setTime(NOW.getTime());
    const kept = await months();
    expect(kept).toHaveLength(FAR_MONTHS_KEPT);
    expect(kept).not.toContain('2031-06-01');
    expect(kept).toContain('2043-10-01');
    const rows = await t.database.db
      .select({ summary: calendarInstances.summary })
      .from(calendarInstances)
      .where(and(eq(calendarInstances.calendarId, calendarId), eq(calendarInstances.far, true)));
    expect(rows.map((r) => r.summary)).not.toContain('Conference');
  });

  it('shows another user none of them, and removes far rows with the source', async () => {
    expect(summaries((await eventsWithNotices(ada, JUNE_2031)).events)).toHaveLength(1);
    const bob = await t.signUp('Bob');
    await inNewYork(bob);
    expect((await eventsWithNotices(bob, JUNE_2031)).events).toEqual([]);
    const rows = () =>
      t.database.db
        .select({ id: calendarInstances.id })
        .from(calendarInstances)
        .where(
          and(
            eq(calendarInstances.calendarId, far.calendars[0]?.id as string),
            eq(calendarInstances.far, true),
          ),
        );
    expect((await rows()).length).toBeGreaterThan(0);
    expect((await ada.request('DELETE', `/api/calendar/sources/${far.id}`)).status).toBe(204);
    expect(await rows()).toEqual([]);
    expect((await eventsWithNotices(ada, JUNE_2031)).events).toEqual([]);
  });
});
