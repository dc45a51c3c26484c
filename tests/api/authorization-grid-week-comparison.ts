/**
 * The authorization grid's row for POST /api/calendar/week-comparison (spec §7; issue 13; ADR 027), spread into
 * `documentedRoutes` in authorization-grid.ts: the owner's ideal week and block; another user naming the owner's
 * ideal week gets 404 and nothing of the owner's.
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { WeekComparison } from '../../src/core/calendar/week-comparison.ts';
import { bodyOf, type GridRow } from './authorization-grid.ts';
import { idealWeekBody } from './fixtures.ts';

/** The owner's Monday 9:00-10:00 UTC block matches the two Monday work slots of idealWeekBody (3 planned). */
const BLOCK = {
  title: 'Owner block',
  start: '2025-03-17T09:00:00Z',
  end: '2025-03-17T10:00:00Z',
  domain: 'work',
};

/** One row: the week comparison route. */
export const weekComparisonRoutes: GridRow[] = [
  {
    method: 'POST',
    path: '/api/calendar/week-comparison',
    expect: { owner: 200, other: 404, anonymous: 401 },
    arrange: async (owner) => {
      const secret = `Owner week ${randomUUID()}`;
      const week = await bodyOf<{ id: string }>(
        await owner.request('POST', '/api/ideal-weeks', { body: idealWeekBody(secret) }),
        201,
      );
      await bodyOf(await owner.request('POST', '/api/calendar/time-blocks', { body: BLOCK }), 201);
      return {
        request: {
          path: '/api/calendar/week-comparison',
          body: { weekStartDate: '2025-03-17', idealWeekId: week.id },
        },
        secrets: [week.id, secret],
        afterOwner: async (res) =>
          expect(await bodyOf<WeekComparison>(res)).toMatchObject({
            score: 67,
            matchedSlots: 2,
            totalSlots: 3,
            eventsCount: 1,
          }),
      };
    },
  },
];
