/**
 * Pages opened without the network (ADRs 052, 055): a navigation to one of the app's pages goes to the server, which
 * chooses the app or the landing page; only when the network fails does the worker answer, with the precached app
 * shell (index.html: the build's generic SPA page, no user data in it) when this browser keeps a signed-in user's
 * offline record, so the app opens on that user's kept data, and otherwise with the 'You are offline' page. Never
 * for /api (sign-out, sign-in callbacks) or a path that names a file.
 */
import { createStore, get, type UseStore } from 'idb-keyval';
import { createHandlerBoundToURL } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';
import { OFFLINE_RECORD, offlineRecordOwner } from '../lib/offline-record.ts';
import { offlinePage } from './offline-page.ts';

/** The precached app shell, the page the server sends a signed-in user on every app path. */
const APP_SHELL = '/index.html';

/** Navigations the worker leaves alone: the API, and paths whose last segment names a file (`/sw.js`). */
const NOT_PAGES = [/^\/api(?:\/|$)/, /\/[^/?]+\.[^/]+$/];

let store: UseStore | undefined;

/**
 * Whether this browser keeps a signed-in user's offline record; false on any error. Its age is left to the page,
 * whose clock wrote it (a record past 30 days is dropped there, and the app opens as for nobody).
 */
async function keepsSignedInUser(): Promise<boolean> {
  try {
    store ??= createStore(OFFLINE_RECORD.database, OFFLINE_RECORD.store);
    const text = await get<unknown>(OFFLINE_RECORD.key, store);
    return typeof text === 'string' && offlineRecordOwner(JSON.parse(text)) !== undefined;
  } catch {
    return false;
  }
}

/** Registers the navigation route described above; call after `precacheAndRoute`, which holds the shell. */
export function routeNavigations(): void {
  const network = new NetworkOnly();
  const shell = createHandlerBoundToURL(APP_SHELL);
  registerRoute(
    new NavigationRoute(
      async (options) => {
        try {
          return await network.handle(options);
        } catch {
          return (await keepsSignedInUser()) ? shell(options) : offlinePage();
        }
      },
      { denylist: NOT_PAGES },
    ),
  );
}
