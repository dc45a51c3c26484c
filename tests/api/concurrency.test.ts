/**
 * Writes that race are safe in the database (ADR 007, 008): parallel requests through the real app, on every
 * backend (on PostgreSQL over a pool of 4 connections, so they really interleave).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DailyPlan } from '../../src/core/daily-plan.ts';
import { timeBlocks } from '../../src/server/db/calendar-schema.ts';
import { createTimeBlock } from '../../src/server/modules/calendar/repo.ts';
import { createPlan, expectJson, planBody } from './fixtures.ts';
import { backends, type Client, startTestApp, type TestApp } from './harness.ts';

const PARALLEL = 20;

/** The `i`-th of PARALLEL distinct lists of `length` booleans (the bits of i). */
const flagsFor = (i: number, length: number) => Array.from({ length }, (_, bit) => ((i >> bit) & 1) === 1);

describe.each(backends)('concurrent writes on %s', (backend) => {
  let t: TestApp;
  let alice: Client;
  beforeAll(async () => {
    t = await startTestApp(backend);
    alice = await t.signUp('Alice');
  });
  afterAll(() => t.close());

  it(`${PARALLEL} parallel completion PATCHes leave one of the sent lists, at the right lengths`, async () => {
    const plan = await createPlan(alice, '2025-04-01', {
      otherTasks: ['a', 'b', 'c', 'd', 'e'],
      otherTasksCompleted: [false, false, false, false, false],
    });
    const sent = Array.from({ length: PARALLEL }, (_, i) => ({
      bigThreeCompleted: flagsFor(i, 3),
      otherTasksCompleted: flagsFor(PARALLEL - i, 5),
    }));
    const responses = await Promise.all(
      sent.map((body) => alice.request('PATCH', `/api/daily-plans/${plan.id}/completion`, { body })),
    );
    expect(responses.map((r) => r.status)).toEqual(sent.map(() => 200));
    const after = await expectJson<DailyPlan>(alice, 'GET', '/api/daily-plans/date/2025-04-01');
    expect(after.bigThreeCompleted).toHaveLength(3);
    expect(after.otherTasksCompleted).toHaveLength(5);
    const final = {
      bigThreeCompleted: after.bigThreeCompleted,
      otherTasksCompleted: after.otherTasksCompleted,
    };
    expect(sent).toContainEqual(final); // one request's lists, never a mix of two
  });

  it('parallel re-plans and completion toggles never leave flags of the wrong length', async () => {
    const plan = await createPlan(alice, '2025-04-02');
    const short = planBody('2025-04-02', { bigThree: ['Only one'], bigThreeCompleted: [false] });
    const requests = Array.from({ length: PARALLEL }, (_, i) =>
      i % 2 === 0
        ? alice.request('POST', '/api/daily-plans', { body: i % 4 === 0 ? short : planBody('2025-04-02') })
        : alice.request('PATCH', `/api/daily-plans/${plan.id}/completion`, {
            body: { bigThreeCompleted: [true, true, true] },
          }),
    );
    const statuses = (await Promise.all(requests)).map((r) => r.status);
    statuses.forEach((status, i) => {
      expect(i % 2 === 0 ? [200] : [200, 400]).toContain(status); // a toggle may meet the one-task plan
    });
    const after = await expectJson<DailyPlan>(alice, 'GET', '/api/daily-plans/date/2025-04-02');
    expect(after.id).toBe(plan.id);
    expect(after.bigThreeCompleted).toHaveLength(after.bigThree.length);
    const all = await expectJson<DailyPlan[]>(alice, 'GET', '/api/daily-plans');
    expect(all.filter((p) => p.date === '2025-04-02')).toHaveLength(1);
  });

  it(`${PARALLEL} parallel first saves of one date create one plan`, async () => {
    const bodies = Array.from({ length: PARALLEL }, (_, i) =>
      planBody('2025-04-03', { winningDefinition: `Version ${i}` }),
    );
    const plans = await Promise.all(
      bodies.map((body) => expectJson<DailyPlan>(alice, 'POST', '/api/daily-plans', body)),
    );
    expect(new Set(plans.map((p) => p.id)).size).toBe(1);
    const all = await expectJson<DailyPlan[]>(alice, 'GET', '/api/daily-plans');
    expect(all.filter((p) => p.date === '2025-04-03')).toHaveLength(1);
  });

  it(`${PARALLEL} parallel bookings of one slot: one 201, the rest 409, one row`, async () => {
    const bob = await t.signUp('Bob');
    const body = { title: 'Deep work', start: '2025-04-01T13:00:00Z', end: '2025-04-01T14:00:00Z' };
    const responses = await Promise.all(
      Array.from({ length: PARALLEL }, () => bob.request('POST', '/api/calendar/time-blocks', { body })),
    );
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses).toEqual([201, ...Array.from({ length: PARALLEL - 1 }, () => 409)]);
    for (const res of responses.filter((r) => r.status === 409)) {
      expect(await res.json()).toEqual({
        error: 'Conflict',
        message: 'That time is already taken by another scheduled task',
      });
    }
    const rows = await t.database.db.select().from(timeBlocks).where(eq(timeBlocks.userId, bob.userId));
    expect(rows).toHaveLength(1);
    // Another user may book the same time.
    const carol = await t.signUp('Carol');
    expect((await carol.request('POST', '/api/calendar/time-blocks', { body })).status).toBe(201);
  });

  it('maps the CHECK (end after start) to 400 naming end when the body check is bypassed', async () => {
    const at = new Date('2025-04-05T13:00:00Z');
    await expect(
      createTimeBlock(t.database.db, alice.userId, { title: 'x', startAt: at, endAt: at }),
    ).rejects.toMatchObject({ status: 400, cause: { field: 'end' } });
  });
});
