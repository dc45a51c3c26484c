/** The browser router: the auth-gating root layout around the route table. */
import { createBrowserRouter } from 'react-router';
import { RootLayout } from './root-layout.tsx';
import { RouteErrorPage } from './route-error-page.tsx';
import { routes } from './routes.tsx';

/** Creates the app's browser router. */
export function createAppRouter() {
  return createBrowserRouter([
    { element: <RootLayout />, errorElement: <RouteErrorPage />, children: routes },
  ]);
}
