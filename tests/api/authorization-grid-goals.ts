/**
 * The authorization grid's rows for the goals module (docs/product.md §7), spread into `documentedRoutes` in
 * authorization-grid.ts. Each arrange creates the owner's goal through the real API and checks the answer.
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { Goal } from '../../src/core/goals.ts';
import { bodyOf, type GridRow, type Member } from './authorization-grid.ts';
import { goalBody } from './fixtures.ts';

/** Creates the owner's goal with a description only the owner has; checks the answer. */
async function ownerGoal(owner: Member): Promise<{ goal: Goal; secret: string }> {
  const secret = `Owner goal ${randomUUID()}`;
  const goal = await bodyOf<Goal>(await owner.request('POST', '/api/goals', { body: goalBody(secret) }), 201);
  expect(goal).toMatchObject({
    description: secret,
    archived: false,
    milestones: [{ completed: false }, {}],
  });
  expect(goal.id).toMatch(/^[0-9a-f-]{36}$/);
  return { goal, secret };
}

const readGoals = (owner: Member) => async () => bodyOf(await owner.request('GET', '/api/goals'));
const OWNED = { owner: 200, other: 404, anonymous: 401 };

/** One row per goals (method, path) of /api/openapi.json. */
export const goalRoutes: GridRow[] = [
  {
    method: 'GET',
    path: '/api/goals',
    expect: { owner: 200, other: 200, anonymous: 401 },
    arrange: async (owner) => {
      const { goal, secret } = await ownerGoal(owner);
      return {
        request: { path: '/api/goals' },
        secrets: [goal.id, secret],
        afterOther: async (res) => expect(await bodyOf(res)).toEqual([]),
        afterOwner: async (res) => expect(await bodyOf(res)).toEqual([goal]),
      };
    },
  },
  {
    method: 'GET',
    path: '/api/goals/{id}',
    expect: OWNED,
    arrange: async (owner) => {
      const { goal, secret } = await ownerGoal(owner);
      return {
        request: { path: `/api/goals/${goal.id}` },
        secrets: [goal.id, secret],
        afterOwner: async (res) => expect(await bodyOf(res)).toEqual(goal),
      };
    },
  },
  {
    method: 'POST',
    path: '/api/goals',
    expect: { owner: 201, other: 201, anonymous: 401 },
    arrange: async (owner) => {
      const { goal, secret } = await ownerGoal(owner);
      return {
        request: { path: '/api/goals', body: goalBody('A second goal') },
        read: async () => (await readGoals(owner)()) as unknown,
        secrets: [goal.id, secret],
        other: [{ path: '/api/goals', body: goalBody('Their own goal') }],
        afterOther: async (res) =>
          expect(await bodyOf(res, 201)).toMatchObject({ description: 'Their own goal' }),
        afterOwner: async (res) => {
          expect(await bodyOf(res, 201)).toMatchObject({ description: 'A second goal' });
          expect(await readGoals(owner)()).toHaveLength(2);
        },
      };
    },
  },
  {
    method: 'PATCH',
    path: '/api/goals/{id}',
    expect: OWNED,
    arrange: async (owner) => {
      const { goal, secret } = await ownerGoal(owner);
      return {
        request: { path: `/api/goals/${goal.id}`, body: goalBody('Renamed goal') },
        read: readGoals(owner),
        secrets: [goal.id, secret],
        afterOwner: async (res) =>
          expect(await bodyOf(res)).toMatchObject({ id: goal.id, description: 'Renamed goal' }),
      };
    },
  },
  {
    method: 'PATCH',
    path: '/api/goals/{id}/milestone/{index}',
    expect: OWNED,
    arrange: async (owner) => {
      const { goal, secret } = await ownerGoal(owner);
      return {
        request: { path: `/api/goals/${goal.id}/milestone/1`, body: { completed: true } },
        read: readGoals(owner),
        secrets: [goal.id, secret],
        afterOwner: async (res) =>
          expect((await bodyOf<Goal>(res)).milestones.map((m) => m.completed)).toEqual([false, true]),
      };
    },
  },
  {
    method: 'PATCH',
    path: '/api/goals/{id}/archive',
    expect: OWNED,
    arrange: async (owner) => {
      const { goal, secret } = await ownerGoal(owner);
      return {
        request: { path: `/api/goals/${goal.id}/archive`, body: { archived: true } },
        read: readGoals(owner),
        secrets: [goal.id, secret],
        afterOwner: async (res) => expect(await bodyOf(res)).toMatchObject({ id: goal.id, archived: true }),
      };
    },
  },
  {
    method: 'DELETE',
    path: '/api/goals/{id}',
    expect: { owner: 204, other: 404, anonymous: 401 },
    arrange: async (owner) => {
      const { goal, secret } = await ownerGoal(owner);
      return {
        request: { path: `/api/goals/${goal.id}` },
        read: readGoals(owner),
        secrets: [goal.id, secret],
        afterOwner: async () => expect(await readGoals(owner)()).toEqual([]),
      };
    },
  },
];
