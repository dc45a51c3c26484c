import { describe, expect, it } from 'vitest';
import { type Interval, mergeIntervals, subtractIntervals } from './intervals.ts';

const iv = (start: number, end: number): Interval => ({ start, end });

describe('mergeIntervals', () => {
  it.each([
    ['nothing', [], []],
    ['one interval', [iv(0, 10)], [iv(0, 10)]],
    ['disjoint, unsorted', [iv(20, 30), iv(0, 10)], [iv(0, 10), iv(20, 30)]],
    ['overlapping', [iv(0, 10), iv(5, 15)], [iv(0, 15)]],
    ['touching (half-open)', [iv(0, 10), iv(10, 20)], [iv(0, 20)]],
    ['contained', [iv(0, 100), iv(10, 20), iv(30, 40)], [iv(0, 100)]],
    ['same start', [iv(0, 5), iv(0, 10)], [iv(0, 10)]],
    ['chain', [iv(30, 40), iv(0, 10), iv(8, 31), iv(50, 60)], [iv(0, 40), iv(50, 60)]],
    ['empty and reversed dropped', [iv(5, 5), iv(10, 3), iv(20, 25)], [iv(20, 25)]],
    ['beyond a day', [iv(-60, 540), iv(1000, 1500)], [iv(-60, 540), iv(1000, 1500)]],
    ['fractions', [iv(600, 660.5), iv(660.5, 700)], [iv(600, 700)]],
  ])('%s', (_name, input, expected) => {
    expect(mergeIntervals(input)).toEqual(expected);
  });

  it('does not modify its input', () => {
    const input = [iv(10, 20), iv(0, 15)];
    mergeIntervals(input);
    expect(input).toEqual([iv(10, 20), iv(0, 15)]);
  });

  it.each([[iv(Number.NaN, 10)], [iv(0, Number.POSITIVE_INFINITY)]])('throws RangeError for %j', (bad) => {
    expect(() => mergeIntervals([bad])).toThrow(RangeError);
  });
});

describe('subtractIntervals', () => {
  it.each([
    ['nothing removed', [iv(0, 30)], [], [iv(0, 30)]],
    ['nothing to remove from', [], [iv(0, 30)], []],
    ['middle', [iv(0, 30)], [iv(10, 20)], [iv(0, 10), iv(20, 30)]],
    ['start', [iv(0, 30)], [iv(-5, 10)], [iv(10, 30)]],
    ['end', [iv(0, 30)], [iv(20, 40)], [iv(0, 20)]],
    ['touching start and end removes nothing', [iv(10, 20)], [iv(0, 10), iv(20, 30)], [iv(10, 20)]],
    ['everything', [iv(0, 30)], [iv(0, 30)], []],
    ['cover', [iv(10, 20)], [iv(0, 100)], []],
    ['outside', [iv(10, 20)], [iv(30, 40), iv(-10, 0)], [iv(10, 20)]],
    [
      'unsorted, overlapping cuts',
      [iv(0, 100)],
      [iv(60, 70), iv(10, 30), iv(20, 40)],
      [iv(0, 10), iv(40, 60), iv(70, 100)],
    ],
    ['adjacent cuts', [iv(0, 100)], [iv(10, 20), iv(20, 30)], [iv(0, 10), iv(30, 100)]],
    ['several bases', [iv(50, 60), iv(0, 20)], [iv(10, 55)], [iv(0, 10), iv(55, 60)]],
    ['one cut across two bases', [iv(0, 10), iv(20, 30)], [iv(5, 25)], [iv(0, 5), iv(25, 30)]],
    ['empty cut ignored', [iv(0, 10)], [iv(5, 5)], [iv(0, 10)]],
  ])('%s', (_name, from, remove, expected) => {
    expect(subtractIntervals(from, remove)).toEqual(expected);
  });
});
