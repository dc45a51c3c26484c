/** The months of a range read outside the mirror window (ADR 041): farMonths and monthsSpan, by table. */
import { describe, expect, it } from 'vitest';
import { farMonths, monthsSpan } from './far-ranges.ts';
import { mirrorWindow } from './sync.ts';

const utc = (iso: string) => new Date(iso);
const range = (start: string, end: string) => ({ start: utc(start), end: utc(end) });

describe('farMonths', () => {
  // The window of 1 March 2026 in New York: 30 January 05:00Z to 30 June 04:00Z.
  const window = mirrorWindow(utc('2026-03-01T12:00:00Z'), 'America/New_York');

  it.each([
    ['inside the window, slack included', '2026-03-01T05:00:00Z', '2026-04-01T04:00:00Z', []],
    ['the slack reaches past the start', '2026-01-31T05:00:00Z', '2026-02-10T05:00:00Z', ['2026-01-01']],
    [
      'a week straddling the end',
      '2026-06-28T04:00:00Z',
      '2026-07-05T04:00:00Z',
      ['2026-06-01', '2026-07-01'],
    ],
    [
      'a month after it',
      '2026-08-01T04:00:00Z',
      '2026-09-01T04:00:00Z',
      ['2026-07-01', '2026-08-01', '2026-09-01'],
    ],
    [
      '62 days years ahead',
      '2031-06-01T00:00:00Z',
      '2031-08-02T00:00:00Z',
      ['2031-05-01', '2031-06-01', '2031-07-01', '2031-08-01'],
    ],
    ['a month years back', '2019-07-10T00:00:00Z', '2019-07-20T00:00:00Z', ['2019-07-01']],
    ['the first instants', '1000-01-01T00:00:00Z', '1000-01-10T00:00:00Z', ['1000-01-01']],
    ['the last instants', '9999-12-20T00:00:00Z', '9999-12-31T23:59:59.999Z', ['9999-12-01']],
  ])('%s', (_name, start, end, months) => {
    expect(farMonths(range(start, end), window)).toEqual(months);
  });

  it('follows the window of the day and zone (DST: New York in spring, Sydney in autumn)', () => {
    const spring = mirrorWindow(utc('2027-03-14T12:00:00Z'), 'America/New_York');
    expect(spring.start.toISOString()).toBe('2027-02-12T05:00:00.000Z');
    expect(farMonths(range('2027-02-12T05:00:00Z', '2027-02-20T05:00:00Z'), spring)).toEqual(['2027-02-01']);
    const sydney = mirrorWindow(utc('2026-04-05T12:00:00Z'), 'Australia/Sydney');
    expect(farMonths(range('2026-04-01T00:00:00Z', '2026-04-30T00:00:00Z'), sydney)).toEqual([]);
  });
});

describe('monthsSpan', () => {
  it.each([
    [['2031-06-01'], '2031-06-01T00:00:00.000Z', '2031-07-01T00:00:00.000Z'],
    [['2031-11-01', '2031-12-01', '2032-01-01'], '2031-11-01T00:00:00.000Z', '2032-02-01T00:00:00.000Z'],
    [['2024-02-01'], '2024-02-01T00:00:00.000Z', '2024-03-01T00:00:00.000Z'],
    [['9999-11-01', '9999-12-01'], '9999-11-01T00:00:00.000Z', '9999-12-31T23:59:59.999Z'],
  ])('%j runs from %s to %s', (months, start, end) => {
    const span = monthsSpan(months);
    expect([span.start.toISOString(), span.end.toISOString()]).toEqual([start, end]);
  });
});
