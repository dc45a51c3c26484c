/**
 * The app's data router (ADR 038): the auth-gating root layout around the route table. The root's loader asks for
 * the user (offline: restores the data kept for offline use first, ADR 055) while the matched page's code and first
 * data load (routes.tsx), so the first render knows whether to show the page or the landing page; a screen that
 * throws shows RouteErrorPage.
 */
import { createBrowserRouter } from 'react-router';
import { queryClient } from '../lib/query-client.ts';
import { AppShell, PageLoading } from './app-shell.tsx';
import { startSession } from './offline-start.ts';
import { RootLayout } from './root-layout.tsx';
import { RouteErrorPage } from './route-error-page.tsx';
import { routes } from './routes.tsx';

/** The app's router, created once when the app starts (its loaders start at once). */
export const router = createBrowserRouter([
  {
    id: 'root',
    Component: RootLayout,
    // The site's frame while the first route's code and the user load.
    HydrateFallback: () => (
      <AppShell>
        <PageLoading />
      </AppShell>
    ),
    errorElement: <RouteErrorPage />,
    loader: async () => {
      await startSession(queryClient);
      return null;
    },
    children: routes,
  },
]);
