/**
 * Property tests of the habit routes (ADR 011's method, ADR 042's rules): valid bodies derived from core's schemas
 * mixed with hostile values. Never 5xx; 2xx exactly when the core schema accepts (and, for a goal id, when it is the
 * user's goal; for an entry, when the date is from startDate to today); what was accepted reads back equal.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidLocalDate } from '../../src/core/dates.ts';
import type { Goal } from '../../src/core/goals.ts';
import { type Habit, habitEntryInput, habitInput } from '../../src/core/habits.ts';
import { expectJson, goalBody } from './fixtures.ts';
import { backends, type Client, startTestApp, type TestApp } from './harness.ts';
import {
  anyDate,
  checkAnswer,
  EXTREME_NUMBERS,
  expectation,
  hostileString,
  mixed,
  pathSegment,
  RUNS,
  runsOn,
} from './properties.ts';

const TIMEOUT = 240_000;
/** The server's clock; today is 2026-03-10 in UTC, the zone of a new user. */
const NOW = new Date('2026-03-10T12:00:00Z');
const TODAY = '2026-03-10';

const text = fc.oneof(
  fc.string({ minLength: 0, maxLength: 40 }),
  fc.constantFrom('  padded  ', 'مرحبا \u200f', '😀 done', 'Line one\nLine two', 'x'.repeat(101)),
  hostileString,
);
const number = fc.oneof(fc.integer({ min: -2, max: 1002 }), fc.constantFrom(...EXTREME_NUMBERS));
const schedule = fc.oneof(
  fc.record({ kind: fc.constantFrom('daily', 'weekly') }),
  fc.record({
    kind: fc.constant('weekdays'),
    days: fc.array(fc.integer({ min: 0, max: 8 }), { maxLength: 8 }),
  }),
  fc.record({ kind: fc.constant('timesPerWeek'), times: number }),
  fc.record({ kind: fc.constant('everyNDays'), n: number }),
);

describe.each(backends)('habit properties on %s', (backend) => {
  let t: TestApp;
  let user: Client;
  let goal: Goal;
  beforeAll(async () => {
    t = await startTestApp(backend, {}, NOW);
    user = await t.signUp();
    goal = await expectJson<Goal>(user, 'POST', '/api/goals', goalBody('Property goal'), 201);
  });
  afterAll(() => t.close());

  it(
    'POST /api/habits',
    async () => {
      const validHabit = fc.record({
        name: text,
        description: fc.oneof(text, fc.constant(null)),
        schedule,
        target: number,
        unit: fc.oneof(text, fc.constant(null)),
        startDate: anyDate,
        goalId: fc.oneof(fc.constant(goal.id), fc.constant(null), fc.uuid()),
        archived: fc.boolean(),
      });
      await fc.assert(
        fc.asyncProperty(mixed(validHabit), async (body) => {
          const expected = expectation(habitInput, body);
          const goalId = expected.success ? expected.data.goalId : null;
          const accepted =
            expected.success && (goalId === null || goalId === undefined || goalId === goal.id);
          const res = await user.request('POST', '/api/habits', { body });
          const saved = (await checkAnswer(res, accepted, body)) as Habit;
          if (!accepted || !expected.success) return;
          expect(res.status).toBe(201);
          const { name, schedule: sent, target, archived } = expected.data;
          expect(saved).toMatchObject({
            name,
            schedule: sent,
            target,
            archived,
            startDate: expected.data.startDate ?? TODAY,
          });
          expect(saved.description).toBe(expected.data.description || null);
          expect(saved.unit).toBe(expected.data.unit || null);
          expect(await (await user.request('GET', `/api/habits/${saved.id}`)).json()).toEqual(saved);
        }),
        { numRuns: runsOn(backend) },
      );
    },
    TIMEOUT,
  );

  it(
    'PUT /api/habits/{id}/entries/{date}',
    async () => {
      const habit = await expectJson<Habit>(
        user,
        'POST',
        '/api/habits',
        { name: 'Entries', schedule: { kind: 'daily' }, startDate: '2026-01-01' },
        201,
      );
      const date = fc.oneof(
        anyDate,
        fc.integer({ min: -5, max: 75 }).map((day) => dayAfter('2026-01-01', day)),
      );
      const entry = fc.record({ count: number, skipped: fc.oneof(fc.boolean(), hostileString) });
      await fc.assert(
        fc.asyncProperty(date, mixed(entry), async (day, body) => {
          const expected = expectation(habitEntryInput, body);
          const inRange = isValidLocalDate(day) && day >= habit.startDate && day <= TODAY;
          const res = await user.request('PUT', `/api/habits/${habit.id}/entries/${pathSegment(day)}`, {
            body,
          });
          const saved = await checkAnswer(res, expected.success && inRange, { day, body });
          if (!expected.success || !inRange) return;
          expect(res.status).toBe(200);
          expect(saved).toMatchObject({ date: day, ...expected.data });
          const listed = await expectJson(
            user,
            'GET',
            `/api/habits/${habit.id}/entries?from=${day}&to=${day}`,
          );
          expect(listed).toEqual([saved]);
        }),
        { numRuns: runsOn(backend, RUNS / 2) },
      );
    },
    TIMEOUT,
  );
});

/** 'YYYY-MM-DD' `days` after `date` (UTC calendar arithmetic). */
function dayAfter(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
