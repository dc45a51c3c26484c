/**
 * Daily plan calls (docs/product.md §7) as query-option factories and mutation hooks. Every response is parsed with
 * core's `dailyPlan` schema. Mutations refresh the
 * plan list and the plan of the affected date by the factories' keys (docs/product.md §7: after saves, /api/daily-plans
 * and /api/daily-plans/date/{date} are refreshed); their toasts are named in `meta` and shown by the query
 * client (lib/query-client.ts), not by the screens.
 */
import {
  mutationOptions,
  type QueryClient,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import {
  type CompletionPatch,
  type DailyPlan,
  type DailyPlanInput,
  dailyPlan,
  type FinishDayInput,
} from '../../../core/daily-plan.ts';
import { apiRequest, getJson, parseApiError } from '../../lib/api.ts';
import { OFFLINE_WRITES } from '../../lib/offline-cache.ts';
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

/** A plan write that can wait for the network (ADR 055); `label` says what it is, for the offline notice. */
interface PlanWrite {
  planId: string;
  /** The plan's date, 'YYYY-MM-DD'. */
  date: string;
  label: string;
}

/** Variables of a completion write: one task's flag (`task`, what the overview sends) or the morning flag. */
export interface CompletionWrite extends PlanWrite {
  patch: CompletionPatch;
}

/** Variables of the finish-day write. */
export interface FinishDayWrite extends PlanWrite {
  input: FinishDayInput;
}

/** Mutation keys of the plan writes that wait for the network (their defaults are set by `planWrites`). */
export const planWriteKeys = {
  all: ['daily-plans'] as const,
  completion: ['daily-plans', 'completion'] as const,
  finish: ['daily-plans', 'finish'] as const,
};

/** `plan` with a completion patch applied: what the server will store (docs/product.md §4). */
export function withCompletion(plan: DailyPlan, patch: CompletionPatch): DailyPlan {
  const { task, ...lists } = patch;
  const next = { ...plan, ...lists };
  if (task?.group === 'bigThree')
    next.bigThreeCompleted = plan.bigThreeCompleted.map((done, i) =>
      i === task.index ? task.completed : done,
    );
  if (task?.group === 'otherTasks')
    next.otherTasksCompleted = plan.otherTasksCompleted.map((done, i) =>
      i === task.index ? task.completed : done,
    );
  return next;
}

/** Shows `change` in every cached query of the plan's date at once (the tick shows offline too). */
async function showOnPlan(client: QueryClient, date: string, change: (plan: DailyPlan) => DailyPlan) {
  await client.cancelQueries({ queryKey: planKeys.date(date) });
  client.setQueriesData<DailyPlan | null>({ queryKey: planKeys.date(date) }, (plan) =>
    plan ? change(plan) : plan,
  );
}

/** Reads the plans again once no other plan write waits (an earlier answer would hide the later ticks). */
function refreshWhenLast(client: QueryClient, date: string) {
  if (client.isMutating({ mutationKey: planWriteKeys.all }) > 1) return;
  return Promise.all([
    client.invalidateQueries({ queryKey: planKeys.all }),
    client.invalidateQueries({ queryKey: planKeys.date(date) }),
  ]);
}

/**
 * Options of the completion write (PATCH /api/daily-plans/{id}/completion): shown on the cached plan at once,
 * queued with the other offline writes (ADR 055) and sent in order, the plan read again after the last one. On
 * failure the toast of docs/product.md §8 and the server's plan.
 */
export function completionWrite(client: QueryClient) {
  return mutationOptions({
    mutationKey: planWriteKeys.completion,
    scope: OFFLINE_WRITES,
    mutationFn: ({ planId, patch }: CompletionWrite) =>
      planFrom(apiRequest('PATCH', `/api/daily-plans/${planId}/completion`, patch)),
    onMutate: ({ date, patch }) => showOnPlan(client, date, (plan) => withCompletion(plan, patch)),
    onSettled: (_plan, _error, { date }) => refreshWhenLast(client, date),
    meta: {
      errorToast: { title: 'Error', description: 'Failed to update your progress. Please try again.' },
    },
  });
}

/**
 * Options of the finish-day write (PATCH /api/daily-plans/{id}/finish; docs/product.md §5, §8 toasts): the day shows
 * finished at once, the write waits for the network with the others (ADR 055), and the plan is read again after.
 */
export function finishDayWrite(client: QueryClient) {
  return mutationOptions({
    mutationKey: planWriteKeys.finish,
    scope: OFFLINE_WRITES,
    mutationFn: ({ planId, input }: FinishDayWrite) =>
      planFrom(apiRequest('PATCH', `/api/daily-plans/${planId}/finish`, input)),
    onMutate: ({ date, input }) =>
      showOnPlan(client, date, (plan) => ({
        ...plan,
        dayFinished: true,
        productivityRating: Number(input.productivityRating),
        improvementNote: input.improvementNote ?? null,
        incompleteTasks: input.incompleteTasks,
      })),
    onSettled: (_plan, _error, { date }) => refreshWhenLast(client, date),
    meta: {
      successToast: { title: 'Day Finished!', description: 'Your daily reflection has been saved.' },
      errorToast: { title: 'Error', description: 'Failed to save your reflection. Please try again.' },
    },
  });
}

/** Sets the defaults of the plan writes, so a write restored from IndexedDB after a reload can be sent. */
export function planWrites(client: QueryClient): void {
  client.setMutationDefaults(planWriteKeys.completion, completionWrite(client));
  client.setMutationDefaults(planWriteKeys.finish, finishDayWrite(client));
}

/** Writes completion flags of a plan: a task's tick or the morning ritual flag (see {@link completionWrite}). */
export function useUpdateCompletion() {
  return useMutation(completionWrite(useQueryClient()));
}

/** Saves the finish-day reflection of a plan (see {@link finishDayWrite}). */
export function useFinishDay() {
  return useMutation(finishDayWrite(useQueryClient()));
}
