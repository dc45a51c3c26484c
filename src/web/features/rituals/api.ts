/** Ritual calls (spec §7): GET /api/rituals and POST /api/rituals, with the query key both share. */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { RitualInput } from '../../../core/daily-plan.ts';
import { apiRequest } from '../../lib/api.ts';
import { storageKeys, writeStorage } from '../../lib/storage.ts';

/** A saved ritual. */
export interface Ritual {
  id: string;
  type: string;
  elements: string[];
}

/** Query options of the user's saved rituals. */
export const ritualsQuery = queryOptions<Ritual[]>({ queryKey: ['/api/rituals'] });

/** The saved morning ritual's elements, or null when none is saved. */
export function morningElements(rituals: Ritual[] | undefined): string[] | null {
  return rituals?.find((r) => r.type === 'morning')?.elements ?? null;
}

/** Saves the morning ritual; on success mirrors it to local storage (spec §3 morningRitual) and refreshes the list. */
export function useSaveRitual() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: RitualInput) =>
      (await (await apiRequest('POST', '/api/rituals', input)).json()) as Ritual,
    onSuccess: (ritual) => {
      writeStorage(storageKeys.morningRitual, ritual.elements);
      return client.invalidateQueries({ queryKey: ritualsQuery.queryKey });
    },
  });
}
