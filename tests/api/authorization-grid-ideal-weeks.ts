/**
 * The authorization grid's rows for the ideal-weeks module (docs/product.md §7), spread into `documentedRoutes`
 * in authorization-grid.ts. Each arrange creates the owner's week through the real API and checks the answer.
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { IdealWeek } from '../../src/core/ideal-week.ts';
import { bodyOf, type GridRow, type Member } from './authorization-grid.ts';
import { idealWeekBody } from './fixtures.ts';

/** Creates the owner's ideal week with a name only the owner has; checks the answer. */
async function ownerWeek(owner: Member): Promise<{ week: IdealWeek; secret: string }> {
  const secret = `Owner week ${randomUUID()}`;
  const body = idealWeekBody(secret);
  const week = await bodyOf<IdealWeek>(await owner.request('POST', '/api/ideal-weeks', { body }), 201);
  expect(week).toMatchObject({ name: secret, schedule: body.schedule });
  expect(week.id).toMatch(/^[0-9a-f-]{36}$/);
  return { week, secret };
}

const readWeeks = (owner: Member) => async () => bodyOf(await owner.request('GET', '/api/ideal-weeks'));
const OWNED = { owner: 200, other: 404, anonymous: 401 };

/** One row per ideal-weeks (method, path) of /api/openapi.json. */
export const idealWeekRoutes: GridRow[] = [
  {
    method: 'GET',
    path: '/api/ideal-weeks',
    expect: { owner: 200, other: 200, anonymous: 401 },
    arrange: async (owner) => {
      const { week, secret } = await ownerWeek(owner);
      return {
        request: { path: '/api/ideal-weeks' },
        secrets: [week.id, secret],
        afterOther: async (res) => expect(await bodyOf(res)).toEqual([]),
        afterOwner: async (res) => expect(await bodyOf(res)).toEqual([week]),
      };
    },
  },
  {
    method: 'GET',
    path: '/api/ideal-weeks/{id}',
    expect: OWNED,
    arrange: async (owner) => {
      const { week, secret } = await ownerWeek(owner);
      return {
        request: { path: `/api/ideal-weeks/${week.id}` },
        secrets: [week.id, secret],
        afterOwner: async (res) => expect(await bodyOf(res)).toEqual(week),
      };
    },
  },
  {
    method: 'POST',
    path: '/api/ideal-weeks',
    expect: { owner: 201, other: 201, anonymous: 401 },
    arrange: async (owner) => {
      const { week, secret } = await ownerWeek(owner);
      return {
        request: { path: '/api/ideal-weeks', body: idealWeekBody('A second week') },
        read: readWeeks(owner),
        secrets: [week.id, secret],
        other: [{ path: '/api/ideal-weeks', body: idealWeekBody('Their own week') }],
        afterOther: async (res) => expect(await bodyOf(res, 201)).toMatchObject({ name: 'Their own week' }),
        afterOwner: async (res) => {
          expect(await bodyOf(res, 201)).toMatchObject({ name: 'A second week' });
          expect(await readWeeks(owner)()).toHaveLength(2);
        },
      };
    },
  },
  {
    method: 'PATCH',
    path: '/api/ideal-weeks/{id}',
    expect: OWNED,
    arrange: async (owner) => {
      const { week, secret } = await ownerWeek(owner);
      return {
        request: { path: `/api/ideal-weeks/${week.id}`, body: idealWeekBody('Renamed week') },
        read: readWeeks(owner),
        secrets: [week.id, secret],
        afterOwner: async (res) =>
          expect(await bodyOf(res)).toMatchObject({ id: week.id, name: 'Renamed week' }),
      };
    },
  },
  {
    method: 'DELETE',
    path: '/api/ideal-weeks/{id}',
    expect: { owner: 204, other: 404, anonymous: 401 },
    arrange: async (owner) => {
      const { week, secret } = await ownerWeek(owner);
      return {
        request: { path: `/api/ideal-weeks/${week.id}` },
        read: readWeeks(owner),
        secrets: [week.id, secret],
        afterOwner: async () => expect(await readWeeks(owner)()).toEqual([]),
      };
    },
  },
];
