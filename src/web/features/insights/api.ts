/**
 * The Insights call (GET /api/insights, docs/product.md §7; ADR 056) as a query-option factory; the answer is
 * parsed with core's schema, loaded beside the request rather than before it: the route's loader, in the entry,
 * starts the request as soon as the route matches (ADR 038) and core's insights module stays out of the entry.
 */
import { queryOptions } from '@tanstack/react-query';
import type { Insights } from '../../../core/insights.ts';
import { getJson } from '../../lib/api.ts';

export type { Insights };

/**
 * Query options of the insights of the Monday weeks from `from` to Sunday `to` ('YYYY-MM-DD'). Stale at once
 * (unlike the client's default): the answer is made of every feature's data, whose writes do not refresh it, so
 * each visit asks again.
 */
export function insightsQuery(from: string, to: string) {
  return queryOptions<Insights>({
    queryKey: ['/api/insights', from, to],
    staleTime: 0,
    queryFn: async ({ signal }) => {
      const [body, { insightsSchema }] = await Promise.all([
        getJson(`/api/insights?${new URLSearchParams({ from, to })}`, { on401: 'throw', signal }),
        import('../../../core/insights.ts'),
      ]);
      return insightsSchema.parse(body);
    },
  });
}
