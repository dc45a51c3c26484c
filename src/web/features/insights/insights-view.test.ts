import { describe, expect, it } from 'vitest';
import { movingAverage, rangeDates, rangeOf } from './insights-view.ts';

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
