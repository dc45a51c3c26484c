/**
 * Steward's service worker (ADR 052), built by vite-plugin-pwa (injectManifest): Workbox precaches the build's
 * static files (scripts, styles, icons and the generic app shell index.html; never the landing page or an API
 * answer) and serves them from the cache; a page opened while the network fails gets the app shell for a signed-in
 * user's kept data, else 'You are offline' (app-shell.ts); a new version waits until the page's 'Reload' sends
 * SKIP_WAITING; a push shows its notification and a click on it opens its page or, on a habit reminder's 'Done',
 * checks the habit in.
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, type PrecacheEntry, precacheAndRoute } from 'workbox-precaching';
import { routeNavigations } from './app-shell.ts';
import { notificationFor } from './notification.ts';
import { onNotificationClick } from './notification-click.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

// Only the precached files' own URLs: '/' must not turn into '/index.html' (nor '/x' into '/x.html'), since the server
// answers a page's path with the landing page or the app, by session.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });
routeNavigations();
cleanupOutdatedCaches();
// The first worker takes the open pages at once; a later one waits for 'Reload' (the message below).
clientsClaim();

self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

self.addEventListener('push', (event) => {
  const { title, options } = notificationFor(event.data?.text() ?? null, self.location.origin);
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(
    onNotificationClick(event.action, event.notification.data, {
      origin: self.location.origin,
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      fetch: (input, init) => self.fetch(input, init),
      clients: self.clients,
      showNotification: (title, options) => self.registration.showNotification(title, options),
    }),
  );
});
