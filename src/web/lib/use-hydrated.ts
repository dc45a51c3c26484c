/**
 * Whether the page's code is running its own render: false on the server and while the browser hydrates a server
 * render (ADR 062), true from then on and in a page the browser rendered itself. Controls read it to look and be
 * announced as unavailable until a press would do something.
 */
import { useSyncExternalStore } from 'react';

const never = () => () => {};

/** False during a server render and its hydration, true afterwards (React's server snapshot, read at hydration). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
