/**
 * The signed-in user's data kept in this browser for offline use (ADR 055, docs/product.md 'Offline'): TanStack
 * Query's async-storage persister over IndexedDB (idb-keyval), one record holding the cached planner reads and the
 * writes waiting for the network. The record is marked with its owner's user id (the persister's `buster`); it is
 * restored only for that user and removed on sign-out, for another user, and when the server says nobody is
 * signed in.
 */
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import {
  type PersistedClient,
  persistQueryClientSave,
  persistQueryClientSubscribe,
} from '@tanstack/query-persist-client-core';
import { hydrate, type Mutation, type Query, type QueryClient } from '@tanstack/react-query';
import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import { OFFLINE_RECORD, offlineRecordOwner } from './offline-record.ts';

/** The mutation scope of writes that wait for the network and survive a reload; they run one at a time, in order. */
export const OFFLINE_WRITES = { id: 'offline-writes' } as const;

/** A restored record older than this (ms) is dropped: 30 days. */
const MAX_AGE = 30 * 24 * 60 * 60 * 1000;

/**
 * The reads kept for offline use, by the first segment of their key: the planner's own data and the user. Sessions,
 * linked accounts, calendar sources (their feed URLs) and the private feed address never leave memory.
 */
const KEPT_READS = [
  '/api/auth/user',
  '/api/daily-plans',
  '/api/daily-plans/date',
  '/api/calendar/events',
  '/api/habits',
  '/api/rituals',
  '/api/goals',
  '/api/clarity-breaks',
  '/api/ideal-weeks',
  '/api/weekly-reviews/week',
];

let store: UseStore | undefined;
/** Whether the cache is being saved: a save folded in before the user was forgotten must not write it back. */
let saving = false;
/** The IndexedDB store, opened on first use (so a page that never needs it never opens the database). */
const idb = () => {
  store ??= createStore(OFFLINE_RECORD.database, OFFLINE_RECORD.store);
  return store;
};

const persister = createAsyncStoragePersister({
  storage: {
    getItem: (key) => get<string>(key, idb()),
    setItem: async (key, value: string) => {
      if (saving) await set(key, value, idb());
    },
    removeItem: (key) => del(key, idb()),
  },
  key: OFFLINE_RECORD.key,
  // Saved as soon as the cache changes (calls during a save are folded into the next), so a tick is on disk
  // before a person can close the tab.
  throttleTime: 0,
  // A mutation's meta may hold functions (toast texts); a restored write takes them from its mutation defaults.
  serialize: (client) =>
    JSON.stringify({
      ...client,
      clientState: {
        ...client.clientState,
        mutations: client.clientState.mutations.map(({ meta: _meta, ...mutation }) => mutation),
      },
    }),
});

const shouldDehydrateQuery = (query: Query) =>
  query.state.status === 'success' && KEPT_READS.includes(String(query.queryKey[0]));
const shouldDehydrateMutation = (mutation: Mutation) =>
  mutation.state.isPaused && mutation.options.scope?.id === OFFLINE_WRITES.id;

export type { PersistedClient };

/** The stored record, or undefined when there is none or it cannot be read. */
export async function readOfflineCache(): Promise<PersistedClient | undefined> {
  try {
    return await persister.restoreClient();
  } catch {
    return undefined;
  }
}

let stopSaving: (() => void) | undefined;

/**
 * Puts `record` (from {@link readOfflineCache}) into `client` when it belongs to `userId` and is younger than 30
 * days (else removes it), then saves the cache for `userId`, now and from now on. Reads of the record that wait paused for the
 * network are cancelled first. Restored reads are marked stale, so each is read again from the server when a screen
 * uses it and the network is there. Returns whether the record held
 * writes that wait for the network.
 */
export async function restoreOfflineCache(
  client: QueryClient,
  record: PersistedClient | undefined,
  userId: string,
  now: number,
): Promise<{ pausedWrites: number }> {
  let pausedWrites = 0;
  if (record && offlineRecordOwner(record) === userId && now - record.timestamp <= MAX_AGE) {
    const restored = new Map(record.clientState.queries.map((q) => [q.queryHash, q.state.dataUpdatedAt]));
    // A read a route's loader started offline before the record was read waits paused, holding the state from before
    // it (no data); a write's optimistic step cancels it, which would put that state back over the restored data.
    await client.cancelQueries({
      fetchStatus: 'paused',
      predicate: (query) => restored.has(query.queryHash),
    });
    hydrate(client, record.clientState);
    pausedWrites = record.clientState.mutations.length;
    void client.invalidateQueries({
      predicate: (query) => restored.get(query.queryHash) === query.state.dataUpdatedAt,
      refetchType: 'none',
    });
  } else if (record) {
    await persister.removeClient();
  }
  stopSaving?.();
  saving = true;
  const options = {
    queryClient: client,
    persister,
    buster: userId,
    dehydrateOptions: { shouldDehydrateQuery, shouldDehydrateMutation },
  };
  stopSaving = persistQueryClientSubscribe(options);
  // Saved once now too: a page rendered on the server (ADR 062) holds its data already, and may change nothing more.
  await persistQueryClientSave(options);
  return { pausedWrites };
}

/**
 * Forgets everything of the user in this browser: stops saving, removes the stored record and empties the cache
 * but for `keep` (the signed-out user answer). Writes still waiting are dropped with it.
 */
export async function forgetOfflineCache(
  client: QueryClient,
  keep: (query: Query) => boolean,
): Promise<void> {
  stopSaving?.();
  stopSaving = undefined;
  saving = false;
  client.getMutationCache().clear();
  client.removeQueries({ predicate: (query) => !keep(query) });
  await persister.removeClient();
}
