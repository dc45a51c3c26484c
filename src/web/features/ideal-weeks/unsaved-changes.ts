/**
 * What counts as an unsaved change in the Ideal Week editor (ADR 032): the week's name as it would be saved, or
 * any cell's activity or domain, differs from the week as it was opened, loaded or last saved.
 */
import { DEFAULT_IDEAL_WEEK_NAME, type IdealWeekSchedule } from '../../../core/ideal-week.ts';

/** The editor's content as a save would send it. */
export interface WeekContent {
  name: string;
  schedule: Readonly<IdealWeekSchedule>;
}

/** The name a save sends for the typed `name` (blank: the default, docs/product.md §9). */
export function savedName(name: string): string {
  return name.trim() || DEFAULT_IDEAL_WEEK_NAME;
}

/** Whether two schedules show the same cells (a missing cell and an empty one are the same). */
export function sameSchedule(a: Readonly<IdealWeekSchedule>, b: Readonly<IdealWeekSchedule>): boolean {
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    const left = a[key];
    const right = b[key];
    if ((left?.activity ?? '') !== (right?.activity ?? '')) return false;
    if ((left?.domain ?? null) !== (right?.domain ?? null)) return false;
  }
  return true;
}

/** Whether `now` differs from `base` in what a save would send. */
export function hasUnsavedChanges(base: WeekContent, now: WeekContent): boolean {
  return savedName(base.name) !== savedName(now.name) || !sameSchedule(base.schedule, now.schedule);
}
