/** Where the overview's timeline opens (docs/product.md §9: rows 6 AM - 9 PM, at most 400 px high). */
import { describe, expect, it } from 'vitest';
import { initialScrollTop } from './day-timeline.tsx';

/** The 16 hourly rows, 48 px each, as the list lays them out. */
const rows = Array.from({ length: 16 }, (_, index) => ({
  hour: 6 + index,
  top: index * 48,
  bottom: (index + 1) * 48,
}));
const VISIBLE = 400; // 8 whole rows: 6 AM - 1 PM

describe('initialScrollTop', () => {
  it.each([
    ['another day', undefined, 0],
    ['before 6 AM', 4, 0],
    ['6 AM', 6, 0],
    ['9 AM (in view from the top)', 9, 0],
    ['1 PM (the last whole row in view)', 13, 0],
    ['2 PM: the row before it comes to the top', 14, 7 * 48],
    ['8 PM', 20, 13 * 48],
    ['after 9 PM: the last row', 23, 14 * 48],
  ])('%s', (_, hour, expected) => {
    expect(initialScrollTop(rows, VISIBLE, hour)).toBe(expected);
  });
});
