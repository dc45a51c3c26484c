/** The root component of the web app. */
import { RouterProvider } from 'react-router/dom';
import { Providers } from './providers.tsx';
import { router } from './router.tsx';

/** Providers around the router. */
export function App() {
  return (
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  );
}
