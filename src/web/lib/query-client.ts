/**
 * The TanStack Query client with docs/product.md §9 defaults (never stale, no focus refetch, no polling, no retries)
 * and the one place where a mutation's outcome becomes a toast (docs/product.md §8): a mutation names its texts in
 * `meta.successToast` / `meta.errorToast`, and the mutation cache shows them, whether or not the component that
 * started the mutation is still on screen.
 */
import { MutationCache, QueryClient } from '@tanstack/react-query';
import { toast } from '../components/ui/use-toast.ts';
import { getQueryFn } from './api.ts';

/** A toast's title and text. */
export interface ToastText {
  title: string;
  description: string;
}

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** Shown (destructive) when the mutation fails (docs/product.md §8 failure toasts); a function gets the error. */
      errorToast?: ToastText | ((error: unknown, variables: unknown) => ToastText);
      /** Shown when the mutation succeeds (docs/product.md §8 success toasts); a function gets the variables. */
      successToast?: ToastText | ((variables: unknown) => ToastText);
    };
  }
}

/** Builds a query client with the app's defaults (tests can make a fresh one). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    mutationCache: new MutationCache({
      onError: (error, variables, _context, mutation) => {
        const text = mutation.meta?.errorToast;
        if (text)
          toast({ variant: 'destructive', ...(typeof text === 'function' ? text(error, variables) : text) });
      },
      onSuccess: (_data, variables, _context, mutation) => {
        const text = mutation.meta?.successToast;
        if (text) toast(typeof text === 'function' ? text(variables) : text);
      },
    }),
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
