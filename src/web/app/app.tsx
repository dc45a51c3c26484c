/** The root component of the web app. */
import { RouterProvider } from 'react-router/dom';
import { Providers } from './providers.tsx';
import { router } from './router.tsx';
import { UpdatePrompt } from './update-prompt.tsx';

/** Providers around the router, and the service worker's registration and update prompt. */
export function App() {
  return (
    <Providers>
      <RouterProvider router={router} />
      <UpdatePrompt />
    </Providers>
  );
}
