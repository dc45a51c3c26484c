/**
 * The start of a session and its offline data (ADR 055, docs/product.md 'Offline'): the server is asked who is
 * signed in while the record kept in IndexedDB is read. A user: their record is restored (another user's is
 * removed) beside the first render, which needs only the user, and their cache is saved from then on. Nobody: the record is removed. No answer (offline, or the server
 * down): the record's own user and data are restored, so the app opens as it was. From then on, whenever the
 * server says nobody is signed in (a session ended elsewhere, a password reset), everything kept is forgotten.
 */
import type { Query, QueryClient } from '@tanstack/react-query';
import { type User, userQueryOptions } from '../features/auth/use-user.ts';
import type { PersistedClient } from '../lib/offline-cache.ts';
import { forgetOfflineCache, readOfflineCache, restoreOfflineCache } from '../lib/offline-cache.ts';

const isUserQuery = (query: Query) => query.queryKey[0] === userQueryOptions.queryKey[0];

/**
 * Restores `record` for `userId`. Restored writes are built with their mutation defaults, so those are set first;
 * then the writes are sent when the network is there.
 */
async function restoreFor(client: QueryClient, record: PersistedClient | undefined, userId: string) {
  if (record?.buster === userId && record.clientState.mutations.length > 0) {
    // The writes' definitions (and their schemas) load only when there are restored writes to send. A page opened
    // offline comes from the service worker, which keeps this chunk too; should it still fail, the app starts
    // anyway and the writes, which cannot be sent without their definitions, are listed as not saved by the notice.
    try {
      const { registerOfflineWrites } = await import('./offline-writes.ts');
      registerOfflineWrites(client);
    } catch {
      // See above: nothing more to do here.
    }
  }
  const { pausedWrites } = await restoreOfflineCache(client, record, userId, Date.now());
  if (pausedWrites > 0) void client.resumePausedMutations();
}

/** Forgets the kept data when the user answer turns to nobody; keeps the answer itself. */
function forgetOnSignOut(client: QueryClient) {
  client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || !isUserQuery(event.query)) return;
    if (event.query.state.data === null) void forgetOfflineCache(client, isUserQuery);
  });
}

async function start(client: QueryClient): Promise<void> {
  const record = readOfflineCache();
  let user: User | null | undefined;
  try {
    user = await client.fetchQuery({ ...userQueryOptions, networkMode: 'always' });
  } catch {
    user = undefined;
  }
  forgetOnSignOut(client);
  if (user) return void record.then((kept) => restoreFor(client, kept, user.id));
  const kept = await record;
  if (user === undefined && kept?.buster) await restoreFor(client, kept, kept.buster);
  else if (kept) await forgetOfflineCache(client, isUserQuery);
}

let started: Promise<void> | undefined;

/**
 * Asks for the user and restores their kept data (see the module comment), once per page load; the root route's
 * loader awaits it, so the first render knows the user. The user answer is read even offline (`networkMode:
 * 'always'`), which fails at once.
 */
export function startSession(client: QueryClient): Promise<void> {
  started ??= start(client);
  return started;
}
