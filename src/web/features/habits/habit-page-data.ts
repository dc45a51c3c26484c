/**
 * The first data of a habit's page (/habit-tracker/{id}): the habit, its stats and its heatmap's entries (the last
 * 53 weeks, in ranges the API accepts). The route's loader starts them; the page reads the same query options.
 */
import type { QueryClient } from '@tanstack/react-query';
import { habitEntriesQuery, habitQuery, habitStatsQuery } from './api.ts';
import { heatmapRanges } from './heatmap.ts';

/** The query options of the page of habit `id` on local date `today` ('YYYY-MM-DD'). */
export function habitPageQueries(id: string, today: string) {
  return {
    habit: habitQuery(id),
    stats: habitStatsQuery(id),
    entries: heatmapRanges(today).map(({ from, to }) => habitEntriesQuery(id, from, to)),
  };
}

/** Starts every query of the page of habit `id` on `today` (prefetchQuery never throws). */
export async function prefetchHabitPage(client: QueryClient, id: string, today: string): Promise<void> {
  const queries = habitPageQueries(id, today);
  await Promise.all([
    client.prefetchQuery(queries.habit),
    client.prefetchQuery(queries.stats),
    ...queries.entries.map((entries) => client.prefetchQuery(entries)),
  ]);
}
