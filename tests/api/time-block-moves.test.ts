/**
 * Moving and resizing Steward time blocks, and the task a block was booked for (ADR 054), on PGlite and
 * PostgreSQL: PATCH /api/calendar/time-blocks/{id} with `{ start, end }` moves the block (400 naming the field
 * for bad instants, a lone one, or an end not after the start; 409 over another block; 404 for another user's
 * block), keeps its task and domain; POST takes `task` (400 naming `task.*` for bad values) and GET
 * /api/calendar/events lists it; 20 parallel moves of two blocks into one slot: exactly one wins.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarEvent } from '../../src/core/calendar/events.ts';
import { timeBlocks } from '../../src/server/db/calendar-schema.ts';
import { eventsBetween } from './calendar-sources-setup.ts';
import { backends, type Client, startTestApp, type TestApp } from './harness.ts';

const NOW = new Date('2026-03-10T13:00:00Z'); // Tuesday 9:00 AM EDT
/** Wednesday 2026-03-11 in New York, as instants. */
const DAY = { start: '2026-03-11T04:00:00.000Z', end: '2026-03-12T04:00:00.000Z' };
const at = (hhmm: string) => new Date(`2026-03-11T${hhmm}:00-04:00`).toISOString();
const TASK = { date: '2026-03-11', group: 'bigThree', index: 1 } as const;

describe.each(backends)('moving time blocks on %s', (backend) => {
  let t: TestApp;
  let ada: Client;
  let ben: Client;

  const book = async (client: Client, body: Record<string, unknown>): Promise<CalendarEvent> => {
    const res = await client.request('POST', '/api/calendar/time-blocks', { body });
    expect(res.status, await res.clone().text()).toBe(201);
    return (await res.json()) as CalendarEvent;
  };
  const move = (client: Client, id: string, body: Record<string, unknown>) =>
    client.request('PATCH', `/api/calendar/time-blocks/${id}`, { body });
  const stored = async (id: string) => {
    const [row] = await t.database.db.select().from(timeBlocks).where(eq(timeBlocks.id, id));
    return { start: row?.startAt.toISOString(), end: row?.endAt.toISOString() };
  };

  beforeAll(async () => {
    t = await startTestApp(backend, {}, NOW);
    ada = await t.signUp('Ada');
    ben = await t.signUp('Ben');
    for (const c of [ada, ben]) {
      const zone = await c.request('PATCH', '/api/auth/user', { body: { timeZone: 'America/New_York' } });
      expect(zone.status).toBe(200);
    }
  });
  afterAll(() => t.close());

  it('stores the task a block is booked for, returns it, and lists it with the block', async () => {
    const block = await book(ada, {
      title: 'Draft the plan',
      start: at('09:00'),
      end: at('09:30'),
      task: TASK,
    });
    expect(block.task).toEqual(TASK);
    const listed = (await eventsBetween(ada, DAY.start, DAY.end)).find((e) => e.id === block.id);
    expect(listed).toMatchObject({ task: TASK, timeBlockId: block.id });
    const plain = await book(ada, { title: 'Inbox', start: at('20:00'), end: at('20:30') });
    expect(plain.task).toBeNull();
  });

  it.each([
    [{ ...TASK, date: '2026-02-30' }, 'task.date'],
    [{ ...TASK, group: 'later' }, 'task.group'],
    [{ ...TASK, index: 3 }, 'task.index'],
    [{ ...TASK, index: -1 }, 'task.index'],
    [{ ...TASK, index: 1.5 }, 'task.index'],
    [{ ...TASK, group: 'otherTasks', index: 100 }, 'task.index'],
    [{ date: TASK.date, group: TASK.group }, 'task.index'],
    ['bigThree', 'task'],
  ])('refuses the task %j with 400 naming %s, and keeps nothing', async (task, field) => {
    const before = await t.database.db.$count(timeBlocks, eq(timeBlocks.userId, ada.userId));
    const res = await ada.request('POST', '/api/calendar/time-blocks', {
      body: { title: 'x', start: at('18:00'), end: at('18:30'), task },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ field });
    expect(await t.database.db.$count(timeBlocks, eq(timeBlocks.userId, ada.userId))).toBe(before);
  });

  it('moves and resizes a block, keeping its task and domain', async () => {
    const block = await book(ada, {
      title: 'Call the bank',
      start: at('10:00'),
      end: at('10:30'),
      domain: 'financial',
      task: { date: '2026-03-11', group: 'otherTasks', index: 4 },
    });
    const res = await move(ada, block.id, {
      start: '2026-03-11T11:15:00-04:00',
      end: '2026-03-11T12:00:00-04:00',
    });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toMatchObject({
      start: at('11:15'),
      end: at('12:00'),
      domain: 'financial',
      task: { date: '2026-03-11', group: 'otherTasks', index: 4 },
    });
    expect(await stored(block.id)).toEqual({ start: at('11:15'), end: at('12:00') });
  });

  it.each([
    [{ start: at('13:00') }, 'end'],
    [{ end: at('13:00') }, 'start'],
    [{ start: at('13:00'), end: at('13:00') }, 'end'],
    [{ start: at('13:00'), end: at('12:45') }, 'end'],
    [{ start: 'tomorrow', end: at('13:00') }, 'start'],
    [{ start: at('13:00'), end: '2026-03-12T14:00:00-04:00' }, 'end'],
    [{}, 'domain'],
  ])('refuses the move %j with 400 naming %s, and leaves the block', async (body, field) => {
    const block = await book(ada, { title: 'Stay put', start: at('07:00'), end: at('07:30') });
    const res = await move(ada, block.id, body);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ field });
    expect(await stored(block.id)).toEqual({ start: at('07:00'), end: at('07:30') });
    expect((await ada.request('DELETE', `/api/calendar/time-blocks/${block.id}`)).status).toBe(204);
  });

  it("answers 404 for another user's block and a malformed id, and moves nothing", async () => {
    const block = await book(ada, { title: 'Mine', start: at('14:00'), end: at('14:30') });
    const body = { start: at('15:00'), end: at('15:30') };
    expect((await move(ben, block.id, body)).status).toBe(404);
    expect((await move(ada, 'not-a-uuid', body)).status).toBe(404);
    expect(await stored(block.id)).toEqual({ start: at('14:00'), end: at('14:30') });
  });

  it('refuses a move over another block with 409, and leaves the block where it was', async () => {
    const first = await book(ada, { title: 'First', start: at('16:00'), end: at('16:30') });
    const second = await book(ada, { title: 'Second', start: at('17:00'), end: at('17:30') });
    const res = await move(ada, second.id, { start: at('16:15'), end: at('16:45') });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({
      message: 'That time is already taken by another scheduled task',
    });
    expect(await stored(second.id)).toEqual({ start: at('17:00'), end: at('17:30') });
    expect(await stored(first.id)).toEqual({ start: at('16:00'), end: at('16:30') });
    // Another user's block at the same time is no obstacle.
    await book(ben, { title: 'Ben at four', start: at('16:00'), end: at('16:30') });
  });

  it('settles 20 parallel moves of two blocks into one slot: exactly one wins', async () => {
    const carol = await t.signUp('Carol');
    const a = await book(carol, { title: 'A', start: at('06:00'), end: at('06:30') });
    const b = await book(carol, { title: 'B', start: at('06:30'), end: at('07:00') });
    const slot = { start: at('12:00'), end: at('12:30') };
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => move(carol, i % 2 === 0 ? a.id : b.id, slot)),
    );
    const statuses = answers.map((r) => r.status);
    // The winner's later tries land on the block's own time again (200); the other block's all get 409.
    const won = [a.id, b.id].filter((_id, n) => statuses.some((s, i) => i % 2 === n && s === 200));
    expect(won).toHaveLength(1);
    expect(statuses.filter((s) => s !== 200 && s !== 409)).toEqual([]);
    const rows = await t.database.db.select().from(timeBlocks).where(eq(timeBlocks.userId, carol.userId));
    expect(rows.filter((r) => r.startAt.toISOString() === slot.start)).toHaveLength(1);
    const loser = rows.find((r) => r.id !== won[0]);
    expect(loser?.startAt.toISOString()).toBe(loser?.id === a.id ? at('06:00') : at('06:30'));
  });
});
