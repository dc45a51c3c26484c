/**
 * The web app's one clock: the browser's current time, refreshed on an interval, and today's local date
 * ('YYYY-MM-DD' in the browser's time zone, the same zone every API request names in X-Time-Zone, ADR 006).
 */
import { format } from 'date-fns';
import { useEffect, useState } from 'react';

/** The current time, re-read every `intervalMs` milliseconds (default 60 s, docs/product.md §9 refresh). */
export function useNow(intervalMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/** The local 'YYYY-MM-DD' date of an instant in the browser's time zone. */
export function localDate(now: Date): string {
  return format(now, 'yyyy-MM-dd');
}
