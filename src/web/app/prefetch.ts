/**
 * Loading pages before they are needed (ADR 012), so that moving between lazily loaded pages still feels
 * instant: the page behind a link starts loading when the pointer rests on it or it takes keyboard focus, and once
 * the browser is idle after the first render a signed-in member's browser downloads the other chunks without
 * running them (`<link rel="prefetch">`), so the idle time adds no main-thread work.
 */
import { useEffect } from 'react';
import { prefetchListedChunksWhenIdle } from './idle-prefetch.ts';
import { preloadPath } from './routes.tsx';

/** The same-origin path an event's target link leads to, or null. */
function linkPath(target: EventTarget | null): string | null {
  if (!(target instanceof Element)) return null;
  const anchor = target.closest('a[href]');
  if (!(anchor instanceof HTMLAnchorElement) || anchor.origin !== window.location.origin) return null;
  return anchor.pathname.startsWith('/api/') ? null : anchor.pathname;
}

/** Preloads the page of any in-app link the pointer enters, a finger touches or the keyboard focuses. */
export function usePreloadOnIntent(): void {
  useEffect(() => {
    const onIntent = (event: Event) => {
      const path = linkPath(event.target);
      if (path) void preloadPath(path);
    };
    const events = ['pointerover', 'touchstart', 'focusin'] as const;
    for (const name of events) document.addEventListener(name, onIntent, { passive: true });
    return () => {
      for (const name of events) document.removeEventListener(name, onIntent);
    };
  }, []);
}

/** Once the page is loaded and the browser idle, downloads (without running) the code of the other pages. */
export function useIdlePreload(): void {
  useEffect(() => prefetchListedChunksWhenIdle(), []);
}
