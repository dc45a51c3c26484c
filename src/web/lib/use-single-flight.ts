/**
 * One request at a time from one control (found by a double-click tryout): a mutation's `isPending` reaches the
 * component only after React re-renders, so a fast second click still sees `false` and sends the request again
 * (two goals, two Clarity Breaks, a delete answered 404). `run` calls `start` only when no earlier call is still in
 * flight, and frees the control when that call's promise settles. Errors are left to the mutation's own handling
 * (the query client's toasts), so the returned promise never rejects.
 */
import { useCallback, useRef } from 'react';

/** Returns `run(start)`: calls `start()` unless a previous `start()` has not settled; resolves when it has. */
export function useSingleFlight(): (start: () => Promise<unknown>) => Promise<void> {
  const busy = useRef(false);
  return useCallback(async (start) => {
    if (busy.current) return;
    busy.current = true;
    try {
      await start();
    } catch {
      // Reported by the mutation cache (lib/query-client.ts); nothing more to do here.
    } finally {
      busy.current = false;
    }
  }, []);
}
