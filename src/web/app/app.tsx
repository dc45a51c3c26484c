/** The root component of the web app. */
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Providers } from './providers.tsx';
import { UpdatePrompt } from './update-prompt.tsx';

/**
 * Providers around `router` (the browser's RouterProvider, or a server render's StaticRouterProvider), and the
 * service worker's registration and update prompt: the same tree on both sides, so hydration matches (ADR 062).
 */
export function App({ client, router }: { client: QueryClient; router: ReactNode }) {
  return (
    <Providers client={client}>
      {router}
      <UpdatePrompt />
    </Providers>
  );
}
