/**
 * Habit streaks (ADR 042) as tables of cases: day schedules (daily, weekdays, everyNDays) and timesPerWeek over
 * ISO weeks, with skipped days, today not yet done, and weeks holding the 2026 DST changes of New York. March
 * 2026: the 2nd is a Monday, the 8th the spring-forward Sunday. Rates, zones and properties: habits-rates.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { addDays } from './dates.ts';
import type { HabitEntry, HabitSchedule } from './habits.ts';
import { type HabitRules, habitStats } from './habits-stats.ts';

const done = (date: string, count = 1): HabitEntry => ({ date, count, skipped: false });
const skip = (date: string): HabitEntry => ({ date, count: 0, skipped: true });
const partial = (date: string, count: number): HabitEntry => ({ date, count, skipped: false });
/** Done on every day from `from` to `to`, both included. */
const doneFrom = (from: string, to: string): HabitEntry[] => {
  const entries: HabitEntry[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) entries.push(done(date));
  return entries;
};

const habit = (schedule: HabitSchedule, startDate = '2026-03-01', target = 1): HabitRules => ({
  schedule,
  startDate,
  target,
});
const DAILY = habit({ kind: 'daily' });
const MON_WED_FRI = habit({ kind: 'weekdays', days: [1, 3, 5] }, '2026-03-02');
const EVERY_3 = habit({ kind: 'everyNDays', n: 3 }); // 03-01, 03-04, 03-07, 03-10, 03-13 …
const THREE_A_WEEK = habit({ kind: 'timesPerWeek', times: 3 }, '2026-03-02');

/** [case, habit, entries, today, currentStreak, longestStreak] */
type StreakCase = [string, HabitRules, HabitEntry[], string, number, number];

describe('streaks of day schedules (unit: days)', () => {
  it.each<StreakCase>([
    ['no entries', DAILY, [], '2026-03-10', 0, 0],
    [
      'three days to yesterday, today not yet done',
      DAILY,
      doneFrom('2026-03-07', '2026-03-09'),
      '2026-03-10',
      3,
      3,
    ],
    ['four days to today', DAILY, doneFrom('2026-03-07', '2026-03-10'), '2026-03-10', 4, 4],
    ['a missed day breaks', DAILY, [done('2026-03-07'), done('2026-03-09')], '2026-03-10', 1, 1],
    ['yesterday missed: no current streak', DAILY, doneFrom('2026-03-07', '2026-03-08'), '2026-03-10', 0, 2],
    [
      'a skipped day neither breaks nor adds',
      DAILY,
      [done('2026-03-07'), skip('2026-03-08'), done('2026-03-09')],
      '2026-03-10',
      2,
      2,
    ],
    [
      'today skipped keeps yesterday’s streak',
      DAILY,
      [done('2026-03-08'), done('2026-03-09'), skip('2026-03-10')],
      '2026-03-10',
      2,
      2,
    ],
    ['only skipped days', DAILY, [skip('2026-03-08'), skip('2026-03-09')], '2026-03-10', 0, 0],
    [
      'longest over the history',
      DAILY,
      [...doneFrom('2026-03-01', '2026-03-05'), ...doneFrom('2026-03-07', '2026-03-08')],
      '2026-03-09',
      2,
      5,
    ],
    [
      'a count below the target is not done',
      habit({ kind: 'daily' }, '2026-03-01', 8),
      [done('2026-03-08', 8), partial('2026-03-09', 7)],
      '2026-03-10',
      0,
      1,
    ],
    [
      'today below the target does not break',
      habit({ kind: 'daily' }, '2026-03-01', 8),
      [done('2026-03-08', 8), done('2026-03-09', 9), partial('2026-03-10', 3)],
      '2026-03-10',
      2,
      2,
    ],
    [
      'done and skipped on one day counts as done',
      DAILY,
      [{ date: '2026-03-09', count: 1, skipped: true }],
      '2026-03-09',
      1,
      1,
    ],
    [
      'days before the start are not scheduled',
      habit({ kind: 'daily' }, '2026-03-05'),
      doneFrom('2026-03-01', '2026-03-06'),
      '2026-03-06',
      2,
      2,
    ],
    ['entries after today are ignored', DAILY, doneFrom('2026-03-08', '2026-03-12'), '2026-03-09', 2, 2],
    ['a start date after today', habit({ kind: 'daily' }, '2026-04-01'), [], '2026-03-10', 0, 0],
    [
      'entries in any order',
      DAILY,
      [done('2026-03-09'), done('2026-03-07'), done('2026-03-08')],
      '2026-03-09',
      3,
      3,
    ],
    [
      'Mon/Wed/Fri: a Tuesday is not scheduled',
      MON_WED_FRI,
      [done('2026-03-02'), done('2026-03-04'), done('2026-03-06'), done('2026-03-09')],
      '2026-03-10',
      4,
      4,
    ],
    [
      'Mon/Wed/Fri: a missed Wednesday breaks by Thursday',
      MON_WED_FRI,
      [done('2026-03-06'), done('2026-03-09')],
      '2026-03-12',
      0,
      2,
    ],
    [
      'Mon/Wed/Fri: Wednesday not yet done',
      MON_WED_FRI,
      [done('2026-03-06'), done('2026-03-09')],
      '2026-03-11',
      2,
      2,
    ],
    [
      'Mon/Wed/Fri: a Saturday done does not add',
      MON_WED_FRI,
      [done('2026-03-06'), done('2026-03-07')],
      '2026-03-09',
      1,
      1,
    ],
    [
      'Mon/Wed/Fri: across the spring-forward weekend',
      MON_WED_FRI,
      [done('2026-03-06'), skip('2026-03-09'), done('2026-03-11')],
      '2026-03-11',
      2,
      2,
    ],
    [
      'Sundays across the fall-back Sunday',
      habit({ kind: 'weekdays', days: [7] }, '2026-10-01'),
      [done('2026-10-25'), done('2026-11-01')],
      '2026-11-07',
      2,
      2,
    ],
    [
      'every 3 days: unscheduled days between',
      EVERY_3,
      [done('2026-03-01'), done('2026-03-04'), done('2026-03-07')],
      '2026-03-09',
      3,
      3,
    ],
    [
      'every 3 days: the scheduled day today not yet done',
      EVERY_3,
      [done('2026-03-01'), done('2026-03-04'), done('2026-03-07')],
      '2026-03-10',
      3,
      3,
    ],
    [
      'every 3 days: a missed scheduled day breaks',
      EVERY_3,
      [done('2026-03-01'), done('2026-03-04'), done('2026-03-07')],
      '2026-03-11',
      0,
      3,
    ],
    [
      'every 3 days: a gap of a scheduled day',
      EVERY_3,
      [done('2026-03-01'), done('2026-03-07')],
      '2026-03-09',
      1,
      1,
    ],
    [
      'every 3 days: an unscheduled day done does not add',
      EVERY_3,
      [done('2026-03-02'), done('2026-03-04')],
      '2026-03-05',
      1,
      1,
    ],
    [
      'every 3 days: skipped',
      EVERY_3,
      [done('2026-03-01'), skip('2026-03-04'), done('2026-03-07')],
      '2026-03-08',
      2,
      2,
    ],
  ])('%s', (_name, rules, entries, today, current, longest) => {
    expect(habitStats(rules, entries, today)).toMatchObject({
      currentStreak: current,
      longestStreak: longest,
      streakUnit: 'days',
    });
  });
});

describe('streaks of timesPerWeek (unit: ISO weeks)', () => {
  const weekOne = [done('2026-03-02'), done('2026-03-04'), done('2026-03-08')]; // Mon, Wed and DST Sunday
  it.each<StreakCase>([
    ['this week not yet met: the streak ends last week', THREE_A_WEEK, weekOne, '2026-03-10', 1, 1],
    ['this week met on its Sunday', THREE_A_WEEK, weekOne, '2026-03-08', 1, 1],
    [
      'two met weeks',
      THREE_A_WEEK,
      [...weekOne, ...doneFrom('2026-03-09', '2026-03-11')],
      '2026-03-11',
      2,
      2,
    ],
    [
      'a week with two done days is not met',
      THREE_A_WEEK,
      [done('2026-03-02'), done('2026-03-03'), ...doneFrom('2026-03-09', '2026-03-11')],
      '2026-03-12',
      1,
      1,
    ],
    ['a week without entries breaks', THREE_A_WEEK, weekOne, '2026-03-17', 0, 1],
    [
      'skipped days lower what a week asks to the days left',
      THREE_A_WEEK,
      [
        done('2026-03-02'),
        done('2026-03-03'),
        ...['04', '05', '06', '07', '08'].map((d) => skip(`2026-03-${d}`)),
      ],
      '2026-03-10',
      1,
      1,
    ],
    [
      'one skipped day does not lower three of seven',
      THREE_A_WEEK,
      [done('2026-03-02'), done('2026-03-03'), skip('2026-03-04')],
      '2026-03-10',
      0,
      0,
    ],
    [
      'a week all skipped neither breaks nor adds',
      THREE_A_WEEK,
      [
        ...weekOne,
        ...['09', '10', '11', '12', '13', '14', '15'].map((d) => skip(`2026-03-${d}`)),
        ...doneFrom('2026-03-16', '2026-03-18'),
      ],
      '2026-03-24',
      2,
      2,
    ],
    [
      'a first week from a Saturday asks for its two days',
      habit({ kind: 'timesPerWeek', times: 3 }, '2026-03-07'),
      [done('2026-03-07'), done('2026-03-08')],
      '2026-03-09',
      1,
      1,
    ],
    [
      'a first week from a Saturday with one day done',
      habit({ kind: 'timesPerWeek', times: 3 }, '2026-03-07'),
      [done('2026-03-08')],
      '2026-03-09',
      0,
      0,
    ],
    [
      'days before the start do not count',
      THREE_A_WEEK,
      [done('2026-02-27'), done('2026-02-28'), done('2026-03-02')],
      '2026-03-09',
      0,
      0,
    ],
    [
      'longest over the history',
      habit({ kind: 'timesPerWeek', times: 1 }, '2026-01-05'),
      [done('2026-01-05'), done('2026-01-14'), done('2026-01-25'), done('2026-02-09'), done('2026-02-16')],
      '2026-02-18',
      2,
      3,
    ],
    [
      'once a week across the fall-back Sunday',
      habit({ kind: 'timesPerWeek', times: 1 }, '2026-10-19'),
      [done('2026-10-19'), done('2026-11-01')],
      '2026-11-02',
      2,
      2,
    ],
    [
      'across a year end (2026-12-28 to 2027-01-03 is one week)',
      habit({ kind: 'timesPerWeek', times: 2 }, '2026-12-21'),
      [done('2026-12-21'), done('2026-12-22'), done('2026-12-31'), done('2027-01-02')],
      '2027-01-04',
      2,
      2,
    ],
  ])('%s', (_name, rules, entries, today, current, longest) => {
    expect(habitStats(rules, entries, today)).toMatchObject({
      currentStreak: current,
      longestStreak: longest,
      streakUnit: 'weeks',
    });
  });
});
