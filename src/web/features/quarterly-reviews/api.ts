/**
 * Quarterly review calls (docs/product.md §7; ADR 057) as query-option factories and a mutation hook, every answer
 * parsed with core's schemas: the review of a quarter (404: none yet, read as null), the quarter's summary (its
 * numbers and the wins of its weekly reviews) and saving a review.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type QuarterlyReview,
  type QuarterlyReviewInput,
  type QuarterSummary,
  quarterlyReview,
  quarterSummarySchema,
} from '../../../core/quarterly-review.ts';
import { apiRequest, getJson, parseApiError } from '../../lib/api.ts';
import { planKeys } from '../daily-plans/api.ts';

export type { QuarterlyReview, QuarterSummary };

/**
 * Query keys: `quarter(q)` is the review of quarter 'YYYY-Qn'. The summary is computed from daily plans among
 * others, so its key extends the plans' key: a plan save refreshes it by prefix.
 */
export const quarterKeys = {
  quarter: (quarter: string) => ['/api/quarterly-reviews', quarter] as const,
  summary: (quarter: string) => [...planKeys.all, 'quarter-summary', quarter] as const,
};

/** Query options of the review of `quarter` (null when none has been saved). */
export function quarterlyReviewQuery(quarter: string) {
  return queryOptions<QuarterlyReview | null>({
    queryKey: quarterKeys.quarter(quarter),
    queryFn: async ({ signal }) => {
      try {
        return quarterlyReview.parse(
          await getJson(`/api/quarterly-reviews/${encodeURIComponent(quarter)}`, { on401: 'throw', signal }),
        );
      } catch (error) {
        if (parseApiError(error).status === 404) return null;
        throw error;
      }
    },
  });
}

/** Query options of the summary of `quarter`; read afresh on every visit (weekly reviews and goals change it). */
export function quarterSummaryQuery(quarter: string) {
  return queryOptions<QuarterSummary>({
    queryKey: quarterKeys.summary(quarter),
    queryFn: async ({ signal }) =>
      quarterSummarySchema.parse(
        await getJson(`/api/quarterly-reviews/${encodeURIComponent(quarter)}/summary`, {
          on401: 'throw',
          signal,
        }),
      ),
  });
}

/** Saves the review of a quarter (PUT), puts the answer in its cache entry and toasts (docs/product.md §8). */
export function useSaveQuarterlyReview(quarter: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: QuarterlyReviewInput) =>
      quarterlyReview.parse(
        await (
          await apiRequest('PUT', `/api/quarterly-reviews/${encodeURIComponent(quarter)}`, input)
        ).json(),
      ),
    meta: {
      successToast: { title: 'Success!', description: 'Your quarterly review has been saved.' },
      errorToast: {
        title: 'Failed to save',
        description: 'Could not save your quarterly review. Please try again.',
      },
    },
    onSuccess: (saved) => {
      client.setQueryData(quarterKeys.quarter(saved.quarter), saved);
    },
  });
}
