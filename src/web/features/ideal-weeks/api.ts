/**
 * Ideal week calls (docs/product.md §7) as query-option factories and mutation hooks. Every response is parsed
 * with core's `idealWeek` schema. A save writes the
 * server's answer into the cached list, then invalidates by the factory's key. Toasts (docs/product.md §8) are named in
 * `meta` and shown by the query client (lib/query-client.ts).
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type IdealWeek, type IdealWeekInput, idealWeek } from '../../../core/ideal-week.ts';
import { apiRequest, getJson } from '../../lib/api.ts';

export type { IdealWeek };

/** Query keys of ideal weeks: `all` is the list (oldest first) and the prefix of every ideal week query. */
export const idealWeekKeys = {
  all: ['/api/ideal-weeks'] as const,
};

/** Query options of the user's ideal weeks, oldest first (GET /api/ideal-weeks; ADR 026). */
export const idealWeeksQuery = queryOptions<IdealWeek[]>({
  queryKey: idealWeekKeys.all,
  queryFn: async ({ signal }) =>
    idealWeek.array().parse(await getJson('/api/ideal-weeks', { on401: 'throw', signal })),
});

/** What a save sends: the week's id to update it (PATCH), or null to create a new record (POST); docs/product.md §4. */
export interface SaveIdealWeekVariables {
  id: string | null;
  input: IdealWeekInput;
}

/**
 * Saves an ideal week: POST /api/ideal-weeks when `id` is null (answer 201 with the new id), else
 * PATCH /api/ideal-weeks/{id} (docs/product.md §4 save semantics). Toasts 'Ideal Week Saved' or 'Failed to save ideal
 * week. Please try again.' (docs/product.md §8). On success the cached list holds the saved week before `onSaved` runs.
 */
export function useSaveIdealWeek({ onSaved }: { onSaved?: (saved: IdealWeek) => void } = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input }: SaveIdealWeekVariables) => {
      const response = await (id === null
        ? apiRequest('POST', '/api/ideal-weeks', input)
        : apiRequest('PATCH', `/api/ideal-weeks/${encodeURIComponent(id)}`, input));
      return idealWeek.parse(await response.json());
    },
    meta: {
      successToast: { title: 'Ideal Week Saved', description: 'Your ideal week has been saved.' },
      errorToast: { title: 'Error', description: 'Failed to save ideal week. Please try again.' },
    },
    onSuccess: async (saved) => {
      client.setQueryData<IdealWeek[]>(idealWeekKeys.all, (list) => {
        if (!list) return list;
        const known = list.some((entry) => entry.id === saved.id);
        return known ? list.map((entry) => (entry.id === saved.id ? saved : entry)) : [...list, saved];
      });
      onSaved?.(saved);
      await client.invalidateQueries({ queryKey: idealWeekKeys.all });
    },
  });
}
