/// <reference types="vite-plugin-pwa/react" />
/**
 * Registers Steward's service worker once the page has loaded (so it never delays the first paint) and, when a new
 * version is waiting, says 'A new version of Steward is ready' in a toast with Reload (ADR 052): the page changes
 * version only when the user asks. The toast is a live region (announced) and F8 moves focus to it.
 */

import { useRegisterSW } from 'virtual:pwa-register/react';
import { lazy, Suspense, useCallback, useEffect, useRef } from 'react';
import { useToast } from '../components/ui/use-toast.ts';
import { showUpdateToast } from './update-toast.ts';

// The toast parts (Radix Toast) load with the toaster, not with the app's first script (ADR 012).
const ToastAction = lazy(() =>
  import('../components/ui/toast.tsx').then((m) => ({ default: m.ToastAction })),
);

/** Registers the worker; renders nothing itself (the toast store shows the prompt). */
export function UpdatePrompt() {
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
