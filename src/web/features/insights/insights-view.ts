/**
 * What the Insights page (docs/product.md §2 Insights; ADR 056) shows of GET /api/insights: the figures per week
 * and their one-line summaries (its range is insights-range.ts). Pure: today is an argument.
 */
import { LIFE_DOMAINS, type LifeDomainId } from '../../../core/ideal-week.ts';
import type { Insights, InsightsWeek } from '../../../core/insights.ts';
import { BIG_THREE_TARGET_PERCENT, wholePercent } from '../../../core/weekly-review.ts';

/** 'Mar 2' of a 'YYYY-MM-DD' date (English month abbreviations, as week labels). */
export function shortDate(date: string): string {
  const [, month, day] = date.split('-').map(Number);
  const name = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][
    (month ?? 1) - 1
  ];
  return `${name} ${day}`;
}

/** The Big 3 completion of a week in whole percent (the Weekly Summary's rounding), null with no Big 3 task. */
export function bigThreeRate(week: InsightsWeek): number | null {
  return week.bigThreeTotal === 0 ? null : wholePercent(week.bigThreeDone, week.bigThreeTotal);
}

/** The trailing mean of each value and up to `size - 1` values before it, to one decimal. */
export function movingAverage(values: readonly number[], size = 7): number[] {
  return values.map((_, i) => {
    const window = values.slice(Math.max(0, i - size + 1), i + 1);
    return Math.round((10 * window.reduce((sum, v) => sum + v, 0)) / window.length) / 10;
  });
}

/** Hours of `minutes`, to one decimal. */
export const hours = (minutes: number) => Math.round(minutes / 6) / 10;

/** 'n thing' or 'n things'. */
const count = (n: number, thing: string) => `${n} ${thing}${n === 1 ? '' : 's'}`;

/**
 * True when the range holds no planned day and the user has no active goal, no active habit and no saved ritual:
 * the page's empty state.
 */
export function isEmpty(data: Insights): boolean {
  return (
    data.goals.length === 0 &&
    data.habits.length === 0 &&
    data.rituals.length === 0 &&
    data.weeks.every((week) => week.plannedDays === 0)
  );
}

/** The Big 3 chart's summary: the range's rate against the 75% target and the weeks on target. */
export function bigThreeSummary(weeks: readonly InsightsWeek[]): string {
  const done = weeks.reduce((sum, week) => sum + week.bigThreeDone, 0);
  const total = weeks.reduce((sum, week) => sum + week.bigThreeTotal, 0);
  const rated = weeks.map(bigThreeRate).filter((rate) => rate !== null);
  const onTarget = rated.filter((rate) => rate >= BIG_THREE_TARGET_PERCENT).length;
  return `${done} of ${total} Big 3 tasks done (${wholePercent(done, total)}%); ${onTarget} of ${count(rated.length, 'week')} with a Big 3 at or above the ${BIG_THREE_TARGET_PERCENT}% target.`;
}

/** The rating chart's summary: rated days, their average and the last moving average. */
export function ratingSummary(days: Insights['days']): string {
  if (days.length === 0) return 'No rated days in this range: finish a day with a rating to see it here.';
  const ratings = days.map((day) => day.rating);
  const mean = Math.round((10 * ratings.reduce((sum, r) => sum + r, 0)) / ratings.length) / 10;
  const last = movingAverage(ratings).at(-1);
  return `${count(days.length, 'rated day')}, average ${mean} of 10; average of the last 7: ${last}.`;
}

/** The planning chart's summary: planned and finished days in the range. */
export function planningSummary(weeks: readonly InsightsWeek[]): string {
  const planned = weeks.reduce((sum, week) => sum + week.plannedDays, 0);
  const finished = weeks.reduce((sum, week) => sum + week.finishedDays, 0);
  return `${count(planned, 'planned day')} and ${count(finished, 'finished day')} in ${count(weeks.length, 'week')}.`;
}

/** A row of the domain chart: a life domain, or null for the 'No domain' row (ADR 058). */
export type DomainRow = (typeof LIFE_DOMAINS)[number] | null;

/**
 * The domain chart's rows, as the Week Comparison lists them (ADR 058): the life domains with minutes in any week
 * or in the ideal week, in LIFE_DOMAINS order, then null ('No domain') when any week or the ideal week has time
 * without a domain.
 */
export function domainsIn(weeks: readonly InsightsWeek[]): DomainRow[] {
  const used = new Set<LifeDomainId>();
  for (const week of weeks)
    for (const record of [week.domainMinutes, week.idealDomainMinutes])
      for (const id of Object.keys(record) as LifeDomainId[]) used.add(id);
  const none = weeks.some((week) => week.noDomainMinutes > 0 || week.idealNoDomainMinutes > 0);
  return [...LIFE_DOMAINS.filter((domain) => used.has(domain.id)), ...(none ? [null] : [])];
}

/** The label of a row: the domain's, or 'No domain' (the Ideal Week summary's and the Week Comparison's). */
export const rowLabel = (row: DomainRow) => row?.label ?? 'No domain';

/** Minutes of `row` in `week`: its busy time (`actual`) or the ideal week's planned slots (`ideal`). */
export function rowMinutes(week: InsightsWeek, row: DomainRow, side: 'actual' | 'ideal'): number {
  if (row === null) return side === 'actual' ? week.noDomainMinutes : week.idealNoDomainMinutes;
  return (side === 'actual' ? week.domainMinutes : week.idealDomainMinutes)[row.id] ?? 0;
}

/** Minutes of every row of `week`, 'No domain' included: all its busy time, or all the ideal week's slots. */
export function weekMinutes(week: InsightsWeek | undefined, side: 'actual' | 'ideal'): number {
  if (!week) return 0;
  const record = side === 'actual' ? week.domainMinutes : week.idealDomainMinutes;
  const none = side === 'actual' ? week.noDomainMinutes : week.idealNoDomainMinutes;
  return Object.values(record).reduce((sum, minutes) => sum + (minutes ?? 0), none);
}

/**
 * The domain chart's summary: average hours a week (and those without a domain) against the ideal week's, and the
 * average comparison score.
 */
export function domainSummary(weeks: readonly InsightsWeek[], idealName: string | null): string {
  const average = (minutes: (week: InsightsWeek) => number) =>
    hours(weeks.reduce((sum, week) => sum + minutes(week), 0) / weeks.length);
  const total = average((week) => weekMinutes(week, 'actual'));
  const none = average((week) => week.noDomainMinutes);
  const spent = `${total} hours a week on average${none > 0 ? `, ${none} of them without a life domain` : ''}`;
  const scores = weeks.flatMap((week) => week.comparisonScore ?? []);
  if (idealName === null || scores.length === 0) return `${spent}; design your Ideal Week to compare.`;
  const ideal = hours(weekMinutes(weeks[0], 'ideal'));
  const score = Math.round(scores.reduce((sum, s) => sum + s, 0) / scores.length);
  return `${spent}, against ${ideal} in ${idealName}; average Week Comparison Score ${score}%.`;
}
