import { describe, expect, it } from 'vitest';
import type { InsightsWeek } from '../../../core/insights.ts';
import { rangeDates, rangeOf } from './insights-range.ts';
import { domainSummary, domainsIn, movingAverage, rowLabel } from './insights-view.ts';

describe('rangeDates', () => {
  it.each([
    { weeks: 4, today: '2026-03-10', expected: { from: '2026-02-16', to: '2026-03-15' } },
    { weeks: 12, today: '2026-03-15', expected: { from: '2025-12-22', to: '2026-03-15' } }, // a Sunday
    { weeks: 52, today: '2026-03-09', expected: { from: '2025-03-17', to: '2026-03-15' } }, // a Monday
  ])('the last $weeks weeks on $today', ({ weeks, today, expected }) => {
    expect(rangeDates(weeks, today)).toEqual(expected);
  });
});

describe('rangeOf', () => {
  it.each([
    ['4', 4],
    ['52', 52],
    [null, 12],
    ['7', 12],
  ] as const)('%s → %s', (value, expected) => {
    expect(rangeOf(value)).toBe(expected);
  });
});

describe('movingAverage', () => {
  it('averages each value with up to six before it, to one decimal', () => {
    expect(movingAverage([8, 6, 7, 10, 1, 5, 9, 2])).toEqual([8, 7, 7, 7.8, 6.4, 6.2, 6.6, 5.7]);
  });
});

describe("the domain chart's 'No domain' row", () => {
  const week = (more: Partial<InsightsWeek>): InsightsWeek => ({
    weekStartDate: '2026-03-02',
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
    habits: [],
    rituals: [],
    ...more,
  });

  it('comes last, after the domains in LIFE_DOMAINS order, when a week has time without a domain', () => {
    const weeks = [week({ domainMinutes: { work: 60 }, idealDomainMinutes: { spiritual: 30 } })];
    expect(domainsIn(weeks).map(rowLabel)).toEqual(['Spiritual', 'Work']);
    weeks.push(week({ noDomainMinutes: 30 }));
    expect(domainsIn(weeks).map(rowLabel)).toEqual(['Spiritual', 'Work', 'No domain']);
  });

  it('counts in the hours a week and is named in the summary', () => {
    const weeks = [
      week({
        domainMinutes: { work: 60 },
        noDomainMinutes: 90,
        idealDomainMinutes: { work: 60 },
        comparisonScore: 100,
      }),
      week({ idealDomainMinutes: { work: 60 }, idealNoDomainMinutes: 30, comparisonScore: 0 }),
    ];
    expect(domainSummary(weeks, 'Mine')).toBe(
      '1.3 hours a week on average, 0.8 of them without a life domain, against 1 in Mine; average Week Comparison Score 50%.',
    );
  });
});
