/**
 * Ritual calls (docs/product.md §7; ADR 043): the saved rituals (GET/POST /api/rituals), the runs of a date
 * (GET /api/rituals/runs/{date}, PUT /api/rituals/{type}/runs/{date}) and a ritual's streaks
 * (GET /api/rituals/{type}/stats). Every key starts with `ritualKeys.all`, so invalidating it refreshes them all.
 * Answers are parsed with core's schemas.
 */
import {
  mutationOptions,
  type QueryClient,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
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
import { OFFLINE_WRITES } from '../../lib/offline-cache.ts';
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

/** Variables of a run write; `label` says what it is, for the offline notice (ADR 055). */
export interface RunWrite {
  type: RitualType;
  /** The run's day, 'YYYY-MM-DD'. */
  date: string;
  completed: boolean[];
  label: string;
}

/** Mutation key of the run write (its defaults are set by `ritualWrites`). */
const runWriteKey = ['rituals', 'run'] as const;

/** `runs` with `run` in place of the run of its type. */
function withRun(runs: RitualRun[] | undefined, run: RitualRun): RitualRun[] {
  return runs?.some((r) => r.type === run.type)
    ? runs.map((r) => (r.type === run.type ? run : r))
    : [...(runs ?? []), run];
}

/**
 * Options of one day's run write of a saved ritual (PUT /api/rituals/{type}/runs/{date}, the whole `completed`
 * list, so the run sent last wins: ADR 055). The run shows in that date's cached runs at once and the write waits
 * for the network with the other offline writes. The server keeps the morning run and the plan's
 * `morningRitualCompleted` in step (ADR 043), so a morning run refreshes that date's plan; the ritual's streaks are
 * refreshed too.
 */
export function ritualRunWrite(client: QueryClient) {
  return mutationOptions({
    mutationKey: runWriteKey,
    scope: OFFLINE_WRITES,
    mutationFn: async ({ type, date, completed }: RunWrite) =>
      ritualRun.parse(
        await (await apiRequest('PUT', `/api/rituals/${type}/runs/${date}`, { completed })).json(),
      ),
    onMutate: async ({ type, date, completed }) => {
      await client.cancelQueries({ queryKey: ritualKeys.runs(date) });
      client.setQueryData(ritualKeys.runs(date), (runs: RitualRun[] | undefined) =>
        withRun(runs, { type, date, completed }),
      );
    },
    onSuccess: async (run, { type }) => {
      client.setQueryData(ritualKeys.runs(run.date), (runs: RitualRun[] | undefined) => withRun(runs, run));
      // A first read of the streaks sent before this write landed would otherwise be kept: TanStack Query joins an
      // invalidation to a fetch in flight when the query has no data yet, rather than asking again.
      await client.cancelQueries({ queryKey: ritualKeys.stats(type) });
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
    onError: (_error, { date }) => client.invalidateQueries({ queryKey: ritualKeys.runs(date) }),
    meta: {
      errorToast: { title: 'Error', description: 'Failed to save your ritual run. Please try again.' },
    },
  });
}

/** Sets the defaults of the ritual writes, so a write restored from IndexedDB after a reload can be sent. */
export function ritualWrites(client: QueryClient): void {
  client.setMutationDefaults(runWriteKey, ritualRunWrite(client));
}

/** Saves one day's run of a saved ritual (see {@link ritualRunWrite}). */
export function useSaveRun() {
  return useMutation(ritualRunWrite(useQueryClient()));
}
