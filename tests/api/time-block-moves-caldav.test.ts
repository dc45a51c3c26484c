/**
 * A Steward block written into a CalDAV calendar ("Time blocks go to", ADR 023) moves there too (ADR 054), on
 * every backend, against a real Radicale: PATCH /api/calendar/time-blocks/{id} with `{ start, end }` rewrites the
 * object in Radicale and the mirror's copy; with the server down the answer is 502 naming the calendar and the
 * block stays where it was, in Steward and in the calendar.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarSettings } from '../../src/core/calendar/sources.ts';
import { calendarInstances, timeBlocks } from '../../src/server/db/calendar-schema.ts';
import { radicale, startRecordingProxy, withRadicaleAccount } from '../calendar/caldav-setup.ts';
import { getObject } from '../calendar/radicale.ts';
import { addSource, inNewYork, NOW } from './calendar-sources-setup.ts';
import { backends, type Client, startTestApp, type TestApp } from './harness.ts';

withRadicaleAccount();

const account = (url: string) => ({
  kind: 'caldav',
  url,
  username: radicale.username,
  password: radicale.password,
});

describe.each(backends)('moving a CalDAV-written block on %s', (backend) => {
  let t: TestApp;

  /** Signs up a user whose blocks go to Scratch on the CalDAV account at `url`; returns the user and source id. */
  const userWithTarget = async (name: string, url: string): Promise<{ client: Client; sourceId: string }> => {
    const client = await t.signUp(name);
    await inNewYork(client);
    const source = await addSource(client, account(url));
    const scratch = source.calendars.find((c) => c.name === 'Scratch') as CalendarSettings;
    const res = await client.request('PATCH', `/api/calendar/calendars/${scratch.id}`, {
      body: { blocksTarget: true },
    });
    expect(res.status).toBe(200);
    return { client, sourceId: source.id };
  };
  const book = async (client: Client, start: string, end: string) => {
    const res = await client.request('POST', '/api/calendar/time-blocks', {
      body: { title: 'Write the proposal', start, end },
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const [row] = await t.database.db.select().from(timeBlocks).where(eq(timeBlocks.id, id));
    expect(row?.remoteId).toBeTruthy();
    return { id, path: new URL(row?.remoteId ?? '').pathname };
  };

  beforeAll(async () => {
    t = await startTestApp(backend, { CALENDAR_ALLOW_PRIVATE_NETWORKS: 'true' }, NOW);
  });
  afterAll(() => t.close());

  it('moves the event in Radicale and the mirror with the block', async () => {
    const { client, sourceId } = await userWithTarget('Ada', radicale.origin);
    const block = await book(client, '2026-03-12T15:00:00Z', '2026-03-12T16:00:00Z');
    expect((await client.request('POST', `/api/calendar/sources/${sourceId}/sync`)).status).toBe(200);

    const res = await client.request('PATCH', `/api/calendar/time-blocks/${block.id}`, {
      body: { start: '2026-03-12T17:15:00Z', end: '2026-03-12T18:45:00Z' },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const object = await getObject(radicale, block.path);
    expect(object).toContain('DTSTART:20260312T171500Z');
    expect(object).toContain('DTEND:20260312T184500Z');
    expect(object).toContain(`X-STEWARD-BLOCK:${block.id}`);
    const mirrored = await t.database.db
      .select()
      .from(calendarInstances)
      .where(eq(calendarInstances.stewardBlockId, block.id));
    expect(mirrored.map((m) => [m.startAt.toISOString(), m.endAt.toISOString()])).toEqual([
      ['2026-03-12T17:15:00.000Z', '2026-03-12T18:45:00.000Z'],
    ]);
    // The stored ETag is the new object's: the block can be moved again.
    const again = await client.request('PATCH', `/api/calendar/time-blocks/${block.id}`, {
      body: { start: '2026-03-12T19:00:00Z', end: '2026-03-12T19:30:00Z' },
    });
    expect(again.status, await again.clone().text()).toBe(200);
    expect(await getObject(radicale, block.path)).toContain('DTSTART:20260312T190000Z');
  });

  it('answers 502 naming the calendar when the server is down, and leaves the block where it was', async () => {
    const proxy = await startRecordingProxy('127.0.0.1');
    let closed = false;
    try {
      const { client } = await userWithTarget('Ben', proxy.origin);
      const block = await book(client, '2026-03-13T15:00:00Z', '2026-03-13T16:00:00Z');
      await proxy.close();
      closed = true;
      const res = await client.request('PATCH', `/api/calendar/time-blocks/${block.id}`, {
        body: { start: '2026-03-13T18:00:00Z', end: '2026-03-13T18:30:00Z' },
      });
      expect(res.status).toBe(502);
      expect(((await res.json()) as { message: string }).message).toMatch(/The block was not moved.*Scratch/);
      const [row] = await t.database.db.select().from(timeBlocks).where(eq(timeBlocks.id, block.id));
      expect([row?.startAt.toISOString(), row?.endAt.toISOString()]).toEqual([
        '2026-03-13T15:00:00.000Z',
        '2026-03-13T16:00:00.000Z',
      ]);
      expect(await getObject(radicale, block.path)).toContain('DTSTART:20260313T150000Z');
    } finally {
      if (!closed) await proxy.close();
    }
  });
});
