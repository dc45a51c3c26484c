/** API tests of goals (docs/product.md §7) on every backend: create, read, replace, milestones, archive, delete. */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Goal } from '../../src/core/goals.ts';
import { goals } from '../../src/server/db/schema.ts';
import { expectJson, goalBody } from './fixtures.ts';
import { backends, type Client, startTestApp, type TestApp } from './harness.ts';

describe.each(backends)('goals on %s', (backend) => {
  let t: TestApp;
  let alice: Client;
  let bob: Client;
  beforeAll(async () => {
    t = await startTestApp(backend);
    alice = await t.signUp('Alice');
    bob = await t.signUp('Bob');
  });
  afterAll(() => t.close());

  const create = (client: Client, description: string, overrides: Record<string, unknown> = {}) =>
    expectJson<Goal>(client, 'POST', '/api/goals', goalBody(description, overrides), 201);

  it('creates a goal as sent, trimmed, active, with timestamps, and reads it back', async () => {
    const goal = await create(alice, '  Launch the new product line  ', {
      milestones: [{ text: ' Prototype ', dueDate: '2030-02-01' }],
      progress: undefined,
    });
    expect(goal).toMatchObject({
      goalType: 'quarterly',
      dueDate: '2030-06-30',
      description: 'Launch the new product line',
      realm: 'Vocational',
      smarterCriteria: ['Specific', 'Measurable'],
      milestones: [{ text: 'Prototype', dueDate: '2030-02-01', completed: false }],
      progress: '0',
      archived: false,
    });
    expect(Date.parse(goal.createdAt)).not.toBeNaN();
    expect(goal.updatedAt).toBe(goal.createdAt);
    expect(await expectJson(alice, 'GET', `/api/goals/${goal.id}`)).toEqual(goal);
  });

  it('lists goals by due date, then creation', async () => {
    const user = await t.signUp('Lister');
    const late = await create(user, 'Late', { dueDate: '2031-01-01' });
    // A minute older than the later creates: two creates can share a clock tick (PGlite's clock is coarse).
    await t.database.db
      .update(goals)
      .set({ createdAt: sql`created_at - interval '1 minute'` })
      .where(eq(goals.id, late.id));
    const early = await create(user, 'Early', { dueDate: '2029-01-01' });
    const sameDay = await create(user, 'Late too', { dueDate: '2031-01-01' });
    const list = await expectJson<Goal[]>(user, 'GET', '/api/goals');
    expect(list.map((g) => g.id)).toEqual([early.id, late.id, sameDay.id]);
  });

  it('replaces the fields on PATCH, keeping id, archived and createdAt', async () => {
    const goal = await create(alice, 'Read 12 books');
    await expectJson(alice, 'PATCH', `/api/goals/${goal.id}/archive`, { archived: true });
    // A minute back, so the save's new updatedAt is later even when it falls in the same millisecond.
    const [before] = await t.database.db
      .update(goals)
      .set({ updatedAt: sql`updated_at - interval '1 minute'` })
      .where(eq(goals.id, goal.id))
      .returning({ updatedAt: goals.updatedAt });
    const updated = await expectJson<Goal>(
      alice,
      'PATCH',
      `/api/goals/${goal.id}`,
      goalBody('Read 24 books', { goalType: 'long-term', realm: 'Hobby/Volunteer', milestones: [] }),
    );
    expect(updated).toMatchObject({
      id: goal.id,
      description: 'Read 24 books',
      goalType: 'long-term',
      realm: 'Hobby/Volunteer',
      milestones: [],
      archived: true,
      createdAt: goal.createdAt,
    });
    expect(before).toBeDefined();
    expect(updated.updatedAt > (before?.updatedAt.toISOString() ?? '')).toBe(true);
  });

  it('toggles one milestone by index and answers 404 for an index out of range', async () => {
    const goal = await create(alice, 'Run a marathon');
    const done = await expectJson<Goal>(alice, 'PATCH', `/api/goals/${goal.id}/milestone/1`, {
      completed: true,
    });
    expect(done.milestones.map((m) => m.completed)).toEqual([false, true]);
    expect(done.milestones.map((m) => m.text)).toEqual(['Draft the plan', 'Hire the lead']);
    const undone = await expectJson<Goal>(alice, 'PATCH', `/api/goals/${goal.id}/milestone/1`, {
      completed: false,
    });
    expect(undone.milestones.map((m) => m.completed)).toEqual([false, false]);
    for (const index of ['2', '49']) {
      const res = await alice.request('PATCH', `/api/goals/${goal.id}/milestone/${index}`, {
        body: { completed: true },
      });
      expect(res.status, index).toBe(404);
    }
    for (const index of ['-1', '1.5', 'x', '50', '1e1', '00000']) {
      const res = await alice.request('PATCH', `/api/goals/${goal.id}/milestone/${index}`, {
        body: { completed: true },
      });
      expect(res.status, index).toBe(400);
      expect(await res.json()).toMatchObject({ field: 'param.index' });
    }
    expect((await expectJson<Goal>(alice, 'GET', `/api/goals/${goal.id}`)).milestones).toEqual(
      undone.milestones,
    );
  });

  it('keeps both of two concurrent milestone toggles (one guarded UPDATE each)', async () => {
    const goal = await create(alice, 'Two at once');
    const results = await Promise.all(
      [0, 1].map((index) =>
        alice.request('PATCH', `/api/goals/${goal.id}/milestone/${index}`, { body: { completed: true } }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    const stored = await expectJson<Goal>(alice, 'GET', `/api/goals/${goal.id}`);
    expect(stored.milestones.map((m) => m.completed)).toEqual([true, true]);
  });

  it('archives and unarchives', async () => {
    const goal = await create(alice, 'Archive me');
    expect(
      await expectJson(alice, 'PATCH', `/api/goals/${goal.id}/archive`, { archived: true }),
    ).toMatchObject({ archived: true });
    expect(
      await expectJson(alice, 'PATCH', `/api/goals/${goal.id}/archive`, { archived: false }),
    ).toMatchObject({ archived: false });
  });

  it('deletes with 204; a second delete and a read are 404', async () => {
    const goal = await create(alice, 'Delete me');
    expect((await alice.request('DELETE', `/api/goals/${goal.id}`)).status).toBe(204);
    expect((await alice.request('DELETE', `/api/goals/${goal.id}`)).status).toBe(404);
    expect((await alice.request('GET', `/api/goals/${goal.id}`)).status).toBe(404);
  });

  it("answers 404 for another user's goal on every id route and changes nothing", async () => {
    const goal = await create(alice, 'Only mine');
    const calls: [string, string, unknown?][] = [
      ['GET', `/api/goals/${goal.id}`],
      ['PATCH', `/api/goals/${goal.id}`, goalBody('Stolen')],
      ['PATCH', `/api/goals/${goal.id}/milestone/0`, { completed: true }],
      ['PATCH', `/api/goals/${goal.id}/archive`, { archived: true }],
      ['DELETE', `/api/goals/${goal.id}`],
    ];
    for (const [method, path, body] of calls) {
      const res = await bob.request(method, path, { body });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(await res.text()).not.toContain('Only mine');
    }
    expect(await expectJson(alice, 'GET', `/api/goals/${goal.id}`)).toEqual(goal);
    for (const id of ['not-a-uuid', '00000000-0000-0000-0000-000000000000'])
      expect((await alice.request('GET', `/api/goals/${id}`)).status).toBe(404);
  });

  it.each([
    { label: 'unknown type', body: { goalType: 'weekly' }, field: 'goalType' },
    { label: 'impossible due date', body: { dueDate: '2025-02-30' }, field: 'dueDate' },
    { label: 'due date with a time', body: { dueDate: '2025-02-03T00:00:00Z' }, field: 'dueDate' },
    { label: 'blank description', body: { description: ' \n ' }, field: 'description' },
    { label: 'description over 500', body: { description: 'x'.repeat(501) }, field: 'description' },
    { label: 'NUL in the description', body: { description: 'a\u0000b' }, field: 'description' },
    { label: 'realm in lower case', body: { realm: 'spiritual' }, field: 'realm' },
    {
      label: 'unknown criterion',
      body: { smarterCriteria: ['Specific', 'Smart'] },
      field: 'smarterCriteria.1',
    },
    {
      label: 'repeated criterion',
      body: { smarterCriteria: ['Risky', 'Risky'] },
      field: 'smarterCriteria.1',
    },
    {
      label: 'blank milestone',
      body: { milestones: [{ text: ' ', dueDate: '2030-01-01' }] },
      field: 'milestones.0.text',
    },
    {
      label: 'milestone text over 200',
      body: { milestones: [{ text: 'm'.repeat(201), dueDate: '2030-01-01' }] },
      field: 'milestones.0.text',
    },
    {
      label: 'milestone without a date',
      body: { milestones: [{ text: 'Plan' }] },
      field: 'milestones.0.dueDate',
    },
    {
      label: '51 milestones',
      body: { milestones: Array.from({ length: 51 }, () => ({ text: 'M', dueDate: '2030-01-01' })) },
      field: 'milestones',
    },
    { label: 'progress over 100', body: { progress: '101' }, field: 'progress' },
    { label: 'progress as a number', body: { progress: 0 }, field: 'progress' },
  ])('refuses a goal with $label (400 naming $field) and stores nothing', async ({ body, field }) => {
    const user = await t.signUp('Validator');
    const res = await user.request('POST', '/api/goals', { body: goalBody('Valid', body) });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ field });
    expect(await expectJson(user, 'GET', '/api/goals')).toEqual([]);
  });

  it('refuses archive and milestone bodies of the wrong shape', async () => {
    const goal = await create(alice, 'Shapes');
    for (const [path, body, field] of [
      [`/api/goals/${goal.id}/archive`, { archived: 'yes' }, 'archived'],
      [`/api/goals/${goal.id}/archive`, { archived: true, extra: 1 }, undefined],
      [`/api/goals/${goal.id}/milestone/0`, {}, 'completed'],
    ] as const) {
      const res = await alice.request('PATCH', path, { body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      if (field) expect(await res.json()).toMatchObject({ field });
    }
  });
});
