/**
 * Daily plan calls (docs/product.md §7) as query-option factories and mutation hooks. Every response is parsed with
 * core's `dailyPlan` schema. Mutations refresh the
 * plan list and the plan of the affected date by the factories' keys (docs/product.md §7: after saves, /api/daily-plans
 * and /api/daily-plans/date/{date} are refreshed); their toasts are named in `meta` and shown by the query
 * client (lib/query-client.ts), not by the screens.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type CompletionPatch,
  type DailyPlan,
  type DailyPlanInput,
  dailyPlan,
  type FinishDayInput,
} from '../../../core/daily-plan.ts';
import { apiRequest, getJson, parseApiError } from '../../lib/api.ts';
import { readStorage, storageKeys, writeStorage } from '../../lib/storage.ts';

export type { DailyPlan };

/** Query keys of daily plans. `date(d)` is the prefix of every query of that date's plan. */
export const planKeys = {
  all: ['/api/daily-plans'] as const,
  date: (date: string) => ['/api/daily-plans/date', date] as const,
};

async function fetchPlan(date: string, signal: AbortSignal): Promise<DailyPlan> {
  return dailyPlan.parse(
    await getJson(`/api/daily-plans/date/${encodeURIComponent(date)}`, { on401: 'throw', signal }),
  );
}

/** Query options of all plans. */
export const dailyPlansQuery = queryOptions<DailyPlan[]>({
  queryKey: planKeys.all,
  queryFn: async ({ signal }) =>
    dailyPlan.array().parse(await getJson('/api/daily-plans', { on401: 'throw', signal })),
});

/**
 * Query options of the plan for a 'YYYY-MM-DD' date. A non-OK answer (404 when there is none) is an error;
 * callers that only ask "is there a plan?" treat any error as "no" (docs/product.md §7).
 */
export function dailyPlanQuery(date: string) {
  return queryOptions<DailyPlan>({
    queryKey: planKeys.date(date),
    queryFn: ({ signal }) => fetchPlan(date, signal),
  });
}

/**
 * Query options of the overview's plan (docs/product.md §7): null when the server says 404 (no plan that day: an
 * answer, not an error, so the page does not ask again when it mounts after the prefetch), retried once on other
 * failures, and for today, when the server cannot be reached or fails, the plan last saved in this browser
 * (currentDailyPlan) if it is today's. Its key extends `planKeys.date(date)`, so refreshing a date refreshes this query
 * too.
 */
export function overviewPlanQuery(date: string, today: string) {
  return queryOptions<DailyPlan | null>({
    queryKey: [...planKeys.date(date), 'overview'] as const,
    queryFn: async ({ signal }) => {
      try {
        return await fetchPlan(date, signal);
      } catch (error) {
        const { status } = parseApiError(error);
        if (status === 404) return null;
        const stored = date === today && status !== 401 ? readStoredPlan() : null;
        if (stored?.date === date) return stored;
        throw error;
      }
    },
    retry: 1,
  });
}

/** The plan last saved in this browser (docs/product.md §3 currentDailyPlan), or null. */
function readStoredPlan(): DailyPlan | null {
  return readStorage(storageKeys.currentDailyPlan, (value) => dailyPlan.safeParse(value).data ?? null);
}

function useRefreshPlans() {
  const client = useQueryClient();
  return (date: string) =>
    Promise.all([
      client.invalidateQueries({ queryKey: planKeys.all }),
      client.invalidateQueries({ queryKey: planKeys.date(date) }),
    ]);
}

/** The plan in the answer of a write. */
async function planFrom(response: Promise<Response>): Promise<DailyPlan> {
  return dailyPlan.parse(await (await response).json());
}

/**
 * Saves the plan of a date (POST /api/daily-plans): stores it as currentDailyPlan, puts it in every cached query
 * of its date (the overview's too, which may hold the "no plan" null of a first visit; so a screen waiting on that
 * date never sees it go back to loading), refreshes the list, toasts (docs/product.md §8) and then calls `onSaved`. All
 * of it runs in the mutation itself, so it completes even when the screen that started the save has gone.
 */
export function useSaveDailyPlan({ onSaved }: { onSaved?: (plan: DailyPlan) => void } = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: DailyPlanInput) => planFrom(apiRequest('POST', '/api/daily-plans', input)),
    meta: {
      successToast: { title: 'Success!', description: 'Your daily plan has been saved.' },
      errorToast: { title: 'Error', description: 'Failed to save daily plan. Please try again.' },
    },
    onSuccess: async (plan) => {
      writeStorage(storageKeys.currentDailyPlan, plan);
      client.setQueryData(dailyPlanQuery(plan.date).queryKey, plan);
      client.setQueriesData({ queryKey: planKeys.date(plan.date) }, plan);
      await client.invalidateQueries({ queryKey: planKeys.all });
      onSaved?.(plan);
    },
  });
}

/** Sends completion flags of a plan (the full list of one group at a time, docs/product.md §4) and refreshes that date. */
export function useUpdateCompletion(plan: Pick<DailyPlan, 'id' | 'date'>) {
  const refresh = useRefreshPlans();
  return useMutation({
    mutationFn: (patch: CompletionPatch) =>
      planFrom(apiRequest('PATCH', `/api/daily-plans/${plan.id}/completion`, patch)),
    meta: {
      errorToast: { title: 'Error', description: 'Failed to update your progress. Please try again.' },
    },
    onSettled: () => refresh(plan.date),
  });
}

/** Saves the finish-day reflection of a plan (docs/product.md §5, §8 toasts) and refreshes that date. */
export function useFinishDay(plan: Pick<DailyPlan, 'id' | 'date'>) {
  const refresh = useRefreshPlans();
  return useMutation({
    mutationFn: (input: FinishDayInput) =>
      planFrom(apiRequest('PATCH', `/api/daily-plans/${plan.id}/finish`, input)),
    meta: {
      successToast: { title: 'Day Finished!', description: 'Your daily reflection has been saved.' },
      errorToast: { title: 'Error', description: 'Failed to save your reflection. Please try again.' },
    },
    onSuccess: () => refresh(plan.date),
  });
}
