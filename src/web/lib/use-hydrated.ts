/**
 * Hydration of a server-rendered page (ADR 062). `useHydrated` tells whether the page's code is running its own
 * render: false on the server and while the browser hydrates, true from then on and in a page the browser rendered
 * itself; controls read it to look and be announced as unavailable until a press would do something. The page's
 * content hydrates in a pass of its own after the root's (React hydrates a Suspense boundary later), so what must
 * wait for the whole page waits for {@link HydrationMark}, rendered at the end of that content.
 */
import { createContext, useContext, useEffect, useSyncExternalStore } from 'react';

const never = () => () => {};

/** True around markup rendered once and never hydrated (landing.html, whose own script runs its buttons). */
export const StaticMarkup = createContext(false);

/**
 * False during a server render and its hydration, true afterwards (React's server snapshot, read at hydration);
 * always true inside {@link StaticMarkup}.
 */
export function useHydrated(): boolean {
  const hydrated = useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
  return useContext(StaticMarkup) || hydrated;
}

let pending: (() => void) | undefined;

/** Runs `run` once, when {@link HydrationMark} has mounted (main.tsx, before it hydrates). */
export function whenHydrated(run: () => void): void {
  pending = run;
}

/** Marks the end of the page's content (root-layout.tsx): its effect runs what {@link whenHydrated} was given. */
export function HydrationMark(): null {
  useEffect(() => {
    const run = pending;
    pending = undefined;
    run?.();
  }, []);
  return null;
}
