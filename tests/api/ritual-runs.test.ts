/**
 * API tests of the three rituals, their day runs and streaks (ADR 043) on every backend: POST /api/rituals with the
 * new types and minutes, GET /api/rituals/runs/{date}, PUT /api/rituals/{type}/runs/{date},
 * GET /api/rituals/{type}/stats — validation naming the field, isolation between users, the morning ritual's one
 * truth with the daily plan's morningRitualCompleted (both ways), and parallel writes of one run.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DailyPlan } from '../../src/core/daily-plan.ts';
import type { Ritual, RitualRun } from '../../src/core/rituals.ts';
import { ritualRuns } from '../../src/server/db/ritual-schema.ts';
import { createPlan, expectJson } from './fixtures.ts';
import { backends, type Client, startTestApp, type TestApp } from './harness.ts';

/** The server's clock: 2025-03-12 15:00 UTC (still 03-12 in New York, already 03-13 on Kiritimati, UTC+14). */
const NOW = new Date('2025-03-12T15:00:00Z');
const TODAY = '2025-03-12';

const saveRitual = (client: Client, body: Record<string, unknown>) =>
  expectJson<Ritual>(client, 'POST', '/api/rituals', body);
const putRun = (client: Client, type: string, date: string, completed: boolean[]) =>
  expectJson<RitualRun>(client, 'PUT', `/api/rituals/${type}/runs/${date}`, { completed });
const runsOf = (client: Client, date: string) =>
  expectJson<RitualRun[]>(client, 'GET', `/api/rituals/runs/${date}`);
const planOf = (client: Client, date: string) =>
  expectJson<DailyPlan>(client, 'GET', `/api/daily-plans/date/${date}`);

describe.each(backends)('ritual runs on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend, {}, NOW);
  });
  afterAll(() => t.close());

  /** A new user with a saved morning ritual of three elements and a shutdown ritual of two. */
  async function withRituals(): Promise<Client> {
    const user = await t.signUp('Ritualist');
    await saveRitual(user, { type: 'morning', elements: ['Pray', 'Read', 'Ask'] });
    await saveRitual(user, { type: 'shutdown', elements: ['Review', 'Plan'] });
    return user;
  }

  describe('POST /api/rituals', () => {
    it('saves a startup and a shutdown ritual beside the morning one; minutes only where they were sent', async () => {
      const alice = await t.signUp('Alice');
      const morning = await saveRitual(alice, { type: 'morning', elements: ['Pray'] });
      const startup = await saveRitual(alice, {
        type: 'startup',
        elements: ['Calendar', 'Inbox'],
        minutes: [5, 240],
      });
      const shutdown = await saveRitual(alice, { type: 'shutdown', elements: ['Review'], minutes: [1] });
      expect(morning).toEqual({ id: morning.id, type: 'morning', elements: ['Pray'] });
      expect(startup).toEqual({
        id: startup.id,
        type: 'startup',
        elements: ['Calendar', 'Inbox'],
        minutes: [5, 240],
      });
      expect(await expectJson(alice, 'GET', '/api/rituals')).toEqual([morning, startup, shutdown]);
    });

    it('saving a ritual again without minutes drops its minutes and keeps its id', async () => {
      const alice = await t.signUp('Alice');
      const first = await saveRitual(alice, { type: 'startup', elements: ['Calendar'], minutes: [10] });
      const again = await saveRitual(alice, { type: 'startup', elements: ['Calendar', 'Inbox'] });
      expect(again).toEqual({ id: first.id, type: 'startup', elements: ['Calendar', 'Inbox'] });
    });

    it.each([
      { label: 'an unknown type', body: { type: 'evening', elements: ['x'] }, field: 'type' },
      {
        label: 'fewer minutes than elements',
        body: { type: 'startup', elements: ['a', 'b'], minutes: [5] },
        field: 'minutes',
      },
      {
        label: 'more minutes than elements',
        body: { type: 'startup', elements: ['a'], minutes: [5, 5] },
        field: 'minutes',
      },
      { label: '0 minutes', body: { type: 'shutdown', elements: ['a'], minutes: [0] }, field: 'minutes' },
      { label: '241 minutes', body: { type: 'shutdown', elements: ['a'], minutes: [241] }, field: 'minutes' },
      {
        label: 'a fraction of a minute',
        body: { type: 'morning', elements: ['a'], minutes: [1.5] },
        field: 'minutes',
      },
      {
        label: 'minutes as text',
        body: { type: 'morning', elements: ['a'], minutes: ['5'] },
        field: 'minutes',
      },
      {
        label: 'minutes not a list',
        body: { type: 'morning', elements: ['a'], minutes: 5 },
        field: 'minutes',
      },
    ])('refuses $label (400 naming $field) and stores nothing', async ({ body, field }) => {
      const alice = await t.signUp('Alice');
      const res = await alice.request('POST', '/api/rituals', { body });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ field });
      expect(await expectJson(alice, 'GET', '/api/rituals')).toEqual([]);
    });
  });

  describe('runs of a date', () => {
    it('lists one run per saved ritual in the order morning, startup, shutdown, all false when not run', async () => {
      const user = await t.signUp('Runner');
      await saveRitual(user, { type: 'shutdown', elements: ['Review', 'Plan'] });
      await saveRitual(user, { type: 'morning', elements: ['Pray', 'Read', 'Ask'] });
      expect(await runsOf(user, TODAY)).toEqual([
        { type: 'morning', date: TODAY, completed: [false, false, false] },
        { type: 'shutdown', date: TODAY, completed: [false, false] },
      ]);
    });

    it('keeps a run per day: the saved run answers for its date only', async () => {
      const user = await withRituals();
      expect(await putRun(user, 'shutdown', '2025-03-11', [true, false])).toEqual({
        type: 'shutdown',
        date: '2025-03-11',
        completed: [true, false],
      });
      expect(await runsOf(user, '2025-03-11')).toContainEqual({
        type: 'shutdown',
        date: '2025-03-11',
        completed: [true, false],
      });
      expect(await runsOf(user, TODAY)).toContainEqual({
        type: 'shutdown',
        date: TODAY,
        completed: [false, false],
      });
    });

    it('answers 404 to a user who has saved no ritual', async () => {
      const user = await t.signUp('New');
      expect((await user.request('GET', `/api/rituals/runs/${TODAY}`)).status).toBe(404);
    });

    it('answers 404 to a run of a ritual type the user has not saved, and stores nothing', async () => {
      const user = await withRituals();
      const res = await user.request('PUT', `/api/rituals/startup/runs/${TODAY}`, {
        body: { completed: [true] },
      });
      expect(res.status).toBe(404);
      const rows = await t.database.db.select().from(ritualRuns).where(eq(ritualRuns.userId, user.userId));
      expect(rows).toEqual([]);
    });

    it.each([
      {
        label: 'fewer flags than elements',
        path: `shutdown/runs/${TODAY}`,
        body: { completed: [true] },
        field: 'completed',
      },
      {
        label: 'more flags than elements',
        path: `shutdown/runs/${TODAY}`,
        body: { completed: [true, true, true] },
        field: 'completed',
      },
      {
        label: 'a flag that is not a boolean',
        path: `shutdown/runs/${TODAY}`,
        body: { completed: [true, 'yes'] },
        field: 'completed.1',
      },
      { label: 'no completed', path: `shutdown/runs/${TODAY}`, body: {}, field: 'completed' },
      {
        label: 'an unknown type',
        path: `evening/runs/${TODAY}`,
        body: { completed: [true, true] },
        field: 'param.type',
      },
      {
        label: 'a date that does not exist',
        path: 'shutdown/runs/2025-02-30',
        body: { completed: [true, true] },
        field: 'param.date',
      },
    ])('refuses a run with $label (400 naming $field)', async ({ path, body, field }) => {
      const user = await withRituals();
      const res = await user.request('PUT', `/api/rituals/${path}`, { body });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ field });
      expect(await runsOf(user, TODAY)).toContainEqual({
        type: 'shutdown',
        date: TODAY,
        completed: [false, false],
      });
    });

    it("keeps each user's runs apart: another user's reads and writes of the same ritual and date answer 404", async () => {
      const alice = await withRituals();
      const bob = await t.signUp('Bob');
      await putRun(alice, 'shutdown', TODAY, [true, true]);
      const before = await runsOf(alice, TODAY);
      expect((await bob.request('GET', `/api/rituals/runs/${TODAY}`)).status).toBe(404);
      const put = await bob.request('PUT', `/api/rituals/shutdown/runs/${TODAY}`, {
        body: { completed: [false, false] },
      });
      expect(put.status).toBe(404);
      expect((await bob.request('GET', '/api/rituals/shutdown/stats')).status).toBe(404);
      expect(await runsOf(alice, TODAY)).toEqual(before);
    });

    it('leaves one row when 20 PUTs of one run race, holding one of the sent lists', async () => {
      const user = await withRituals();
      const lists = Array.from({ length: 20 }, (_, i) => [i % 2 === 0, i % 3 === 0]);
      const answers = await Promise.all(
        lists.map((completed) =>
          user.request('PUT', `/api/rituals/shutdown/runs/${TODAY}`, { body: { completed } }),
        ),
      );
      expect(answers.map((res) => res.status)).toEqual(lists.map(() => 200));
      const rows = await t.database.db
        .select()
        .from(ritualRuns)
        .where(and(eq(ritualRuns.userId, user.userId), eq(ritualRuns.type, 'shutdown')));
      expect(rows).toHaveLength(1);
      expect(lists).toContainEqual(rows[0]?.completed);
    });
  });

  describe('GET /api/rituals/{type}/stats', () => {
    it('counts consecutive complete days; today not yet complete does not break the current streak', async () => {
      const user = await withRituals();
      for (const date of ['2025-03-02', '2025-03-03', '2025-03-04', '2025-03-05'])
        await putRun(user, 'shutdown', date, [true, true]);
      await putRun(user, 'shutdown', '2025-03-06', [true, false]);
      for (const date of ['2025-03-10', '2025-03-11']) await putRun(user, 'shutdown', date, [true, true]);
      await putRun(user, 'shutdown', TODAY, [true, false]);
      expect(await expectJson(user, 'GET', '/api/rituals/shutdown/stats')).toEqual({
        currentStreak: 2,
        longestStreak: 4,
      });
      await putRun(user, 'shutdown', TODAY, [true, true]);
      expect(await expectJson(user, 'GET', '/api/rituals/shutdown/stats')).toEqual({
        currentStreak: 3,
        longestStreak: 4,
      });
    });

    it("reads today in the request's zone (X-Time-Zone)", async () => {
      const user = await withRituals();
      for (const date of ['2025-03-10', '2025-03-11']) await putRun(user, 'shutdown', date, [true, true]);
      const statsIn = async (zone: string) => {
        const res = await user.request('GET', '/api/rituals/shutdown/stats', {
          headers: { 'X-Time-Zone': zone },
        });
        expect(res.status).toBe(200);
        return res.json();
      };
      // 15:00 UTC on 03-12: still 03-12 in New York (yesterday 03-11 done), already 03-13 on Kiritimati (03-12 missed).
      expect(await statsIn('America/New_York')).toEqual({ currentStreak: 2, longestStreak: 2 });
      expect(await statsIn('Pacific/Kiritimati')).toEqual({ currentStreak: 0, longestStreak: 2 });
    });

    it('answers 404 for a ritual the user has not saved and 400 naming param.type for an unknown type', async () => {
      const user = await withRituals();
      expect((await user.request('GET', '/api/rituals/startup/stats')).status).toBe(404);
      const res = await user.request('GET', '/api/rituals/evening/stats');
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ field: 'param.type' });
    });
  });

  describe('the morning ritual and the daily plan (one truth)', () => {
    it("completing every morning element sets that date's plan's morningRitualCompleted, and only that date's", async () => {
      const user = await withRituals();
      const plan = await createPlan(user, TODAY);
      const other = await createPlan(user, '2025-03-11');
      await putRun(user, 'morning', TODAY, [true, true, false]);
      expect(await planOf(user, TODAY)).toMatchObject({ id: plan.id, morningRitualCompleted: false });
      await putRun(user, 'morning', TODAY, [true, true, true]);
      expect(await planOf(user, TODAY)).toMatchObject({ id: plan.id, morningRitualCompleted: true });
      expect(await planOf(user, '2025-03-11')).toMatchObject({ id: other.id, morningRitualCompleted: false });
    });

    it('unchecking a morning element clears the plan flag again', async () => {
      const user = await withRituals();
      await createPlan(user, TODAY);
      await putRun(user, 'morning', TODAY, [true, true, true]);
      expect(await planOf(user, TODAY)).toMatchObject({ morningRitualCompleted: true });
      await putRun(user, 'morning', TODAY, [true, false, true]);
      expect(await planOf(user, TODAY)).toMatchObject({ morningRitualCompleted: false });
    });

    it('a complete shutdown run leaves the plan flag alone', async () => {
      const user = await withRituals();
      await createPlan(user, TODAY);
      await putRun(user, 'shutdown', TODAY, [true, true]);
      expect(await planOf(user, TODAY)).toMatchObject({ morningRitualCompleted: false });
    });

    it('a plan saved after a complete morning run of its date is saved as done', async () => {
      const user = await withRituals();
      await putRun(user, 'morning', TODAY, [true, true, true]);
      expect(await createPlan(user, TODAY, { morningRitualCompleted: false })).toMatchObject({
        morningRitualCompleted: true,
      });
      expect(await createPlan(user, '2025-03-11', { morningRitualCompleted: false })).toMatchObject({
        morningRitualCompleted: false,
      });
    });

    it("a plan saved with morningRitualCompleted true marks every element of that date's morning run done", async () => {
      const user = await withRituals();
      await putRun(user, 'morning', TODAY, [false, true, false]);
      await createPlan(user, TODAY, { morningRitualCompleted: true });
      expect(await runsOf(user, TODAY)).toContainEqual({
        type: 'morning',
        date: TODAY,
        completed: [true, true, true],
      });
    });

    it("PATCH completion {morningRitualCompleted} marks every element of that day's morning run done, then not done", async () => {
      const user = await withRituals();
      const plan = await createPlan(user, TODAY);
      await putRun(user, 'morning', TODAY, [false, true, false]);
      const patch = (value: boolean) =>
        expectJson<DailyPlan>(user, 'PATCH', `/api/daily-plans/${plan.id}/completion`, {
          morningRitualCompleted: value,
        });
      expect(await patch(true)).toMatchObject({ morningRitualCompleted: true });
      expect(await runsOf(user, TODAY)).toEqual([
        { type: 'morning', date: TODAY, completed: [true, true, true] },
        { type: 'shutdown', date: TODAY, completed: [false, false] },
      ]);
      expect(await patch(false)).toMatchObject({ morningRitualCompleted: false });
      expect(await runsOf(user, TODAY)).toContainEqual({
        type: 'morning',
        date: TODAY,
        completed: [false, false, false],
      });
      expect(await runsOf(user, '2025-03-11')).toContainEqual({
        type: 'morning',
        date: '2025-03-11',
        completed: [false, false, false],
      });
    });

    it('a refused completion PATCH leaves the morning run as it was (one transaction)', async () => {
      const user = await withRituals();
      const plan = await createPlan(user, TODAY);
      const res = await user.request('PATCH', `/api/daily-plans/${plan.id}/completion`, {
        body: { morningRitualCompleted: true, bigThreeCompleted: [true] },
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ field: 'bigThreeCompleted' });
      expect(await runsOf(user, TODAY)).toContainEqual({
        type: 'morning',
        date: TODAY,
        completed: [false, false, false],
      });
      expect(await planOf(user, TODAY)).toMatchObject({ morningRitualCompleted: false });
    });

    it('PATCH completion of a user without a saved morning ritual sets the plan flag and writes no run', async () => {
      const user = await t.signUp('No ritual');
      const plan = await createPlan(user, TODAY);
      await expectJson(user, 'PATCH', `/api/daily-plans/${plan.id}/completion`, {
        morningRitualCompleted: true,
      });
      expect(await planOf(user, TODAY)).toMatchObject({ morningRitualCompleted: true });
      const rows = await t.database.db.select().from(ritualRuns).where(eq(ritualRuns.userId, user.userId));
      expect(rows).toEqual([]);
    });
  });
});
