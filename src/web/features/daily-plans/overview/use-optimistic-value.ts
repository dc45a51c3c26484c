/** Optimistic, serialised saving of one completion value on the daily overview. */
import { useEffect, useRef, useState } from 'react';

/** The value asked for; once saved, `savedBefore` is the value the screen held when the save ended. */
interface Wish<T> {
  value: T;
  savedBefore?: { value: T };
}

/**
 * Optimistic, serialised saving of one value (a time block's domain): the
 * value shown is the latest wish until the server has it and a newer saved value has reached the screen, so a
 * toggle never flickers back (the refreshed plan arrives a render or more after the save resolves: the query's
 * notification is batched and the overview renders the plan deferred). Toggles made while a save is under
 * way are sent after it, latest first wins. On failure the saved value shows again (the mutation's own
 * `meta.errorToast` tells the person).
 */
export function useOptimisticValue<T>(saved: T, save: (value: T) => Promise<unknown>) {
  const [wish, setWish] = useState<Wish<T> | null>(null);
  const queued = useRef<{ value: T } | null>(null);
  const running = useRef(false);
  const latest = useRef({ save, saved });
  useEffect(() => {
    latest.current = { save, saved };
  });

  const change = (value: T) => {
    setWish({ value });
    queued.current = { value };
    if (running.current) return;
    running.current = true;
    void (async () => {
      let last: { value: T; saved: boolean } = { value, saved: false };
      while (queued.current) {
        const next = queued.current;
        queued.current = null;
        try {
          await latest.current.save(next.value);
          last = { value: next.value, saved: true };
        } catch {
          last = { value: next.value, saved: false };
        }
      }
      running.current = false;
      setWish(last.saved ? { value: last.value, savedBefore: { value: latest.current.saved } } : null);
    })();
  };

  const shown = wish && (!wish.savedBefore || wish.savedBefore.value === saved) ? wish.value : saved;
  return [shown, change] as const;
}
