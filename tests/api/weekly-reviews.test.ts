/**
 * API tests of the weekly reviews (docs/product.md §7; ADR 017) on every backend: read and save a week's review
 * (one per user and week, race-safe), validation naming the field, isolation, goal links, and the Weekly
 * Summary computed from daily plans saved through the real POST /api/daily-plans.
 */
import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DailyPlan } from '../../src/core/daily-plan.ts';
import type { WeeklyReview, WeeklySummary } from '../../src/core/weekly-review.ts';
import { goals, weeklyReviews } from '../../src/server/db/schema.ts';
import { createPlan, expectJson } from './fixtures.ts';
import { backends, type Client, startTestApp, type TestApp } from './harness.ts';

const MONDAY = '2025-01-06';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A valid review body for `weekStartDate`. */
function reviewBody(weekStartDate: string, overrides: Record<string, unknown> = {}) {
  return {
    weekStartDate,
    biggestWins: ['Closed the Acme deal', 'Hired a COO', 'Family dinner every night'],
    afterActionReview: 'Went well: focus.\nNot as planned: email.\nImprove: block mornings.',
    weeklyBigThree: ['Board deck', 'Q2 hiring plan', 'Sabbath rest'],
    ...overrides,
  };
}

/** Inserts a goal for `userId` straight into the table (the goals routes are another module); checks it. */
async function insertGoal(t: TestApp, userId: string, description: string): Promise<string> {
  const [row] = await t.database.db
    .insert(goals)
    .values({
      userId,
      goalType: 'quarterly',
      dueDate: '2030-06-30',
      description,
      realm: 'Vocational',
      smarterCriteria: [],
      milestones: [],
    })
    .returning({ id: goals.id });
  if (!row || !UUID.test(row.id)) throw new Error('goal insert failed');
  return row.id;
}

describe.each(backends)('weekly reviews on %s', (backend) => {
  let t: TestApp;
  let alice: Client;
  let bob: Client;
  beforeAll(async () => {
    t = await startTestApp(backend);
    alice = await t.signUp('Alice');
    bob = await t.signUp('Bob');
  });
  afterAll(() => t.close());

  const rowsOf = async (userId: string, week: string) => {
    const [row] = await t.database.db
      .select({ n: count() })
      .from(weeklyReviews)
      .where(and(eq(weeklyReviews.userId, userId), eq(weeklyReviews.weekStartDate, week)));
    return row?.n;
  };

  it('answers 404 for a week without a review', async () => {
    const res = await alice.request('GET', '/api/weekly-reviews/week/2025-02-03');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: 'Not Found' });
  });

  it('saves a review, reads it back, and a second save updates it keeping its id and creation time', async () => {
    const first = await expectJson<WeeklyReview>(alice, 'POST', '/api/weekly-reviews', reviewBody(MONDAY));
    expect(first).toEqual({
      id: expect.stringMatching(UUID),
      ...reviewBody(MONDAY),
      weeklyBigThreeGoalIds: [null, null, null],
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(await expectJson(alice, 'GET', `/api/weekly-reviews/week/${MONDAY}`)).toEqual(first);

    const second = await expectJson<WeeklyReview>(
      alice,
      'POST',
      '/api/weekly-reviews',
      reviewBody(MONDAY, { biggestWins: ['  One win  ', '', '   '], afterActionReview: undefined }),
    );
    expect(second).toMatchObject({
      id: first.id,
      createdAt: first.createdAt,
      biggestWins: ['One win'],
      afterActionReview: '',
      weeklyBigThree: first.weeklyBigThree,
    });
    expect(second.updatedAt >= first.updatedAt).toBe(true);
    expect(await expectJson(alice, 'GET', `/api/weekly-reviews/week/${MONDAY}`)).toEqual(second);
    expect(await rowsOf(alice.userId, MONDAY)).toBe(1);
  });

  it('accepts a review with only the week (lists default to empty)', async () => {
    const saved = await expectJson<WeeklyReview>(alice, 'POST', '/api/weekly-reviews', {
      weekStartDate: '2025-03-03',
    });
    expect(saved).toMatchObject({
      weekStartDate: '2025-03-03',
      biggestWins: [],
      afterActionReview: '',
      weeklyBigThree: [],
      weeklyBigThreeGoalIds: [],
    });
  });

  it.each([
    ['a Tuesday', '2025-01-07', 'param.weekStartDate'],
    ['a Sunday', '2025-01-12', 'param.weekStartDate'],
    ['a date that does not exist', '2025-02-31', 'param.weekStartDate'],
    ['another format', '06-01-2025', 'param.weekStartDate'],
    ['a Monday before year 1000', '0999-12-30', 'param.weekStartDate'],
  ])('GET and summary refuse %s (%s) with 400 naming the week', async (_name, week, field) => {
    for (const path of [`/api/weekly-reviews/week/${week}`, `/api/weekly-reviews/week/${week}/summary`]) {
      const res = await alice.request('GET', path);
      expect(res.status, path).toBe(400);
      expect(await res.json()).toMatchObject({ error: 'Bad Request', field });
    }
  });

  it.each([
    ['a Tuesday', { weekStartDate: '2025-01-07' }, 'weekStartDate'],
    ['no week', { weekStartDate: undefined }, 'weekStartDate'],
    ['a week as a number', { weekStartDate: 20250106 }, 'weekStartDate'],
    ['four wins', { biggestWins: ['a', 'b', 'c', 'd'] }, 'biggestWins'],
    ['a win that is not text', { biggestWins: ['a', 7] }, 'biggestWins.1'],
    ['a NUL in a win', { biggestWins: ['a\u0000'] }, 'biggestWins.0'],
    ['a lone surrogate in a priority', { weeklyBigThree: ['\ud800'] }, 'weeklyBigThree.0'],
    ['a line break in a priority', { weeklyBigThree: ['a\nb'] }, 'weeklyBigThree.0'],
    ['a priority of 100 000 characters', { weeklyBigThree: ['x'.repeat(100_000)] }, 'weeklyBigThree.0'],
    ['a review that is not text', { afterActionReview: ['x'] }, 'afterActionReview'],
    ['a review over 5000 characters', { afterActionReview: 'x'.repeat(5001) }, 'afterActionReview'],
    ['a control character in the review', { afterActionReview: 'bell\u0007' }, 'afterActionReview'],
    ['goal ids of the wrong length', { weeklyBigThreeGoalIds: [null] }, 'weeklyBigThreeGoalIds'],
    ['a goal id that is not a UUID', { weeklyBigThreeGoalIds: [null, 'x', null] }, 'weeklyBigThreeGoalIds.1'],
  ])('POST refuses %s with 400 naming the field, and saves nothing', async (_name, overrides, field) => {
    const body = { ...reviewBody('2025-05-05'), ...overrides };
    const res = await alice.request('POST', '/api/weekly-reviews', { body });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'Bad Request', field });
    expect((await alice.request('GET', '/api/weekly-reviews/week/2025-05-05')).status).toBe(404);
  });

  it('refuses malformed JSON and a body that is not an object with 400', async () => {
    for (const body of ['{"weekStartDate":', '[]', 'null', '"2025-01-06"']) {
      const res = await alice.request('POST', '/api/weekly-reviews', { body });
      expect(res.status, body).toBe(400);
    }
  });

  it('keeps edge weeks exactly: the first and last Mondays of the API range', async () => {
    for (const week of ['1000-01-06', '9999-12-27']) {
      const saved = await expectJson<WeeklyReview>(alice, 'POST', '/api/weekly-reviews', reviewBody(week));
      expect(saved.weekStartDate).toBe(week);
      expect(await expectJson(alice, 'GET', `/api/weekly-reviews/week/${week}`)).toEqual(saved);
    }
  });

  it("isolates users: another user's week is 404, their save is their own, nothing leaks", async () => {
    const secret = `Alice's secret win ${randomUUID()}`;
    const week = '2025-06-02';
    const own = await expectJson<WeeklyReview>(
      alice,
      'POST',
      '/api/weekly-reviews',
      reviewBody(week, { biggestWins: [secret] }),
    );
    const foreign = await bob.request('GET', `/api/weekly-reviews/week/${week}`);
    expect(foreign.status).toBe(404);
    const text = await foreign.text();
    expect(text).not.toContain(secret);
    expect(text).not.toContain(own.id);

    const bobs = await expectJson<WeeklyReview>(bob, 'POST', '/api/weekly-reviews', reviewBody(week));
    expect(bobs.id).not.toBe(own.id);
    expect(JSON.stringify(bobs)).not.toContain(secret);
    expect(await expectJson(alice, 'GET', `/api/weekly-reviews/week/${week}`)).toEqual(own);
  });

  it("ties weekly priorities to the user's goals; another user's goal is refused like no goal at all", async () => {
    const week = '2025-07-07';
    const mine = await insertGoal(t, alice.userId, 'Grow revenue 20%');
    const archived = await insertGoal(t, alice.userId, 'Old goal');
    await t.database.db.update(goals).set({ archived: true }).where(eq(goals.id, archived));
    const bobsGoal = await insertGoal(t, bob.userId, `Bob's goal ${randomUUID()}`);

    const saved = await expectJson<WeeklyReview>(
      alice,
      'POST',
      '/api/weekly-reviews',
      reviewBody(week, {
        weeklyBigThree: ['Board deck', '  ', 'Q2 hiring plan'],
        weeklyBigThreeGoalIds: [mine, bobsGoal, archived.toUpperCase()],
      }),
    );
    // The blank priority is dropped with its goal id; an archived goal may be kept; ids read back in lower case.
    expect(saved).toMatchObject({
      weeklyBigThree: ['Board deck', 'Q2 hiring plan'],
      weeklyBigThreeGoalIds: [mine, archived],
    });

    const answers = [];
    for (const id of [bobsGoal, randomUUID()]) {
      const res = await alice.request('POST', '/api/weekly-reviews', {
        body: reviewBody(week, { weeklyBigThreeGoalIds: [null, id, null] }),
      });
      expect(res.status).toBe(400);
      const body = (await res.json()) as { message: string; field: string };
      expect(body.field).toBe('weeklyBigThreeGoalIds');
      answers.push(body.message.replace(id, '<id>'));
    }
    expect(answers[0]).toBe(answers[1]); // no way to tell another user's goal from none
    expect(await expectJson(alice, 'GET', `/api/weekly-reviews/week/${week}`)).toEqual(saved);

    // A goal deleted later: its link reads back as null.
    await t.database.db.delete(goals).where(eq(goals.id, mine));
    expect(await expectJson(alice, 'GET', `/api/weekly-reviews/week/${week}`)).toMatchObject({
      weeklyBigThree: ['Board deck', 'Q2 hiring plan'],
      weeklyBigThreeGoalIds: [null, archived],
    });
  });

  it("a save without goal ids keeps each unchanged priority's goal in order, and reads a deleted one as null", async () => {
    const week = '2025-07-14';
    const [a1, b, a2] = [
      await insertGoal(t, alice.userId, 'First A goal'),
      await insertGoal(t, alice.userId, 'B goal'),
      await insertGoal(t, alice.userId, 'Second A goal'),
    ];
    await expectJson(
      alice,
      'POST',
      '/api/weekly-reviews',
      reviewBody(week, { weeklyBigThree: ['A', 'B', 'A'], weeklyBigThreeGoalIds: [a1, b, a2] }),
    );
    // Not sent: the two A's keep their goals in order, the new priority links none, B (dropped) is gone.
    const again = await expectJson<WeeklyReview>(
      alice,
      'POST',
      '/api/weekly-reviews',
      reviewBody(week, { weeklyBigThree: ['A', 'New', 'A'] }),
    );
    expect(again.weeklyBigThreeGoalIds).toEqual([a1, null, a2]);
    expect(await expectJson(alice, 'GET', `/api/weekly-reviews/week/${week}`)).toEqual(again);

    await t.database.db.delete(goals).where(eq(goals.id, a2));
    const afterDelete = await expectJson<WeeklyReview>(
      alice,
      'POST',
      '/api/weekly-reviews',
      reviewBody(week, { weeklyBigThree: ['A', 'A'] }),
    );
    expect(afterDelete.weeklyBigThreeGoalIds).toEqual([a1, null]);
  });

  it('20 parallel first saves of one week make one review, and every answer carries its id', async () => {
    const week = '2025-08-04';
    const saves = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        alice.request('POST', '/api/weekly-reviews', {
          body: reviewBody(week, { biggestWins: [`Win ${i}`] }),
        }),
      ),
    );
    expect(saves.map((r) => r.status)).toEqual(saves.map(() => 200));
    const bodies = (await Promise.all(saves.map((r) => r.json()))) as WeeklyReview[];
    expect(new Set(bodies.map((b) => b.id)).size).toBe(1);
    expect(await rowsOf(alice.userId, week)).toBe(1);
    const final = await expectJson<WeeklyReview>(alice, 'GET', `/api/weekly-reviews/week/${week}`);
    expect(bodies.map((b) => b.biggestWins[0])).toContain(final.biggestWins[0]);
  });

  describe('Weekly Summary', () => {
    const week = '2025-03-10'; // Mon 10 .. Sun 16 March 2025

    it('is 404 for a week without daily plans', async () => {
      const res = await alice.request('GET', `/api/weekly-reviews/week/${week}/summary`);
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ error: 'Not Found' });
    });

    it("counts the week's plans, Monday to Sunday, from plans saved and toggled through the API", async () => {
      const toggle = (plan: DailyPlan, body: Record<string, unknown>) =>
        expectJson(alice, 'PATCH', `/api/daily-plans/${plan.id}/completion`, body);
      // Outside the week: the Sunday before and the Monday after, all done.
      for (const date of ['2025-03-09', '2025-03-17']) {
        const outside = await createPlan(alice, date);
        await toggle(outside, { bigThreeCompleted: [true, true, true], otherTasksCompleted: [true] });
      }
      const monday = await createPlan(alice, '2025-03-10'); // 3 Big 3 + 1 other
      await toggle(monday, { bigThreeCompleted: [true, true, false], otherTasksCompleted: [true] });
      const wednesday = await createPlan(alice, '2025-03-12', {
        bigThree: ['One', 'Two'],
        bigThreeCompleted: [false, false],
        otherTasks: ['A', 'B', 'C'],
        otherTasksCompleted: [false, false, false],
      });
      await toggle(wednesday, { bigThreeCompleted: [true, false], otherTasksCompleted: [true, true, false] });
      await createPlan(alice, '2025-03-16', { otherTasks: [], otherTasksCompleted: [] }); // Sunday, nothing done

      const summary = await expectJson<WeeklySummary>(
        alice,
        'GET',
        `/api/weekly-reviews/week/${week}/summary`,
      );
      // Big 3: 2 + 1 + 0 of 3 + 2 + 3 = 3 of 8 (37.5% → 38%); all: 3 + 3 of 8 + 4 = 6 of 12 (50%).
      expect(summary).toEqual({
        hasPlans: true,
        tasksDone: 6,
        tasksTotal: 12,
        tasksPercent: 50,
        bigThreeDone: 3,
        bigThreeTotal: 8,
        bigThreePercent: 38,
        belowTarget: true,
        linkedBigThree: 0,
        goalDays: [],
      });

      // Bob has no plans that week: 404, and nothing of Alice's.
      const foreign = await bob.request('GET', `/api/weekly-reviews/week/${week}/summary`);
      expect(foreign.status).toBe(404);
      expect(await foreign.text()).not.toContain('Write the proposal');
    });

    it('turns 75% exactly on target (below it, red)', async () => {
      const target = '2025-03-24';
      const done = async (date: string, flags: boolean[], overrides: Record<string, unknown> = {}) => {
        const plan = await createPlan(alice, date, overrides);
        await expectJson(alice, 'PATCH', `/api/daily-plans/${plan.id}/completion`, {
          bigThreeCompleted: flags,
        });
        return plan;
      };
      const solo = { bigThree: ['Solo'], bigThreeCompleted: [false] };
      await done('2025-03-24', [true, true, true]);
      await done('2025-03-25', [true, true, false]);
      const wednesday = await done('2025-03-26', [false], solo);
      await done('2025-03-27', [false], solo);
      const read = () =>
        expectJson<WeeklySummary>(alice, 'GET', `/api/weekly-reviews/week/${target}/summary`);
      // 5 of 8 = 62.5% → 63%, below the target.
      expect(await read()).toMatchObject({
        bigThreeDone: 5,
        bigThreeTotal: 8,
        bigThreePercent: 63,
        belowTarget: true,
      });
      await expectJson(alice, 'PATCH', `/api/daily-plans/${wednesday.id}/completion`, {
        bigThreeCompleted: [true],
      });
      // 6 of 8 = 75% exactly: on target.
      expect(await read()).toMatchObject({
        bigThreeDone: 6,
        bigThreeTotal: 8,
        bigThreePercent: 75,
        belowTarget: false,
      });
    });

    it('does not throw at the edges of the date range', async () => {
      await createPlan(alice, '9999-12-30');
      expect(
        await expectJson<WeeklySummary>(alice, 'GET', '/api/weekly-reviews/week/9999-12-27/summary'),
      ).toMatchObject({ hasPlans: true, bigThreeTotal: 3 });
      await createPlan(alice, '1000-01-06');
      expect(
        await expectJson<WeeklySummary>(alice, 'GET', '/api/weekly-reviews/week/1000-01-06/summary'),
      ).toMatchObject({ hasPlans: true, bigThreeTotal: 3 });
    });
  });
});
