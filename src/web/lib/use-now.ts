/**
 * The web app's one clock: the current time, refreshed on an interval, and today's local date ('YYYY-MM-DD' in the
 * browser's time zone, the same zone every API request names in X-Time-Zone, ADR 006). Where the time comes from
 * can be replaced: a server render reads its request's instant, and the browser hydrating that render reads the same
 * instant until the page is hydrated (ADR 062), so both render the same day.
 */
import { format } from 'date-fns';
import { useEffect, useState } from 'react';

let clock: () => Date = () => new Date();

/** Reads the time from `read` from now on (ADR 062); `() => new Date()` is the browser's clock. */
export function readTimeFrom(read: () => Date): void {
  clock = read;
}

/** The current instant by the app's clock. */
export function currentTime(): Date {
  return clock();
}

/** The current time, re-read every `intervalMs` milliseconds (default 60 s, docs/product.md §9 refresh). */
export function useNow(intervalMs = 60_000): Date {
  const [now, setNow] = useState(currentTime);
  useEffect(() => {
    const timer = setInterval(() => setNow(currentTime()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/** The local 'YYYY-MM-DD' date of an instant in the browser's time zone. */
export function localDate(now: Date): string {
  return format(now, 'yyyy-MM-dd');
}
