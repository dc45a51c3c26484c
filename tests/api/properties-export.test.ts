/**
 * Property test of the export round trip (ADR 049): whatever a user saved through the routes (generated bodies,
 * hostile values included; what a route refuses is simply not saved), export → import into a new account →
 * export gives the same data, ids and timestamps aside. Goal and habit references are generated too, so their
 * remapping is exercised.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Goal } from '../../src/core/goals.ts';
import { REALMS } from '../../src/core/goals.ts';
import type { Habit } from '../../src/core/habits.ts';
import { comparable, exportOf, newAccount } from './account-fixtures.ts';
import { idealWeekBody } from './fixtures.ts';
import { backends, type Client, startTestApp, type TestApp } from './harness.ts';
import { anyDate, hostileString, runsOn } from './properties.ts';

const TIMEOUT = 600_000;
/** Two sign-ups and a dozen writes per run: a few dozen runs cover the shapes without a long suite. */
const RUNS = 24;

const item = fc.oneof(
  { weight: 4, arbitrary: fc.string({ minLength: 1, maxLength: 30 }) },
  { weight: 2, arbitrary: fc.constantFrom('  padded  ', 'مرحبا \u200f', '😀 done', 'e\u0301', 'Same') },
  { weight: 1, arbitrary: hostileString },
);
const flags = (n: number) => fc.array(fc.boolean(), { minLength: n, maxLength: n });
const day = fc
  .integer({ min: 0, max: 2000 })
  .map((n) => new Date(Date.UTC(2024, 0, 1 + n)).toISOString().slice(0, 10));
const monday = fc
  .integer({ min: 0, max: 200 })
  .map((n) => new Date(Date.UTC(2024, 0, 1 + 7 * n)).toISOString().slice(0, 10));
/** An index into the goals made so far, or null. */
const goalRef = fc.option(fc.nat(3), { nil: null });

const account = fc.record({
  goals: fc.array(
    fc.record({
      goalType: fc.constantFrom('quarterly', 'short-term', 'long-term'),
      dueDate: anyDate,
      description: item,
      realm: fc.constantFrom(...REALMS),
      smarterCriteria: fc.constant(['Specific']),
      milestones: fc.array(fc.record({ text: item, dueDate: day, completed: fc.boolean() }), {
        maxLength: 2,
      }),
      progress: fc.integer({ min: 0, max: 100 }).map(String),
    }),
    { maxLength: 3 },
  ),
  plans: fc.array(
    fc
      .record({
        date: day,
        morningRitualCompleted: fc.boolean(),
        bigThree: fc.array(item, { minLength: 1, maxLength: 3 }),
        otherTasks: fc.array(item, { maxLength: 3 }),
        winningDefinition: fc.oneof(fc.string(), fc.constant('Ship it\n\twell')),
        distractions: fc.array(item, { maxLength: 2 }),
        finish: fc.option(fc.record({ rating: fc.integer({ min: 1, max: 10 }), note: fc.string() })),
      })
      .chain((p) =>
        fc
          .tuple(
            flags(p.bigThree.length),
            flags(p.otherTasks.length),
            fc.array(goalRef, { minLength: 3, maxLength: 3 }),
          )
          .map(([bigThreeCompleted, otherTasksCompleted, links]) => ({
            ...p,
            bigThreeCompleted,
            otherTasksCompleted,
            links,
          })),
      ),
    { maxLength: 3 },
  ),
  reviews: fc.array(
    fc.record({
      weekStartDate: monday,
      biggestWins: fc.array(item, { maxLength: 3 }),
      afterActionReview: fc.string(),
      weeklyBigThree: fc.array(item, { minLength: 3, maxLength: 3 }),
      goals: fc.array(goalRef, { minLength: 3, maxLength: 3 }),
    }),
    { maxLength: 2 },
  ),
  quarterly: fc.option(
    fc.record({
      quarter: fc.constantFrom('2024-Q1', '2025-Q4', '2031-Q2'),
      topWins: fc.array(item, { maxLength: 4 }),
      reflection: fc.oneof(fc.string(), fc.constant('Stop: late nights\nStart: Mondays')),
      nextQuarterFocus: fc.array(item, { maxLength: 3 }),
    }),
  ),
  habits: fc.array(
    fc.record({
      name: item,
      schedule: fc.constantFrom(
        { kind: 'daily' },
        { kind: 'weekdays', days: [1, 3] },
        { kind: 'everyNDays', n: 3 },
      ),
      target: fc.integer({ min: 1, max: 5 }),
      goal: goalRef,
      entries: fc.array(
        fc.record({ date: day, count: fc.integer({ min: 0, max: 5 }), skipped: fc.boolean() }),
        {
          maxLength: 3,
        },
      ),
    }),
    { maxLength: 2 },
  ),
  ritual: fc.option(fc.record({ elements: fc.array(item, { minLength: 1, maxLength: 3 }), runDate: day })),
  clarity: fc.option(
    fc.record({
      date: day,
      actionItems: fc.array(item, { minLength: 1, maxLength: 2 }),
      score: fc.integer({ min: 1, max: 100 }),
    }),
  ),
  blocks: fc.uniqueArray(fc.integer({ min: 0, max: 500 }), { maxLength: 3 }),
  blockTitle: item,
  idealWeek: fc.option(item),
});

/** What one run saves. */
type AccountData = typeof account extends fc.Arbitrary<infer A> ? A : never;

/** Sends `body` as `user`; a refusal (4xx) is fine, anything 5xx fails the run. Returns the JSON of a success. */
async function save<T>(user: Client, method: string, path: string, body: unknown): Promise<T | null> {
  const res = await user.request(method, path, { body });
  if (res.status >= 500) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.ok ? ((await res.json()) as T) : null;
}

/** Saves what `data` describes for `user` through the routes. */
async function saveAll(user: Client, data: AccountData) {
  const goals = (await Promise.all(data.goals.map((g) => save<Goal>(user, 'POST', '/api/goals', g)))).filter(
    (g): g is Goal => g !== null,
  );
  const goalId = (ref: number | null) => (ref === null ? null : (goals[ref]?.id ?? null));
  for (const { finish, links, ...plan } of data.plans) {
    const bigThreeLinks = plan.bigThree.map((_, i) =>
      links[i] === null ? null : { priority: i, goalId: goalId(links[i] ?? null) },
    );
    const saved = await save<{ id: string }>(user, 'POST', '/api/daily-plans', { ...plan, bigThreeLinks });
    if (saved && finish)
      await save(user, 'PATCH', `/api/daily-plans/${saved.id}/finish`, {
        productivityRating: String(finish.rating),
        improvementNote: finish.note,
        incompleteTasks: [],
      });
  }
  for (const { goals: refs, ...review } of data.reviews)
    await save(user, 'POST', '/api/weekly-reviews', { ...review, weeklyBigThreeGoalIds: refs.map(goalId) });
  if (data.quarterly) {
    const { quarter, ...review } = data.quarterly;
    await save(user, 'PUT', `/api/quarterly-reviews/${quarter}`, review);
  }
  for (const { goal, entries, ...habit } of data.habits) {
    const saved = await save<Habit>(user, 'POST', '/api/habits', {
      ...habit,
      startDate: '2024-01-01',
      goalId: goalId(goal),
    });
    for (const { date, ...entry } of entries)
      if (saved) await save(user, 'PUT', `/api/habits/${saved.id}/entries/${date}`, entry);
  }
  if (data.ritual) {
    const { elements, runDate } = data.ritual;
    if (await save(user, 'POST', '/api/rituals', { type: 'startup', elements }))
      await save(user, 'PUT', `/api/rituals/startup/runs/${runDate}`, {
        completed: elements.map(() => true),
      });
  }
  if (data.clarity)
    await save(user, 'POST', '/api/clarity-breaks', {
      ...data.clarity,
      responses: {},
      score: String(data.clarity.score),
    });
  if (data.idealWeek !== null) await save(user, 'POST', '/api/ideal-weeks', idealWeekBody(data.idealWeek));
  for (const slot of data.blocks) {
    const start = Date.UTC(2025, 0, 1) + slot * 2 * 3_600_000;
    await save(user, 'POST', '/api/calendar/time-blocks', {
      title: data.blockTitle,
      start: new Date(start).toISOString(),
      end: new Date(start + 3_600_000).toISOString(),
    });
  }
}

describe.each(backends)('export round trip on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t.close());

  it(
    'export → import into a new account → export gives the same data',
    async () => {
      await fc.assert(
        fc.asyncProperty(account, async (data) => {
          const owner = await newAccount(t);
          await saveAll(owner, data);
          const file = await exportOf(owner);
          const fresh = await newAccount(t);
          const res = await fresh.request('POST', '/api/import', { body: file });
          expect(res.status, await res.clone().text()).toBe(200);
          expect(comparable(await exportOf(fresh))).toEqual(comparable(file));
        }),
        { numRuns: runsOn(backend, RUNS) },
      );
    },
    TIMEOUT,
  );
});
