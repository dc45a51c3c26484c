/** The Habit Tracker's texts and day states, as tables of cases. */
import { describe, expect, it } from 'vitest';
import type { Habit, HabitEntry, HabitSchedule } from '../../../core/habits.ts';
import {
  checkText,
  dayMonthText,
  habitSummary,
  isoWeekOf,
  lastSevenDays,
  listedOnOverview,
  scheduleText,
  streakText,
} from './habit-view.ts';

const habit = (fields: Partial<Habit> = {}): Habit => ({
  id: 'h1',
  name: 'Read',
  description: null,
  schedule: { kind: 'daily' },
  target: 1,
  unit: null,
  startDate: '2026-03-01',
  goalId: null,
  archived: false,
  reminderTime: null,
  createdAt: '2026-03-01T12:00:00.000Z',
  ...fields,
});

const entry = (date: string, count: number, skipped = false): HabitEntry => ({ date, count, skipped });

describe('scheduleText', () => {
  it.each<[HabitSchedule, string]>([
    [{ kind: 'daily' }, 'Every day'],
    [{ kind: 'weekdays', days: [1, 3, 5] }, 'Mon, Wed, Fri'],
    [{ kind: 'weekdays', days: [6, 7] }, 'Sat, Sun'],
    [{ kind: 'weekdays', days: [1, 2, 3, 4, 5, 6, 7] }, 'Every day'],
    [{ kind: 'timesPerWeek', times: 3 }, '3 times a week'],
    [{ kind: 'timesPerWeek', times: 1 }, 'Once a week'],
    [{ kind: 'everyNDays', n: 2 }, 'Every 2 days'],
  ])('%j reads %s', (schedule, text) => {
    expect(scheduleText(schedule)).toBe(text);
  });
});

describe('habitSummary', () => {
  it.each<[Partial<Habit>, string]>([
    [{}, 'Every day'],
    [{ target: 8, unit: 'glasses' }, 'Every day · 8 glasses a day'],
    [{ target: 2 }, 'Every day · 2 times a day'],
    [{ target: 1, unit: 'page' }, 'Every day · 1 page a day'],
    [
      { schedule: { kind: 'timesPerWeek', times: 3 }, target: 2, unit: 'sets' },
      '3 times a week · 2 sets a day',
    ],
    [{ reminderTime: '06:30' }, 'Every day · reminder at 6:30 AM'],
    [
      { target: 8, unit: 'glasses', reminderTime: '21:05' },
      'Every day · 8 glasses a day · reminder at 9:05 PM',
    ],
  ])('%j reads %s', (fields, text) => {
    expect(habitSummary(habit(fields))).toBe(text);
  });
});

describe('checkText', () => {
  it.each<[Partial<Habit>, number, string]>([
    [{}, 0, 'Check in'],
    [{}, 1, 'Done'],
    [{ target: 8, unit: 'glasses' }, 0, 'Check in'],
    [{ target: 8, unit: 'glasses' }, 3, '3 of 8 glasses'],
    [{ target: 8, unit: 'glasses' }, 8, '8 of 8 glasses'],
    [{ target: 2 }, 1, '1 of 2 times'],
  ])('%j with count %i reads %s', (fields, count, text) => {
    expect(checkText(habit(fields), count)).toBe(text);
  });
});

describe('streakText', () => {
  it.each([
    [0, 'days', 'No streak yet'],
    [1, 'days', '1-day streak'],
    [4, 'days', '4-day streak'],
    [2, 'weeks', '2-week streak'],
  ] as const)('%i %s reads %s', (currentStreak, streakUnit, text) => {
    expect(streakText({ currentStreak, streakUnit })).toBe(text);
  });
});

describe('dayMonthText', () => {
  it.each([
    ['2026-03-03', 'Tuesday, March 3'],
    ['2026-03-08', 'Sunday, March 8'],
    ['2025-12-29', 'Monday, December 29'],
  ])('%s reads %s', (date, text) => {
    expect(dayMonthText(date)).toBe(text);
  });
});

describe('lastSevenDays', () => {
  const today = '2026-03-10'; // a Tuesday
  it('names each day of a Mon/Wed/Fri habit started on the 5th, oldest first', () => {
    const days = lastSevenDays(
      habit({ schedule: { kind: 'weekdays', days: [1, 3, 5] }, startDate: '2026-03-05', target: 2 }),
      [entry('2026-03-06', 2), entry('2026-03-07', 2), entry('2026-03-09', 1, true), entry('2026-03-03', 5)],
      today,
    );
    expect(days.map((day) => day.label)).toEqual([
      'Wednesday, March 4: not scheduled', // before the start
      'Thursday, March 5: not scheduled',
      'Friday, March 6: done',
      'Saturday, March 7: done', // done on an unscheduled day still reads done
      'Sunday, March 8: not scheduled',
      'Monday, March 9: skipped',
      'Tuesday, March 10: not done yet',
    ]);
  });

  it.each<[string, Partial<Habit>, HabitEntry[], string]>([
    ['a missed scheduled day', {}, [], 'missed'],
    ['a count below the target', { target: 3 }, [entry('2026-03-09', 2)], 'missed'],
    ['done and skipped', {}, [entry('2026-03-09', 1, true)], 'done'],
    [
      'a timesPerWeek day without a check-in',
      { schedule: { kind: 'timesPerWeek', times: 3 } },
      [],
      'not done',
    ],
    ['an everyNDays day between two', { schedule: { kind: 'everyNDays', n: 2 } }, [], 'missed'],
    ['an everyNDays day off', { schedule: { kind: 'everyNDays', n: 3 } }, [], 'not scheduled'],
  ])('reads yesterday with %s as %s', (_, fields, entries, state) => {
    expect(lastSevenDays(habit(fields), entries, today)[5]?.state).toBe(state);
  });

  it('reads today done once the target is met', () => {
    expect(lastSevenDays(habit(), [entry(today, 1)], today)[6]).toEqual({
      date: today,
      state: 'done',
      label: 'Tuesday, March 10: done',
    });
  });
});

describe('isoWeekOf', () => {
  it.each([
    ['2026-03-10', '2026-03-09', '2026-03-15'],
    ['2026-03-09', '2026-03-09', '2026-03-15'],
    ['2026-03-15', '2026-03-09', '2026-03-15'],
    ['2026-01-01', '2025-12-29', '2026-01-04'],
  ])('%s is in the week %s – %s', (date, from, to) => {
    expect(isoWeekOf(date)).toEqual({ from, to });
  });
});

describe('listedOnOverview', () => {
  const date = '2026-03-11'; // a Wednesday
  it.each<[string, Partial<Habit>, HabitEntry[], boolean]>([
    ['a daily habit', {}, [], true],
    ['an archived habit', { archived: true }, [], false],
    ['a habit starting tomorrow', { startDate: '2026-03-12' }, [], false],
    ['Mon/Wed/Fri on a Wednesday', { schedule: { kind: 'weekdays', days: [1, 3, 5] } }, [], true],
    ['Tue/Thu on a Wednesday', { schedule: { kind: 'weekdays', days: [2, 4] } }, [], false],
    ['every 2 days from the 1st on the 11th', { schedule: { kind: 'everyNDays', n: 2 } }, [], true],
    ['every 3 days from the 1st on the 11th', { schedule: { kind: 'everyNDays', n: 3 } }, [], false],
    [
      '2 times a week, done once this week',
      { schedule: { kind: 'timesPerWeek', times: 2 } },
      [entry('2026-03-09', 1)],
      true,
    ],
    [
      '2 times a week, met on other days',
      { schedule: { kind: 'timesPerWeek', times: 2 } },
      [entry('2026-03-09', 1), entry('2026-03-10', 1)],
      false,
    ],
    [
      '2 times a week, met with this day',
      { schedule: { kind: 'timesPerWeek', times: 2 } },
      [entry('2026-03-09', 1), entry(date, 1)],
      true,
    ],
    [
      '2 times a week, the other days below target or skipped',
      { schedule: { kind: 'timesPerWeek', times: 2 }, target: 2 },
      [entry('2026-03-09', 1), entry('2026-03-10', 0, true)],
      true,
    ],
  ])('%s: %s', (_, fields, entries, listed) => {
    expect(listedOnOverview(habit(fields), entries, date)).toBe(listed);
  });
});
