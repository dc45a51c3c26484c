/**
 * App-wide providers: TanStack Query and the toaster. The toaster's code (Radix Toast) is loaded only when the
 * first toast is shown (ADR 012), so the landing page does not download it; the toast store is a plain module, so a
 * toast raised before the toaster is in is shown as soon as it is.
 */
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useToast } from '../components/ui/use-toast.ts';

const Toaster = lazy(() => import('../components/ui/toaster.tsx').then((m) => ({ default: m.Toaster })));

/** Mounts the toaster once there has been a toast, then keeps it mounted. */
function DeferredToaster() {
  const { toasts } = useToast();
  const [wanted, setWanted] = useState(false);
  if (toasts.length > 0 && !wanted) setWanted(true);
  if (!wanted && toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

/** Wraps the app in its providers around `client` (the browser's, or a server render's) and mounts the toaster once. */
export function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      {children}
      <DeferredToaster />
    </QueryClientProvider>
  );
}
