/**
 * Where the signed-in user's offline record lives and whose it is (ADRs 052, 055): one JSON record (TanStack's
 * `PersistedClient`) under one key of an IndexedDB store, marked with its owner's user id (`buster`). The page
 * (lib/offline-cache.ts) keeps it; the service worker reads its owner to decide whether a page opened offline gets
 * the app.
 */

/** The IndexedDB database, object store and key of the record (idb-keyval's `createStore(database, store)`). */
export const OFFLINE_RECORD = { database: 'steward', store: 'offline', key: 'query-cache' } as const;

/** The user id the record is kept for, or undefined when `record` (parsed JSON, or nothing) names none. */
export function offlineRecordOwner(record: unknown): string | undefined {
  if (typeof record !== 'object' || record === null || !('buster' in record)) return undefined;
  return typeof record.buster === 'string' && record.buster !== '' ? record.buster : undefined;
}
