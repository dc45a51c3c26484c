/**
 * Ritual calls (docs/product.md §7; ADR 043): the saved rituals (GET/POST /api/rituals), the runs of a date
 * (GET /api/rituals/runs/{date}, PUT /api/rituals/{type}/runs/{date}) and a ritual's streaks
 * (GET /api/rituals/{type}/stats). Every key starts with `ritualKeys.all`, so invalidating it refreshes them all.
 * Answers are parsed with core's schemas.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  RITUAL_NAMES,
  type Ritual,
  type RitualInput,
  type RitualRun,
  type RitualType,
  ritual,
  ritualRun,
  ritualStats,
} from '../../../core/rituals.ts';
import { apiRequest, getJson, parseApiError } from '../../lib/api.ts';
import { storageKeys, writeStorage } from '../../lib/storage.ts';
import { planKeys } from '../daily-plans/api.ts';

export type { Ritual, RitualRun };

/** Query keys of rituals; `all` is the saved list's key and the prefix of every other. */
export const ritualKeys = {
  all: ['/api/rituals'] as const,
  runs: (date: string) => ['/api/rituals', 'runs', date] as const,
  stats: (type: RitualType) => ['/api/rituals', type, 'stats'] as const,
};

/** The run mode's path of a ritual (ADR 044; today in the browser's zone unless `date`, 'YYYY-MM-DD', is given). */
export function runPath(type: RitualType, date?: string): string {
  return `/ritual-builder/${type}/run${date ? `?date=${date}` : ''}`;
}

/** Query options of the user's saved rituals. */
export const ritualsQuery = queryOptions({
  queryKey: ritualKeys.all,
  queryFn: async ({ signal }) =>
    ritual.array().parse(await getJson('/api/rituals', { on401: 'throw', signal })),
});

/**
 * Query options of the runs of a 'YYYY-MM-DD' date, one per saved ritual. The server answers 404 while the user has
 * saved no ritual at all (ADR 043); that reads as no runs.
 */
export function ritualRunsQuery(date: string) {
  return queryOptions<RitualRun[]>({
    queryKey: ritualKeys.runs(date),
    queryFn: async ({ signal }) => {
      try {
        const path = `/api/rituals/runs/${encodeURIComponent(date)}`;
        return ritualRun.array().parse(await getJson(path, { on401: 'throw', signal }));
      } catch (error) {
        if (parseApiError(error).status === 404) return [];
        throw error;
      }
    },
  });
}

/** Query options of a saved ritual's streaks in days (404 for a ritual not saved: ask only for saved ones). */
export function ritualStatsQuery(type: RitualType) {
  return queryOptions({
    queryKey: ritualKeys.stats(type),
    queryFn: async ({ signal }) =>
      ritualStats.parse(await getJson(`/api/rituals/${type}/stats`, { on401: 'throw', signal })),
  });
}

/** The saved ritual of `type`, or undefined. */
export function savedRitual(rituals: readonly Ritual[] | undefined, type: RitualType): Ritual | undefined {
  return rituals?.find((r) => r.type === type);
}

/** The saved morning ritual's elements, or null when none is saved. */
export function morningElements(rituals: Ritual[] | undefined): string[] | null {
  return savedRitual(rituals, 'morning')?.elements ?? null;
}

/**
 * Saves a ritual (POST /api/rituals); on success mirrors a morning ritual to local storage (docs/product.md §3
 * morningRitual), refreshes every ritual query and calls `onSaved`, inside the mutation (it completes even if the
 * screen has gone). `announce` adds the Ritual Builder's success toast. Failure toast: docs/product.md §8.
 */
export function useSaveRitual({
  onSaved,
  announce = false,
}: {
  onSaved?: (ritual: Ritual) => void;
  announce?: boolean;
} = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: RitualInput) =>
      ritual.parse(await (await apiRequest('POST', '/api/rituals', input)).json()),
    meta: {
      errorToast: { title: 'Error', description: 'Failed to save ritual. Please try again.' },
      ...(announce
        ? {
            successToast: (variables: unknown) => ({
              title: 'Ritual Saved',
              description: `Your ${RITUAL_NAMES[(variables as RitualInput).type]} ritual has been saved.`,
            }),
          }
        : {}),
    },
    onSuccess: async (saved) => {
      if (saved.type === 'morning') writeStorage(storageKeys.morningRitual, saved.elements);
      await client.invalidateQueries({ queryKey: ritualKeys.all });
      onSaved?.(saved);
    },
  });
}

/**
 * Saves one day's run of a saved ritual (PUT /api/rituals/{type}/runs/{date}, the whole `completed` list) and puts
 * it in that date's cached runs. The server keeps the morning run and the plan's `morningRitualCompleted` in step
 * (ADR 043), so a morning run refreshes that date's plan; the ritual's streaks are refreshed too.
 */
export function useSaveRun() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ type, date, completed }: { type: RitualType; date: string; completed: boolean[] }) =>
      ritualRun.parse(
        await (await apiRequest('PUT', `/api/rituals/${type}/runs/${date}`, { completed })).json(),
      ),
    meta: {
      errorToast: { title: 'Error', description: 'Failed to save your ritual run. Please try again.' },
    },
    onSuccess: async (run, { type }) => {
      client.setQueryData(ritualKeys.runs(run.date), (runs: RitualRun[] | undefined) =>
        runs?.some((r) => r.type === type)
          ? runs.map((r) => (r.type === type ? run : r))
          : [...(runs ?? []), run],
      );
      await Promise.all([
        client.invalidateQueries({ queryKey: ritualKeys.stats(type) }),
        type === 'morning'
          ? Promise.all([
              client.invalidateQueries({ queryKey: planKeys.all }),
              client.invalidateQueries({ queryKey: planKeys.date(run.date) }),
            ])
          : null,
      ]);
    },
  });
}
