/**
 * Ritual calls (docs/product.md §7): GET /api/rituals and POST /api/rituals, with the query key both share. Answers are
 * parsed with core's `ritual` schema, loaded beside the request (lib/parse-with.ts, ADR 034).
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Ritual, RitualInput } from '../../../core/rituals.ts';
import { apiRequest, getJson } from '../../lib/api.ts';
import { parseWith } from '../../lib/parse-with.ts';

export type { Ritual };

import { storageKeys, writeStorage } from '../../lib/storage.ts';

/** The ritual schemas, loaded beside the request that needs them (ADR 034). */
const ritualSchemas = () => import('../../../core/rituals.ts');

/** Query options of the user's saved rituals. */
export const ritualsQuery = queryOptions({
  queryKey: ['/api/rituals'],
  queryFn: ({ signal }) =>
    parseWith(getJson('/api/rituals', { on401: 'throw', signal }), ritualSchemas(), (schemas) =>
      schemas.ritual.array(),
    ),
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
    mutationFn: (input: RitualInput) =>
      parseWith(
        apiRequest('POST', '/api/rituals', input).then((answer) => answer.json()),
        ritualSchemas(),
        (schemas) => schemas.ritual,
      ),
    meta: { errorToast: { title: 'Error', description: 'Failed to save ritual. Please try again.' } },
    onSuccess: async (ritual) => {
      writeStorage(storageKeys.morningRitual, ritual.elements);
      await client.invalidateQueries({ queryKey: ritualsQuery.queryKey });
      onSaved?.(ritual);
    },
  });
}
