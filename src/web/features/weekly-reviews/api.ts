/**
 * Weekly review calls (docs/product.md §7) as query-option factories and a mutation hook, every response
 * parsed with core's schemas: the review of a week
 * (404: none yet, read as null), the Weekly Summary of a week (404: the week has no daily plans, read as
 * null) and saving a review. The goals of the Weekly Big 3 picker and the chain's labels come from the goals
 * feature's `goalsQuery`. The daily planning wizard reads the week's priorities through
 * `weeklyPrioritiesQuery`.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Goal } from '../../../core/goals.ts';
import {
  type WeeklyReview,
  type WeeklyReviewInput,
  type WeeklySummary,
  weeklyReview,
  weeklySummarySchema,
} from '../../../core/weekly-review.ts';
import { priorityReviewWeekOf } from '../../../core/weeks.ts';
import { apiRequest, getJson, parseApiError } from '../../lib/api.ts';
import type { ToastText } from '../../lib/query-client.ts';
import { planKeys } from '../daily-plans/api.ts';

export type { Goal, WeeklyReview, WeeklySummary };

/**
 * Query keys of weekly reviews: `week(w)` is the review of the week starting on Monday `w`. The summary is
 * computed from daily plans, so its key extends the plans' key: every plan save or completion toggle (which
 * refreshes `planKeys.all` by prefix) refreshes the summaries too.
 */
export const reviewKeys = {
  week: (weekStartDate: string) => ['/api/weekly-reviews/week', weekStartDate] as const,
  summary: (weekStartDate: string) => [...planKeys.all, 'weekly-summary', weekStartDate] as const,
};

/** GETs `path` and parses it with `schema`; a 404 answer reads as null. */
async function getOrNull<T>(path: string, schema: z.ZodType<T>, signal: AbortSignal): Promise<T | null> {
  try {
    return schema.parse(await getJson(path, { on401: 'throw', signal }));
  } catch (error) {
    if (parseApiError(error).status === 404) return null;
    throw error;
  }
}

/** Query options of the review of the week starting on `weekStartDate` (null when none has been saved). */
export function weeklyReviewQuery(weekStartDate: string) {
  return queryOptions<WeeklyReview | null>({
    queryKey: reviewKeys.week(weekStartDate),
    queryFn: ({ signal }) =>
      getOrNull(`/api/weekly-reviews/week/${encodeURIComponent(weekStartDate)}`, weeklyReview, signal),
  });
}

/** Query options of the Weekly Summary of a week (null when the week has no daily plans). */
export function weeklySummaryQuery(weekStartDate: string) {
  return queryOptions<WeeklySummary | null>({
    queryKey: reviewKeys.summary(weekStartDate),
    queryFn: ({ signal }) =>
      getOrNull(
        `/api/weekly-reviews/week/${encodeURIComponent(weekStartDate)}/summary`,
        weeklySummarySchema,
        signal,
      ),
  });
}

/**
 * Query options of the review whose Weekly Big 3 are the priorities of local date `date`'s week (the review
 * saved for the week before, core `priorityReviewWeekOf`; null when there is none). Same cache entry as
 * `weeklyReviewQuery` of that week, so saving that review refreshes the suggestions.
 */
export function weeklyPrioritiesQuery(date: string) {
  return weeklyReviewQuery(priorityReviewWeekOf(date));
}

/** True when an error is the API's 401 (docs/product.md §8: its message starts with '401:'). */
export function isUnauthorized(error: unknown): boolean {
  return error instanceof Error && error.message.startsWith('401:');
}

/** The failure toast of a weekly review save (docs/product.md §8). */
export function saveFailureToast(error: unknown): ToastText {
  return isUnauthorized(error)
    ? { title: 'Unauthorized', description: 'You are logged out. Logging in again...' }
    : { title: 'Failed to save', description: 'Could not save your weekly review. Please try again.' };
}

/**
 * Saves the review of a week (POST /api/weekly-reviews): puts the saved review in the cache of its week and
 * toasts (docs/product.md §8). On a 401 it calls `onUnauthorized` (the page sends the person to log in after 500 ms).
 * Both run in the mutation itself, so they happen even if the page has gone.
 */
export function useSaveWeeklyReview({ onUnauthorized }: { onUnauthorized?: () => void } = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: WeeklyReviewInput) =>
      weeklyReview.parse(await (await apiRequest('POST', '/api/weekly-reviews', input)).json()),
    meta: {
      successToast: { title: 'Success!', description: 'Your weekly review has been saved.' },
      errorToast: saveFailureToast,
    },
    onSuccess: (saved) => {
      client.setQueryData(reviewKeys.week(saved.weekStartDate), saved);
    },
    onError: (error) => {
      if (isUnauthorized(error)) onUnauthorized?.();
    },
  });
}
