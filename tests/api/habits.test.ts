/**
 * API tests of habits (ADR 042) on every backend: create, read, change, archive, delete; validation naming the
 * field; goal links; another user's ids; a day's entries (the date rules in the request's zone, fields kept,
 * ranges), stats through the API, 20 parallel check-ins of one day, and the CSV export.
 *
 * The server's clock is 2026-03-10T03:30Z: 2026-03-09 23:30 in New York (EDT since the 8th), 2026-03-10 in UTC
 * (the stored zone of a new user) and 17:30 on 2026-03-10 in Pacific/Kiritimati (UTC+14).
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Goal } from '../../src/core/goals.ts';
import type { Habit, HabitEntry } from '../../src/core/habits.ts';
import { habitEntries } from '../../src/server/db/habit-schema.ts';
import { expectJson, goalBody } from './fixtures.ts';
import { backends, type Client, startTestApp, type TestApp } from './harness.ts';

const NOW = new Date('2026-03-10T03:30:00Z');
const NEW_YORK = { 'X-Time-Zone': 'America/New_York' };

const habitBody = (name: string, overrides: Record<string, unknown> = {}) => ({
  name,
  schedule: { kind: 'daily' },
  startDate: '2026-03-01',
  ...overrides,
});

/** The status and JSON body of `method path` as `client`, in New York unless `headers` say otherwise. */
async function send(
  client: Client,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = NEW_YORK,
) {
  const res = await client.request(method, path, { body, headers });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : null };
}

describe.each(backends)('habits on %s', (backend) => {
  let t: TestApp;
  let alice: Client;
  let bob: Client;
  beforeAll(async () => {
    t = await startTestApp(backend, {}, NOW);
    alice = await t.signUp('Alice');
    bob = await t.signUp('Bob');
  });
  afterAll(() => t.close());

  const create = (client: Client, name: string, overrides: Record<string, unknown> = {}) =>
    expectJson<Habit>(client, 'POST', '/api/habits', habitBody(name, overrides), 201);
  const put = (
    client: Client,
    id: string,
    date: string,
    body: unknown,
    headers: Record<string, string> = NEW_YORK,
  ) => send(client, 'PUT', `/api/habits/${id}/entries/${date}`, body, headers);

  it('creates a habit with the defaults, starting today in the request’s zone, and reads it back', async () => {
    const res = await send(alice, 'POST', '/api/habits', {
      name: '  Drink water ',
      schedule: { kind: 'daily' },
    });
    expect(res.status).toBe(201);
    const habit = res.body as Habit;
    expect(habit).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Drink water',
      description: null,
      schedule: { kind: 'daily' },
      target: 1,
      unit: null,
      startDate: '2026-03-09',
      goalId: null,
      archived: false,
      reminderTime: null,
      createdAt: expect.any(String),
    });
    expect(await expectJson(alice, 'GET', `/api/habits/${habit.id}`)).toEqual(habit);
    expect(await expectJson<Habit[]>(alice, 'GET', '/api/habits')).toContainEqual(habit);
  });

  it('changes only the fields a PATCH sends, archived included, and lists archived habits', async () => {
    const user = await t.signUp('Patcher');
    const habit = await create(user, 'Water', { description: 'Eight a day', target: 8, unit: 'glasses' });
    const patched = await expectJson<Habit>(user, 'PATCH', `/api/habits/${habit.id}`, {
      schedule: { kind: 'weekdays', days: [5, 1] },
      unit: '',
      archived: true,
    });
    expect(patched).toEqual({
      ...habit,
      schedule: { kind: 'weekdays', days: [1, 5] },
      unit: null,
      archived: true,
    });
    expect(await expectJson(user, 'GET', '/api/habits')).toEqual([patched]);
  });

  it('keeps a reminder time, changes it and clears it with null', async () => {
    const user = await t.signUp('Reminded');
    const habit = await create(user, 'Read', { reminderTime: '06:30' });
    expect(habit.reminderTime).toBe('06:30');
    const moved = await expectJson<Habit>(user, 'PATCH', `/api/habits/${habit.id}`, {
      reminderTime: '21:45',
    });
    expect(moved).toEqual({ ...habit, reminderTime: '21:45' });
    const cleared = await expectJson<Habit>(user, 'PATCH', `/api/habits/${habit.id}`, { reminderTime: null });
    expect(await expectJson(user, 'GET', `/api/habits/${habit.id}`)).toEqual({
      ...habit,
      reminderTime: null,
    });
    expect(cleared.reminderTime).toBeNull();
  });

  it.each([
    ['a blank name', { name: ' ' }, 'name'],
    ['a name on two lines', { name: 'Drink\nwater' }, 'name'],
    ['a name of 101 characters', { name: 'x'.repeat(101) }, 'name'],
    ['an unknown schedule', { schedule: { kind: 'monthly' } }, 'schedule.kind'],
    ['every 1 day', { schedule: { kind: 'everyNDays', n: 1 } }, 'schedule.n'],
    ['8 times a week', { schedule: { kind: 'timesPerWeek', times: 8 } }, 'schedule.times'],
    ['weekday 8', { schedule: { kind: 'weekdays', days: [8] } }, 'schedule.days.0'],
    ['target 0', { target: 0 }, 'target'],
    ['target 101', { target: 101 }, 'target'],
    ['a start date that does not exist', { startDate: '2026-02-29' }, 'startDate'],
    ['a goal id that is not a UUID', { goalId: 'mine' }, 'goalId'],
    ['a reminder at 24:00', { reminderTime: '24:00' }, 'reminderTime'],
    ['a reminder at 7:30 (one digit)', { reminderTime: '7:30' }, 'reminderTime'],
    ['a reminder time as a number', { reminderTime: 730 }, 'reminderTime'],
    ['a reminder time with a NUL byte', { reminderTime: '07:30\u0000' }, 'reminderTime'],
  ])('refuses %s with 400 naming %s', async (_name, overrides, field) => {
    const res = await send(alice, 'POST', '/api/habits', habitBody('Bad', overrides));
    expect(res.status).toBe(400);
    expect(res.body?.field).toBe(field);
  });

  it('links a habit to one of the user’s goals, and refuses another user’s goal naming goalId', async () => {
    const own = await expectJson<Goal>(alice, 'POST', '/api/goals', goalBody('Stay healthy'), 201);
    const foreign = await expectJson<Goal>(bob, 'POST', '/api/goals', goalBody('Bob’s goal'), 201);
    const habit = await create(alice, 'Walk', { goalId: own.id });
    expect(habit.goalId).toBe(own.id);
    for (const [method, path] of [
      ['POST', '/api/habits'],
      ['PATCH', `/api/habits/${habit.id}`],
    ] as const) {
      const res = await send(alice, method, path, habitBody('Walk', { goalId: foreign.id }));
      expect(res.status, `${method} ${path}`).toBe(400);
      expect(res.body).toMatchObject({
        field: 'goalId',
        message: `goalId: ${foreign.id} is not one of your goals`,
      });
    }
    expect(await expectJson(alice, 'GET', `/api/habits/${habit.id}`)).toEqual(habit);
  });

  it('clears goalId when the goal is deleted', async () => {
    const goal = await expectJson<Goal>(alice, 'POST', '/api/goals', goalBody('Short-lived'), 201);
    const habit = await create(alice, 'Stretch', { goalId: goal.id });
    expect((await alice.request('DELETE', `/api/goals/${goal.id}`)).status).toBe(204);
    expect(await expectJson(alice, 'GET', `/api/habits/${habit.id}`)).toEqual({ ...habit, goalId: null });
  });

  it('answers 404 to another user on every habit route, and changes nothing', async () => {
    const habit = await create(alice, 'Alice only');
    await put(alice, habit.id, '2026-03-05', { count: 1 });
    const calls: [string, string, unknown?][] = [
      ['GET', `/api/habits/${habit.id}`],
      ['PATCH', `/api/habits/${habit.id}`, { name: 'Taken' }],
      ['DELETE', `/api/habits/${habit.id}`],
      ['PUT', `/api/habits/${habit.id}/entries/2026-03-06`, { count: 1 }],
      ['GET', `/api/habits/${habit.id}/entries?from=2026-03-01&to=2026-03-10`],
      ['GET', `/api/habits/${habit.id}/stats`],
    ];
    for (const [method, path, body] of calls) {
      const res = await send(bob, method, path, body);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(JSON.stringify(res.body)).not.toContain('Alice only');
    }
    expect(await expectJson(alice, 'GET', `/api/habits/${habit.id}`)).toEqual(habit);
    expect(
      await expectJson(alice, 'GET', `/api/habits/${habit.id}/entries?from=2026-03-01&to=2026-03-10`),
    ).toEqual([{ date: '2026-03-05', count: 1, skipped: false }]);
    expect(await expectJson<Habit[]>(bob, 'GET', '/api/habits')).toEqual([]);
  });

  it('answers 404 to a malformed id', async () => {
    expect((await send(alice, 'GET', '/api/habits/not-a-uuid')).status).toBe(404);
  });

  it('saves a day’s entry, keeping the fields a later PUT leaves out', async () => {
    const habit = await create(alice, 'Glasses', { target: 8 });
    expect(await put(alice, habit.id, '2026-03-04', { count: 3 })).toEqual({
      status: 200,
      body: { date: '2026-03-04', count: 3, skipped: false },
    });
    expect((await put(alice, habit.id, '2026-03-04', { skipped: true })).body).toEqual({
      date: '2026-03-04',
      count: 3,
      skipped: true,
    });
    expect((await put(alice, habit.id, '2026-03-02', {})).body).toEqual({
      date: '2026-03-02',
      count: 0,
      skipped: false,
    });
    expect(
      await expectJson(alice, 'GET', `/api/habits/${habit.id}/entries?from=2026-03-01&to=2026-03-31`),
    ).toEqual([
      { date: '2026-03-02', count: 0, skipped: false },
      { date: '2026-03-04', count: 3, skipped: true },
    ]);
    expect(
      await expectJson(alice, 'GET', `/api/habits/${habit.id}/entries?from=2026-03-03&to=2026-03-03`),
    ).toEqual([]);
  });

  it.each([
    ['a count over 1000', '2026-03-05', { count: 1001 }, 'count'],
    ['a negative count', '2026-03-05', { count: -1 }, 'count'],
    ['an unknown field', '2026-03-05', { done: true }, undefined],
    ['a day before startDate', '2026-02-28', { count: 1 }, 'date'],
    ['a day after today in New York (UTC is already there)', '2026-03-10', { count: 1 }, 'date'],
    ['a date that does not exist', '2026-02-30', { count: 1 }, 'param.date'],
  ])('refuses %s with 400', async (_name, date, body, field) => {
    const habit = await create(alice, 'Rules');
    const res = await put(alice, habit.id, date, body);
    expect(res.status).toBe(400);
    if (field) expect(res.body?.field).toBe(field);
    expect(
      await expectJson(alice, 'GET', `/api/habits/${habit.id}/entries?from=2026-02-01&to=2026-03-31`),
    ).toEqual([]);
  });

  it('takes today from the request’s zone: 2026-03-10 is today in UTC and Kiritimati', async () => {
    const habit = await create(alice, 'Zones');
    expect((await put(alice, habit.id, '2026-03-10', { count: 1 }, {})).status).toBe(200);
    const kiritimati = { 'X-Time-Zone': 'Pacific/Kiritimati' };
    expect((await put(alice, habit.id, '2026-03-10', { count: 2 }, kiritimati)).status).toBe(200);
    expect((await put(alice, habit.id, '2026-03-11', { count: 1 }, kiritimati)).body).toMatchObject({
      field: 'date',
    });
  });

  it.each([
    ['to before from', 'from=2026-03-10&to=2026-03-09', 'query.to'],
    ['367 days', 'from=2025-03-01&to=2026-03-02', 'query.to'],
    ['a missing from', 'to=2026-03-09', 'query.from'],
    ['a malformed to', 'from=2026-03-01&to=2026-3-9', 'query.to'],
  ])('refuses an entries range of %s with 400 naming %s', async (_name, query, field) => {
    const habit = await create(alice, 'Ranges');
    const res = await send(alice, 'GET', `/api/habits/${habit.id}/entries?${query}`);
    expect(res.status).toBe(400);
    expect(res.body?.field).toBe(field);
  });

  it('lists an empty range at the last date the API accepts', async () => {
    const habit = await create(alice, 'Far');
    expect(
      await expectJson(alice, 'GET', `/api/habits/${habit.id}/entries?from=9999-12-30&to=9999-12-30`),
    ).toEqual([]);
  });

  it('lists a range of exactly 366 days', async () => {
    const habit = await create(alice, 'Year', { startDate: '2025-03-09' });
    await put(alice, habit.id, '2025-03-09', { count: 1 });
    await put(alice, habit.id, '2026-03-09', { count: 1 });
    const entries = await expectJson<HabitEntry[]>(
      alice,
      'GET',
      `/api/habits/${habit.id}/entries?from=2025-03-09&to=2026-03-09`,
    );
    expect(entries.map((entry) => entry.date)).toEqual(['2025-03-09', '2026-03-09']);
  });

  it('answers stats of a daily habit: today not yet done keeps the streak, a skipped day neither breaks nor adds', async () => {
    const habit = await create(alice, 'Read', { target: 2 });
    for (const date of ['2026-03-03', '2026-03-04', '2026-03-06', '2026-03-08'])
      await put(alice, habit.id, date, { count: 2 });
    await put(alice, habit.id, '2026-03-07', { skipped: true });
    await put(alice, habit.id, '2026-03-09', { count: 1 }); // today in New York, below the target
    // Due 03-01 … 03-08 but the skipped 7th: 7 days, 4 done → 57 %; streak 8th, (7th skipped), 6th = 2.
    expect((await send(alice, 'GET', `/api/habits/${habit.id}/stats`)).body).toEqual({
      currentStreak: 2,
      longestStreak: 2,
      streakUnit: 'days',
      doneDays: 4,
      completionRate30: 57,
      completionRate365: 57,
    });
    // In UTC it is already 2026-03-10: the 9th, below the target, is a missed day.
    expect((await send(alice, 'GET', `/api/habits/${habit.id}/stats`, undefined, {})).body).toMatchObject({
      currentStreak: 0,
      longestStreak: 2,
    });
  });

  it('answers stats of a timesPerWeek habit in ISO weeks', async () => {
    const habit = await create(alice, 'Gym', {
      schedule: { kind: 'timesPerWeek', times: 3 },
      startDate: '2026-03-02',
    });
    for (const date of ['2026-03-02', '2026-03-04', '2026-03-08'])
      await put(alice, habit.id, date, { count: 1 });
    // Monday 2026-03-09 in New York: this week not yet met, last week met.
    expect((await send(alice, 'GET', `/api/habits/${habit.id}/stats`)).body).toMatchObject({
      currentStreak: 1,
      longestStreak: 1,
      streakUnit: 'weeks',
      doneDays: 3,
    });
  });

  it('answers zero stats for a habit without entries', async () => {
    const habit = await create(alice, 'Fresh');
    expect((await send(alice, 'GET', `/api/habits/${habit.id}/stats`)).body).toEqual({
      currentStreak: 0,
      longestStreak: 0,
      streakUnit: 'days',
      doneDays: 0,
      completionRate30: 0,
      completionRate365: 0,
    });
  });

  it('leaves one entry after 20 parallel check-ins of one day on two servers', async () => {
    const habit = await create(alice, 'Parallel', { target: 20 });
    const second = t.otherServer().as(alice);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        put(i % 2 === 0 ? alice : second, habit.id, '2026-03-09', { count: i + 1 }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    const rows = await t.database.db
      .select({ count: habitEntries.count })
      .from(habitEntries)
      .where(and(eq(habitEntries.habitId, habit.id), eq(habitEntries.date, '2026-03-09')));
    expect(rows).toHaveLength(1);
    expect(answers.map((answer) => answer.body?.count)).toContain(rows[0]?.count);
  });

  it('deletes a habit with its entries', async () => {
    const habit = await create(alice, 'Gone');
    await put(alice, habit.id, '2026-03-09', { count: 1 });
    expect((await alice.request('DELETE', `/api/habits/${habit.id}`)).status).toBe(204);
    expect((await send(alice, 'GET', `/api/habits/${habit.id}`)).status).toBe(404);
    expect((await send(alice, 'DELETE', `/api/habits/${habit.id}`)).status).toBe(404);
    const rows = await t.database.db.select().from(habitEntries).where(eq(habitEntries.habitId, habit.id));
    expect(rows).toEqual([]);
  });

  it('exports every entry of the user’s habits as CSV, by habit then date, archived habits included', async () => {
    const user = await t.signUp('Exporter');
    const water = await create(user, 'Water, glasses', { target: 8 });
    const formula = await create(user, '=HYPERLINK("x")', { archived: true });
    await put(user, water.id, '2026-03-05', { count: 8 });
    await put(user, water.id, '2026-03-03', { skipped: true });
    await put(user, formula.id, '2026-03-04', { count: 1 });
    await put(bob, (await create(bob, 'Bob habit')).id, '2026-03-04', { count: 1 });
    const res = await user.request('GET', '/api/habits/export.csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(await res.text()).toBe(
      [
        'habit,date,count,target,skipped',
        `"'=HYPERLINK(""x"")",2026-03-04,1,1,false`,
        '"Water, glasses",2026-03-03,0,8,true',
        '"Water, glasses",2026-03-05,8,8,false',
        '',
      ].join('\r\n'),
    );
  });

  it('exports the header row alone for a user without entries', async () => {
    const user = await t.signUp('Empty');
    const res = await user.request('GET', '/api/habits/export.csv');
    expect(await res.text()).toBe('habit,date,count,target,skipped\r\n');
  });
});
