/**
 * The Insights page's first data, started by its route's loader (ADR 038) with the range the page will read.
 */
import type { QueryClient } from '@tanstack/react-query';
import { insightsQuery } from './api.ts';
import { rangeDates, rangeOf } from './insights-view.ts';

/** Starts GET /api/insights for the range named by the URL's `weeks` (`value`) ending with the week of `today`. */
export function prefetchInsights(client: QueryClient, value: string | null, today: string): Promise<void> {
  const { from, to } = rangeDates(rangeOf(value), today);
  return client.prefetchQuery(insightsQuery(from, to));
}
