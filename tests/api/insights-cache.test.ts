/**
 * GET /api/insights answered from a server's memory (ADR 056), on every backend: two app instances on one database
 * stand for two servers. Whatever one server writes that the answer reads (a plan, a goal and its milestone, an
 * ideal week, a habit entry, a ritual run, a time block, a calendar sync, an import), the other's next answer
 * shows it; the answer is the user's own; a goal's time progress turns with the clock; gzip when asked; the
 * database's version row follows every commit and lets a user be deleted.
 */
import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DailyPlan } from '../../src/core/daily-plan.ts';
import type { Habit } from '../../src/core/habits.ts';
import type { Insights } from '../../src/core/insights.ts';
import { addSource, startFeeds, vcalendar } from './calendar-sources-setup.ts';
import { expectJson, goalBody, idealWeekBody, planBody } from './fixtures.ts';
import { backends, type Client, startTestApp, type TestApp } from './harness.ts';

// Tuesday 2026-03-10 noon UTC (the users keep the default zone, UTC).
const NOW = new Date('2026-03-10T12:00:00Z');
const RANGE = 'from=2026-03-02&to=2026-03-15';
const INSIGHTS = `/api/insights?${RANGE}`;

/** A feed with one busy event on Monday 2026-03-09 from 14:00 UTC, `hours` long. */
const feed = (hours: number) =>
  vcalendar(
    'X-WR-CALNAME:Team calendar',
    'BEGIN:VEVENT',
    'UID:review@example.com',
    'SUMMARY:Quarterly review',
    'DTSTART:20260309T140000Z',
    `DTEND:20260309T${String(14 + hours)}0000Z`,
    'END:VEVENT',
  );

let feeds: Awaited<ReturnType<typeof startFeeds>>;
beforeAll(async () => {
  feeds = await startFeeds({ '/team.ics': feed(1) });
});
afterAll(() => feeds?.close());

describe.each(backends)('insights answers kept in memory on %s', (backend) => {
  // The servers' clock: one Date both app instances read, moved by the time progress test only.
  const clock = new Date(NOW);
  let t: TestApp;
  let ada: Client;
  let adaOnB: Client;
  let plan: DailyPlan;
  let habit: Habit;
  let idealWeekId: string;

  const read = (client: Client) => expectJson<Insights>(client, 'GET', INSIGHTS);
  const thisWeek = async (client: Client) => {
    const week = (await read(client)).weeks[1];
    if (!week) throw new Error('no week of 2026-03-09');
    return week;
  };

  /** The user's insights version as the database holds it (0 without a row). */
  const version = async (client: Client) => {
    const result = (await t.database.db.execute(
      sql`select version from insights_versions where user_id = ${client.userId}`,
    )) as unknown as { version: string }[] | { rows: { version: string }[] };
    const rows = Array.isArray(result) ? result : result.rows;
    return Number(rows[0]?.version ?? 0);
  };

  beforeAll(async () => {
    t = await startTestApp(backend, { CALENDAR_ALLOW_PRIVATE_NETWORKS: 'true' }, clock);
    ada = await t.signUp('Ada');
    adaOnB = t.otherServer().as(ada);
    plan = await expectJson<DailyPlan>(ada, 'POST', '/api/daily-plans', planBody('2026-03-09'));
    idealWeekId = (
      await expectJson<{ id: string }>(ada, 'POST', '/api/ideal-weeks', idealWeekBody('Mine'), 201)
    ).id;
    habit = await expectJson<Habit>(
      ada,
      'POST',
      '/api/habits',
      { name: 'Read', schedule: { kind: 'daily' }, startDate: '2026-03-01' },
      201,
    );
    await expectJson(ada, 'POST', '/api/rituals', { type: 'morning', elements: ['Pray'] });
    // Both servers hold the answer before anything changes.
    expect((await thisWeek(ada)).finishedDays).toBe(0);
    expect((await thisWeek(adaOnB)).finishedDays).toBe(0);
  });
  afterAll(() => t.close());

  it('shows a day finished on the other server', async () => {
    await expectJson(adaOnB, 'PATCH', `/api/daily-plans/${plan.id}/finish`, {
      productivityRating: '7',
      incompleteTasks: [],
    });
    expect(await thisWeek(ada)).toMatchObject({ finishedDays: 1, averageRating: 7 });
  });

  it('shows a goal added on the other server, then its milestone done there', async () => {
    const goal = await expectJson<{ id: string }>(
      adaOnB,
      'POST',
      '/api/goals',
      goalBody('Ship the book'),
      201,
    );
    expect((await read(ada)).goals).toEqual([expect.objectContaining({ id: goal.id, milestoneProgress: 0 })]);
    await expectJson(adaOnB, 'PATCH', `/api/goals/${goal.id}/milestone/0`, { completed: true });
    expect((await read(ada)).goals).toEqual([
      expect.objectContaining({ id: goal.id, milestoneProgress: 50 }),
    ]);
  });

  it('shows an ideal week renamed on the other server', async () => {
    expect((await read(ada)).idealWeek).toEqual({ id: idealWeekId, name: 'Mine' });
    await expectJson(adaOnB, 'PATCH', `/api/ideal-weeks/${idealWeekId}`, idealWeekBody('Renamed'));
    expect((await read(ada)).idealWeek).toEqual({ id: idealWeekId, name: 'Renamed' });
  });

  it('shows a habit entry saved on the other server', async () => {
    expect((await thisWeek(ada)).habits).toEqual([{ id: habit.id, done: 0, due: 1, rate: 0 }]);
    await expectJson(adaOnB, 'PUT', `/api/habits/${habit.id}/entries/2026-03-09`, { count: 1 });
    expect((await thisWeek(ada)).habits).toEqual([{ id: habit.id, done: 1, due: 1, rate: 100 }]);
  });

  it('shows a ritual run saved on the other server', async () => {
    expect((await thisWeek(ada)).rituals).toEqual([{ type: 'morning', done: 0, days: 2, rate: 0 }]);
    await expectJson(adaOnB, 'PUT', '/api/rituals/morning/runs/2026-03-09', { completed: [true] });
    expect((await thisWeek(ada)).rituals).toEqual([{ type: 'morning', done: 1, days: 2, rate: 50 }]);
  });

  it('shows a time block booked on the other server', async () => {
    expect((await thisWeek(ada)).domainMinutes).toEqual({});
    await expectJson(
      adaOnB,
      'POST',
      '/api/calendar/time-blocks',
      { title: 'Write', start: '2026-03-10T09:00:00Z', end: '2026-03-10T10:30:00Z', domain: 'work' },
      201,
    );
    expect((await thisWeek(ada)).domainMinutes).toEqual({ work: 90 });
  });

  it("shows a calendar's instances as the other server's sync changed them", async () => {
    const team = await addSource(ada, { kind: 'ics', url: `${feeds.origin}/team.ics` });
    expect((await thisWeek(ada)).noDomainMinutes).toBe(60);
    feeds.bodies['/team.ics'] = feed(3);
    expect((await adaOnB.request('POST', `/api/calendar/sources/${team.id}/sync`)).status).toBe(200);
    expect((await thisWeek(ada)).noDomainMinutes).toBe(180);
    feeds.bodies['/team.ics'] = feed(1);
  });

  it('shows what an import brought into an empty account', async () => {
    const file = await expectJson<unknown>(ada, 'GET', '/api/export');
    const grace = await t.signUp('Grace');
    const graceOnB = t.otherServer().as(grace);
    expect((await thisWeek(grace)).plannedDays).toBe(0);
    await expectJson(graceOnB, 'POST', '/api/import', file);
    expect(await thisWeek(grace)).toMatchObject({ plannedDays: 1, finishedDays: 1 });
  });

  it("never answers one user with another's answer to the same question under the same versions", async () => {
    // One plan each, one writing transaction each: both users' versions read 0.1, their answers differ.
    const [alan, mary] = [await t.signUp('Alan'), await t.signUp('Mary')];
    await expectJson(alan, 'POST', '/api/daily-plans', planBody('2026-03-09'));
    await expectJson(mary, 'POST', '/api/daily-plans', planBody('2026-03-03'));
    expect([await version(alan), await version(mary)]).toEqual([1, 1]);
    expect((await read(alan)).weeks.map((week) => week.plannedDays)).toEqual([0, 1]);
    expect((await read(mary)).weeks.map((week) => week.plannedDays)).toEqual([1, 0]);
  });

  it("turns a goal's time progress when the clock reaches its next whole percent, the day unchanged", async () => {
    const goal = await expectJson<{ id: string }>(
      ada,
      'POST',
      '/api/goals',
      goalBody('Run a marathon', { dueDate: '2026-03-19' }),
      201,
    );
    // Created 2026-03-01, due at the end of 03-19: 19 days, 50% at noon on 03-10, 50.5% at 14:16:48.
    await t.database.db.execute(
      sql`update goals set created_at = '2026-03-01T00:00:00Z' where id = ${goal.id}::uuid`,
    );
    const progress = async () => (await read(ada)).goals.find((g) => g.id === goal.id)?.timeProgress;
    try {
      expect(await progress()).toBe(50);
      clock.setTime(Date.parse('2026-03-10T14:16:47Z'));
      expect(await progress()).toBe(50);
      clock.setTime(Date.parse('2026-03-10T14:16:48Z'));
      expect(await progress()).toBe(51);
    } finally {
      clock.setTime(NOW.getTime());
      expect((await ada.request('DELETE', `/api/goals/${goal.id}`)).status).toBe(204);
    }
  });

  it('sends gzip to a client that accepts it, the same JSON as without', async () => {
    const plain = await ada.request('GET', INSIGHTS);
    const zipped = await ada.request('GET', INSIGHTS, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(zipped.headers.get('Content-Encoding')).toBe('gzip');
    expect(zipped.headers.get('Vary')).toBe('Accept-Encoding');
    expect(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString('utf8')).toBe(await plain.text());
  });

  it('raises the version once per writing transaction, and lets a user with rows everywhere be deleted', async () => {
    const before = await version(ada);
    expect(before).toBeGreaterThan(0);
    await expectJson(ada, 'PUT', `/api/habits/${habit.id}/entries/2026-03-10`, { count: 1 });
    expect(await version(ada)).toBe(before + 1);
    await t.database.db.execute(sql`delete from users where id = ${ada.userId}`);
    expect(await version(ada)).toBe(0);
  });
});
