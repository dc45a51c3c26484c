/**
 * The Insights page's range (docs/product.md §2 Insights; ADR 056): the last 4, 12 or 52 Monday weeks ending with
 * the week of today, named by the URL's `weeks`. Kept apart from the page's view module so that the route's
 * loader, in the entry, can start GET /api/insights with it before the page's chunks arrive (ADR 038); it needs
 * only core's date rules, which the entry already holds.
 */
import { addDays } from '../../../core/dates.ts';
import { weekStartOf } from '../../../core/weeks.ts';

/** The ranges the picker offers, in weeks; the first visit shows 12. */
export const RANGE_WEEKS = [4, 12, 52] as const;
export type RangeWeeks = (typeof RANGE_WEEKS)[number];
export const DEFAULT_RANGE: RangeWeeks = 12;

/** The range in the URL's `weeks` parameter, or the default for anything else. */
export function rangeOf(value: string | null): RangeWeeks {
  return RANGE_WEEKS.find((weeks) => String(weeks) === value) ?? DEFAULT_RANGE;
}

/** The last `weeks` Monday weeks ending with the week of `today` ('YYYY-MM-DD'): `{ from: Monday, to: Sunday }`. */
export function rangeDates(weeks: number, today: string): { from: string; to: string } {
  const monday = weekStartOf(today);
  return { from: addDays(monday, -7 * (weeks - 1)), to: addDays(monday, 6) };
}
