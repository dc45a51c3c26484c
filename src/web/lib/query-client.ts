/**
 * The TanStack Query client with docs/product.md §9 defaults (never stale, no focus refetch, no polling, no retries)
 * and the one place where a mutation's outcome becomes a toast (docs/product.md §8): a mutation names its texts in
 * `meta.successToast` / `meta.errorToast`, and the mutation cache shows them, whether or not the component that
 * started the mutation is still on screen. A write that waited for the network (ADR 055) and is then refused is also
 * kept for the offline notice, under the `label` its variables carry.
 */
import { type Mutation, MutationCache, onlineManager, QueryClient } from '@tanstack/react-query';
import { toast } from '../components/ui/use-toast.ts';
import { getQueryFn, parseApiError } from './api.ts';
import { noteRefusedWrite } from './refused-writes.ts';

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

/** The `label` an offline write's variables carry (ADR 055), if any. */
function labelOf(variables: unknown): string | undefined {
  return typeof variables === 'object' && variables !== null && 'label' in variables
    ? String(variables.label)
    : undefined;
}

/** Builds a query client with the app's defaults (tests can make a fresh one). */
export function createQueryClient(): QueryClient {
  // Mutations that have waited for the network (paused while offline, or restored from IndexedDB paused).
  const waited = new WeakSet<Mutation<unknown, unknown, unknown, unknown>>();
  const mutationCache = new MutationCache({
    onError: (error, variables, _context, mutation) => {
      const text = mutation.meta?.errorToast;
      if (text)
        toast({ variant: 'destructive', ...(typeof text === 'function' ? text(error, variables) : text) });
      const label = labelOf(variables);
      if (waited.has(mutation) && label) noteRefusedWrite(label, parseApiError(error).message);
    },
    onSuccess: (_data, variables, _context, mutation) => {
      const text = mutation.meta?.successToast;
      if (text) toast(typeof text === 'function' ? text(variables) : text);
    },
  });
  mutationCache.subscribe((event) => {
    if ((event.type === 'added' || event.type === 'updated') && event.mutation.state.isPaused)
      waited.add(event.mutation);
  });
  return new QueryClient({
    mutationCache,
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

// TanStack Query counts the browser online until its 'offline' event, which a page opened offline never gets; told
// here, reads and writes started before the network is back wait for it instead of failing (ADR 055).
if (navigator.onLine === false) onlineManager.setOnline(false);
