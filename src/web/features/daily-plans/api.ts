/**
 * Daily plan calls (spec §7) as query-option factories and mutation hooks. Mutations refresh the plan list and
 * the plan of the affected date by the factories' keys (spec §7: after saves, /api/daily-plans and
 * /api/daily-plans/date/{date} are refreshed).
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type CompletionPatch,
  type DailyPlan,
  type DailyPlanInput,
  dailyPlan,
  type FinishDayInput,
} from '../../../core/daily-plan.ts';
import { apiRequest, getQueryFn, parseApiError } from '../../lib/api.ts';
import { readStorage, storageKeys, writeStorage } from '../../lib/storage.ts';

export type { DailyPlan };

const planKey = (date: string) => ['/api/daily-plans/date', date] as const;

/** Query options of all plans. */
export const dailyPlansQuery = queryOptions<DailyPlan[]>({ queryKey: ['/api/daily-plans'] });

/**
 * Query options of the plan for a 'YYYY-MM-DD' date. A non-OK answer (404 when there is none) is an error;
 * callers that only ask "is there a plan?" treat any error as "no" (spec §7).
 */
export function dailyPlanQuery(date: string) {
  return queryOptions<DailyPlan>({
    queryKey: planKey(date),
    queryFn: getQueryFn<DailyPlan>({ on401: 'throw' }),
  });
}

/**
 * Query options of the overview's plan (spec §7): retried once unless the server said 404, and for today, when
 * the server cannot be reached or fails, the plan last saved in this browser (currentDailyPlan) if it is today's.
 */
export function overviewPlanQuery(date: string, today: string) {
  const fetchPlan = getQueryFn<DailyPlan>({ on401: 'throw' });
  return queryOptions<DailyPlan>({
    queryKey: planKey(date),
    queryFn: async (context) => {
      try {
        return await fetchPlan(context);
      } catch (error) {
        const { status } = parseApiError(error);
        const stored = date === today && status !== 404 && status !== 401 ? readStoredPlan() : null;
        if (stored?.date === date) return stored;
        throw error;
      }
    },
    retry: (failures, error) => failures < 1 && parseApiError(error).status !== 404,
  });
}

/** The plan last saved in this browser (spec §3 currentDailyPlan), or null. */
export function readStoredPlan(): DailyPlan | null {
  return readStorage(storageKeys.currentDailyPlan, dailyPlan);
}

function useRefreshPlans() {
  const client = useQueryClient();
  return (date: string) =>
    Promise.all([
      client.invalidateQueries({ queryKey: dailyPlansQuery.queryKey }),
      client.invalidateQueries({ queryKey: planKey(date) }),
    ]);
}

async function planFrom(response: Response): Promise<DailyPlan> {
  return dailyPlan.parse(await response.json());
}

/** Saves the plan of a date (POST /api/daily-plans); stores it as currentDailyPlan and refreshes. */
export function useSaveDailyPlan() {
  const refresh = useRefreshPlans();
  return useMutation({
    mutationFn: async (input: DailyPlanInput) =>
      planFrom(await apiRequest('POST', '/api/daily-plans', input)),
    onSuccess: (plan) => {
      writeStorage(storageKeys.currentDailyPlan, plan);
      return refresh(plan.date);
    },
  });
}

/** Sends completion flags of a plan (the full list of one group at a time, spec §4) and refreshes that date. */
export function useUpdateCompletion(plan: Pick<DailyPlan, 'id' | 'date'>) {
  const refresh = useRefreshPlans();
  return useMutation({
    mutationFn: async (patch: CompletionPatch) =>
      planFrom(await apiRequest('PATCH', `/api/daily-plans/${plan.id}/completion`, patch)),
    onSettled: () => refresh(plan.date),
  });
}

/** Saves the finish-day reflection of a plan (spec §5) and refreshes that date. */
export function useFinishDay(plan: Pick<DailyPlan, 'id' | 'date'>) {
  const refresh = useRefreshPlans();
  return useMutation({
    mutationFn: async (input: FinishDayInput) =>
      planFrom(await apiRequest('PATCH', `/api/daily-plans/${plan.id}/finish`, input)),
    onSuccess: () => refresh(plan.date),
  });
}
