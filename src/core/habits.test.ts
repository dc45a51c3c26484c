/**
 * Habits in core (ADR 042): the body schemas (habit, PATCH, entry) and the schedule rule `isScheduled`. The
 * streak and rate tables are in habits-stats.test.ts.
 */
import { describe, expect, it } from 'vitest';
import {
  dateOfDay,
  dayNumber,
  habitEntryInput,
  habitInput,
  habitPatch,
  isoWeekdayOf,
  isScheduled,
  weekOf,
} from './habits.ts';

const body = (overrides: Record<string, unknown> = {}) => ({
  name: 'Drink water',
  schedule: { kind: 'daily' },
  startDate: '2026-03-02',
  ...overrides,
});

/** The dotted paths of the issues of a failed parse. */
const paths = (result: { error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => issue.path.join('.'));

describe('habitInput', () => {
  it('fills the defaults: target 1, not archived', () => {
    expect(habitInput.parse(body())).toEqual({
      name: 'Drink water',
      schedule: { kind: 'daily' },
      startDate: '2026-03-02',
      target: 1,
      archived: false,
    });
  });

  it.each([
    ['a trimmed name', { name: '  Read  ' }, { name: 'Read' }],
    ['a name of 100 characters', { name: 'x'.repeat(100) }, { name: 'x'.repeat(100) }],
    ['a free-text description', { description: 'Two lines\nof text' }, { description: 'Two lines\nof text' }],
    ['a target of 100 with a unit', { target: 100, unit: ' glasses ' }, { target: 100, unit: 'glasses' }],
    [
      'chosen weekdays, sorted',
      { schedule: { kind: 'weekdays', days: [5, 1, 3] } },
      { schedule: { kind: 'weekdays', days: [1, 3, 5] } },
    ],
    [
      'every ISO weekday',
      { schedule: { kind: 'weekdays', days: [7, 6, 5, 4, 3, 2, 1] } },
      { schedule: { kind: 'weekdays', days: [1, 2, 3, 4, 5, 6, 7] } },
    ],
    [
      '1 time a week',
      { schedule: { kind: 'timesPerWeek', times: 1 } },
      { schedule: { kind: 'timesPerWeek', times: 1 } },
    ],
    [
      '7 times a week',
      { schedule: { kind: 'timesPerWeek', times: 7 } },
      { schedule: { kind: 'timesPerWeek', times: 7 } },
    ],
    ['every 2 days', { schedule: { kind: 'everyNDays', n: 2 } }, { schedule: { kind: 'everyNDays', n: 2 } }],
    [
      'every 365 days',
      { schedule: { kind: 'everyNDays', n: 365 } },
      { schedule: { kind: 'everyNDays', n: 365 } },
    ],
    [
      'a goal id, lower-cased',
      { goalId: '0B6F3C1E-0000-4000-8000-00000000000A' },
      { goalId: '0b6f3c1e-0000-4000-8000-00000000000a' },
    ],
    ['no goal', { goalId: null }, { goalId: null }],
    ['no start date (the server fills in today)', { startDate: undefined }, { startDate: undefined }],
    ['archived', { archived: true }, { archived: true }],
  ])('accepts %s', (_name, overrides, expected) => {
    expect(habitInput.parse(body(overrides))).toMatchObject(expected);
  });

  it.each([
    ['a missing name', { name: undefined }, 'name'],
    ['a blank name', { name: '   ' }, 'name'],
    ['a name of 101 characters', { name: 'x'.repeat(101) }, 'name'],
    ['a name with a line break', { name: 'Drink\nwater' }, 'name'],
    ['a name with a NUL', { name: 'Drink\u0000' }, 'name'],
    ['a description with a NUL', { description: 'a\u0000b' }, 'description'],
    ['a missing schedule', { schedule: undefined }, 'schedule'],
    ['an unknown schedule kind', { schedule: { kind: 'monthly' } }, 'schedule.kind'],
    ['no weekdays', { schedule: { kind: 'weekdays', days: [] } }, 'schedule.days'],
    ['weekday 0', { schedule: { kind: 'weekdays', days: [0] } }, 'schedule.days.0'],
    ['weekday 8', { schedule: { kind: 'weekdays', days: [1, 8] } }, 'schedule.days.1'],
    ['a repeated weekday', { schedule: { kind: 'weekdays', days: [1, 2, 1] } }, 'schedule.days.2'],
    ['0 times a week', { schedule: { kind: 'timesPerWeek', times: 0 } }, 'schedule.times'],
    ['8 times a week', { schedule: { kind: 'timesPerWeek', times: 8 } }, 'schedule.times'],
    ['2.5 times a week', { schedule: { kind: 'timesPerWeek', times: 2.5 } }, 'schedule.times'],
    ['every 1 day', { schedule: { kind: 'everyNDays', n: 1 } }, 'schedule.n'],
    ['every 366 days', { schedule: { kind: 'everyNDays', n: 366 } }, 'schedule.n'],
    ['an extra schedule key', { schedule: { kind: 'daily', days: [1] } }, 'schedule'],
    ['target 0', { target: 0 }, 'target'],
    ['target 101', { target: 101 }, 'target'],
    ['target 1.5', { target: 1.5 }, 'target'],
    ['target as a string', { target: '3' }, 'target'],
    ['a unit of 31 characters', { unit: 'x'.repeat(31) }, 'unit'],
    ['a start date that does not exist', { startDate: '2026-02-30' }, 'startDate'],
    ['a start date with a time', { startDate: '2026-03-02T00:00' }, 'startDate'],
    ['a start date before year 1000', { startDate: '0999-12-31' }, 'startDate'],
    ['a goal id that is not a UUID', { goalId: 'goal-1' }, 'goalId'],
    ['archived as a string', { archived: 'yes' }, 'archived'],
  ])('refuses %s, naming %s', (_name, overrides, path) => {
    expect(paths(habitInput.safeParse(body(overrides)))).toContain(path);
  });
});

describe('habitPatch', () => {
  it('takes any subset of the fields and fills in nothing', () => {
    expect(habitPatch.parse({})).toEqual({});
    expect(habitPatch.parse({ archived: true })).toEqual({ archived: true });
    expect(habitPatch.parse({ target: 8, unit: null })).toEqual({ target: 8, unit: null });
  });

  it.each([
    [{ name: '' }, 'name'],
    [{ target: 0 }, 'target'],
    [{ schedule: { kind: 'everyNDays', n: 1 } }, 'schedule.n'],
    [{ startDate: null }, 'startDate'],
  ])('refuses %j, naming %s', (patch, path) => {
    expect(paths(habitPatch.safeParse(patch))).toContain(path);
  });
});

describe('habitEntryInput', () => {
  it.each([[{}], [{ count: 0 }], [{ count: 1000 }], [{ skipped: true }], [{ count: 3, skipped: false }]])(
    'accepts %j as sent',
    (entry) => {
      expect(habitEntryInput.parse(entry)).toEqual(entry);
    },
  );

  it.each([
    [{ count: -1 }, 'count'],
    [{ count: 1001 }, 'count'],
    [{ count: 1.5 }, 'count'],
    [{ count: null }, 'count'],
    [{ skipped: 'true' }, 'skipped'],
    [{ done: true }, ''],
  ])('refuses %j, naming %j', (entry, path) => {
    expect(paths(habitEntryInput.safeParse(entry))).toContain(path);
  });
});

describe('day numbers and ISO weeks', () => {
  it.each([
    ['1970-01-01', 0, 4],
    ['1970-01-05', 4, 1],
    ['1969-12-28', -4, 7],
    ['2026-03-02', 20514, 1],
    ['2026-03-08', 20520, 7],
    ['2024-02-29', 19782, 4],
    ['1000-01-02', -354_284, 4],
    ['9999-12-30', 2_932_895, 4],
  ])('%s is day %i, ISO weekday %i, and reads back', (date, day, weekday) => {
    expect(dayNumber(date)).toBe(day);
    expect(isoWeekdayOf(day)).toBe(weekday);
    expect(dateOfDay(day)).toBe(date);
  });

  it('starts each ISO week on a Monday, also across a DST change and a year end', () => {
    // 2026-03-02..08 holds New York's spring-forward Sunday; 2026-12-28..2027-01-03 spans the year end.
    const week = (date: string) => weekOf(dayNumber(date));
    expect(week('2026-03-08')).toBe(week('2026-03-02'));
    expect(week('2026-03-09')).toBe(week('2026-03-02') + 1);
    expect(week('2027-01-03')).toBe(week('2026-12-28'));
    expect(week('1970-01-04')).toBe(week('1969-12-29'));
    expect(week('1970-01-05')).toBe(week('1970-01-04') + 1);
  });
});

describe('isScheduled', () => {
  const START = '2026-03-02'; // a Monday
  it.each([
    ['daily on its start date', { kind: 'daily' }, START, true],
    ['daily the day before its start', { kind: 'daily' }, '2026-03-01', false],
    ['daily a year later', { kind: 'daily' }, '2027-03-02', true],
    ['Mon/Wed/Fri on a Wednesday', { kind: 'weekdays', days: [1, 3, 5] }, '2026-03-04', true],
    ['Mon/Wed/Fri on a Tuesday', { kind: 'weekdays', days: [1, 3, 5] }, '2026-03-03', false],
    ['Sundays on DST Sunday 2026-03-08', { kind: 'weekdays', days: [7] }, '2026-03-08', true],
    ['Sundays on fall-back Sunday 2026-11-01', { kind: 'weekdays', days: [7] }, '2026-11-01', true],
    ['Mondays on the Monday before the start', { kind: 'weekdays', days: [1] }, '2026-02-23', false],
    ['every 3 days on the start', { kind: 'everyNDays', n: 3 }, START, true],
    ['every 3 days, 3 days after the start', { kind: 'everyNDays', n: 3 }, '2026-03-05', true],
    ['every 3 days, 4 days after the start', { kind: 'everyNDays', n: 3 }, '2026-03-06', false],
    ['every 3 days, 3 days before the start', { kind: 'everyNDays', n: 3 }, '2026-02-27', false],
    ['every 7 days across the DST Sunday', { kind: 'everyNDays', n: 7 }, '2026-03-09', true],
    ['every 2 days on leap day 2028-02-29 (729 days on)', { kind: 'everyNDays', n: 2 }, '2028-02-29', false],
    ['every 365 days a year later', { kind: 'everyNDays', n: 365 }, '2027-03-02', true],
    ['3 times a week (no scheduled days)', { kind: 'timesPerWeek', times: 3 }, START, false],
  ] as const)('%s: %s', (_name, schedule, date, expected) => {
    expect(isScheduled(schedule as never, START, date)).toBe(expected);
  });
});
