/**
 * Download-only prefetching of the chunks the build listed in the file that `<meta name="steward-prefetch">` names
 * (ADR 012, 022, 037): once the page has loaded and the browser is idle, a `<link rel="prefetch">` per chunk puts it in the HTTP cache
 * without running it. Plain DOM, no React: the member frame (prefetch.ts) and the static landing page (landing.ts)
 * both use it.
 */

/** The `<meta>` that the build writes into the HTML with the file listing the chunks to prefetch (vite.config.ts). */
export const prefetchMetaName = 'steward-prefetch';

/** Calls `run` when the browser is idle (at the latest after `timeout` ms); returns a canceller. */
function whenIdle(run: (deadline?: IdleDeadline) => void, timeout: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(run, 1);
  return () => clearTimeout(id);
}

/**
 * The chunks the build listed for prefetching: a JSON array of paths under /assets/ in the file that the `<meta>`
 * names (ADR 037; none in dev, and none when the list cannot be read).
 */
async function listedChunks(): Promise<string[]> {
  const file = document.querySelector<HTMLMetaElement>(`meta[name="${prefetchMetaName}"]`)?.content;
  if (!file) return [];
  const list: unknown = await fetch(file)
    .then((response) => (response.ok ? response.json() : []))
    .catch(() => []);
  return Array.isArray(list)
    ? list.filter((path): path is string => typeof path === 'string' && path.startsWith('/assets/'))
    : [];
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
 * The longest a step may keep adding links, in ms. An idle period lasts up to 50 ms, and filling one was a task
 * of up to 50 ms: on a phone at a quarter of this machine's speed (Lighthouse's model) a 200 ms long task, which
 * Total Blocking Time counts (ADR 036).
 */
const STEP_BUDGET_MS = 4;

/**
 * Once the page is loaded and the browser idle, downloads (without running) the listed chunks. The links are
 * added a few at a time, at most STEP_BUDGET_MS per idle period (adding one costs the main thread a little:
 * thirty at once were a long task on a throttled phone, ADR 016, and so was one full idle period, ADR 036).
 * Returns a function that stops it.
 */
export function prefetchListedChunksWhenIdle(): () => void {
  let queue: string[] = [];
  let cancel = () => {};
  const step = (deadline?: IdleDeadline) => {
    // At least one link per idle period, more within the budget while it lasts; four per timer tick without
    // requestIdleCallback.
    let added = 0;
    const started = performance.now();
    const more = () =>
      deadline
        ? added === 0 || (deadline.timeRemaining() > 2 && performance.now() - started < STEP_BUDGET_MS)
        : added < 4;
    while (queue.length > 0 && more()) {
      prefetch(queue.shift() as string);
      added++;
    }
    if (queue.length > 0) cancel = whenIdle(step, 10_000);
  };
  let stopped = false;
  const start = async () => {
    queue = await listedChunks();
    if (!stopped) cancel = whenIdle(step, 10_000);
  };
  if (document.readyState === 'complete') void start();
  else window.addEventListener('load', start, { once: true });
  return () => {
    stopped = true;
    window.removeEventListener('load', start);
    cancel();
  };
}
