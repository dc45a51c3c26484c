/**
 * Goal calls (docs/product.md §7) as query-option factories and mutation hooks. Every response is parsed with core's
 * `goal` schema. Mutations keep the cached list right
 * before they refresh it (the Goal Tracking page redirects to the wizard when the list is empty, so it must
 * never see a stale empty list after a save), then invalidate by the factories' keys. Toasts (docs/product.md §8) are
 * named in `meta` and shown by the query client (lib/query-client.ts).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Goal, type GoalInput, goal, nextMilestone } from '../../../core/goals.ts';
import { apiRequest, getJson } from '../../lib/api.ts';
import { activeGoalsLabel, formatDueDate } from './goal-view.ts';

export type { Goal };

/** Query keys of goals: `all` is the list and the prefix of every goal query, so refreshing it refreshes all. */
export const goalKeys = {
  all: ['/api/goals'] as const,
  detail: (id: string) => ['/api/goals', 'detail', id] as const,
};

const goalPath = (id: string) => `/api/goals/${encodeURIComponent(id)}`;

/** Query options of all the user's goals, active and archived (GET /api/goals). */
export const goalsQuery = queryOptions<Goal[]>({
  queryKey: goalKeys.all,
  queryFn: async ({ signal }) => goal.array().parse(await getJson('/api/goals', { on401: 'throw', signal })),
});

/** Query options of one goal (GET /api/goals/{id}); a goal that is not the user's answers 404 (an ApiError). */
export function goalQuery(id: string) {
  return queryOptions<Goal>({
    queryKey: goalKeys.detail(id),
    queryFn: async ({ signal }) => goal.parse(await getJson(goalPath(id), { on401: 'throw', signal })),
  });
}

/** The goal in the answer of a write. */
async function goalFrom(response: Promise<Response>): Promise<Goal> {
  return goal.parse(await (await response).json());
}

/** Writes a goal the server returned into the cached list (added when new) and its own entry. */
function useStoreGoal() {
  const client = useQueryClient();
  return (saved: Goal) => {
    client.setQueryData<Goal[]>(goalKeys.all, (list) => {
      if (!list) return list;
      const found = list.some((entry) => entry.id === saved.id);
      return found ? list.map((entry) => (entry.id === saved.id ? saved : entry)) : [...list, saved];
    });
    client.setQueryData(goalKeys.detail(saved.id), saved);
  };
}

/**
 * Creates a goal (POST /api/goals) or, with `goalId`, updates it (PATCH /api/goals/{id}); docs/product.md §8 toasts. On
 * success the goal is put in the cache, goal queries are refreshed and then `onSaved` runs, all inside the
 * mutation, so it completes even when the wizard has gone (ADR 009).
 */
export function useSaveGoal({ goalId, onSaved }: { goalId?: string; onSaved?: (saved: Goal) => void }) {
  const client = useQueryClient();
  const store = useStoreGoal();
  const editing = goalId !== undefined;
  return useMutation({
    mutationFn: (input: GoalInput) =>
      goalFrom(
        goalId === undefined
          ? apiRequest('POST', '/api/goals', input)
          : apiRequest('PATCH', goalPath(goalId), input),
      ),
    meta: editing
      ? {
          successToast: { title: 'Goal Updated!', description: 'Your changes to this goal have been saved.' },
          errorToast: { title: 'Error', description: 'Failed to update goal. Please try again.' },
        }
      : {
          successToast: { title: 'Goal Created!', description: 'Your new goal has been saved.' },
          errorToast: { title: 'Error', description: 'Failed to save goal. Please try again.' },
        },
    onSuccess: async (saved) => {
      store(saved);
      onSaved?.(saved);
      await client.invalidateQueries({ queryKey: goalKeys.all });
    },
  });
}

/** Variables of an archive or unarchive. */
export interface ArchiveVariables {
  id: string;
  archived: boolean;
}

/** Archives or unarchives a goal (PATCH /api/goals/{id}/archive); docs/product.md §8 toasts. */
export function useArchiveGoal() {
  const client = useQueryClient();
  const store = useStoreGoal();
  return useMutation({
    mutationFn: ({ id, archived }: ArchiveVariables) =>
      goalFrom(apiRequest('PATCH', `${goalPath(id)}/archive`, { archived })),
    meta: {
      successToast: (variables) =>
        (variables as ArchiveVariables).archived
          ? { title: 'Goal archived', description: 'The goal has been moved to the archive.' }
          : { title: 'Goal unarchived', description: 'The goal has been restored to your active goals.' },
      errorToast: { title: 'Error', description: 'Failed to update goal. Please try again.' },
    },
    onSuccess: async (saved) => {
      store(saved);
      await client.invalidateQueries({ queryKey: goalKeys.all });
    },
  });
}

/** Deletes a goal (DELETE /api/goals/{id}); docs/product.md §8 toasts; `onDeleted` runs after the cache has dropped it. */
export function useDeleteGoal({ onDeleted }: { onDeleted?: (id: string) => void } = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiRequest('DELETE', goalPath(id));
      return id;
    },
    meta: {
      successToast: { title: 'Goal deleted', description: 'Your goal has been successfully deleted.' },
      errorToast: { title: 'Error', description: 'Failed to delete goal. Please try again.' },
    },
    onSuccess: async (id) => {
      client.setQueryData<Goal[]>(goalKeys.all, (list) => list?.filter((entry) => entry.id !== id));
      client.removeQueries({ queryKey: goalKeys.detail(id), exact: true });
      onDeleted?.(id);
      await client.invalidateQueries({ queryKey: goalKeys.all });
    },
  });
}

/** Variables of a milestone toggle: the goal, the milestone's 0-based index and its new state. */
export interface MilestoneVariables {
  goalId: string;
  index: number;
  completed: boolean;
}

const milestoneMutationKey = ['goals', 'milestone'] as const;

function withMilestone(entry: Goal, { index, completed }: MilestoneVariables): Goal {
  return {
    ...entry,
    milestones: entry.milestones.map((item, i) => (i === index ? { ...item, completed } : item)),
  };
}

/**
 * Ticks or unticks a milestone (PATCH /api/goals/{id}/milestone/{index}). The cached list shows the change at
 * once; when the last of the toggles under way has settled the goals are read again, so quick toggles on several
 * milestones never flicker back, and a failure (toast; docs/product.md §8 leaves its text open) shows the saved state
 * again.
 */
export function useToggleMilestone() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: milestoneMutationKey,
    mutationFn: ({ goalId, index, completed }: MilestoneVariables) =>
      goalFrom(apiRequest('PATCH', `${goalPath(goalId)}/milestone/${index}`, { completed })),
    meta: {
      errorToast: { title: 'Error', description: 'Failed to update milestone. Please try again.' },
    },
    onMutate: async (variables) => {
      await client.cancelQueries({ queryKey: goalKeys.all });
      client.setQueryData<Goal[]>(goalKeys.all, (list) =>
        list?.map((entry) => (entry.id === variables.goalId ? withMilestone(entry, variables) : entry)),
      );
    },
    onSettled: async () => {
      if (client.isMutating({ mutationKey: milestoneMutationKey }) === 1)
        await client.invalidateQueries({ queryKey: goalKeys.all });
    },
  });
}

/** What Home's Goal Tracking card says: the active goals ('2 active goals') and the next milestone due. */
export interface GoalSummary {
  activeCount: number;
  /** '1 active goal', '2 active goals'. */
  label: string;
  /** The open milestone of an active goal due first (core's nextMilestone), with its date as 'Mar 10, 2026'. */
  next: { goalId: string; text: string; dueDate: string; dueText: string } | null;
}

/** Home's goal summary from the goal list; null while loading or after an error. */
export function useGoalSummary(): GoalSummary | null {
  const { data } = useQuery(goalsQuery);
  if (!data) return null;
  const activeCount = data.filter((entry) => !entry.archived).length;
  const next = nextMilestone(data);
  return {
    activeCount,
    label: activeGoalsLabel(activeCount),
    next: next ? { ...next, dueText: formatDueDate(next.dueDate) } : null,
  };
}
