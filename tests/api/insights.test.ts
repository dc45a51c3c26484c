/**
 * GET /api/insights (docs/product.md §7; ADR 056) on PGlite and PostgreSQL: validation naming the field, an empty
 * account, a few weeks seeded through the API giving the expected numbers in New York's zone, the ideal week
 * chosen by id or the first one, and another user's data never counted.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DailyPlan } from '../../src/core/daily-plan.ts';
import type { Insights } from '../../src/core/insights.ts';
import { expectJson, goalBody, idealWeekBody, planBody } from './fixtures.ts';
import { backends, type Client, startTestApp, type TestApp } from './harness.ts';

// Tuesday 2026-03-10 9:00 AM in New York (EDT since Sunday).
const NOW = new Date('2026-03-10T13:00:00Z');
const RANGE = 'from=2026-02-23&to=2026-03-15';

/** Saves the plan of `date` with `done` Big 3 tasks done, finished with `rating` when given ('' = not finished). */
async function seedDay(c: Client, date: string, done: number, rating = '') {
  const plan = await expectJson<DailyPlan>(c, 'POST', '/api/daily-plans', planBody(date));
  await expectJson(c, 'PATCH', `/api/daily-plans/${plan.id}/completion`, {
    bigThreeCompleted: [0, 1, 2].map((i) => i < done),
    otherTasksCompleted: [true],
  });
  if (rating)
    await expectJson(c, 'PATCH', `/api/daily-plans/${plan.id}/finish`, {
      productivityRating: rating,
      incompleteTasks: [],
    });
}

describe.each(backends)('insights on %s', (backend) => {
  let t: TestApp;
  let ny: Client;
  let other: Client;
  let firstWeek: string;
  let secondWeek: string;
  let goalId: string;

  const get = (c: Client, query: string) => c.request('GET', `/api/insights?${query}`);

  beforeAll(async () => {
    t = await startTestApp(backend, {}, NOW);
    ny = await t.signUp('New Yorker');
    other = await t.signUp('Other');
    for (const c of [ny, other])
      await expectJson(c, 'PATCH', '/api/auth/user', { timeZone: 'America/New_York' });
    // Week of 2026-02-23: nothing. Week of 2026-03-02: three days. Week of 2026-03-09: one day, not finished.
    await seedDay(ny, '2026-03-02', 3, '8');
    await seedDay(ny, '2026-03-04', 1, '5');
    await seedDay(ny, '2026-03-08', 2);
    await seedDay(ny, '2026-03-09', 3);
    firstWeek = (
      await expectJson<{ id: string }>(ny, 'POST', '/api/ideal-weeks', idealWeekBody('First'), 201)
    ).id;
    secondWeek = (
      await expectJson<{ id: string }>(
        ny,
        'POST',
        '/api/ideal-weeks',
        idealWeekBody('Second', { schedule: { 'monday-9:00 AM': { activity: 'Run', domain: 'physical' } } }),
        201,
      )
    ).id;
    // Monday 2026-03-09 9:00-10:00 AM EDT, work: matches both Monday work slots of the first ideal week.
    await expectJson(
      ny,
      'POST',
      '/api/calendar/time-blocks',
      {
        title: 'Write',
        start: '2026-03-09T09:00:00-04:00',
        end: '2026-03-09T10:00:00-04:00',
        domain: 'work',
      },
      201,
    );
    goalId = (
      await expectJson<{ id: string }>(
        ny,
        'POST',
        '/api/goals',
        goalBody('Ship the book', {
          dueDate: '2026-03-01',
          milestones: [
            { text: 'Outline', dueDate: '2026-02-01', completed: true },
            { text: 'Draft', dueDate: '2026-02-20', completed: false },
          ],
        }),
        201,
      )
    ).id;
    // The other user's plan, block and goal in the same weeks count only for them.
    await seedDay(other, '2026-03-03', 3, '10');
    await expectJson(
      other,
      'POST',
      '/api/calendar/time-blocks',
      {
        title: 'Theirs',
        start: '2026-03-03T09:00:00-05:00',
        end: '2026-03-03T12:00:00-05:00',
        domain: 'hobby',
      },
      201,
    );
    await expectJson(other, 'POST', '/api/goals', goalBody('Their goal'), 201);
  });
  afterAll(() => t.close());

  it.each([
    ['from=2026-03-03&to=2026-03-15', 'from'],
    ['from=2026-03-02&to=2026-03-14', 'to'],
    ['from=2026-03-16&to=2026-03-15', 'to'],
    ['from=2025-03-03&to=2026-03-15', 'to'],
    ['to=2026-03-15', 'from'],
    [`${RANGE}&idealWeekId=nope`, 'idealWeekId'],
  ])('answers 400 naming the field for %s', async (query, field) => {
    const res = await get(ny, query);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ field: `query.${field}` });
  });

  it('answers an empty account with empty weeks and no goals', async () => {
    const fresh = await t.signUp('Fresh');
    const answer = await expectJson<Insights>(fresh, 'GET', `/api/insights?${RANGE}`);
    expect(answer.goals).toEqual([]);
    expect(answer.days).toEqual([]);
    expect(answer.idealWeek).toBeNull();
    expect(answer.weeks.map((week) => [week.weekStartDate, week.plannedDays, week.comparisonScore])).toEqual([
      ['2026-02-23', 0, null],
      ['2026-03-02', 0, null],
      ['2026-03-09', 0, null],
    ]);
  });

  it('gives the seeded weeks, days and goals against the first ideal week', async () => {
    const answer = await expectJson<Insights>(ny, 'GET', `/api/insights?${RANGE}`);
    expect(answer.idealWeek).toEqual({ id: firstWeek, name: 'First' });
    const empty = { domainMinutes: {}, comparisonScore: 0, averageRating: null, habits: [], rituals: [] };
    const none = { noDomainMinutes: 0, idealNoDomainMinutes: 0 };
    const ideal = { work: 60, spiritual: 30 };
    expect(answer.weeks).toEqual([
      {
        weekStartDate: '2026-02-23',
        plannedDays: 0,
        finishedDays: 0,
        bigThreeDone: 0,
        bigThreeTotal: 0,
        tasksDone: 0,
        tasksTotal: 0,
        idealDomainMinutes: ideal,
        ...none,
        ...empty,
      },
      {
        weekStartDate: '2026-03-02',
        plannedDays: 3,
        finishedDays: 2,
        bigThreeDone: 6,
        bigThreeTotal: 9,
        tasksDone: 9,
        tasksTotal: 12,
        averageRating: 6.5,
        domainMinutes: {},
        idealDomainMinutes: ideal,
        ...none,
        comparisonScore: 0,
        habits: [],
        rituals: [],
      },
      {
        weekStartDate: '2026-03-09',
        plannedDays: 1,
        finishedDays: 0,
        bigThreeDone: 3,
        bigThreeTotal: 3,
        tasksDone: 4,
        tasksTotal: 4,
        averageRating: null,
        domainMinutes: { work: 60 },
        idealDomainMinutes: ideal,
        ...none,
        comparisonScore: 67,
        habits: [],
        rituals: [],
      },
    ]);
    expect(answer.days).toEqual([
      { date: '2026-03-02', rating: 8 },
      { date: '2026-03-04', rating: 5 },
    ]);
    expect(answer.goals).toEqual([
      {
        id: goalId,
        description: 'Ship the book',
        dueDate: '2026-03-01',
        timeProgress: 100,
        milestoneProgress: 50,
        overdue: true,
      },
    ]);
  });

  it('compares with the ideal week named by idealWeekId', async () => {
    const answer = await expectJson<Insights>(ny, 'GET', `/api/insights?${RANGE}&idealWeekId=${secondWeek}`);
    expect(answer.idealWeek).toEqual({ id: secondWeek, name: 'Second' });
    expect(answer.weeks.at(-1)).toMatchObject({ idealDomainMinutes: { physical: 30 }, comparisonScore: 100 });
  });

  it("agrees with the Week Comparison for the same week, its 'No domain' row included", async () => {
    const mixed = await t.signUp('Mixed');
    await expectJson(mixed, 'PATCH', '/api/auth/user', { timeZone: 'America/New_York' });
    const { id: idealWeekId } = await expectJson<{ id: string }>(
      mixed,
      'POST',
      '/api/ideal-weeks',
      idealWeekBody('Mixed', {
        schedule: {
          'tuesday-9:00 AM': { activity: 'Deep work', domain: 'work' },
          'tuesday-1:00 PM': { activity: 'Calls' },
        },
      }),
      201,
    );
    // Tuesday 2026-03-10: an untagged block over the Work slot, a work block in the afternoon.
    for (const [start, end, domain] of [
      ['09:00', '10:30', undefined],
      ['13:00', '13:45', 'work'],
    ])
      await expectJson(
        mixed,
        'POST',
        '/api/calendar/time-blocks',
        { title: 'Block', start: `2026-03-10T${start}:00-04:00`, end: `2026-03-10T${end}:00-04:00`, domain },
        201,
      );
    const [insight, comparison] = await Promise.all([
      expectJson<Insights>(mixed, 'GET', `/api/insights?${RANGE}`),
      expectJson<{ byDomain: unknown[] }>(mixed, 'POST', '/api/calendar/week-comparison', {
        weekStartDate: '2026-03-09',
        idealWeekId,
      }),
    ]);
    expect(comparison.byDomain).toEqual([
      { domain: 'work', idealMinutes: 30, actualMinutes: 45 },
      { domain: null, idealMinutes: 30, actualMinutes: 90 },
    ]);
    expect(insight.weeks.at(-1)).toMatchObject({
      domainMinutes: { work: 45 },
      idealDomainMinutes: { work: 30 },
      noDomainMinutes: 90,
      idealNoDomainMinutes: 30,
    });
  });

  it("answers 404 for another user's ideal week and counts none of the other user's data", async () => {
    expect((await get(other, `${RANGE}&idealWeekId=${firstWeek}`)).status).toBe(404);
    const theirs = await expectJson<Insights>(other, 'GET', `/api/insights?${RANGE}`);
    expect(theirs.idealWeek).toBeNull();
    expect(theirs.goals.map((goal) => goal.description)).toEqual(['Their goal']);
    expect(theirs.weeks[1]).toMatchObject({
      plannedDays: 1,
      finishedDays: 1,
      bigThreeDone: 3,
      averageRating: 10,
      domainMinutes: { hobby: 180 },
    });
    expect(theirs.weeks[2]).toMatchObject({ plannedDays: 0, domainMinutes: {} });
  });
});
