/**
 * The per-task form of PATCH /api/daily-plans/{id}/completion (ADR 055: offline writes and conflicts) on every
 * backend: ticks of different tasks from two devices both survive, of the same task the later one wins, and the
 * whole-list form keeps working beside it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DailyPlan } from '../../src/core/daily-plan.ts';
import { createPlan, expectJson } from './fixtures.ts';
import { backends, type Client, startTestApp, type TestApp } from './harness.ts';

const OTHER_TASKS = ['a', 'b', 'c', 'd', 'e'];

describe.each(backends)('per-task completion on %s', (backend) => {
  let t: TestApp;
  let alice: Client;
  let bob: Client;
  beforeAll(async () => {
    t = await startTestApp(backend);
    alice = await t.signUp('Alice');
    bob = await t.signUp('Bob');
  });
  afterAll(() => t.close());

  const plan = (date: string) =>
    createPlan(alice, date, { otherTasks: OTHER_TASKS, otherTasksCompleted: OTHER_TASKS.map(() => false) });
  const tick = (client: Client, id: string, task: Record<string, unknown>) =>
    client.request('PATCH', `/api/daily-plans/${id}/completion`, { body: { task } });
  const read = (date: string) => expectJson<DailyPlan>(alice, 'GET', `/api/daily-plans/date/${date}`);

  it('keeps every tick when two devices tick different tasks at the same time', async () => {
    const { id } = await plan('2025-05-01');
    // Two devices (two servers on one database), each sending its ticks at once.
    const other = t.otherServer().as(alice);
    const responses = await Promise.all([
      ...[0, 2].map((index) => tick(alice, id, { group: 'bigThree', index, completed: true })),
      ...[0, 1, 3, 4].map((index) => tick(other, id, { group: 'otherTasks', index, completed: true })),
      tick(other, id, { group: 'bigThree', index: 1, completed: true }),
    ]);
    expect(responses.map((r) => r.status)).toEqual(responses.map(() => 200));
    const after = await read('2025-05-01');
    expect(after.bigThreeCompleted).toEqual([true, true, true]);
    expect(after.otherTasksCompleted).toEqual([true, true, false, true, true]);
  });

  it('keeps a tick sent after another device changed the plan (nothing reads the other flags)', async () => {
    const { id } = await plan('2025-05-02');
    const phone = t.otherServer().as(alice);
    expect((await tick(phone, id, { group: 'otherTasks', index: 4, completed: true })).status).toBe(200);
    const answer = await tick(alice, id, { group: 'otherTasks', index: 0, completed: true });
    expect(await answer.json()).toMatchObject({ otherTasksCompleted: [true, false, false, false, true] });
  });

  it('lets the later of two writes to the same task win', async () => {
    const { id } = await plan('2025-05-03');
    expect((await tick(alice, id, { group: 'bigThree', index: 2, completed: true })).status).toBe(200);
    expect((await tick(alice, id, { group: 'bigThree', index: 2, completed: false })).status).toBe(200);
    expect((await read('2025-05-03')).bigThreeCompleted).toEqual([false, false, false]);
  });

  it('still takes the whole-list form', async () => {
    const { id } = await plan('2025-05-04');
    const res = await alice.request('PATCH', `/api/daily-plans/${id}/completion`, {
      body: { bigThreeCompleted: [true, false, true] },
    });
    expect(await res.json()).toMatchObject({ bigThreeCompleted: [true, false, true] });
  });

  it("answers 404 for another user's plan and leaves it alone", async () => {
    const { id } = await plan('2025-05-05');
    expect((await tick(bob, id, { group: 'bigThree', index: 0, completed: true })).status).toBe(404);
    expect((await read('2025-05-05')).bigThreeCompleted).toEqual([false, false, false]);
  });

  it.each([
    {
      label: 'an index past the group',
      task: { group: 'otherTasks', index: 5, completed: true },
      field: 'task.index',
    },
    {
      label: 'a negative index',
      task: { group: 'bigThree', index: -1, completed: true },
      field: 'task.index',
    },
    { label: 'an unknown group', task: { group: 'someday', index: 0, completed: true }, field: 'task.group' },
    { label: 'no flag', task: { group: 'bigThree', index: 0 }, field: 'task.completed' },
  ])('refuses $label (400 naming $field)', async ({ task, field }) => {
    const { id } = await plan('2025-06-01');
    const res = await tick(alice, id, task);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ field });
  });

  it('refuses a task together with a whole list (400 naming task)', async () => {
    const { id } = await plan('2025-05-06');
    const res = await alice.request('PATCH', `/api/daily-plans/${id}/completion`, {
      body: { task: { group: 'bigThree', index: 0, completed: true }, bigThreeCompleted: [true, true, true] },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ field: 'task' });
  });
});
