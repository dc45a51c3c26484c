import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import {
  comparedWeekNote,
  monthGridDays,
  periodLabel,
  rangeOfDays,
  shownAnchor,
  stepAnchor,
  weekViewDays,
} from './calendar-layout.ts';

const ymd = (days: Date[]) => days.map((d) => format(d, 'yyyy-MM-dd'));
const TUESDAY = new Date(2026, 2, 10);

describe('days shown', () => {
  it('gives whole Sunday-Saturday weeks for a month', () => {
    const days = ymd(monthGridDays(TUESDAY));
    expect(days[0]).toBe('2026-03-01');
    expect(days.at(-1)).toBe('2026-04-04');
    expect(days).toHaveLength(35);
    expect(ymd(monthGridDays(new Date(2026, 1, 14)))).toHaveLength(28); // February 2026 starts on Sunday
  });

  it('gives Sunday-Saturday for the full week and Monday-Friday for the work week', () => {
    expect(ymd(weekViewDays(TUESDAY, 'full'))).toEqual([
      '2026-03-08',
      '2026-03-09',
      '2026-03-10',
      '2026-03-11',
      '2026-03-12',
      '2026-03-13',
      '2026-03-14',
    ]);
    expect(ymd(weekViewDays(TUESDAY, 'work'))).toEqual([
      '2026-03-09',
      '2026-03-10',
      '2026-03-11',
      '2026-03-12',
      '2026-03-13',
    ]);
  });

  it('fetches from the first local midnight to the one after the last day, and labels the period', () => {
    const days = weekViewDays(TUESDAY, 'work');
    expect(rangeOfDays(days)).toEqual({ start: new Date(2026, 2, 9), end: new Date(2026, 2, 14) });
    expect(periodLabel('week', days, TUESDAY)).toBe('Mar 9 - 13, 2026');
    expect(periodLabel('week', weekViewDays(new Date(2026, 3, 1), 'full'), TUESDAY)).toBe(
      'Mar 29 - Apr 4, 2026',
    );
    expect(periodLabel('week', weekViewDays(new Date(2026, 11, 31), 'full'), TUESDAY)).toBe(
      'Dec 27, 2026 - Jan 2, 2027',
    );
    expect(periodLabel('month', [], TUESDAY)).toBe('March 2026');
    expect(format(stepAnchor(new Date(2026, 0, 31), 'month', 1), 'yyyy-MM-dd')).toBe('2026-02-01');
    expect(format(stepAnchor(TUESDAY, 'week', -1), 'yyyy-MM-dd')).toBe('2026-03-03');
  });
});

describe('comparedWeekNote', () => {
  const monday = new Date(2026, 2, 9);
  it.each([
    {
      span: 'full' as const,
      note: 'Sunday, Mar 15 is not shown here; Sunday, Mar 8 counts in the week before.',
    },
    { span: 'work' as const, note: 'Saturday, Mar 14 and Sunday, Mar 15 are not shown here.' },
  ])('names the days the $span week and the Monday-Sunday comparison do not share', ({ span, note }) => {
    expect(comparedWeekNote(weekViewDays(new Date(2026, 2, 10), span), monday)).toBe(note);
  });

  it('says nothing when the shown days are the compared week', () => {
    const days = Array.from({ length: 7 }, (_, i) => new Date(2026, 2, 9 + i));
    expect(comparedWeekNote(days, monday)).toBe('');
  });
});

describe('shownAnchor', () => {
  it.each([
    ['2026-03-10', '2026-03-10'],
    ['9999-11-15', '9999-11-15'], // its grid ends on Saturday 9999-12-04
    [null, '2026-03-10'],
    ['soon', '2026-03-10'],
    ['2026-02-30', '2026-03-10'],
    ['0000-01-01', '2026-03-10'],
    ['1000-01-02', '2026-03-10'], // its grid starts on Sunday 0999-12-29, before the first instant
    ['9999-12-30', '2026-03-10'], // its grid ends on Saturday 10000-01-01, after the last instant
  ])('shows %s as %s', (value, shown) => {
    expect(format(shownAnchor(value, TUESDAY), 'yyyy-MM-dd')).toBe(shown);
  });
});
