/**
 * Property tests of the weekly-review and Clarity Break routes (ADR 011, ADR 017): valid bodies derived
 * from core's schemas mixed with hostile values. Never 5xx; 2xx exactly when the core schema accepts (and, for a
 * review, every goal id is one of the user's goals); what was accepted reads back equal.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLARITY_QUESTIONS, type ClarityBreak, clarityBreakInput } from '../../src/core/clarity-break.ts';
import { MAX_LOCAL_DATE, MIN_LOCAL_DATE } from '../../src/core/dates.ts';
import { type WeeklyReview, weeklyReviewInput } from '../../src/core/weekly-review.ts';
import { weekStartDate, weekStartOf } from '../../src/core/weeks.ts';
import { goals } from '../../src/server/db/schema.ts';
import { idParam } from '../../src/server/http.ts';
import { createPlan, expectJson } from './fixtures.ts';
import { backends, type Client, startTestApp, type TestApp } from './harness.ts';
import {
  anyDate,
  checkAnswer,
  expectation,
  hostileString,
  mixed,
  pathSegment,
  runsOn,
  segmentString,
} from './properties.ts';

/** Runs per property on the first backend (a quarter on the second): fewer than the daily-plan suite's, to keep this file under a minute. */
const RUNS = 300;
const TIMEOUT = 120_000;

/** Mondays across the whole accepted range (1000-01-06 .. 9999-12-27). */
const monday: fc.Arbitrary<string> = fc
  .date({
    min: new Date(`${MIN_LOCAL_DATE}T00:00:00Z`),
    max: new Date(`${MAX_LOCAL_DATE}T00:00:00Z`),
    noInvalidDate: true,
  })
  .map((d) => weekStartOf(d.toISOString().slice(0, 10)))
  .filter((d) => d >= '1000-01-06');
/** A week start: mostly a Monday, sometimes any date (mostly another weekday) or an edge date. */
const week = fc.oneof({ arbitrary: monday, weight: 4 }, { arbitrary: anyDate, weight: 1 });

/** An entry: mostly plain, sometimes padded, blank, RTL, emoji, or hostile. */
const entry = fc.oneof(
  { arbitrary: fc.string({ maxLength: 30 }), weight: 6 },
  { arbitrary: fc.constantFrom('  padded  ', '   ', '', 'مرحبا \u200f', '😀 won', 'e\u0301'), weight: 2 },
  { arbitrary: hostileString, weight: 1 },
);
/** An action item: mostly non-blank text, sometimes hostile. */
const actionItem = fc.oneof(
  { arbitrary: fc.string({ minLength: 1, maxLength: 30 }).filter((s) => s.trim() !== ''), weight: 8 },
  { arbitrary: entry, weight: 1 },
);
/** Lists of at most three entries (valid), or exactly four (one too many). */
const entries3 = fc.array(entry, { maxLength: 3 });
const entries4 = fc.array(entry, { minLength: 4, maxLength: 4 });
/** Free text: mostly plain, sometimes with tabs and line breaks, blank, or hostile. */
const freeText = fc.oneof(
  { arbitrary: fc.string(), weight: 6 },
  { arbitrary: fc.constantFrom('Went well\n\tNext: rest\r\n', '', '  '), weight: 2 },
  { arbitrary: hostileString, weight: 1 },
);

/** Ids: the resource's own, other UUIDs, and hostile strings. */
const idOf = (own: string) => fc.oneof(fc.constant(own), fc.uuid(), segmentString);

describe.each(backends)('weekly review and Clarity Break properties on %s', (backend) => {
  let t: TestApp;
  let user: Client;
  let ownGoal: string;
  let othersGoal: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    user = await t.signUp();
    const other = await t.signUp();
    const goal = (userId: string) => ({
      userId,
      goalType: 'quarterly',
      dueDate: '2030-06-30',
      description: 'A goal',
      realm: 'Vocational',
      smarterCriteria: [],
      milestones: [],
    });
    const rows = await t.database.db
      .insert(goals)
      .values([goal(user.userId), goal(other.userId)])
      .returning({ id: goals.id });
    if (rows.length !== 2) throw new Error('goal inserts failed');
    [ownGoal, othersGoal] = rows.map((row) => row.id) as [string, string];
    await createPlan(user, '2026-03-10'); // a plan in the week of 2026-03-09
  });
  afterAll(() => t.close());

  it(
    'POST /api/weekly-reviews',
    async () => {
      const goalRef = fc.oneof(
        { arbitrary: fc.constant(null), weight: 8 },
        { arbitrary: fc.constant(ownGoal), weight: 8 },
        { arbitrary: fc.constant(othersGoal), weight: 1 },
        { arbitrary: fc.uuid(), weight: 1 },
        { arbitrary: hostileString, weight: 1 },
      );
      const validReview = fc
        .record(
          {
            weekStartDate: week,
            biggestWins: fc.oneof({ arbitrary: entries3, weight: 9 }, { arbitrary: entries4, weight: 1 }),
            afterActionReview: freeText,
            weeklyBigThree: fc.oneof({ arbitrary: entries3, weight: 9 }, { arbitrary: entries4, weight: 1 }),
          },
          { requiredKeys: ['weekStartDate'] },
        )
        .chain((r) =>
          fc
            .option(
              fc.array(goalRef, {
                minLength: r.weeklyBigThree?.length ?? 0,
                maxLength: r.weeklyBigThree?.length ?? 0,
              }),
              { nil: undefined },
            )
            .map((ids) => (ids === undefined ? r : { ...r, weeklyBigThreeGoalIds: ids })),
        );
      await fc.assert(
        fc.asyncProperty(mixed(validReview), async (body) => {
          const expected = expectation(weeklyReviewInput, body);
          const res = await user.request('POST', '/api/weekly-reviews', { body });
          const foreignGoal =
            expected.success &&
            (expected.data.weeklyBigThreeGoalIds ?? []).some((id) => id !== null && id !== ownGoal);
          const saved = (await checkAnswer(res, expected.success && !foreignGoal, body)) as WeeklyReview;
          if (!expected.success) return;
          if (foreignGoal) {
            expect(res.status).toBe(400);
            expect(saved).toMatchObject({ field: 'weeklyBigThreeGoalIds' });
            return;
          }
          expect(res.status).toBe(200);
          // Goal ids left out are carried over from the stored review (carryGoalIds), so only sent ones compare.
          const { weeklyBigThreeGoalIds: sentIds, ...fields } = expected.data;
          expect(saved).toMatchObject(sentIds === undefined ? fields : expected.data);
          const read = await user.request('GET', `/api/weekly-reviews/week/${expected.data.weekStartDate}`);
          expect(await read.json()).toEqual(saved);
        }),
        { numRuns: runsOn(backend, RUNS) },
      );
    },
    TIMEOUT,
  );

  it(
    'GET /api/weekly-reviews/week/{weekStartDate} and its summary',
    async () => {
      const param = fc.oneof(week, fc.constant('2026-03-09'), segmentString);
      await fc.assert(
        fc.asyncProperty(param, async (date) => {
          const expected = weekStartDate.safeParse(date.toWellFormed());
          const path = `/api/weekly-reviews/week/${pathSegment(date)}`;
          const res = await user.request('GET', path);
          const review = await checkAnswer(res, expected.success, date);
          if (expected.success) expect([200, 404]).toContain(res.status);
          if (res.status === 200) expect(review).toMatchObject({ weekStartDate: date });

          const summaryRes = await user.request('GET', `${path}/summary`);
          const summary = await checkAnswer(summaryRes, expected.success, date);
          if (!expected.success) return;
          expect(summaryRes.status).toBe(date === '2026-03-09' ? 200 : 404);
          if (summaryRes.status === 200) expect(summary).toMatchObject({ hasPlans: true, bigThreeTotal: 3 });
        }),
        { numRuns: runsOn(backend, RUNS) },
      );
    },
    TIMEOUT,
  );

  it(
    'POST /api/clarity-breaks',
    async () => {
      const validBreak = fc.record({
        date: fc.oneof({ arbitrary: monday, weight: 4 }, { arbitrary: anyDate, weight: 1 }),
        responses: fc.oneof(
          {
            arbitrary: fc.dictionary(fc.constantFrom(...CLARITY_QUESTIONS), freeText, { maxKeys: 15 }),
            weight: 4,
          },
          {
            arbitrary: fc.dictionary(
              fc.oneof(fc.constantFrom(...CLARITY_QUESTIONS), hostileString),
              freeText,
            ),
            weight: 1,
          },
        ),
        actionItems: fc.oneof(
          { arbitrary: fc.array(actionItem, { minLength: 1, maxLength: 4 }), weight: 9 },
          { arbitrary: fc.constant([]), weight: 1 },
        ),
        score: fc.oneof(
          { arbitrary: fc.integer({ min: 1, max: 100 }).map(String), weight: 8 },
          { arbitrary: fc.constantFrom('0', '101', '050', '5.5', ' 7', '1e1', '-3', ''), weight: 1 },
        ),
      });
      await fc.assert(
        fc.asyncProperty(mixed(validBreak), async (body) => {
          const expected = expectation(clarityBreakInput, body);
          const res = await user.request('POST', '/api/clarity-breaks', { body });
          const saved = (await checkAnswer(res, expected.success, body)) as ClarityBreak;
          if (!expected.success) return;
          expect(res.status).toBe(201);
          expect(saved).toMatchObject({ ...expected.data, responses: expect.any(Object) });
          expect(saved.responses).toEqual(expected.data.responses);
          expect(await expectJson(user, 'GET', `/api/clarity-breaks/${saved.id}`)).toEqual(saved);
        }),
        { numRuns: runsOn(backend, RUNS) },
      );
    },
    TIMEOUT,
  );

  it(
    'GET /api/clarity-breaks/{id}',
    async () => {
      const own = await expectJson<ClarityBreak>(
        user,
        'POST',
        '/api/clarity-breaks',
        { date: '2026-03-10', responses: {}, actionItems: ['Pray'], score: '60' },
        201,
      );
      await fc.assert(
        fc.asyncProperty(idOf(own.id), async (id) => {
          const idOk = idParam.safeParse({ id: id.toWellFormed() }).success;
          const res = await user.request('GET', `/api/clarity-breaks/${pathSegment(id)}`);
          const body = await checkAnswer(res, idOk, id);
          if (!idOk) return;
          expect(res.status).toBe(id === own.id ? 200 : 404);
          if (id === own.id) expect(body).toEqual(own);
        }),
        { numRuns: runsOn(backend, RUNS) },
      );
    },
    TIMEOUT,
  );
});
