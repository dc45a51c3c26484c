import { describe, expect, it } from 'vitest';
import type { IdealWeekSchedule } from './ideal-week.ts';
import {
  idealBlocksOfWeek,
  idealDomainAt,
  plannerHours,
  plannerWeekStart,
  stepWeek,
} from './week-planner.ts';

describe('plannerWeekStart', () => {
  it.each([
    ['a Monday is the week shown', '2026-03-02', '2026-03-10', '2026-03-02'],
    ['no start is this week', null, '2026-03-10', '2026-03-09'],
    ['a Wednesday falls back to this week', '2026-03-04', '2026-03-10', '2026-03-09'],
    ['a malformed date falls back', '2026-3-2', '2026-03-10', '2026-03-09'],
    ['a date that does not exist falls back', '2026-02-30', '2026-03-10', '2026-03-09'],
    ['on a Sunday this week began six days earlier', null, '2026-03-15', '2026-03-09'],
    ['a Monday before the dates the API takes falls back', '0999-12-30', '2026-03-10', '2026-03-09'],
  ])('%s', (_, start, today, expected) => {
    expect(plannerWeekStart(start, today)).toBe(expected);
  });
});

describe('stepWeek', () => {
  it.each([
    ['the next week', '2026-03-09', 1, '2026-03-16'],
    ['the previous week, across a year', '2026-01-05', -1, '2025-12-29'],
    ['none after the last week the API takes', '9999-12-27', 1, null],
    ['none before the first', '1000-01-06', -1, null],
  ])('%s', (_, start, weeks, expected) => {
    expect(stepWeek(start, weeks)).toBe(expected);
  });
});

const ALL_DAY = { from: 0, to: 1440 };

describe('idealBlocksOfWeek', () => {
  it('merges consecutive cells with the same domain and activity', () => {
    const schedule: IdealWeekSchedule = {
      'monday-9:00 AM': { activity: 'Deep work', domain: 'work' },
      'monday-9:30 AM': { activity: 'Deep work', domain: 'work' },
      'monday-10:00 AM': { activity: 'Deep work', domain: 'intellectual' },
      'monday-11:00 AM': { activity: 'Deep work', domain: 'intellectual' },
    };
    expect(idealBlocksOfWeek(schedule, '2026-03-09', ALL_DAY)).toEqual([
      { date: '2026-03-09', start: 540, end: 600, domain: 'work', activity: 'Deep work' },
      { date: '2026-03-09', start: 600, end: 630, domain: 'intellectual', activity: 'Deep work' },
      { date: '2026-03-09', start: 660, end: 690, domain: 'intellectual', activity: 'Deep work' },
    ]);
  });

  it('places each day of the grid on its date of the week, Monday to Sunday', () => {
    const schedule: IdealWeekSchedule = {
      'sunday-7:00 AM': { activity: 'Church', domain: 'spiritual' },
      'wednesday-6:00 PM': { activity: '', domain: 'physical' },
    };
    expect(idealBlocksOfWeek(schedule, '2026-03-09', ALL_DAY).map((b) => [b.date, b.start])).toEqual([
      ['2026-03-11', 1080],
      ['2026-03-15', 420],
    ]);
  });

  it('keeps wall-clock times in a week whose Sunday starts daylight saving time', () => {
    // 2026-03-08 is a 23-hour day in New York; its 9:00 AM block is still at 9:00 on the clock.
    const schedule: IdealWeekSchedule = {
      'saturday-9:00 AM': { activity: 'Run', domain: 'physical' },
      'sunday-9:00 AM': { activity: 'Run', domain: 'physical' },
    };
    expect(idealBlocksOfWeek(schedule, '2026-03-02', ALL_DAY)).toEqual([
      { date: '2026-03-07', start: 540, end: 570, domain: 'physical', activity: 'Run' },
      { date: '2026-03-08', start: 540, end: 570, domain: 'physical', activity: 'Run' },
    ]);
  });

  it('keeps wall-clock times in a week whose Sunday ends daylight saving time', () => {
    const schedule: IdealWeekSchedule = { 'sunday-5:00 AM': { activity: 'Pray', domain: 'spiritual' } };
    expect(idealBlocksOfWeek(schedule, '2026-10-26', ALL_DAY)).toEqual([
      { date: '2026-11-01', start: 300, end: 330, domain: 'spiritual', activity: 'Pray' },
    ]);
  });

  it('cuts blocks to the shown hours and leaves out those wholly outside', () => {
    const schedule: IdealWeekSchedule = {
      'monday-5:00 AM': { activity: 'Pray', domain: 'spiritual' },
      'monday-5:30 AM': { activity: 'Pray', domain: 'spiritual' },
      'monday-6:00 AM': { activity: 'Pray', domain: 'spiritual' },
      'tuesday-5:30 AM': { activity: 'Read', domain: 'intellectual' },
      'tuesday-9:00 PM': { activity: 'Family', domain: 'parental' },
    };
    expect(idealBlocksOfWeek(schedule, '2026-03-09', { from: 360, to: 1290 })).toEqual([
      { date: '2026-03-09', start: 360, end: 390, domain: 'spiritual', activity: 'Pray' },
      { date: '2026-03-10', start: 1260, end: 1290, domain: 'parental', activity: 'Family' },
    ]);
  });

  it('leaves out empty cells and keys off the grid', () => {
    const schedule: IdealWeekSchedule = {
      'monday-9:00 AM': { activity: '' },
      'monday-9:15 AM': { activity: 'Off grid', domain: 'social' },
    };
    expect(idealBlocksOfWeek(schedule, '2026-03-09', ALL_DAY)).toEqual([]);
  });

  it('has no weekend in the last week of year 9999', () => {
    const schedule: IdealWeekSchedule = {
      'friday-9:00 AM': { activity: 'Rest', domain: 'emotional' },
      'saturday-9:00 AM': { activity: 'Rest', domain: 'emotional' },
      'sunday-9:00 AM': { activity: 'Rest', domain: 'emotional' },
    };
    expect(idealBlocksOfWeek(schedule, '9999-12-27', ALL_DAY).map((b) => b.date)).toEqual(['9999-12-31']);
  });

  it('throws for a week start that is not a Monday', () => {
    expect(() => idealBlocksOfWeek({}, '2026-03-10', ALL_DAY)).toThrow(RangeError);
  });
});

describe('idealDomainAt', () => {
  const schedule: IdealWeekSchedule = {
    'wednesday-10:00 AM': { activity: 'Morning run', domain: 'physical' },
    'wednesday-10:30 AM': { activity: 'Reading' },
    'sunday-9:00 AM': { activity: 'Church', domain: 'spiritual' },
    'monday-5:00 AM': { activity: 'Pray', domain: 'spiritual' },
    'monday-9:00 PM': { activity: 'Family', domain: 'parental' },
  };
  it.each([
    ['the cell of the start', '2026-03-11', 600, 'physical'],
    ['a start within the half hour', '2026-03-11', 615, 'physical'],
    ['the next half hour, activity only', '2026-03-11', 630, null],
    ['an empty cell', '2026-03-11', 540, null],
    ['another weekday at the same time', '2026-03-12', 600, null],
    ['the first row', '2026-03-09', 300, 'spiritual'],
    ['before the grid', '2026-03-09', 299, null],
    ['the last row', '2026-03-09', 1275, 'parental'],
    ['after the grid', '2026-03-09', 1290, null],
    ['the wall clock on the Sunday daylight saving time starts', '2026-03-08', 540, 'spiritual'],
  ] as const)('%s', (_, date, minutes, expected) => {
    expect(idealDomainAt(schedule, date, minutes)).toBe(expected);
  });

  it('throws for a date that does not exist', () => {
    expect(() => idealDomainAt(schedule, '2026-02-30', 600)).toThrow(RangeError);
  });
});

describe('plannerHours', () => {
  const BASE = { from: 360, to: 1320 };
  it.each([
    ['nothing outside keeps 6 AM - 10 PM', [{ start: 540, end: 600 }], BASE],
    [
      'an Ideal Week block at 5 AM starts the columns at 5 AM',
      [{ start: 300, end: 330 }],
      { from: 300, to: 1320 },
    ],
    ['an event at 2:30 AM starts them at 2 AM', [{ start: 150, end: 210 }], { from: 120, to: 1320 }],
    ['an event to 10:15 PM ends them at 11 PM', [{ start: 1290, end: 1335 }], { from: 360, to: 1380 }],
    ['an event to midnight ends them at midnight', [{ start: 1380, end: 1440 }], { from: 360, to: 1440 }],
    [
      'the earliest and the latest of several',
      [
        { start: 300, end: 330 },
        { start: 1320, end: 1350 },
        { start: 420, end: 480 },
      ],
      { from: 300, to: 1380 },
    ],
  ])('%s', (_, spans, expected) => {
    expect(plannerHours(spans, BASE)).toEqual(expected);
  });
});
