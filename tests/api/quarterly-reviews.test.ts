/**
 * API tests of the quarterly reviews (docs/product.md §7; ADR 057) on every backend: read and save a quarter's
 * review (one per user and quarter, race-safe), validation naming the field, and the quarter's summary computed
 * from plans, weekly reviews, Clarity Breaks and goals saved through the real routes, with the clock pinned.
 */
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuarterlyReview, QuarterSummary } from '../../src/core/quarterly-review.ts';
import { quarterlyReviews } from '../../src/server/db/schema.ts';
import { createPlan, expectJson, goalBody } from './fixtures.ts';
import { backends, type Client, startTestApp, type TestApp } from './harness.ts';

/** Wednesday 2025-02-12, noon UTC: the first quarter of 2025 is under way. */
const NOW = new Date('2025-02-12T12:00:00Z');
const BODY = {
  topWins: ['Closed the Acme deal', 'Hired a COO'],
  reflection: 'Worked: Monday planning.\nStop: late email.',
  nextQuarterFocus: ['Board', 'Health'],
};

describe.each(backends)('quarterly reviews on %s', (backend) => {
  let t: TestApp;
  let alice: Client;
  beforeAll(async () => {
    t = await startTestApp(backend, {}, NOW);
    alice = await t.signUp('Alice');
  });
  afterAll(() => t.close());

  it('answers 404 before a review is saved, then the saved review', async () => {
    const res = await alice.request('GET', '/api/quarterly-reviews/2025-Q2');
    expect(res.status).toBe(404);
    const saved = await expectJson<QuarterlyReview>(alice, 'PUT', '/api/quarterly-reviews/2025-Q2', BODY);
    expect(saved).toMatchObject({ quarter: '2025-Q2', ...BODY });
    expect(await expectJson(alice, 'GET', '/api/quarterly-reviews/2025-Q2')).toEqual(saved);
  });

  it('saving again replaces the fields and keeps one row, also when saves race', async () => {
    const bodies = Array.from({ length: 8 }, (_, i) => ({ ...BODY, topWins: [`Win ${i}`] }));
    const answers = await Promise.all(
      bodies.map((body) => alice.request('PUT', '/api/quarterly-reviews/2025-Q3', { body })),
    );
    expect(answers.map((res) => res.status)).toEqual(bodies.map(() => 200));
    const [row] = await t.database.db
      .select({ n: count() })
      .from(quarterlyReviews)
      .where(and(eq(quarterlyReviews.userId, alice.userId), eq(quarterlyReviews.quarter, '2025-Q3')));
    expect(row?.n).toBe(1);
    const stored = await expectJson<QuarterlyReview>(alice, 'GET', '/api/quarterly-reviews/2025-Q3');
    expect(bodies.map((body) => body.topWins[0])).toContain(stored.topWins[0]);
  });

  it.each([
    ['2025-Q5', 'quarter'],
    ['2025-q1', 'quarter'],
    ['0999-Q1', 'quarter'],
    ['2025-Q1%00', 'quarter'],
  ])('refuses the quarter %s with a 400 naming %s', async (quarter, field) => {
    const res = await alice.request('PUT', `/api/quarterly-reviews/${quarter}`, { body: BODY });
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain(field);
  });

  it.each([
    [{ topWins: Array.from({ length: 11 }, (_, i) => `Win ${i}`) }, 'topWins'],
    [{ nextQuarterFocus: ['a', 'b', 'c', 'd'] }, 'nextQuarterFocus'],
    [{ reflection: ['not', 'text'] }, 'reflection'],
    [{ topWins: ['NUL \u0000 inside'] }, 'topWins'],
  ])('refuses %j with a 400 naming %s and saves nothing', async (body, field) => {
    const res = await alice.request('PUT', '/api/quarterly-reviews/2024-Q1', { body });
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain(field);
    expect((await alice.request('GET', '/api/quarterly-reviews/2024-Q1')).status).toBe(404);
  });

  it("sums the quarter's plans, reviews, Clarity Breaks and goals, and lists the weekly wins", async () => {
    const bob = await t.signUp('Bob');
    const first = await createPlan(bob, '2025-01-06', { bigThreeCompleted: [true, true, false] });
    await expectJson(bob, 'PATCH', `/api/daily-plans/${first.id}/finish`, {
      productivityRating: '8',
      incompleteTasks: [],
    });
    await createPlan(bob, '2025-03-31', { bigThreeCompleted: [true, false, false] });
    // The days around the quarter count for other quarters.
    await createPlan(bob, '2024-12-31', { bigThreeCompleted: [true, true, true] });
    await createPlan(bob, '2025-04-01', { bigThreeCompleted: [true, true, true] });
    for (const [weekStartDate, win] of [
      ['2025-01-06', 'Hired a COO'],
      ['2025-03-31', 'Board approved'],
      ['2025-04-07', 'Next quarter'],
    ])
      await expectJson(bob, 'POST', '/api/weekly-reviews', {
        weekStartDate,
        biggestWins: [win],
        weeklyBigThree: [],
      });
    await expectJson(
      bob,
      'POST',
      '/api/clarity-breaks',
      { date: '2025-02-01', responses: {}, actionItems: ['Delegate'], score: '70' },
      201,
    );
    const milestone = (completed: boolean) => ({ text: 'Step', dueDate: '2025-01-20', completed });
    for (const [dueDate, milestones] of [
      ['2025-01-31', [milestone(true)]],
      ['2025-02-01', [milestone(false)]],
      ['2025-03-15', [milestone(false)]],
      ['2025-05-01', [milestone(false)]],
    ] as const)
      await expectJson(bob, 'POST', '/api/goals', goalBody(`Due ${dueDate}`, { dueDate, milestones }), 201);

    const summary = await expectJson<QuarterSummary>(bob, 'GET', '/api/quarterly-reviews/2025-Q1/summary');
    expect(summary).toEqual({
      quarter: '2025-Q1',
      startDate: '2025-01-01',
      endDate: '2025-03-31',
      numbers: {
        daysPlanned: 2,
        daysFinished: 1,
        bigThreeDone: 3,
        bigThreeTotal: 6,
        bigThreeRate: 50,
        averageRating: 8,
        weeklyReviewsDone: 2,
        clarityBreaksTaken: 1,
        goalsDue: 3,
        goalsCompleted: 1,
        // Due 2025-02-01, before today (2025-02-12), not done; the one due 2025-03-15 is not over yet.
        goalsOverdue: 1,
      },
      wins: [
        { weekStartDate: '2025-01-06', text: 'Hired a COO' },
        { weekStartDate: '2025-03-31', text: 'Board approved' },
      ],
    });
  });
});
