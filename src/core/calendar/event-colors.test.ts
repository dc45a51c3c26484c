import { describe, expect, it } from 'vitest';
import { DEFAULT_EVENT_COLOR_ID, EVENT_COLOR_IDS, eventColorId } from './event-colors.ts';

describe('EVENT_COLOR_IDS', () => {
  it('are 1..11 with default 10', () => {
    expect(EVENT_COLOR_IDS).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(DEFAULT_EVENT_COLOR_ID).toBe(10);
  });
});

describe('eventColorId', () => {
  it.each([
    [1, 1],
    [11, 11],
    ['5', 5],
    ['11', 11],
    ['10', 10],
    [undefined, 10],
    [null, 10],
    ['', 10],
    [0, 10],
    ['0', 10],
    [12, 10],
    ['12', 10],
    [5.5, 10],
    ['5.5', 10],
    [' 5', 10],
    ['red', 10],
  ])('%j → %i', (value, expected) => {
    expect(eventColorId(value)).toBe(expected);
  });
});
