/**
 * A page whose code is a separate chunk (ADR 012): `Component` renders it (suspending until the chunk is in),
 * `preload` starts loading it ahead of time (hover, focus, idle) and is safe to call any number of times.
 */
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** A lazily loaded page and the function that loads it ahead of time. */
export interface LazyPage<P extends object = object> {
  Component: LazyExoticComponent<ComponentType<P>>;
  preload: () => Promise<unknown>;
}

/** Wraps a dynamic import of a page component (named export) as a LazyPage. */
export function lazyPage<P extends object = object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  let loading: Promise<ComponentType<P>> | null = null;
  const start = () => {
    loading ??= load().catch((error: unknown) => {
      loading = null; // a failed load (offline, deploy) may be tried again on the next navigation
      throw error;
    });
    return loading;
  };
  return {
    Component: lazy(async () => ({ default: await start() })),
    preload: () => start().catch(() => undefined),
  };
}
