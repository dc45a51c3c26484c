/**
 * The Week Comparison Score's calls (docs/product.md §7): the score of a week against an ideal week, and the ideal
 * weeks its selector offers.
 */
import { queryOptions } from '@tanstack/react-query';
import { type WeekComparison, weekComparison } from '../../../../core/calendar/week-comparison.ts';
import { type IdealWeek, idealWeek } from '../../../../core/ideal-week.ts';
import { apiRequest, getJson } from '../../../lib/api.ts';
import { EVENTS_KEY } from '../api.ts';

export type { WeekComparison };

/**
 * Query options of the Week Comparison Score of the week starting on Monday `weekStartDate` against ideal week
 * `idealWeekId` (POST /api/calendar/week-comparison, docs/product.md §7). Its key extends the events' key, so
 * booking or removing a block (which refreshes every events query) refreshes the score too.
 */
export function weekComparisonQuery(weekStartDate: string, idealWeekId: string) {
  return queryOptions<WeekComparison>({
    queryKey: [EVENTS_KEY, 'week-comparison', weekStartDate, idealWeekId],
    queryFn: async () =>
      weekComparison.parse(
        await (
          await apiRequest('POST', '/api/calendar/week-comparison', { weekStartDate, idealWeekId })
        ).json(),
      ),
  });
}

/** An ideal week as the comparison's selector needs it: its id and name. */
export type IdealWeekChoice = Pick<IdealWeek, 'id' | 'name'>;

/**
 * Query options of the user's ideal weeks for the comparison's selector (GET /api/ideal-weeks, docs/product.md §7), in
 * the server's order (the first is preselected, docs/product.md §2). The key starts with the list's path, so an
 * invalidation of the ideal-weeks list by that prefix (a save in the editor) refreshes this one too; its own last
 * segment keeps this slimmer shape out of the editor's cache entry.
 */
export const idealWeekChoicesQuery = queryOptions<IdealWeekChoice[]>({
  queryKey: ['/api/ideal-weeks', 'choices'],
  queryFn: async ({ signal }) =>
    idealWeek
      .pick({ id: true, name: true })
      .array()
      .parse(await getJson('/api/ideal-weeks', { on401: 'throw', signal })),
});
