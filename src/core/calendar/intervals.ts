/*
 * Half-open intervals [start, end) on a number line, used for minutes since local midnight in the calendar
 * rules (docs/product.md §9: free slots are working hours minus busy intervals).
 */

/** Half-open interval [start, end): `start` is included, `end` is not. Units are the caller's (minutes). */
export interface Interval {
  start: number;
  end: number;
}

function assertInterval(interval: Interval): void {
  if (!Number.isFinite(interval.start) || !Number.isFinite(interval.end)) {
    throw new RangeError(
      `Invalid interval: ${JSON.stringify(interval)} (start and end must be finite numbers)`,
    );
  }
}

/**
 * Union of `intervals` as a sorted list of disjoint, non-empty intervals: overlapping and touching intervals
 * are joined ([0,10) + [10,20) → [0,20)), empty or reversed ones (end ≤ start) are dropped. Input order does
 * not matter and the input is not modified. Throws RangeError for a non-finite bound.
 */
export function mergeIntervals(intervals: readonly Interval[]): Interval[] {
  for (const interval of intervals) assertInterval(interval);
  const sorted = intervals
    .filter((interval) => interval.end > interval.start)
    .map((interval) => ({ start: interval.start, end: interval.end }))
    .sort((a, b) => a.start - b.start || a.end - b.end);
  const merged: Interval[] = [];
  for (const interval of sorted) {
    const last = merged.at(-1);
    if (last && interval.start <= last.end) last.end = Math.max(last.end, interval.end);
    else merged.push(interval);
  }
  return merged;
}

/**
 * `from` minus `remove`: the parts of the union of `from` covered by no interval of `remove`, as a sorted list
 * of disjoint, non-empty intervals. Removing [10,20) from [0,30) gives [0,10) and [20,30). Inputs may be
 * unsorted and overlapping; they are not modified. Throws RangeError for a non-finite bound.
 */
export function subtractIntervals(from: readonly Interval[], remove: readonly Interval[]): Interval[] {
  const cuts = mergeIntervals(remove);
  const result: Interval[] = [];
  for (const base of mergeIntervals(from)) {
    let cursor = base.start;
    for (const cut of cuts) {
      if (cut.end <= cursor) continue;
      if (cut.start >= base.end) break;
      if (cut.start > cursor) result.push({ start: cursor, end: cut.start });
      cursor = Math.max(cursor, cut.end);
      if (cursor >= base.end) break;
    }
    if (cursor < base.end) result.push({ start: cursor, end: base.end });
  }
  return result;
}
