/**
 * A page whose code is a separate chunk (ADR 012): `Component` renders it (suspending until the chunk is in),
 * `preload` starts loading it ahead of time (hover, focus, idle) and is safe to call any number of times.
 */
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** A lazily loaded page and the function that loads it ahead of time. */
export interface LazyPage<P extends object = object> {
  Component: LazyExoticComponent<ComponentType<P>>;
  preload: () => Promise<unknown>;
  /** Starts the requests of the page's first render for the address's query `search` (ADR 035), if it has any. */
  preloadData?: (search: string) => Promise<unknown>;
}

/**
 * Wraps a dynamic import of a page component (named export) as a LazyPage; `loadData` (optional) starts the
 * requests of its first render, used when the app starts on that page.
 */
export function lazyPage<P extends object = object>(
  load: () => Promise<ComponentType<P>>,
  loadData?: (search: string) => Promise<unknown>,
): LazyPage<P> {
  let loading: Promise<ComponentType<P>> | null = null;
  let loaded: ComponentType<P> | undefined;
  const start = () => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = null; // a failed load (offline, deploy) may be tried again on the next navigation
        throw error;
      },
    );
    return loading;
  };
  // Code that is already in renders at once: React.lazy takes a thenable that calls back synchronously as
  // resolved, so the first render does not suspend and commit the fallback first (ADR 035).
  const now = (component: ComponentType<P>) =>
    ({
      // biome-ignore lint/suspicious/noThenProperty: a thenable that React.lazy reads as already resolved
      then: (resolve: (m: { default: ComponentType<P> }) => void) => resolve({ default: component }),
    }) as never;
  return {
    Component: lazy(() => (loaded ? now(loaded) : start().then((component) => ({ default: component })))),
    preload: () => start().catch(() => undefined),
    ...(loadData ? { preloadData: (search: string) => loadData(search).catch(() => undefined) } : {}),
  };
}
