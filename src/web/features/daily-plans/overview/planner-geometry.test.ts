import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarEvent } from '../../../../core/calendar/events.ts';
import { type HourRow, instantOf, minutesAt, placeBlock, resizedEnd, spanOf } from './planner-geometry.ts';

// The browser's zone decides the wall clock: New York's clocks go forward on 2026-03-08 and back on 2026-11-01.
const zone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/New_York';
});
afterAll(() => {
  process.env.TZ = zone;
});

/** 6 AM 48 px tall, 7 AM 96 px (it holds events), 8 AM 48 px. */
const ROWS: HourRow[] = [
  { hour: 6, top: 100, bottom: 148 },
  { hour: 7, top: 148, bottom: 244 },
  { hour: 8, top: 244, bottom: 292 },
];

describe('minutesAt', () => {
  it.each([
    [50, 'floor', 360], // above the rows: the first row's start
    [100, 'floor', 360],
    [111, 'floor', 360],
    [112, 'floor', 375], // a quarter of a 48 px row is 12 px
    [147, 'floor', 405],
    [148, 'floor', 420],
    [172, 'floor', 435], // a quarter of the 96 px row is 24 px
    [240, 'floor', 465],
    [291, 'floor', 525],
    [400, 'floor', 540], // below the rows: the end of the last
    [117, 'nearest', 375],
    [105, 'nearest', 360],
    [146, 'nearest', 420],
    [400, 'nearest', 540],
  ] as const)('at y %i (%s) is minute %i', (y, snap, minutes) => {
    expect(minutesAt(y, ROWS, snap)).toBe(minutes);
  });

  it('is null without rows', () => {
    expect(minutesAt(10, [], 'floor')).toBeNull();
  });
});

describe('placeBlock', () => {
  it.each([
    [540, 30, { start: 540, end: 570 }],
    [300, 30, { start: 360, end: 390 }], // before 6 AM: at 6 AM
    [1320, 30, { start: 1290, end: 1320 }], // at 10 PM: the last half hour that fits
    [1305, 60, { start: 1260, end: 1320 }],
  ])('a block at %i for %i minutes is %j', (start, length, expected) => {
    expect(placeBlock(start, length)).toEqual(expected);
  });

  it('keeps a block inside wider hours (a week from 5 AM to midnight)', () => {
    const hours = { from: 300, to: 1440 };
    expect(placeBlock(300, 30, hours)).toEqual({ start: 300, end: 330 });
    expect(placeBlock(1430, 30, hours)).toEqual({ start: 1410, end: 1440 });
  });
});

describe('resizedEnd', () => {
  it.each([
    [540, 600, 600],
    [540, 540, 555], // at least one step
    [540, 480, 555],
    [1290, 1400, 1320], // not past 10 PM
  ])('from %i to %i ends at %i', (start, end, expected) => {
    expect(resizedEnd(start, end)).toBe(expected);
  });

  it('ends a block at most at the end of wider hours', () => {
    expect(resizedEnd(1290, 1500, { from: 300, to: 1380 })).toBe(1380);
  });
});

describe('spanOf', () => {
  const block = (start: string, end: string): CalendarEvent => ({
    id: 'b',
    summary: 'Block',
    description: '',
    start,
    end,
    allDay: false,
    calendarId: null,
    busy: true,
    source: 'steward',
  });

  it.each([
    ['an ordinary day', '2026-03-10', '2026-03-10T13:00:00.000Z', '2026-03-10T13:30:00.000Z', 540, 570],
    [
      'the Sunday clocks go forward',
      '2026-03-08',
      '2026-03-08T13:00:00.000Z',
      '2026-03-08T13:30:00.000Z',
      540,
      570,
    ],
    [
      'the Sunday clocks go back',
      '2026-11-01',
      '2026-11-01T14:00:00.000Z',
      '2026-11-01T14:30:00.000Z',
      540,
      570,
    ],
    [
      'a block from the day before',
      '2026-03-10',
      '2026-03-10T03:00:00.000Z',
      '2026-03-10T05:00:00.000Z',
      -60,
      60,
    ],
    [
      'a block into the next day',
      '2026-03-10',
      '2026-03-11T03:30:00.000Z',
      '2026-03-11T04:30:00.000Z',
      1410,
      1470,
    ],
  ])(
    'on %s, a block is read in wall-clock minutes, as instantOf reads them back',
    (_, date, start, end, from, to) => {
      expect(spanOf(block(start, end), date)).toEqual({ start: from, end: to });
      expect(instantOf(date, from).toISOString()).toBe(start);
      expect(instantOf(date, to).toISOString()).toBe(end);
    },
  );
});
