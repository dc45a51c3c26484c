/**
 * Habit calls (docs/product.md §7; ADR 042) as query-option factories and mutation hooks. Answers are parsed with
 * core's schemas. Every habit query's key starts with `habitKeys.all`, so a write refreshes them all at once: a
 * check-in changes the entry, the stats and the list's streaks together. Toasts are named in `meta` and shown by
 * the query client (lib/query-client.ts).
 */
import {
  mutationOptions,
  type QueryClient,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import {
  type Habit,
  type HabitEntry,
  type HabitEntryInput,
  type HabitInput,
  type HabitPatch,
  type HabitStats,
  habit,
  habitEntry,
  habitStatsSchema,
} from '../../../core/habits.ts';
import { apiRequest, getJson } from '../../lib/api.ts';
import { OFFLINE_WRITES } from '../../lib/offline-cache.ts';

export type { Habit, HabitEntry, HabitStats };

/** Query keys of habits; `all` is the list and the prefix of every habit query. */
export const habitKeys = {
  all: ['/api/habits'] as const,
  detail: (id: string) => ['/api/habits', 'detail', id] as const,
  entries: (id: string, from: string, to: string) => ['/api/habits', 'entries', id, from, to] as const,
  stats: (id: string) => ['/api/habits', 'stats', id] as const,
};

const habitPath = (id: string) => `/api/habits/${encodeURIComponent(id)}`;

/** The CSV export of every entry (GET /api/habits/export.csv), a plain link target. */
export const habitsExportPath = '/api/habits/export.csv';

/** Query options of every habit of the user, archived ones included (GET /api/habits). */
export const habitsQuery = queryOptions<Habit[]>({
  queryKey: habitKeys.all,
  queryFn: async ({ signal }) =>
    habit.array().parse(await getJson('/api/habits', { on401: 'throw', signal })),
});

/** Query options of one habit (GET /api/habits/{id}); another user's id answers 404 (an ApiError). */
export function habitQuery(id: string) {
  return queryOptions<Habit>({
    queryKey: habitKeys.detail(id),
    queryFn: async ({ signal }) => habit.parse(await getJson(habitPath(id), { on401: 'throw', signal })),
  });
}

/**
 * Query options of a habit's entries from `from` to `to` ('YYYY-MM-DD', inclusive, ≤ 366 days): only the days with
 * an entry, by date.
 */
export function habitEntriesQuery(id: string, from: string, to: string) {
  return queryOptions<HabitEntry[]>({
    queryKey: habitKeys.entries(id, from, to),
    queryFn: async ({ signal }) => {
      const query = new URLSearchParams({ from, to });
      return habitEntry
        .array()
        .parse(await getJson(`${habitPath(id)}/entries?${query}`, { on401: 'throw', signal }));
    },
  });
}

/** Query options of a habit's streaks and completion rates (GET /api/habits/{id}/stats), today in the user's zone. */
export function habitStatsQuery(id: string) {
  return queryOptions<HabitStats>({
    queryKey: habitKeys.stats(id),
    queryFn: async ({ signal }) =>
      habitStatsSchema.parse(await getJson(`${habitPath(id)}/stats`, { on401: 'throw', signal })),
  });
}

/** Refreshes every habit query (the list, each habit, entries and stats). */
function useRefreshHabits() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: habitKeys.all });
}

/**
 * Creates a habit (POST /api/habits) or, with `habitId`, changes it (PATCH /api/habits/{id}); then refreshes the
 * habit queries and calls `onSaved`, inside the mutation.
 */
export function useSaveHabit({
  habitId,
  onSaved,
}: {
  habitId?: string;
  onSaved?: (saved: Habit) => void;
} = {}) {
  const refresh = useRefreshHabits();
  return useMutation({
    mutationFn: async (input: HabitInput | HabitPatch) =>
      habit.parse(
        await (habitId === undefined
          ? await apiRequest('POST', '/api/habits', input)
          : await apiRequest('PATCH', habitPath(habitId), input)
        ).json(),
      ),
    meta: { errorToast: { title: 'Error', description: 'Failed to save habit. Please try again.' } },
    onSuccess: async (saved) => {
      await refresh();
      onSaved?.(saved);
    },
  });
}

/** Deletes a habit and its entries (DELETE /api/habits/{id}); then refreshes and calls `onDeleted`. */
export function useDeleteHabit({ onDeleted }: { onDeleted?: () => void } = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiRequest('DELETE', habitPath(id));
      return id;
    },
    meta: { errorToast: { title: 'Error', description: 'Failed to delete habit. Please try again.' } },
    onSuccess: async (id) => {
      client.setQueryData<Habit[]>(habitKeys.all, (list) => list?.filter((entry) => entry.id !== id));
      client.removeQueries({ queryKey: habitKeys.detail(id) });
      await client.invalidateQueries({ queryKey: habitKeys.all });
      onDeleted?.();
    },
  });
}

/** Variables of a day's entry write; `label` says what it is, for the offline notice (ADR 055). */
export interface HabitEntryWrite extends HabitEntryInput {
  id: string;
  /** The day, 'YYYY-MM-DD'. */
  date: string;
  label: string;
}

/** Mutation key of the entry write (its defaults are set by `habitWrites`). */
const entryWriteKey = ['habits', 'entry'] as const;

/** Whether `query` holds entries of habit `id` over a range that has `date`. */
function holdsDay(queryKey: readonly unknown[], id: string, date: string): boolean {
  const [, kind, habitId, from, to] = queryKey.map(String);
  return (
    kind === 'entries' &&
    habitId === id &&
    from !== undefined &&
    to !== undefined &&
    from <= date &&
    date <= to
  );
}

/**
 * Options of a day's entry write (PUT /api/habits/{id}/entries/{date}): `count` and/or `skipped`; a field left out
 * keeps the stored value. The count shows in the cached entries at once, the write waits for the network with the
 * other offline writes (ADR 055: the count sent last wins), and every habit query is read again after the last one.
 */
export function habitEntryWrite(client: QueryClient) {
  return mutationOptions({
    mutationKey: entryWriteKey,
    scope: OFFLINE_WRITES,
    mutationFn: async ({ id, date, label: _label, ...input }: HabitEntryWrite) =>
      habitEntry.parse(
        await (await apiRequest('PUT', `${habitPath(id)}/entries/${encodeURIComponent(date)}`, input)).json(),
      ),
    onMutate: async ({ id, date, count, skipped }) => {
      const days = {
        predicate: (query: { queryKey: readonly unknown[] }) => holdsDay(query.queryKey, id, date),
      };
      await client.cancelQueries(days);
      client.setQueriesData<HabitEntry[]>(days, (entries) => {
        if (!entries) return entries;
        const old = entries.find((entry) => entry.date === date) ?? { date, count: 0, skipped: false };
        const entry = {
          ...old,
          ...(count === undefined ? {} : { count }),
          ...(skipped === undefined ? {} : { skipped }),
        };
        return [...entries.filter((other) => other.date !== date), entry].sort((a, b) =>
          a.date.localeCompare(b.date),
        );
      });
    },
    onSettled: () =>
      client.isMutating({ mutationKey: entryWriteKey }) > 1
        ? undefined
        : client.invalidateQueries({ queryKey: habitKeys.all }),
    meta: { errorToast: { title: 'Error', description: 'Failed to save check-in. Please try again.' } },
  });
}

/** Sets the defaults of the habit writes, so a write restored from IndexedDB after a reload can be sent. */
export function habitWrites(client: QueryClient): void {
  client.setMutationDefaults(entryWriteKey, habitEntryWrite(client));
}

/** Saves a day's entry (see {@link habitEntryWrite}). */
export function useSaveHabitEntry() {
  return useMutation(habitEntryWrite(useQueryClient()));
}
