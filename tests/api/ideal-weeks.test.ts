/**
 * API tests of ideal weeks (docs/product.md §3, §7) on every backend: create, list (oldest first), read,
 * replace, delete, validation naming the field, legacy plain-string values, a full 231-cell week, isolation.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IdealWeek } from '../../src/core/ideal-week.ts';
import { idealWeeks } from '../../src/server/db/schema.ts';
import { expectJson, fullIdealWeekSchedule, idealWeekBody } from './fixtures.ts';
import { backends, type Client, startTestApp, type TestApp } from './harness.ts';

describe.each(backends)('ideal weeks on %s', (backend) => {
  let t: TestApp;
  let alice: Client;
  let bob: Client;
  beforeAll(async () => {
    t = await startTestApp(backend);
    alice = await t.signUp('Alice');
    bob = await t.signUp('Bob');
  });
  afterAll(() => t.close());

  const create = (client: Client, name: string, overrides: Record<string, unknown> = {}) =>
    expectJson<IdealWeek>(client, 'POST', '/api/ideal-weeks', idealWeekBody(name, overrides), 201);

  it('creates a week (201 with its id), trimmed and without empty cells, and reads it back', async () => {
    const week = await create(alice, '  Focus week  ', {
      schedule: {
        'monday-9:00 AM': { activity: ' Deep work ', domain: 'work' },
        'monday-9:30 AM': { activity: '', domain: null },
        'tuesday-5:00 AM': { activity: '', domain: 'physical' },
        'sunday-9:00 PM': { activity: 'Plan the week' },
      },
    });
    expect(week).toMatchObject({
      name: 'Focus week',
      schedule: {
        'monday-9:00 AM': { activity: 'Deep work', domain: 'work' },
        'tuesday-5:00 AM': { activity: '', domain: 'physical' },
        'sunday-9:00 PM': { activity: 'Plan the week' },
      },
    });
    expect(Object.keys(week.schedule)).toHaveLength(3);
    expect(week.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(week.updatedAt).toBe(week.createdAt);
    expect(await expectJson(alice, 'GET', `/api/ideal-weeks/${week.id}`)).toEqual(week);
  });

  it('names a blank week My Ideal Week', async () => {
    expect(await create(alice, '   ', { schedule: {} })).toMatchObject({
      name: 'My Ideal Week',
      schedule: {},
    });
  });

  it('lists weeks oldest first, whatever their names or later updates', async () => {
    const user = await t.signUp('Lister');
    const first = await create(user, 'Zeta');
    // A minute older than the next one: two creates can share a clock tick (PGlite's clock is coarse).
    await t.database.db
      .update(idealWeeks)
      .set({ createdAt: sql`created_at - interval '1 minute'` })
      .where(eq(idealWeeks.id, first.id));
    const second = await create(user, 'Alpha');
    await expectJson(user, 'PATCH', `/api/ideal-weeks/${first.id}`, idealWeekBody('Zeta again'));
    const list = await expectJson<IdealWeek[]>(user, 'GET', '/api/ideal-weeks');
    expect(list.map((w) => [w.id, w.name])).toEqual([
      [first.id, 'Zeta again'],
      [second.id, 'Alpha'],
    ]);
  });

  it('replaces name and schedule on PATCH, keeping id and createdAt', async () => {
    const week = await create(alice, 'Before');
    // A minute back, so the save's new updatedAt is later even when it falls in the same millisecond.
    const [before] = await t.database.db
      .update(idealWeeks)
      .set({ updatedAt: sql`updated_at - interval '1 minute'` })
      .where(eq(idealWeeks.id, week.id))
      .returning({ updatedAt: idealWeeks.updatedAt });
    const updated = await expectJson<IdealWeek>(alice, 'PATCH', `/api/ideal-weeks/${week.id}`, {
      name: 'After',
      schedule: { 'friday-4:00 PM': { activity: 'Date night', domain: 'marital' } },
    });
    expect(updated).toMatchObject({
      id: week.id,
      name: 'After',
      schedule: { 'friday-4:00 PM': { activity: 'Date night', domain: 'marital' } },
      createdAt: week.createdAt,
    });
    expect(Object.keys(updated.schedule)).toEqual(['friday-4:00 PM']);
    expect(before).toBeDefined();
    expect(updated.updatedAt > (before?.updatedAt.toISOString() ?? '')).toBe(true);
    expect(await expectJson(alice, 'GET', `/api/ideal-weeks/${week.id}`)).toEqual(updated);
    // Stored as a json object (the save sends JSON text), not as a JSON string holding it.
    const [row] = await t.database.db
      .select({ schedule: idealWeeks.schedule, updatedAt: idealWeeks.updatedAt })
      .from(idealWeeks)
      .where(eq(idealWeeks.id, week.id));
    expect(row?.schedule).toEqual({ 'friday-4:00 PM': { activity: 'Date night', domain: 'marital' } });
    expect(row?.updatedAt.toISOString()).toBe(updated.updatedAt);
  });

  it('saves and reads back a full week of 231 filled cells', async () => {
    const schedule = fullIdealWeekSchedule();
    expect(Object.keys(schedule)).toHaveLength(231);
    const week = await create(alice, 'Full', { schedule });
    expect(week.schedule).toEqual(schedule);
    expect((await expectJson<IdealWeek>(alice, 'GET', `/api/ideal-weeks/${week.id}`)).schedule).toEqual(
      schedule,
    );
    // The answer to a save is JSON (built around the stored schedule text): a name that needs escaping, and the
    // answer equal to what a read gives.
    const res = await alice.request('PATCH', `/api/ideal-weeks/${week.id}`, {
      body: { name: 'Full "week" \\ ✓ </script>', schedule },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json\b/);
    const saved = (await res.json()) as IdealWeek;
    expect(saved.name).toBe('Full "week" \\ ✓ </script>');
    expect(saved.schedule).toEqual(schedule);
    expect(await expectJson(alice, 'GET', `/api/ideal-weeks/${week.id}`)).toEqual(saved);
  });

  it('reads legacy plain-string values as the activity, sent or stored', async () => {
    const sent = await create(alice, 'Legacy', {
      schedule: { 'monday-6:00 AM': ' Prayer ', 'monday-6:30 AM': '' },
    });
    expect(sent.schedule).toEqual({ 'monday-6:00 AM': { activity: 'Prayer' } });
    // A row written by an older client holds the strings themselves.
    await t.database.db
      .update(idealWeeks)
      .set({
        schedule: {
          'tuesday-8:00 AM': 'Read',
          'tuesday-8:30 AM': { activity: 'Gym', domain: 'physical' },
        } as never,
      })
      .where(eq(idealWeeks.id, sent.id));
    expect((await expectJson<IdealWeek>(alice, 'GET', `/api/ideal-weeks/${sent.id}`)).schedule).toEqual({
      'tuesday-8:00 AM': { activity: 'Read' },
      'tuesday-8:30 AM': { activity: 'Gym', domain: 'physical' },
    });
  });

  it('deletes with 204; a second delete and a read are 404', async () => {
    const week = await create(alice, 'Delete me');
    expect((await alice.request('DELETE', `/api/ideal-weeks/${week.id}`)).status).toBe(204);
    expect((await alice.request('DELETE', `/api/ideal-weeks/${week.id}`)).status).toBe(404);
    expect((await alice.request('GET', `/api/ideal-weeks/${week.id}`)).status).toBe(404);
  });

  it("answers 404 for another user's week and for a malformed id, changing nothing", async () => {
    const week = await create(alice, 'Only mine');
    const calls: [string, string, unknown?][] = [
      ['GET', `/api/ideal-weeks/${week.id}`],
      ['PATCH', `/api/ideal-weeks/${week.id}`, idealWeekBody('Stolen')],
      ['DELETE', `/api/ideal-weeks/${week.id}`],
    ];
    for (const [method, path, body] of calls) {
      const res = await bob.request(method, path, { body });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(await res.text()).not.toContain('Only mine');
    }
    expect(await expectJson(bob, 'GET', '/api/ideal-weeks')).toEqual([]);
    expect(await expectJson(alice, 'GET', `/api/ideal-weeks/${week.id}`)).toEqual(week);
    for (const id of ['not-a-uuid', '00000000-0000-0000-0000-000000000000']) {
      expect((await alice.request('GET', `/api/ideal-weeks/${id}`)).status).toBe(404);
      expect(
        (await alice.request('PATCH', `/api/ideal-weeks/${id}`, { body: idealWeekBody('x') })).status,
      ).toBe(404);
    }
  });

  const cell = (value: unknown) => ({ schedule: { 'monday-9:00 AM': value } });
  it.each([
    {
      label: 'an off-grid key',
      body: { schedule: { 'monday-9:15 AM': { activity: 'x' } } },
      field: 'schedule.monday-9:15 AM',
    },
    {
      label: 'a key after 9:00 PM',
      body: { schedule: { 'sunday-9:30 PM': 'x' } },
      field: 'schedule.sunday-9:30 PM',
    },
    {
      label: 'a capitalised day',
      body: { schedule: { 'Monday-9:00 AM': 'x' } },
      field: 'schedule.Monday-9:00 AM',
    },
    {
      label: 'an unknown domain',
      body: cell({ activity: 'x', domain: 'vocational' }),
      field: 'schedule.monday-9:00 AM.domain',
    },
    {
      label: 'a domain label',
      body: cell({ activity: 'x', domain: 'Work' }),
      field: 'schedule.monday-9:00 AM.domain',
    },
    {
      label: 'a NUL in an activity',
      body: cell({ activity: 'a\u0000b' }),
      field: 'schedule.monday-9:00 AM.activity',
    },
    { label: 'a NUL in a legacy string', body: cell('a\u0000'), field: 'schedule.monday-9:00 AM.activity' },
    { label: 'a NUL in the name', body: { name: 'My\u0000week' }, field: 'name' },
    {
      label: 'a 201-character activity',
      body: cell({ activity: 'a'.repeat(201) }),
      field: 'schedule.monday-9:00 AM.activity',
    },
    {
      label: 'a 201-character legacy string',
      body: cell('a'.repeat(201)),
      field: 'schedule.monday-9:00 AM.activity',
    },
    { label: 'a 101-character name', body: { name: 'n'.repeat(101) }, field: 'name' },
    { label: 'a numeric activity', body: cell({ activity: 5 }), field: 'schedule.monday-9:00 AM.activity' },
    { label: 'a number as a cell', body: cell(5), field: 'schedule.monday-9:00 AM' },
    { label: 'a schedule list', body: { schedule: [] }, field: 'schedule' },
    { label: 'no schedule', body: { schedule: undefined }, field: 'schedule' },
    { label: 'a numeric name', body: { name: 42 }, field: 'name' },
    { label: 'no name', body: { name: undefined }, field: 'name' },
  ])('refuses $label (400 naming $field) and stores nothing', async ({ body, field }) => {
    const user = await t.signUp('Validator');
    const res = await user.request('POST', '/api/ideal-weeks', {
      body: { ...idealWeekBody('Valid'), ...body },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ field });
    expect(await expectJson(user, 'GET', '/api/ideal-weeks')).toEqual([]);
  });

  it('refuses a __proto__ schedule key (sent as raw JSON) naming it, and stores nothing', async () => {
    const user = await t.signUp('Prototype');
    const res = await user.request('POST', '/api/ideal-weeks', {
      body: '{"name":"k","schedule":{"__proto__":{"activity":"x"}}}',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ field: 'schedule.__proto__' });
    expect(await expectJson(user, 'GET', '/api/ideal-weeks')).toEqual([]);
  });

  it('refuses a bad PATCH naming the field and keeps the week', async () => {
    const week = await create(alice, 'Keep me');
    const res = await alice.request('PATCH', `/api/ideal-weeks/${week.id}`, {
      body: idealWeekBody('Changed', cell({ activity: 'x', domain: 'nope' })),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ field: 'schedule.monday-9:00 AM.domain' });
    expect(await expectJson(alice, 'GET', `/api/ideal-weeks/${week.id}`)).toEqual(week);
  });
});
