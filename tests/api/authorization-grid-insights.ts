/**
 * The authorization grid's row for GET /api/insights (ADR 056), spread into `documentedRoutes` in
 * authorization-grid.ts: the owner's plan, goal and ideal week show only in the owner's answer; another user gets
 * their own (empty) insights with none of the owner's ids or texts.
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { Insights } from '../../src/core/insights.ts';
import { bodyOf, type GridRow } from './authorization-grid.ts';
import { goalBody, idealWeekBody, planBody } from './fixtures.ts';

const PATH = '/api/insights?from=2025-03-10&to=2025-03-16';

/** One row: the insights route. */
export const insightRoutes: GridRow[] = [
  {
    method: 'GET',
    path: '/api/insights',
    expect: { owner: 200, other: 200, anonymous: 401 },
    arrange: async (owner) => {
      const secret = `Owner insight ${randomUUID()}`;
      await bodyOf(await owner.request('POST', '/api/daily-plans', { body: planBody('2025-03-10') }));
      const goal = await bodyOf<{ id: string }>(
        await owner.request('POST', '/api/goals', { body: goalBody(secret) }),
        201,
      );
      const week = await bodyOf<{ id: string }>(
        await owner.request('POST', '/api/ideal-weeks', { body: idealWeekBody(`${secret} week`) }),
        201,
      );
      return {
        request: { path: PATH },
        secrets: [goal.id, week.id, secret],
        afterOther: async (res) =>
          expect(await bodyOf<Insights>(res)).toMatchObject({
            goals: [],
            idealWeek: null,
            weeks: [{ weekStartDate: '2025-03-10', plannedDays: 0 }],
          }),
        afterOwner: async (res) =>
          expect(await bodyOf<Insights>(res)).toMatchObject({
            goals: [{ id: goal.id, description: secret }],
            idealWeek: { id: week.id },
            weeks: [{ weekStartDate: '2025-03-10', plannedDays: 1, bigThreeTotal: 3 }],
          }),
      };
    },
  },
];
