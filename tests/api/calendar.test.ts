/** API tests of the calendar module: suggested slots in the user's time zone, time blocks and the event list. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  calendarInstances,
  calendarSources,
  calendars,
  timeBlocks,
} from '../../src/server/db/calendar-schema.ts';
import { backends, type Client, startTestApp, type TestApp } from './harness.ts';

type Slot = { startTime: string; endTime: string; start: string; end: string };

describe.each(backends)('calendar on %s', (backend) => {
  let t: TestApp;
  let ny: Client;
  beforeAll(async () => {
    // The server's clock: Wednesday 2025-03-12 10:10 in New York (14:10 UTC, EDT).
    t = await startTestApp(backend, {}, new Date('2025-03-12T14:10:00Z'));
    ny = await t.signUp('New Yorker');
    const zone = await ny.request('PATCH', '/api/auth/user', { body: { timeZone: 'America/New_York' } });
    expect(zone.status).toBe(200);
    expect(await zone.json()).toMatchObject({ timeZone: 'America/New_York' });
  });
  afterAll(() => t.close());

  const suggest = async (c: Client, date: string, duration: string | number) => {
    const res = await c.request('POST', '/api/calendar/suggest-slots', { body: { date, duration } });
    expect(res.status).toBe(200);
    return (await res.json()) as Slot[];
  };

  it('lists every half-hour start between 8 AM and 5 PM on a free future day', async () => {
    const slots = await suggest(ny, '2025-03-13', '120');
    expect(slots.map((s) => s.startTime)).toEqual([
      '8:00 AM',
      '8:30 AM',
      '9:00 AM',
      '9:30 AM',
      '10:00 AM',
      '10:30 AM',
      '11:00 AM',
      '11:30 AM',
      '12:00 PM',
      '12:30 PM',
      '1:00 PM',
      '1:30 PM',
      '2:00 PM',
      '2:30 PM',
      '3:00 PM',
    ]);
    expect(slots[0]).toEqual({
      startTime: '8:00 AM',
      endTime: '10:00 AM',
      start: '2025-03-13T12:00:00.000Z',
      end: '2025-03-13T14:00:00.000Z',
    });
  });

  it('starts today at the next half hour after now and gives nothing for a past day', async () => {
    expect((await suggest(ny, '2025-03-12', '30'))[0]?.startTime).toBe('10:30 AM');
    expect(await suggest(ny, '2025-03-11', '30')).toEqual([]);
  });

  it('uses the local wall clock on a DST change day (2025-11-02, 25 hours long in New York)', async () => {
    const slots = await suggest(ny, '2025-11-02', 60);
    expect(slots[0]).toMatchObject({ startTime: '8:00 AM', start: '2025-11-02T13:00:00.000Z' }); // EST, UTC-5
    expect(slots.at(-1)).toMatchObject({ startTime: '4:00 PM', endTime: '5:00 PM' });
  });

  it('books a slot as a time block, lists it as an event and no longer suggests that time', async () => {
    const [slot] = (await suggest(ny, '2025-03-13', '60')).filter((s) => s.startTime === '9:00 AM');
    const booked = await ny.request('POST', '/api/calendar/time-blocks', {
      body: { title: 'Write the proposal', start: slot?.start, end: slot?.end },
    });
    expect(booked.status).toBe(201);
    const block = (await booked.json()) as { id: string };
    const after = (await suggest(ny, '2025-03-13', '60')).map((s) => s.startTime);
    expect(after).not.toContain('8:30 AM');
    expect(after).not.toContain('9:00 AM');
    expect(after).not.toContain('9:30 AM');
    expect(after).toContain('8:00 AM'); // ends exactly when the block starts
    expect(after).toContain('10:00 AM'); // starts exactly when the block ends

    const events = await ny.request(
      'GET',
      `/api/calendar/events?startDate=${encodeURIComponent('2025-03-13T04:00:00.000Z')}&endDate=${encodeURIComponent('2025-03-14T04:00:00.000Z')}`,
    );
    expect(await events.json()).toEqual([
      {
        id: block.id,
        summary: 'Write the proposal',
        description: 'Scheduled in Steward',
        start: '2025-03-13T13:00:00.000Z',
        end: '2025-03-13T14:00:00.000Z',
        allDay: false,
        calendarId: null,
        busy: true,
        source: 'steward',
        timeBlockId: block.id,
        domain: null,
        task: null,
      },
    ]);

    const clash = await ny.request('POST', '/api/calendar/time-blocks', {
      body: { title: 'Other', start: '2025-03-13T13:30:00.000Z', end: '2025-03-13T14:30:00.000Z' },
    });
    expect(clash.status).toBe(409);

    expect((await ny.request('DELETE', `/api/calendar/time-blocks/${block.id}`)).status).toBe(204);
    expect((await suggest(ny, '2025-03-13', '60')).map((s) => s.startTime)).toContain('9:00 AM');
    expect((await ny.request('DELETE', `/api/calendar/time-blocks/${block.id}`)).status).toBe(404);
  });

  it("frees a block kept in Steward only with the mirror's copies of it, and never another user's block", async () => {
    const booked = await ny.request('POST', '/api/calendar/time-blocks', {
      body: { title: 'Mirrored', start: '2025-03-14T13:00:00.000Z', end: '2025-03-14T14:00:00.000Z' },
    });
    expect(booked.status).toBe(201);
    const block = (await booked.json()) as { id: string };
    // A connected calendar holds a copy of the block (its calendar was disconnected since, so the block is local).
    const { db } = t.database;
    const [source] = await db
      .insert(calendarSources)
      .values({ userId: ny.userId, kind: 'ics', name: 'Feed' })
      .returning();
    const [calendar] = await db
      .insert(calendars)
      .values({ userId: ny.userId, sourceId: source?.id as string, remoteId: 'feed', name: 'Feed' })
      .returning();
    await db.insert(calendarInstances).values({
      userId: ny.userId,
      calendarId: calendar?.id as string,
      instanceId: 'copy',
      uid: 'copy',
      summary: 'Mirrored',
      description: 'Scheduled in Steward',
      startAt: new Date('2025-03-14T13:00:00.000Z'),
      endAt: new Date('2025-03-14T14:00:00.000Z'),
      allDay: false,
      busy: true,
      stewardBlockId: block.id,
      syncGen: crypto.randomUUID(),
    });

    const other = await t.signUp('Other');
    expect((await other.request('DELETE', `/api/calendar/time-blocks/${block.id}`)).status).toBe(404);
    expect(await db.select().from(timeBlocks).where(eq(timeBlocks.id, block.id))).toHaveLength(1);
    const copiesOf = () =>
      db.select().from(calendarInstances).where(eq(calendarInstances.stewardBlockId, block.id));
    expect(await copiesOf()).toHaveLength(1);

    expect((await ny.request('DELETE', `/api/calendar/time-blocks/${block.id}`)).status).toBe(204);
    expect(await db.select().from(timeBlocks).where(eq(timeBlocks.id, block.id))).toEqual([]);
    expect(await copiesOf()).toEqual([]);
  });

  it.each([
    { label: 'an impossible date', body: { date: '2025-02-30', duration: '60' }, field: 'date' },
    { label: 'an unknown duration', body: { date: '2025-03-13', duration: '45' }, field: 'duration' },
    { label: 'no duration', body: { date: '2025-03-13' }, field: 'duration' },
  ])('refuses suggestions for $label', async ({ body, field }) => {
    const res = await ny.request('POST', '/api/calendar/suggest-slots', { body });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ field });
  });

  it.each([
    {
      label: 'end before start',
      body: { title: 'x', start: '2025-03-13T14:00:00Z', end: '2025-03-13T13:00:00Z' },
      field: 'end',
    },
    {
      label: 'a blank title',
      body: { title: ' ', start: '2025-03-13T13:00:00Z', end: '2025-03-13T14:00:00Z' },
      field: 'title',
    },
    {
      label: 'a non-ISO start',
      body: { title: 'x', start: 'tomorrow', end: '2025-03-13T14:00:00Z' },
      field: 'start',
    },
  ])('refuses a time block with $label', async ({ body, field }) => {
    const res = await ny.request('POST', '/api/calendar/time-blocks', { body });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ field });
  });

  it.each([
    { label: 'missing dates', query: '', field: 'query.startDate' },
    {
      label: 'an end before the start',
      query: 'startDate=2025-03-13T00:00:00Z&endDate=2025-03-12T00:00:00Z',
      field: 'query.endDate',
    },
    {
      label: 'a range over 62 days',
      query: 'startDate=2025-01-01T00:00:00Z&endDate=2025-06-01T00:00:00Z',
      field: 'query.endDate',
    },
  ])('refuses events with $label', async ({ query, field }) => {
    const res = await ny.request('GET', `/api/calendar/events?${query}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ field });
  });
});
