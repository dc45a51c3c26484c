/**
 * The authorization grid's rows for what the Week Comparison reads (docs/product.md §7; ADRs 027, 033), spread
 * into `documentedRoutes` in authorization-grid.ts: POST /api/calendar/week-comparison (the owner's ideal week and
 * block; another user naming the owner's ideal week gets 404 and nothing of the owner's) and PATCH
 * /api/calendar/time-blocks/{id} (another user changing the owner's block's domain gets 404, the block unchanged).
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { CalendarEvent } from '../../src/core/calendar/events.ts';
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
  {
    method: 'PATCH',
    path: '/api/calendar/time-blocks/{id}',
    expect: { owner: 200, other: 404, anonymous: 401 },
    arrange: async (owner) => {
      const secret = `Owner block ${randomUUID()}`;
      const block = await bodyOf<CalendarEvent>(
        await owner.request('POST', '/api/calendar/time-blocks', { body: { ...BLOCK, title: secret } }),
        201,
      );
      expect(block).toMatchObject({ summary: secret, domain: 'work' });
      const events = '/api/calendar/events?startDate=2025-03-17T00:00:00Z&endDate=2025-03-18T00:00:00Z';
      return {
        request: { path: `/api/calendar/time-blocks/${block.id}`, body: { domain: 'physical' } },
        read: async () => bodyOf(await owner.request('GET', events)),
        secrets: [block.id, secret],
        afterOwner: async (res) =>
          expect(await bodyOf<CalendarEvent>(res)).toMatchObject({ id: block.id, domain: 'physical' }),
      };
    },
  },
];
