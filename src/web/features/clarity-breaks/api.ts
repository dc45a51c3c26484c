/**
 * Clarity Break calls (docs/product.md §7) as query-option factories and a mutation hook, every response parsed
 * with core's `clarityBreak` schema: the list (newest first), one break (404, or an id that is not one of the
 * user's, reads as null: 'Clarity break not found'), and creating one (docs/product.md §8 toasts from `meta`).
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type ClarityBreak, type ClarityBreakInput, clarityBreak } from '../../../core/clarity-break.ts';
import { apiRequest, getJson, parseApiError } from '../../lib/api.ts';

export type { ClarityBreak };

/** Query keys of Clarity Breaks: `all` is the list, `one(id)` a single break. */
export const clarityKeys = {
  all: ['/api/clarity-breaks'] as const,
  one: (id: string) => ['/api/clarity-breaks', id] as const,
};

/**
 * Newest first (docs/product.md §2): by date, then by creation time, both descending. The server already answers in
 * this order; sorting here keeps the rule in one visible place for the list.
 */
export function newestFirst(breaks: readonly ClarityBreak[]): ClarityBreak[] {
  return [...breaks].sort(
    (a, b) =>
      b.date.localeCompare(a.date) ||
      Date.parse(b.createdAt) - Date.parse(a.createdAt) ||
      b.id.localeCompare(a.id),
  );
}

/** Query options of the user's Clarity Breaks, newest first. */
export const clarityBreaksQuery = queryOptions<ClarityBreak[]>({
  queryKey: clarityKeys.all,
  queryFn: async ({ signal }) =>
    newestFirst(clarityBreak.array().parse(await getJson('/api/clarity-breaks', { on401: 'throw', signal }))),
});

/** Query options of one Clarity Break (null when there is no such break for this user). */
export function clarityBreakQuery(id: string) {
  return queryOptions<ClarityBreak | null>({
    queryKey: clarityKeys.one(id),
    queryFn: async ({ signal }) => {
      try {
        return clarityBreak.parse(
          await getJson(`/api/clarity-breaks/${encodeURIComponent(id)}`, { on401: 'throw', signal }),
        );
      } catch (error) {
        if (parseApiError(error).status === 404) return null;
        throw error;
      }
    },
  });
}

/**
 * Creates a Clarity Break (POST /api/clarity-breaks): caches it under its id, refreshes the list, toasts
 * (docs/product.md §8) and then calls `onSaved` (the wizard goes to /clarity-breaks). It all runs in the mutation, so
 * it completes even when the wizard is gone.
 */
export function useSaveClarityBreak({ onSaved }: { onSaved?: (saved: ClarityBreak) => void } = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: ClarityBreakInput) =>
      clarityBreak.parse(await (await apiRequest('POST', '/api/clarity-breaks', input)).json()),
    meta: {
      successToast: { title: 'Success!', description: 'Your Clarity Break has been saved.' },
      errorToast: { title: 'Error', description: 'Failed to save Clarity Break. Please try again.' },
    },
    onSuccess: async (saved) => {
      client.setQueryData(clarityKeys.one(saved.id), saved);
      await client.invalidateQueries({ queryKey: clarityKeys.all, exact: true });
      onSaved?.(saved);
    },
  });
}
