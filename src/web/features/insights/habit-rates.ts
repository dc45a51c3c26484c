/**
 * What the Insights page shows of the habits' and rituals' weekly completion (ADR 056): one series per active habit
 * and per saved ritual, each week's rate, the range's rate and the chart's summary line. Pure.
 */
import type { Insights } from '../../../core/insights.ts';
import { wholePercent } from '../../../core/weekly-review.ts';

/** One week of a series: done over due (days, or weeks for a timesPerWeek habit), rate null when nothing was due. */
export interface RatePoint {
  weekStartDate: string;
  done: number;
  due: number;
  rate: number | null;
}

/** A habit's or a ritual's weeks: `label` as shown ('Read', 'Morning ritual'), `unit` of done and due. */
export interface RateSeries {
  key: string;
  label: string;
  unit: 'days' | 'weeks';
  points: RatePoint[];
}

/** The series of `data`: the habits in the answer's order, then the rituals. */
export function rateSeries(data: Insights): RateSeries[] {
  const habits = data.habits.map((habit) => ({
    key: `habit-${habit.id}`,
    label: habit.name,
    unit: habit.unit,
    points: data.weeks.map((week) => {
      const rates = week.habits.find((entry) => entry.id === habit.id);
      return {
        weekStartDate: week.weekStartDate,
        done: rates?.done ?? 0,
        due: rates?.due ?? 0,
        rate: rates?.rate ?? null,
      };
    }),
  }));
  const rituals = data.rituals.map((ritual) => ({
    key: `ritual-${ritual.type}`,
    label: `${ritual.name} ritual`,
    unit: 'days' as const,
    points: data.weeks.map((week) => {
      const rates = week.rituals.find((entry) => entry.type === ritual.type);
      return {
        weekStartDate: week.weekStartDate,
        done: rates?.done ?? 0,
        due: rates?.days ?? 0,
        rate: rates?.rate ?? null,
      };
    }),
  }));
  return [...habits, ...rituals];
}

/** The range's rate of a series: all its done over all its due, null when nothing was due. */
export function rangeRate(series: RateSeries): number | null {
  const done = series.points.reduce((sum, point) => sum + point.done, 0);
  const due = series.points.reduce((sum, point) => sum + point.due, 0);
  return due === 0 ? null : wholePercent(done, due);
}

/** A week's cell in the hidden table: '75% (3 of 4 days)', or 'Nothing due'. */
export function rateCell(point: RatePoint, unit: RateSeries['unit']): string {
  return point.rate === null ? 'Nothing due' : `${point.rate}% (${point.done} of ${point.due} ${unit})`;
}

/** The chart's summary: 'Completion over these 12 weeks: Read 75%, Morning ritual 43%.' */
export function rateSummary(series: readonly RateSeries[], weeks: number): string {
  const parts = series.map((entry) => {
    const rate = rangeRate(entry);
    return `${entry.label} ${rate === null ? 'nothing due' : `${rate}%`}`;
  });
  return `Completion over these ${weeks} weeks: ${parts.join(', ')}.`;
}
