/** Optimistic, serialised saving of one completion value on the daily overview. */
import { useEffect, useRef, useState } from 'react';

/**
 * Optimistic, serialised saving of one completion value (a group's boolean list or the ritual flag): the value
 * shown is the latest wish until the server has it and the plan has been re-read, so a toggle never flickers
 * back; toggles made while a save is under way are sent after it, latest first wins. On failure the saved
 * value shows again (the mutation's own `meta.errorToast` tells the person).
 */
export function useOptimisticValue<T>(saved: T, save: (value: T) => Promise<unknown>) {
  const [wish, setWish] = useState<{ value: T } | null>(null);
  const queued = useRef<{ value: T } | null>(null);
  const running = useRef(false);
  const latest = useRef(save);
  useEffect(() => {
    latest.current = save;
  });

  const change = (value: T) => {
    setWish({ value });
    queued.current = { value };
    if (running.current) return;
    running.current = true;
    void (async () => {
      while (queued.current) {
        const next = queued.current;
        queued.current = null;
        try {
          await latest.current(next.value);
        } catch {
          // The saved value shows again once the wish is dropped.
        }
      }
      running.current = false;
      setWish(null);
    })();
  };

  return [wish ? wish.value : saved, change] as const;
}
