/**
 * A CalDAV account as a calendar source through the API, on every backend, against a real Radicale
 * on loopback (one per file, tests/calendar/caldav-setup.ts; CALENDAR_ALLOW_PRIVATE_NETWORKS=true): discovery,
 * the calendars listed, expansion in events, busy time in slots, calendar settings (shown, busy, colour, the one
 * "Time blocks go to" calendar), time blocks PUT into and DELETEd from Radicale, a wrong password, a server
 * that stops (source error, events still from the mirror, a block refused with nothing kept), disconnect.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarSettings, CalendarSource } from '../../src/core/calendar/sources.ts';
import { calendarInstances, calendarSources, timeBlocks } from '../../src/server/db/calendar-schema.ts';
import { radicale, startRecordingProxy, withRadicaleAccount } from '../calendar/caldav-setup.ts';
import { getObject } from '../calendar/radicale.ts';
import { addSource, eventsBetween, inNewYork, MARCH, NOW, slotStarts } from './calendar-sources-setup.ts';
import { backends, type Client, startTestApp, type TestApp } from './harness.ts';

withRadicaleAccount();

const account = () => ({
  kind: 'caldav',
  url: radicale.origin,
  username: radicale.username,
  password: radicale.password,
});

describe.each(backends)('CalDAV sources on %s', (backend) => {
  let t: TestApp;
  let ada: Client;
  let source: CalendarSource;
  const calendar = (name: string) => source.calendars.find((c) => c.name === name) as CalendarSettings;
  const patch = async (client: Client, id: string, body: Record<string, unknown>, status = 200) => {
    const res = await client.request('PATCH', `/api/calendar/calendars/${id}`, { body });
    expect(res.status, await res.clone().text()).toBe(status);
    return (await res.json()) as CalendarSettings & { field?: string };
  };
  beforeAll(async () => {
    t = await startTestApp(backend, { CALENDAR_ALLOW_PRIVATE_NETWORKS: 'true' }, NOW);
    ada = await t.signUp('Ada');
    await inNewYork(ada);
    source = await addSource(ada, account());
  });
  afterAll(() => t.close());

  it('discovers the account and lists its event calendars with writability and colour, no password', async () => {
    expect(source).toMatchObject({ kind: 'caldav', url: radicale.origin, status: 'ok', error: null });
    expect(source.name).toBe(`${radicale.username} on ${new URL(radicale.origin).host}`);
    expect(source.calendars.map((c) => [c.name, c.writable, c.show, c.busy, c.blocksTarget])).toEqual([
      ['Holidays (shared)', false, true, true, false],
      ['Home', true, true, true, false],
      ['Scratch', true, true, true, false],
      ['Work', true, true, true, false],
    ]);
    expect(calendar('Work').colorId).toBe('9'); // #5484ED, Google's event colour 9
    const listed = await ada.request('GET', '/api/calendar/sources');
    const text = await listed.text();
    expect(JSON.parse(text)).toEqual([source]);
    expect(text).not.toContain(radicale.password);
    const [row] = await t.database.db
      .select({ credentials: calendarSources.credentials })
      .from(calendarSources)
      .where(eq(calendarSources.id, source.id));
    expect(row?.credentials).toMatch(/^v1\./);
    expect(row?.credentials).not.toContain(radicale.password);
  });

  it('lists expanded instances of every shown calendar', async () => {
    const events = await eventsBetween(ada, MARCH.start, MARCH.end);
    const starts = (summary: string) => events.filter((e) => e.summary === summary).map((e) => e.start);
    expect(starts('Weekly sync')).toEqual([
      '2026-03-02T14:00:00.000Z',
      '2026-03-09T13:00:00.000Z',
      '2026-03-30T13:00:00.000Z',
    ]);
    expect(starts('Weekly sync (moved)')).toEqual(['2026-03-23T15:00:00.000Z']);
    expect(starts('Gym')).toEqual([
      '2026-03-03T12:00:00.000Z',
      '2026-03-10T11:00:00.000Z',
      '2026-03-17T11:00:00.000Z',
      '2026-03-24T11:00:00.000Z',
      '2026-03-31T11:00:00.000Z',
    ]);
    expect(events.find((e) => e.summary === 'Overnight release')).toMatchObject({
      start: '2026-03-08T03:00:00.000Z',
      end: '2026-03-08T08:00:00.000Z',
    });
    expect(events.find((e) => e.summary === 'Board meeting')).toMatchObject({
      calendarId: calendar('Work').id,
      colorId: '9',
      source: 'caldav',
      busy: true,
      description: 'Quarterly numbers',
    });
    expect(starts('Spring break')).toEqual(['2026-03-16T04:00:00.000Z']);
    expect(starts('Outside the range')).toEqual([]);
  });

  it('takes busy time out of slots, and the calendar settings change what counts and shows', async () => {
    expect(await slotStarts(ada, '2026-03-10')).not.toContain('10:00 AM'); // board meeting 10–11 EDT
    expect(await slotStarts(ada, '2026-03-05')).toContain('8:00 AM'); // transparent focus
    expect(await slotStarts(ada, '2026-03-12')).toEqual([]); // all-day OPAQUE out of office
    const work = calendar('Work').id;
    expect(await patch(ada, work, { busy: false })).toMatchObject({ id: work, busy: false, show: true });
    expect(await slotStarts(ada, '2026-03-10')).toContain('10:00 AM');
    await patch(ada, work, { busy: true, show: false, colorId: '3', domain: 'work' });
    expect(await slotStarts(ada, '2026-03-10')).not.toContain('10:00 AM'); // hidden, still busy
    const hidden = await eventsBetween(ada, MARCH.start, MARCH.end);
    expect(hidden.some((e) => e.calendarId === work)).toBe(false);
    expect(await patch(ada, work, { show: true })).toMatchObject({
      colorId: '3',
      domain: 'work',
      show: true,
    });
    const shown = await eventsBetween(ada, MARCH.start, MARCH.end);
    expect(shown.find((e) => e.summary === 'Board meeting')?.colorId).toBe('3');
  });

  it('moves "Time blocks go to" (never two), refuses a read-only one, and 400s a bad patch', async () => {
    await patch(ada, calendar('Work').id, { blocksTarget: true });
    await patch(ada, calendar('Scratch').id, { blocksTarget: true });
    const [after] = (await (await ada.request('GET', '/api/calendar/sources')).json()) as CalendarSource[];
    expect(after?.calendars.filter((c) => c.blocksTarget).map((c) => c.name)).toEqual(['Scratch']);
    const readOnly = await patch(ada, calendar('Holidays (shared)').id, { blocksTarget: true }, 400);
    expect(readOnly.field).toBe('blocksTarget');
    expect((await patch(ada, calendar('Work').id, { colorId: '12' }, 400)).field).toBe('colorId');
    expect((await patch(ada, calendar('Work').id, {}, 400)).field).toBeUndefined();
  });

  it('keeps one blocks target when choices race (the partial unique index)', async () => {
    const ids = ['Work', 'Home', 'Scratch'].map((name) => calendar(name).id);
    const answers = await Promise.all(
      [...ids, ...ids, ...ids].map((id) =>
        ada.request('PATCH', `/api/calendar/calendars/${id}`, { body: { blocksTarget: true } }),
      ),
    );
    expect(answers.every((res) => res.status === 200 || res.status === 409)).toBe(true);
    expect(answers.some((res) => res.status === 200)).toBe(true);
    const [after] = (await (await ada.request('GET', '/api/calendar/sources')).json()) as CalendarSource[];
    expect(after?.calendars.filter((c) => c.blocksTarget)).toHaveLength(1);
    await patch(ada, calendar('Scratch').id, { blocksTarget: true });
  });

  it('writes a block into the chosen calendar, lists it once, and deletes it from Radicale', async () => {
    const res = await ada.request('POST', '/api/calendar/time-blocks', {
      body: { title: 'Write the proposal', start: '2026-03-11T15:00:00Z', end: '2026-03-11T16:00:00Z' },
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const block = (await res.json()) as { id: string; calendarId: string };
    expect(block.calendarId).toBe(calendar('Scratch').id);
    const [row] = await t.database.db.select().from(timeBlocks).where(eq(timeBlocks.id, block.id));
    const path = new URL(row?.remoteId ?? 'http://x/missing').pathname;
    expect(path).toBe(`/${radicale.username}/scratch/steward-${block.id}.ics`);
    expect(await getObject(radicale, path)).toContain(`X-STEWARD-BLOCK:${block.id}`);

    expect((await ada.request('POST', `/api/calendar/sources/${source.id}/sync`)).status).toBe(200);
    const mirrored = await t.database.db
      .select()
      .from(calendarInstances)
      .where(eq(calendarInstances.stewardBlockId, block.id));
    expect(mirrored).toHaveLength(1); // Radicale holds it and the mirror has it...
    const day = await eventsBetween(ada, '2026-03-11T04:00:00.000Z', '2026-03-12T04:00:00.000Z');
    expect(day.filter((e) => e.summary === 'Write the proposal')).toEqual([
      expect.objectContaining({ id: block.id, timeBlockId: block.id, source: 'steward' }), // ...listed once
    ]);

    expect((await ada.request('DELETE', `/api/calendar/time-blocks/${block.id}`)).status).toBe(204);
    expect(await getObject(radicale, path)).toBeNull();
    const gone = await eventsBetween(ada, '2026-03-11T04:00:00.000Z', '2026-03-12T04:00:00.000Z');
    expect(gone.filter((e) => e.summary === 'Write the proposal')).toEqual([]);
  });

  it('answers 422 naming password for a wrong password, and stores nothing', async () => {
    const bob = await t.signUp('Bob');
    const res = await bob.request('POST', '/api/calendar/sources', {
      body: { ...account(), password: 'wrong' },
    });
    expect(res.status).toBe(422);
    const body = (await res.json()) as { field: string; message: string };
    expect(body.field).toBe('password');
    expect(body.message).toMatch(/username or password/);
    expect(await (await bob.request('GET', '/api/calendar/sources')).json()).toEqual([]);
  });

  it("answers 404 for another user's source and calendar ids", async () => {
    const eve = await t.signUp('Eve');
    const work = calendar('Work').id;
    expect(
      (await eve.request('PATCH', `/api/calendar/calendars/${work}`, { body: { show: false } })).status,
    ).toBe(404);
    expect((await eve.request('POST', `/api/calendar/sources/${source.id}/sync`)).status).toBe(404);
    expect((await eve.request('DELETE', `/api/calendar/sources/${source.id}`)).status).toBe(404);
    expect(await (await eve.request('GET', '/api/calendar/sources')).json()).toEqual([]);
    expect(await patch(ada, work, { show: true })).toMatchObject({ show: true });
  });

  it('keeps the mirror when the server stops: source error, events 200, a block refused and not kept', async () => {
    const ben = await t.signUp('Ben');
    await inNewYork(ben);
    const proxy = await startRecordingProxy('127.0.0.1');
    let closed = false;
    try {
      const viaProxy = await addSource(ben, { ...account(), url: proxy.origin });
      const scratch = viaProxy.calendars.find((c) => c.name === 'Scratch') as CalendarSettings;
      await patch(ben, scratch.id, { blocksTarget: true });
      await proxy.close();
      closed = true;
      const res = await ben.request('POST', `/api/calendar/sources/${viaProxy.id}/sync`);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({
        status: 'error',
        error: expect.stringMatching(/refused the connection|could not be reached/),
      });
      const events = await eventsBetween(ben, MARCH.start, MARCH.end);
      expect(events.filter((e) => e.summary === 'Board meeting')).toHaveLength(1);

      const slot = { title: 'Call Sam', start: '2026-03-11T18:00:00Z', end: '2026-03-11T19:00:00Z' };
      const refused = await ben.request('POST', '/api/calendar/time-blocks', { body: slot });
      expect(refused.status).toBe(502);
      expect(((await refused.json()) as { message: string }).message).toMatch(
        /Nothing was scheduled.*Scratch/,
      );
      expect(await t.database.db.$count(timeBlocks, eq(timeBlocks.userId, ben.userId))).toBe(0);

      expect((await ben.request('DELETE', `/api/calendar/sources/${viaProxy.id}`)).status).toBe(204);
      expect(await t.database.db.$count(calendarInstances, eq(calendarInstances.userId, ben.userId))).toBe(0);
      const others = await t.database.db.$count(calendarInstances, eq(calendarInstances.userId, ada.userId));
      expect(others).toBeGreaterThan(10); // another user's mirror of the same account is untouched
      expect(await eventsBetween(ben, MARCH.start, MARCH.end)).toEqual([]);
      const booked = await ben.request('POST', '/api/calendar/time-blocks', { body: slot });
      expect(booked.status).toBe(201); // no target any more: kept in Steward as before
      expect(await booked.json()).toMatchObject({ calendarId: null });
    } finally {
      if (!closed) await proxy.close();
    }
  });
});
