/** The TanStack Query client with the spec's §9 defaults: never stale, no focus refetch, no polling, no retries. */
import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api.ts';

/** Builds a query client with the app's defaults (tests can make a fresh one). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

/** The app-wide query client. */
export const queryClient = createQueryClient();
