/**
 * Loading pages before they are needed (ADR 012), so that moving between lazily loaded pages still feels
 * instant: the page behind a link starts loading when the pointer rests on it or it takes keyboard focus, and once
 * the browser is idle after the first render a signed-in member's browser downloads the other chunks without
 * running them (`<link rel="prefetch">`), so the idle time adds no main-thread work.
 */
import { useEffect } from 'react';
import { preloadPath } from './routes.tsx';

/** The `<meta>` that the build writes into index.html with the chunks the entry does not load (vite.config.ts). */
const prefetchMetaName = 'steward-prefetch';

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

/** Calls `run` when the browser is idle (at the latest after `timeout` ms); returns a canceller. */
function whenIdle(run: (deadline?: IdleDeadline) => void, timeout: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(run, 1);
  return () => clearTimeout(id);
}

/** The chunks the build listed for prefetching (none in dev). */
function laterChunks(): string[] {
  const list = document.querySelector<HTMLMetaElement>(`meta[name="${prefetchMetaName}"]`)?.content ?? '';
  return list.split(' ').filter(Boolean);
}

/** Adds a low-priority, download-only `<link rel="prefetch">` for one chunk, unless it has one. */
function prefetch(href: string): void {
  if (document.head.querySelector(`link[href="${href}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.crossOrigin = ''; // the credentials mode of a module script's request, so the cached answer is reused
  link.href = href;
  document.head.append(link);
}

/**
 * Once the page is loaded and the browser idle, downloads (without running) the code of the other pages. The
 * links are added a few at a time, within each idle period (adding one costs the main thread a little: thirty
 * at once were a long task on a throttled phone, ADR 016).
 */
export function useIdlePreload(): void {
  useEffect(() => {
    const queue = laterChunks();
    let cancel = () => {};
    const step = (deadline?: IdleDeadline) => {
      // At least one link per idle period, more while it lasts; four per timer tick without requestIdleCallback.
      let added = 0;
      const more = () => (deadline ? added === 0 || deadline.timeRemaining() > 2 : added < 4);
      while (queue.length > 0 && more()) {
        prefetch(queue.shift() as string);
        added++;
      }
      if (queue.length > 0) cancel = whenIdle(step, 10_000);
    };
    const start = () => {
      cancel = whenIdle(step, 10_000);
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      cancel();
    };
  }, []);
}
