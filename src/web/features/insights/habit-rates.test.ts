import { describe, expect, it } from 'vitest';
import type { Insights, InsightsWeek } from '../../../core/insights.ts';
import { rateCell, rateSeries, rateSummary } from './habit-rates.ts';

const week = (weekStartDate: string, more: Pick<InsightsWeek, 'habits' | 'rituals'>): InsightsWeek => ({
  weekStartDate,
  plannedDays: 0,
  finishedDays: 0,
  bigThreeDone: 0,
  bigThreeTotal: 0,
  tasksDone: 0,
  tasksTotal: 0,
  averageRating: null,
  domainMinutes: {},
  idealDomainMinutes: {},
  noDomainMinutes: 0,
  idealNoDomainMinutes: 0,
  comparisonScore: null,
  ...more,
});

const data: Insights = {
  weeks: [
    week('2026-03-02', {
      habits: [{ id: 'h1', done: 3, due: 6, rate: 50 }],
      rituals: [{ type: 'morning', done: 1, days: 7, rate: 14 }],
    }),
    week('2026-03-09', {
      habits: [{ id: 'h1', done: 1, due: 1, rate: 100 }],
      rituals: [{ type: 'morning', done: 0, days: 0, rate: null }],
    }),
  ],
  days: [],
  idealWeek: null,
  habits: [{ id: 'h1', name: 'Read', unit: 'days' }],
  rituals: [{ type: 'morning', name: 'Morning' }],
  goals: [],
};

describe('habit and ritual rates', () => {
  it('makes one series per habit, then per ritual, with each week in order', () => {
    expect(
      rateSeries(data).map((series) => [series.label, series.points.map((point) => point.rate)]),
    ).toEqual([
      ['Read', [50, 100]],
      ['Morning ritual', [14, null]],
    ]);
  });

  it('sums done over due across the range in the summary', () => {
    // Read: 4 of 7 days; the morning ritual: 1 of 7 days.
    expect(rateSummary(rateSeries(data), 2)).toBe(
      'Completion over these 2 weeks: Read 57%, Morning ritual 14%.',
    );
  });

  it('writes a week as rate with done of due, or nothing due', () => {
    const [read, morning] = rateSeries(data);
    const [first, second] = [read?.points[0], morning?.points[1]];
    if (!read || !morning || !first || !second) throw new Error('Expected two series of two weeks');
    expect(rateCell(first, read.unit)).toBe('50% (3 of 6 days)');
    expect(rateCell(second, morning.unit)).toBe('Nothing due');
  });
});
