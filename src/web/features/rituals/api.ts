/**
 * Ritual calls (docs/product.md §7): GET /api/rituals and POST /api/rituals, with the query key both share. Answers are
 * parsed with core's `ritual` schema.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type Ritual, type RitualInput, ritual } from '../../../core/rituals.ts';
import { apiRequest, getJson } from '../../lib/api.ts';
import { storageKeys, writeStorage } from '../../lib/storage.ts';

export type { Ritual };

/** Query options of the user's saved rituals. */
export const ritualsQuery = queryOptions({
  queryKey: ['/api/rituals'],
  queryFn: async ({ signal }) =>
    ritual.array().parse(await getJson('/api/rituals', { on401: 'throw', signal })),
});

/** The saved morning ritual's elements, or null when none is saved. */
export function morningElements(rituals: Ritual[] | undefined): string[] | null {
  return rituals?.find((r) => r.type === 'morning')?.elements ?? null;
}

/**
 * Saves the morning ritual; on success mirrors it to local storage (docs/product.md §3 morningRitual), refreshes the
 * list and calls `onSaved`, inside the mutation (it completes even if the screen has gone). Failure toast:
 * docs/product.md §8.
 */
export function useSaveRitual({ onSaved }: { onSaved?: (ritual: Ritual) => void } = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: RitualInput) =>
      ritual.parse(await (await apiRequest('POST', '/api/rituals', input)).json()),
    meta: { errorToast: { title: 'Error', description: 'Failed to save ritual. Please try again.' } },
    onSuccess: async (ritual) => {
      writeStorage(storageKeys.morningRitual, ritual.elements);
      await client.invalidateQueries({ queryKey: ritualsQuery.queryKey });
      onSaved?.(ritual);
    },
  });
}
