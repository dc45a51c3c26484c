import { describe, expect, it } from 'vitest';
import { LOCAL_DATE_MESSAGE } from './dates.ts';
import {
  isMonday,
  MONDAY_MESSAGE,
  priorityReviewWeekOf,
  weekDays,
  weekLabel,
  weekStartDate,
  weekStartOf,
} from './weeks.ts';

describe('weekLabel', () => {
  it.each([
    ['same month', '2025-01-06', 'Jan 6 - 12, 2025'],
    ['across months', '2025-01-27', 'Jan 27 - Feb 2, 2025'],
    ['across years', '2025-12-29', 'Dec 29, 2025 - Jan 4, 2026'],
    ['across a leap day', '2024-02-26', 'Feb 26 - Mar 3, 2024'],
    ['US spring-forward week (Mar 9)', '2025-03-03', 'Mar 3 - 9, 2025'],
    ['EU spring-forward week (Mar 30)', '2025-03-24', 'Mar 24 - 30, 2025'],
    ['fall-back week across months (Nov 2)', '2025-10-27', 'Oct 27 - Nov 2, 2025'],
    ['the first Monday the API accepts', '1000-01-06', 'Jan 6 - 12, 1000'],
    ['the last Monday the API accepts', '9999-12-27', 'Dec 27, 9999 - Jan 2, 10000'],
  ])('%s: %s → %s', (_name, monday, label) => {
    expect(weekLabel(monday)).toBe(label);
  });

  it.each(['2025-01-07', '2025-01-12', '2025-02-30', 'Jan 6', ''])('throws for %j', (value) => {
    expect(() => weekLabel(value)).toThrow(RangeError);
  });
});

describe('weekStartOf and isMonday', () => {
  it.each([
    ['a Monday is its own week start', '2025-01-06', '2025-01-06'],
    ['a Wednesday', '2025-01-08', '2025-01-06'],
    ['a Sunday belongs to the week before', '2025-01-12', '2025-01-06'],
    ['across months', '2025-02-01', '2025-01-27'],
    ['across years', '2026-01-01', '2025-12-29'],
    ['a DST Sunday (New York)', '2025-03-09', '2025-03-03'],
    ['the first date the API accepts', '1000-01-02', '0999-12-30'],
    ['the last date the API accepts', '9999-12-30', '9999-12-27'],
  ])('%s: %s → %s', (_name, date, monday) => {
    expect(weekStartOf(date)).toBe(monday);
    expect(isMonday(monday)).toBe(true);
  });

  it.each(['2025-02-30', '2025-1-6', 'x'])('weekStartOf throws for %j', (value) => {
    expect(() => weekStartOf(value)).toThrow(RangeError);
  });

  it.each([['2025-01-07'], ['2025-02-30'], ['2025-01-06T00:00:00Z'], [20250106], [null]])(
    'isMonday(%j) is false',
    (value) => expect(isMonday(value)).toBe(false),
  );
});

describe('weekDays and priorityReviewWeekOf', () => {
  it('lists Monday to Sunday, and stops at 9999-12-31', () => {
    expect(weekDays('2025-12-29')).toEqual([
      '2025-12-29',
      '2025-12-30',
      '2025-12-31',
      '2026-01-01',
      '2026-01-02',
      '2026-01-03',
      '2026-01-04',
    ]);
    expect(weekDays('9999-12-27')).toEqual([
      '9999-12-27',
      '9999-12-28',
      '9999-12-29',
      '9999-12-30',
      '9999-12-31',
    ]);
    expect(() => weekDays('2025-12-30')).toThrow(RangeError);
  });

  it.each([
    ['a Monday', '2025-01-13', '2025-01-06'],
    ['a Sunday', '2025-01-19', '2025-01-06'],
    ['across years', '2026-01-02', '2025-12-22'],
  ])('the priorities of %s (%s) come from the review of %s', (_name, date, week) => {
    expect(priorityReviewWeekOf(date)).toBe(week);
  });
});

describe('weekStartDate', () => {
  it.each(['2025-01-06', '2024-02-26', '1000-01-06', '9999-12-27'])('accepts %s', (value) => {
    expect(weekStartDate.parse(value)).toBe(value);
  });

  it.each([
    ['2025-01-08', MONDAY_MESSAGE],
    ['2025-02-30', LOCAL_DATE_MESSAGE],
    ['2025-1-6', LOCAL_DATE_MESSAGE],
    [20250106, LOCAL_DATE_MESSAGE],
    ['0999-12-30', 'Expected a date from 1000-01-02 to 9999-12-30'],
  ])('refuses %j: %s', (value, message) => {
    expect(weekStartDate.safeParse(value).error?.issues[0]?.message).toBe(message);
  });
});
