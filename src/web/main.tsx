/**
 * Entry point of the Steward web app. A page the server rendered (the signed-in overview, ADR 062) is hydrated
 * with the state it came with, on the same routes; any other page, or one rendered in another zone than the
 * browser's, is rendered here.
 */
import './styles.css';
import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { App } from './app/app.tsx';
import { startSession } from './app/offline-start.ts';
import { type RenderState, readRenderState, rememberTimeZone } from './app/render-state.ts';
import { appRoutes } from './app/router.tsx';
import { browserTimeZone } from './lib/api.ts';
import { queryClient } from './lib/query-client.ts';
import { whenHydrated } from './lib/use-hydrated.ts';
import { readTimeFrom } from './lib/use-now.ts';

/** Hydrates the server's HTML: the cache and the matched routes' code first, so the first render is the server's. */
async function hydratePage(container: HTMLElement, routes: RouteObject[], state: RenderState) {
  hydrate(queryClient, state.queries);
  readTimeFrom(() => new Date(state.now));
  const lazy = matchRoutes(routes, window.location)?.filter((match) => match.route.lazy) ?? [];
  await Promise.all(
    lazy.map(async ({ route }) => {
      const loaded = await (route.lazy as () => Promise<Partial<RouteObject>>)();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
  const router = createBrowserRouter(routes, { hydrationData: state.router });
  // Once the page is hydrated: back on the browser's clock, and the start of the session, which the hydrated router
  // does not run as the root's loader (ADR 055); started earlier, the offline record it restores could change what
  // the hydrating render shows.
  whenHydrated(() => {
    readTimeFrom(() => new Date());
    void startSession(queryClient);
  });
  hydrateRoot(
    container,
    <StrictMode>
      <App client={queryClient} router={<RouterProvider router={router} />} />
    </StrictMode>,
  );
}

// index.html has the element (a missing one fails in createRoot).
const container = document.getElementById('root') as HTMLElement;
const routes = appRoutes(queryClient, startSession);
const state = readRenderState();
rememberTimeZone();
if (state && state.timeZone === browserTimeZone()) void hydratePage(container, routes, state);
else
  createRoot(container).render(
    <StrictMode>
      <App client={queryClient} router={<RouterProvider router={createBrowserRouter(routes)} />} />
    </StrictMode>,
  );
