/**
 * Property tests of the goal routes (ADR 011's method): valid bodies derived from core's schemas mixed
 * with hostile values. Never 5xx; 2xx exactly when the core schema accepts; what was accepted reads back equal.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GOAL_TYPES,
  type Goal,
  goalArchive,
  goalInput,
  REALMS,
  SMARTER_CRITERIA,
} from '../../src/core/goals.ts';
import { idParam } from '../../src/server/http.ts';
import { expectJson, goalBody } from './fixtures.ts';
import { backends, type Client, startTestApp, type TestApp } from './harness.ts';
import {
  anyDate,
  checkAnswer,
  checkOwnedAnswer,
  expectation,
  hostileString,
  mixed,
  pathSegment,
  RUNS,
  runsOn,
  segmentString,
} from './properties.ts';

const TIMEOUT = 240_000;

const text = fc.oneof(
  fc.string({ minLength: 1, maxLength: 40 }),
  fc.constantFrom('  padded  ', 'مرحبا \u200f', '😀 done', 'Line one\nLine two'),
  hostileString,
);

const validGoal = fc.record({
  goalType: fc.oneof(fc.constantFrom(...GOAL_TYPES.map((type) => type.value)), fc.constant('weekly')),
  dueDate: anyDate,
  description: text,
  realm: fc.constantFrom(...REALMS, 'spiritual'),
  smarterCriteria: fc.array(fc.constantFrom(...SMARTER_CRITERIA), { maxLength: 8 }),
  milestones: fc.array(fc.record({ text, dueDate: anyDate, completed: fc.boolean() }), { maxLength: 3 }),
  progress: fc.constantFrom('0', '100', '101', '07', ''),
});

/** Ids: the goal's own, other UUIDs, and hostile strings. */
const idOf = (own: string) => fc.oneof(fc.constant(own), fc.uuid(), segmentString);

describe.each(backends)('goal properties on %s', (backend) => {
  let t: TestApp;
  let user: Client;
  let goal: Goal;
  beforeAll(async () => {
    t = await startTestApp(backend);
    user = await t.signUp();
    goal = await expectJson<Goal>(user, 'POST', '/api/goals', goalBody('Property goal'), 201);
  });
  afterAll(() => t.close());

  it(
    'POST /api/goals',
    async () => {
      await fc.assert(
        fc.asyncProperty(mixed(validGoal), async (body) => {
          const expected = expectation(goalInput, body);
          const res = await user.request('POST', '/api/goals', { body });
          const saved = (await checkAnswer(res, expected.success, body)) as Goal;
          if (!expected.success) return;
          expect(res.status).toBe(201);
          expect(saved).toMatchObject({ ...expected.data, archived: false });
          const read = await user.request('GET', `/api/goals/${saved.id}`);
          expect(await read.json()).toEqual(saved);
        }),
        { numRuns: runsOn(backend) },
      );
    },
    TIMEOUT,
  );

  it(
    'PATCH /api/goals/{id}',
    async () => {
      await fc.assert(
        fc.asyncProperty(idOf(goal.id), mixed(validGoal), async (id, body) => {
          const expected = expectation(goalInput, body);
          const idOk = idParam.safeParse({ id: id.toWellFormed() }).success;
          const res = await user.request('PATCH', `/api/goals/${pathSegment(id)}`, { body });
          const foreign = idOk && id !== goal.id;
          const accepted = expected.success && idOk;
          const updated = (await checkOwnedAnswer(res, accepted, foreign, { id, body })) as Goal;
          if (foreign || !expected.success || !idOk) return;
          expect(res.status).toBe(200);
          expect(updated).toMatchObject({ ...expected.data, id: goal.id, createdAt: goal.createdAt });
          expect(await (await user.request('GET', `/api/goals/${goal.id}`)).json()).toEqual(updated);
        }),
        { numRuns: runsOn(backend, RUNS / 4) },
      );
    },
    TIMEOUT,
  );

  it(
    'PATCH /api/goals/{id}/milestone/{index} and /archive',
    async () => {
      // A goal of this test's own: the PATCH property above replaces `goal`'s milestones.
      const own = await expectJson<Goal>(user, 'POST', '/api/goals', goalBody('Milestone goal'), 201);
      expect(own.milestones).toHaveLength(2);
      const index = fc.oneof(fc.nat({ max: 60 }).map(String), segmentString);
      const flag = fc.oneof(fc.boolean(), hostileString, fc.constant(null));
      await fc.assert(
        fc.asyncProperty(idOf(own.id), index, flag, async (id, at, value) => {
          const idOk = idParam.safeParse({ id: id.toWellFormed() }).success;
          const path = `/api/goals/${pathSegment(id)}`;
          const archive = await user.request('PATCH', `${path}/archive`, { body: { archived: value } });
          const foreign = idOk && id !== own.id;
          const archiveOk = expectation(goalArchive, { archived: value }).success && idOk;
          await checkOwnedAnswer(archive, archiveOk, foreign, { id, value });
          if (archiveOk && !foreign) expect(archive.status).toBe(200);
          const res = await user.request('PATCH', `${path}/milestone/${pathSegment(at)}`, {
            body: { completed: value },
          });
          const indexOk = /^\d{1,3}$/.test(at) && Number(at) < 50;
          const accepted = idOk && indexOk && typeof value === 'boolean';
          const body = (await checkOwnedAnswer(res, accepted, foreign, { id, at, value })) as Goal;
          if (foreign || !accepted) return;
          const exists = Number(at) < own.milestones.length;
          expect(res.status).toBe(exists ? 200 : 404);
          if (exists) expect(body.milestones[Number(at)]?.completed).toBe(value);
        }),
        { numRuns: runsOn(backend, RUNS / 4) },
      );
    },
    TIMEOUT,
  );
});
