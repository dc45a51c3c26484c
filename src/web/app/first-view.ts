/**
 * Waiting for the server's first view to be on screen before the app starts its downloads, then announcing the
 * page's code a few links per task (ADR 037).
 */
import { PAGE_CHUNKS_META } from '../../core/page-chunks.ts';
import { nextTask } from '../lib/next-task.ts';

/** The longest the app waits for the browser to report the first contentful paint, in ms. */
const PAINT_WAIT_MS = 1000;

/**
 * Resolves once the browser has shown the first contentful paint of `root`'s server-rendered content (the member's
 * first view, ADR 036), so that the page's code and data are requested after it, not beside it. Resolves at once when
 * `root` is empty (nothing will paint before React), and after PAINT_WAIT_MS at the latest (a background tab, which
 * does not paint, or a browser that reports no paint timing).
 */
export function afterFirstView(root: Element): Promise<unknown> {
  if (!root.hasChildNodes()) return Promise.resolve();
  return new Promise((resolve) => {
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint')[0]) resolve(observer.disconnect());
    }).observe({ type: 'paint', buffered: true });
    setTimeout(resolve, PAINT_WAIT_MS);
  });
}

/** The longest one step may keep adding links, in ms (each costs the main thread about a millisecond here). */
const STEP_BUDGET_MS = 4;

/**
 * Adds a `<link rel="modulepreload">` for each chunk that the server listed in `<meta name="steward-page-chunks">`
 * (server/member-page.ts), a few per task, at most STEP_BUDGET_MS each, and resolves once all are in. Blink starts
 * each link's request on the main thread: the ~30 links that Vite's preload of the overview's import added at once
 * were a task of 25–65 ms, four times that on Lighthouse's phone (ADR 037). Vite's preload then finds them in place.
 */
export async function preloadPageChunks(): Promise<void> {
  // The server writes the list only when it has a chunk to list, so it holds no empty name.
  const queue =
    document.querySelector<HTMLMetaElement>(`meta[name="${PAGE_CHUNKS_META}"]`)?.content.split(' ') ?? [];
  for (let started = performance.now(); queue.length > 0; ) {
    if (performance.now() - started > STEP_BUDGET_MS) {
      await nextTask();
      started = performance.now();
    }
    // No crossorigin: a same-origin module preload then uses the credentials mode of the app's module scripts.
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = queue.shift() as string;
    document.head.append(link);
  }
}
