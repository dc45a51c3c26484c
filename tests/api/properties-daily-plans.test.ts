/**
 * Property tests of the daily-plan routes (ADR 011): valid bodies derived from core's schemas mixed
 * with hostile values. Never 5xx; 2xx exactly when the core schema accepts; what was accepted reads back equal.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BIG_THREE_SIZE,
  completionPatch,
  type DailyPlan,
  dailyPlanInput,
  finishDayInput,
} from '../../src/core/daily-plan.ts';
import { localDate } from '../../src/core/dates.ts';
import { idParam } from '../../src/server/http.ts';
import { createPlan } from './fixtures.ts';
import { backends, type Client, startTestApp, type TestApp } from './harness.ts';
import {
  anyDate,
  checkAnswer,
  checkOwnedAnswer,
  expectation,
  hostileString,
  mixed,
  pathSegment,
  runsOn,
  segmentString,
} from './properties.ts';

const TIMEOUT = 240_000;

/** A task or list entry: mostly plain, sometimes padded, RTL, emoji or full Unicode. */
const item = fc.oneof(
  fc.string({ minLength: 1, maxLength: 30 }),
  fc.constantFrom('  padded  ', 'مرحبا \u200f', '😀 done', 'e\u0301', 'Same'),
  hostileString,
);
const flags = (n: number) => fc.array(fc.boolean(), { minLength: n, maxLength: n });

const validPlan = fc
  .record({
    date: anyDate,
    morningRitualCompleted: fc.boolean(),
    bigThree: fc.array(item, { minLength: 1, maxLength: BIG_THREE_SIZE }),
    otherTasks: fc.array(item, { maxLength: 5 }),
    winningDefinition: fc.oneof(fc.string(), fc.constantFrom('Ship it\n\twell\r\n', '')),
    distractions: fc.array(item, { maxLength: 3 }),
  })
  .chain((p) =>
    fc
      .tuple(flags(p.bigThree.length), flags(p.otherTasks.length))
      .map(([bigThreeCompleted, otherTasksCompleted]) => ({ ...p, bigThreeCompleted, otherTasksCompleted })),
  );

const validFinish = fc.record(
  {
    productivityRating: fc.oneof(
      fc.integer({ min: 1, max: 10 }).map(String),
      fc.constantFrom('07', ' 10 ', '0', '11', '5.5'),
    ),
    improvementNote: fc.oneof(fc.string(), fc.constant('Line one\nLine two')),
    incompleteTasks: fc.uniqueArray(item, { maxLength: 4 }),
  },
  { requiredKeys: ['productivityRating', 'incompleteTasks'] },
);

const validCompletion = fc.record(
  {
    bigThreeCompleted: flags(3),
    otherTasksCompleted: flags(1),
    morningRitualCompleted: fc.boolean(),
  },
  { requiredKeys: [] },
);

/** Ids: the plan's own, other UUIDs, and hostile strings. */
const idOf = (own: string) => fc.oneof(fc.constant(own), fc.uuid(), segmentString);

describe.each(backends)('daily-plan properties on %s', (backend) => {
  let t: TestApp;
  let user: Client;
  let plan: DailyPlan;
  beforeAll(async () => {
    t = await startTestApp(backend);
    user = await t.signUp();
    plan = await createPlan(user, '2026-03-10'); // 3 Big 3 tasks, 1 other task
  });
  afterAll(() => t.close());

  it(
    'POST /api/daily-plans',
    async () => {
      const fresh = new Set<string>();
      await fc.assert(
        fc.asyncProperty(mixed(validPlan), async (body) => {
          const expected = expectation(dailyPlanInput, body);
          const res = await user.request('POST', '/api/daily-plans', { body });
          const saved = (await checkAnswer(res, expected.success, body)) as DailyPlan;
          if (!expected.success) return;
          expect(res.status).toBe(200);
          const { date, bigThree, otherTasks, winningDefinition, distractions } = expected.data;
          expect(saved).toMatchObject({ date, bigThree, otherTasks, winningDefinition, distractions });
          if (!fresh.has(date)) {
            const { bigThreeCompleted, otherTasksCompleted } = expected.data;
            expect(saved).toMatchObject({ bigThreeCompleted, otherTasksCompleted });
          }
          fresh.add(date);
          const read = await user.request('GET', `/api/daily-plans/date/${date}`);
          expect(await read.json()).toEqual(saved);
        }),
        { numRuns: runsOn(backend) },
      );
    },
    TIMEOUT,
  );

  it(
    'GET /api/daily-plans/date/{date}',
    async () => {
      const param = fc.oneof(anyDate, segmentString);
      await fc.assert(
        fc.asyncProperty(param, async (date) => {
          const expected = localDate.safeParse(date.toWellFormed());
          const res = await user.request('GET', `/api/daily-plans/date/${pathSegment(date)}`);
          const body = await checkAnswer(res, expected.success, date);
          if (expected.success && res.status === 200) expect(body).toMatchObject({ date });
          if (expected.success) expect([200, 404]).toContain(res.status);
        }),
        { numRuns: runsOn(backend) },
      );
    },
    TIMEOUT,
  );

  it(
    'PATCH /api/daily-plans/{id}/completion',
    async () => {
      await fc.assert(
        fc.asyncProperty(idOf(plan.id), mixed(validCompletion), async (id, body) => {
          const expected = expectation(completionPatch, body);
          const idOk = idParam.safeParse({ id: id.toWellFormed() }).success;
          const res = await user.request('PATCH', `/api/daily-plans/${pathSegment(id)}/completion`, {
            body,
          });
          const foreign = idOk && id !== plan.id;
          const accepted = expected.success && idOk;
          const updated = (await checkOwnedAnswer(res, accepted, foreign, { id, body })) as DailyPlan;
          if (foreign || !expected.success || !idOk) return;
          const { bigThreeCompleted: big, otherTasksCompleted: other } = expected.data;
          const wrong =
            big && big.length !== 3
              ? 'bigThreeCompleted'
              : other && other.length !== 1
                ? 'otherTasksCompleted'
                : null;
          if (wrong) {
            // The stored plan's rule (ADR 008): one flag per task, else 400 naming the list.
            expect(res.status).toBe(400);
            expect(updated).toMatchObject({ field: wrong });
            return;
          }
          expect(res.status).toBe(200);
          expect(updated).toMatchObject(expected.data);
          const read = await user.request('GET', `/api/daily-plans/date/${plan.date}`);
          expect(await read.json()).toEqual(updated);
        }),
        { numRuns: runsOn(backend) },
      );
    },
    TIMEOUT,
  );

  it(
    'PATCH /api/daily-plans/{id}/finish',
    async () => {
      await fc.assert(
        fc.asyncProperty(idOf(plan.id), mixed(validFinish), async (id, body) => {
          const expected = expectation(finishDayInput, body);
          const idOk = idParam.safeParse({ id: id.toWellFormed() }).success;
          const res = await user.request('PATCH', `/api/daily-plans/${pathSegment(id)}/finish`, {
            body,
          });
          const foreign = idOk && id !== plan.id;
          const accepted = expected.success && idOk;
          const finished = (await checkOwnedAnswer(res, accepted, foreign, { id, body })) as DailyPlan;
          if (foreign || !expected.success || !idOk) return;
          expect(res.status).toBe(200);
          expect(finished).toMatchObject({
            dayFinished: true,
            productivityRating: Number(expected.data.productivityRating),
            improvementNote: expected.data.improvementNote ?? null,
            incompleteTasks: expected.data.incompleteTasks,
          });
          const read = await user.request('GET', `/api/daily-plans/date/${plan.date}`);
          expect(await read.json()).toEqual(finished);
        }),
        { numRuns: runsOn(backend) },
      );
    },
    TIMEOUT,
  );
});
