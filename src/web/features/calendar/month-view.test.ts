/** Arrow keys in the month grid (roving tab stop over 7-day rows). */
import { describe, expect, it } from 'vitest';
import { monthGridMove } from './month-view.tsx';

describe('monthGridMove', () => {
  it.each([
    [10, 'ArrowRight', 11],
    [10, 'ArrowLeft', 9],
    [10, 'ArrowDown', 17],
    [10, 'ArrowUp', 3],
    [10, 'Home', 7],
    [10, 'End', 13],
    [0, 'ArrowLeft', 0],
    [3, 'ArrowUp', 0],
    [34, 'ArrowDown', 34],
    [30, 'ArrowDown', 34],
    [10, 'Enter', null],
  ])('from %i, %s → %s (35 days)', (from, key, expected) => {
    expect(monthGridMove(from, key, 35)).toBe(expected);
  });
});
