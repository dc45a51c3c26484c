/**
 * A connected Google account as a calendar source (ADR 028), end to end through the API on both
 * databases: better-auth's link flow against the OAuth fake, the Calendar API fake's calendars and events in
 * the mirror, a refused access token refreshed, a revoked grant shown as "Reconnect needed" (never a 500),
 * reconnecting, time blocks written into Google, another user kept out, and disconnecting.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarSource } from '../../src/core/calendar/sources.ts';
import { GOOGLE_RECONNECT_MESSAGE } from '../../src/server/calendar/google.ts';
import { calendarInstances, calendarSources } from '../../src/server/db/calendar-schema.ts';
import { accounts } from '../../src/server/db/schema.ts';
import { eventsBetween, inNewYork, MARCH, NOW } from './calendar-sources-setup.ts';
import { connectGoogle, type GoogleWorld, startGoogleWorld } from './google-connect-setup.ts';
import { backends, type Client } from './harness.ts';

describe.each(backends)('Google calendar sources on %s', (backend) => {
  let world: GoogleWorld;
  let ada: Client;
  let source: CalendarSource;

  const sources = async (client: Client) => {
    const res = await client.request('GET', '/api/calendar/sources');
    expect(res.status).toBe(200);
    return (await res.json()) as CalendarSource[];
  };
  const syncNow = async (client: Client, id: string) => {
    const res = await client.request('POST', `/api/calendar/sources/${id}/sync`);
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()) as CalendarSource;
  };
  const summaries = async (client: Client) =>
    (await eventsBetween(client, MARCH.start, MARCH.end)).map((e) => e.summary);

  beforeAll(async () => {
    world = await startGoogleWorld(backend, NOW);
    const { calendar } = world;
    calendar.addCalendar({
      id: 'ada@gmail.test',
      summary: 'ada@gmail.test',
      timeZone: 'America/New_York',
      accessRole: 'owner',
      primary: true,
    });
    calendar.addCalendar({ id: 'team@group.calendar.google.com', summary: 'Team', accessRole: 'reader' });
    calendar.putEvent('ada@gmail.test', {
      id: 'dentist',
      summary: 'Dentist',
      start: { dateTime: '2026-03-03T15:00:00Z' },
      end: { dateTime: '2026-03-03T16:00:00Z' },
    });
    calendar.putEvent('team@group.calendar.google.com', {
      id: 'standup',
      summary: 'Standup',
      start: { dateTime: '2026-03-02T09:00:00-05:00', timeZone: 'America/New_York' },
      end: { dateTime: '2026-03-02T09:15:00-05:00', timeZone: 'America/New_York' },
      recurrence: ['RRULE:FREQ=WEEKLY;COUNT=3'],
    });
    ada = await world.app.signUp('Ada');
    await inNewYork(ada);
    world.oauth.user = { sub: '200000000001', email: 'ada@gmail.test', name: 'Ada' };
    await connectGoogle(world, ada);
    const listed = await sources(ada);
    expect(listed).toHaveLength(1);
    source = listed[0] as CalendarSource;
  });
  afterAll(() => world?.close());

  it('appears after the link as a Google source, then syncs its calendars and events into the mirror', async () => {
    expect(source).toMatchObject({
      kind: 'google',
      name: 'Google Calendar',
      url: null,
      status: 'ok',
      error: null,
    });
    const synced = await syncNow(ada, source.id);
    expect(synced).toMatchObject({ status: 'ok', error: null });
    expect(synced.lastSyncedAt).not.toBeNull();
    const rows = synced.calendars.map((c) => [c.name, c.writable, c.show, c.busy]);
    expect(rows.sort((a, b) => String(a[0]).localeCompare(String(b[0])))).toEqual([
      ['ada@gmail.test', true, true, true],
      ['Team', false, true, true],
    ]);
    expect(await summaries(ada)).toEqual(['Standup', 'Dentist', 'Standup', 'Standup']);
    // No secret in the answer.
    expect(JSON.stringify(synced)).not.toMatch(/ya29|1\/\/0g|token/i);
  });

  it('refreshes a token Google no longer accepts through better-auth and syncs on', async () => {
    world.calendar.putEvent('ada@gmail.test', {
      id: 'lunch',
      summary: 'Lunch',
      start: { dateTime: '2026-03-04T17:00:00Z' },
      end: { dateTime: '2026-03-04T18:00:00Z' },
    });
    world.oauth.expireAccessTokens();
    const before = world.oauth.requests.length;
    const synced = await syncNow(ada, source.id);
    expect(synced).toMatchObject({ status: 'ok', error: null });
    expect(world.oauth.requests.slice(before)).toEqual([
      { path: '/token', grantType: 'refresh_token', status: 200 },
    ]);
    expect(await summaries(ada)).toContain('Lunch');
  });

  it('asks Google only for what changed since the last sync (syncToken), and lists in full after a 410', async () => {
    const listings = () =>
      world.calendar.requests.filter((r) => r.method === 'GET' && r.path.endsWith('/events'));
    world.calendar.reset();
    world.calendar.putEvent('ada@gmail.test', {
      id: 'board',
      summary: 'Board call',
      start: { dateTime: '2026-03-05T15:00:00Z' },
      end: { dateTime: '2026-03-05T16:00:00Z' },
    });
    world.calendar.removeEvent('ada@gmail.test', 'lunch');
    world.calendar.putEvent('team@group.calendar.google.com', {
      id: 'standup_20260309T130000Z',
      recurringEventId: 'standup',
      originalStartTime: { dateTime: '2026-03-09T09:00:00-04:00', timeZone: 'America/New_York' },
      status: 'cancelled',
    });
    expect(await syncNow(ada, source.id)).toMatchObject({ status: 'ok', error: null });
    expect(listings().length).toBeGreaterThan(0);
    for (const listing of listings()) {
      expect(listing.query.get('syncToken')).toBeTruthy();
      expect(listing.query.has('timeMin')).toBe(false);
    }
    const afterChanges = await eventsBetween(ada, MARCH.start, MARCH.end);
    expect(afterChanges.map((e) => e.summary)).toContain('Board call');
    expect(afterChanges.map((e) => e.summary)).not.toContain('Lunch');
    expect(afterChanges.filter((e) => e.summary === 'Standup').map((e) => e.start)).toEqual([
      '2026-03-02T14:00:00.000Z',
      '2026-03-16T13:00:00.000Z',
    ]);

    world.calendar.reset();
    world.calendar.expireSyncTokens('ada@gmail.test');
    world.calendar.putEvent('ada@gmail.test', {
      id: 'board',
      summary: 'Board call (moved)',
      start: { dateTime: '2026-03-06T15:00:00Z' },
      end: { dateTime: '2026-03-06T16:00:00Z' },
    });
    expect(await syncNow(ada, source.id)).toMatchObject({ status: 'ok', error: null });
    const primaryListings = listings().filter(
      (r) => r.path.includes('ada%40gmail.test') || r.path.includes('ada@gmail.test'),
    );
    expect(primaryListings.map((r) => [r.query.has('syncToken'), r.query.has('timeMin')])).toEqual([
      [true, false],
      [false, true],
    ]);
    const afterFull = (await eventsBetween(ada, MARCH.start, MARCH.end)).filter((e) =>
      e.summary.startsWith('Board'),
    );
    expect(afterFull.map((e) => [e.summary, e.start])).toEqual([
      ['Board call (moved)', '2026-03-06T15:00:00.000Z'],
    ]);
  });

  it('shows "Reconnect needed" after Google revoked the grant, keeps the mirror and never answers 500', async () => {
    world.oauth.revokeUser('200000000001');
    const synced = await syncNow(ada, source.id);
    expect(synced).toMatchObject({ status: 'reconnect', error: GOOGLE_RECONNECT_MESSAGE });
    expect(world.oauth.requests.at(-1)).toMatchObject({ grantType: 'refresh_token', error: 'invalid_grant' });
    expect(await summaries(ada)).toContain('Dentist');
    const slots = await ada.request('POST', '/api/calendar/suggest-slots', {
      body: { date: '2026-03-03', duration: 30 },
    });
    expect(slots.status).toBe(200);
    expect((await sources(ada))[0]).toMatchObject({ status: 'reconnect' });
  });

  it('is the same source again after reconnecting, and syncs', async () => {
    await connectGoogle(world, ada);
    const listed = await sources(ada);
    expect(listed.map((s) => [s.id, s.status])).toEqual([[source.id, 'ok']]);
    expect(await syncNow(ada, source.id)).toMatchObject({ status: 'ok', error: null });
  });

  it('writes a time block into the chosen Google calendar and removes it there', async () => {
    const primary = (await sources(ada))[0]?.calendars.find((c) => c.name === 'ada@gmail.test');
    const patched = await ada.request('PATCH', `/api/calendar/calendars/${primary?.id}`, {
      body: { blocksTarget: true },
    });
    expect(patched.status).toBe(200);
    const booked = await ada.request('POST', '/api/calendar/time-blocks', {
      body: { title: 'Write the plan', start: '2026-03-05T14:00:00Z', end: '2026-03-05T15:00:00Z' },
    });
    expect(booked.status, await booked.clone().text()).toBe(201);
    const block = (await booked.json()) as { id: string };
    const insert = world.calendar.requests.find((r) => r.method === 'POST');
    expect(insert?.body).toMatchObject({
      summary: 'Write the plan',
      extendedProperties: { private: { stewardBlockId: block.id } },
    });
    const eventId = (insert?.body as { id?: string } | undefined)?.id ?? '';
    expect(world.calendar.getEvent('ada@gmail.test', eventId)?.status).not.toBe('cancelled');
    expect((await ada.request('DELETE', `/api/calendar/time-blocks/${block.id}`)).status).toBe(204);
    expect(world.calendar.getEvent('ada@gmail.test', eventId)?.status).toBe('cancelled');
  });

  it('is invisible and untouchable for another user', async () => {
    const eve = await world.app.signUp('Eve');
    expect(await sources(eve)).toEqual([]);
    expect(await summaries(eve)).toEqual([]);
    const calendarId = (await sources(ada))[0]?.calendars[0]?.id;
    expect((await eve.request('POST', `/api/calendar/sources/${source.id}/sync`)).status).toBe(404);
    expect(
      (await eve.request('PATCH', `/api/calendar/calendars/${calendarId}`, { body: { show: false } })).status,
    ).toBe(404);
    expect((await eve.request('DELETE', `/api/calendar/sources/${source.id}`)).status).toBe(404);
    expect((await sources(ada)).map((s) => s.id)).toEqual([source.id]);
  });

  it('disconnects: the grant revoked at Google, the account unlinked, the source and its events gone', async () => {
    const { db } = world.app.database;
    const [google] = await db
      .select()
      .from(accounts)
      .where(and(eq(accounts.userId, ada.userId), eq(accounts.providerId, 'google')));
    expect(google).toBeDefined();
    const before = world.oauth.requests.length;
    expect((await ada.request('DELETE', `/api/calendar/sources/${source.id}`)).status).toBe(204);
    expect(world.oauth.requests.slice(before)).toEqual([{ path: '/revoke', grantType: null, status: 200 }]);
    expect(await sources(ada)).toEqual([]);
    expect(await summaries(ada)).toEqual([]);
    const left = await db.select().from(accounts).where(eq(accounts.userId, ada.userId));
    expect(left.map((a) => a.providerId)).toEqual(['credential']); // she still signs in with her password
    expect(await db.select().from(calendarSources).where(eq(calendarSources.userId, ada.userId))).toEqual([]);
    expect(await db.select().from(calendarInstances).where(eq(calendarInstances.userId, ada.userId))).toEqual(
      [],
    );
    expect((await ada.request('DELETE', `/api/calendar/sources/${source.id}`)).status).toBe(404);
  });
});
