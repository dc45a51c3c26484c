/// <reference types="vite-plugin-pwa/react" />
/**
 * Registers Steward's service worker once the first screen has what it shows (ADR 052): after the page's `load`
 * event and once no read is in flight, so the worker's precache never competes with a page's code and data, which
 * a routed app loads after `load`. When a new version is waiting, it says 'A new version of Steward is ready' in a
 * toast with Reload: the page changes version only when the user asks. The toast is a live region (announced) and
 * F8 moves focus to it.
 */

import { useRegisterSW } from 'virtual:pwa-register/react';
import { onlineManager, useIsFetching } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useToast } from '../components/ui/use-toast.ts';
import { showUpdateToast } from './update-toast.ts';

// The toast parts (Radix Toast) load with the toaster, not with the app's first script (ADR 012).
const ToastAction = lazy(() =>
  import('../components/ui/toast.tsx').then((m) => ({ default: m.ToastAction })),
);

/** Registers the worker once the first screen's reads have settled and the browser is online; renders nothing. */
export function UpdatePrompt() {
  const fetching = useIsFetching();
  const online = useSyncExternalStore(
    onlineManager.subscribe,
    () => onlineManager.isOnline(),
    () => true,
  );
  const [settled, setSettled] = useState(false);
  // Offline, the worker's script cannot be fetched: the registration waits for the network.
  if (!settled && fetching === 0 && online) setSettled(true);
  return settled ? <Registration /> : null;
}

/** Registers the worker (at once when `load` has passed) and shows the prompt through the toast store. */
function Registration() {
  const {
    needRefresh: [needRefresh],
    updateServiceWorker,
  } = useRegisterSW({ immediate: false });
  const { toasts, toast } = useToast();
  const shownId = useRef<string | null>(null);

  // The waiting worker takes over, then the page reloads on it. The library reloads only a page that had a worker
  // when it loaded; a page whose first worker claimed it later (a first visit left open across a deploy) reloads
  // here.
  const reload = useCallback(async () => {
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
      once: true,
    });
    await updateServiceWorker();
  }, [updateServiceWorker]);

  useEffect(() => {
    if (!showUpdateToast(needRefresh, toasts, shownId.current)) return;
    shownId.current = toast({
      title: 'A new version of Steward is ready',
      description: 'Reload to start using it.',
      duration: Number.POSITIVE_INFINITY,
      action: (
        <Suspense fallback={null}>
          <ToastAction altText="Reload Steward to use the new version" onClick={() => void reload()}>
            Reload
          </ToastAction>
        </Suspense>
      ),
    }).id;
  }, [needRefresh, toasts, toast, reload]);

  return null;
}
