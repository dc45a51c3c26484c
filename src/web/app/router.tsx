/**
 * The app's data routes (ADR 038): the auth-gating root layout around the route table. The root's loader asks for
 * the user (in the browser, offline: restoring the data kept for offline use first, ADR 055; in a server render,
 * only the user, ADR 062) while the matched page's code and first data load (routes.tsx), so the first render knows
 * whether to show the page or the landing page; a screen that throws shows RouteErrorPage.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { AppShell, PageLoading } from './app-shell.tsx';
import { RootLayout } from './root-layout.tsx';
import { RouteErrorPage } from './route-error-page.tsx';
import { createRoutes } from './routes.tsx';

/** The site's frame while the first route's code and the user load. */
function FirstLoad() {
  return (
    <AppShell>
      <PageLoading />
    </AppShell>
  );
}

/**
 * The route tree, the same in the browser and in a server render: its loaders read into `client`, and the root's
 * loader waits for `session(client)` (the user, and in the browser the offline record).
 */
export function appRoutes(
  client: QueryClient,
  session: (client: QueryClient) => Promise<unknown>,
): RouteObject[] {
  return [
    {
      id: 'root',
      Component: RootLayout,
      HydrateFallback: FirstLoad,
      errorElement: <RouteErrorPage />,
      loader: async () => {
        await session(client);
        return null;
      },
      children: createRoutes(client),
    },
  ];
}
