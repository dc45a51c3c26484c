/**
 * Habit done days and completion rates (ADR 042), `today` derived from an instant in the user's zone (New York
 * across both 2026 DST changes, Pacific/Kiritimati at UTC+14), and properties of the stats over random histories.
 * March 2026: the 2nd is a Monday, the 8th the spring-forward Sunday.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, localDateOf } from './dates.ts';
import type { HabitEntry, HabitSchedule } from './habits.ts';
import { type HabitRules, habitStats } from './habits-stats.ts';

const done = (date: string, count = 1): HabitEntry => ({ date, count, skipped: false });
const skip = (date: string): HabitEntry => ({ date, count: 0, skipped: true });
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

describe('done days and completion rates', () => {
  // 2026-02-09 … 03-09 done except three missed days and one skipped day; today 03-10.
  const missed = ['2026-02-10', '2026-02-20', '2026-03-01'];
  const month = doneFrom('2026-02-09', '2026-03-09')
    .filter((entry) => !missed.includes(entry.date))
    .map((entry) => (entry.date === '2026-02-15' ? skip(entry.date) : entry));

  it.each([
    // 29 days due before today, one skipped: 25 of 28 done; today not yet done is not due.
    ['today not yet done', month, 25, 89, 89],
    // Today done: 26 of 29.
    ['today done', [...month, done('2026-03-10')], 26, 90, 90],
    // Today skipped: 25 of 28.
    ['today skipped', [...month, skip('2026-03-10')], 25, 89, 89],
  ])('daily from 2026-02-09, %s', (_name, entries, doneDays, rate30, rate365) => {
    expect(habitStats(habit({ kind: 'daily' }, '2026-02-09'), entries, '2026-03-10')).toMatchObject({
      doneDays,
      completionRate30: rate30,
      completionRate365: rate365,
    });
  });

  it('counts 30 and 365 days back from today, from the start date on', () => {
    // Started 2025-03-11: 365 days to 2026-03-10; done only the last 30 (02-09 … 03-10): 30 of 365 → 8 %.
    const stats = habitStats(
      habit({ kind: 'daily' }, '2025-03-11'),
      doneFrom('2026-02-09', '2026-03-10'),
      '2026-03-10',
    );
    expect(stats).toMatchObject({ doneDays: 30, completionRate30: 100, completionRate365: 8 });
  });

  it('rates scheduled days only (Mon/Wed/Fri)', () => {
    // Due 03-02 … 03-09: Mon, Wed, Fri, Mon = 4, done 3; Tuesday 03-10 is not scheduled; Saturday's entry is not due.
    const entries = [done('2026-03-02'), done('2026-03-04'), done('2026-03-07'), done('2026-03-09')];
    expect(habitStats(MON_WED_FRI, entries, '2026-03-10')).toMatchObject({
      doneDays: 4,
      completionRate30: 75,
      completionRate365: 75,
    });
  });

  it('rates timesPerWeek over weeks: met weeks of the weeks that ask for something', () => {
    // Weeks from 02-02: 02-02 unmet, 02-09 met, 02-16 unmet, 02-23 met, 03-02 met, 03-09 (this week) not yet met.
    // 30 days back from 03-10 reach into the week of 02-09: 3 of 4; 365 days reach the start: 3 of 5.
    const met = (monday: string) => [done(monday), done(addDays(monday, 2)), done(addDays(monday, 6))];
    const entries = [
      done('2026-02-03'),
      ...met('2026-02-09'),
      done('2026-02-17'),
      ...met('2026-02-23'),
      ...met('2026-03-02'),
      done('2026-03-10'),
    ];
    expect(
      habitStats(habit({ kind: 'timesPerWeek', times: 3 }, '2026-02-02'), entries, '2026-03-10'),
    ).toMatchObject({
      doneDays: 12,
      completionRate30: 75,
      completionRate365: 60,
    });
  });

  it('answers 0 when nothing is due yet', () => {
    expect(habitStats(DAILY, [], '2026-03-01')).toEqual({
      currentStreak: 0,
      longestStreak: 0,
      streakUnit: 'days',
      doneDays: 0,
      completionRate30: 0,
      completionRate365: 0,
    });
  });
});

describe('today derived from an instant in the user’s zone', () => {
  /** [case, zone, instant, habit, entries, expected today, currentStreak] */
  it.each<[string, string, string, HabitRules, HabitEntry[], string, number]>([
    // EST (UTC-5) until 2026-03-08 02:00, EDT (UTC-4) after: 04:30Z on the 9th is 00:30 EDT, a new day.
    [
      'New York after spring-forward midnight',
      'America/New_York',
      '2026-03-09T04:30:00Z',
      DAILY,
      doneFrom('2026-03-07', '2026-03-09'),
      '2026-03-09',
      3,
    ],
    [
      'New York just before it',
      'America/New_York',
      '2026-03-09T03:59:00Z',
      DAILY,
      doneFrom('2026-03-07', '2026-03-09'),
      '2026-03-08',
      2,
    ],
    // EDT until 2026-11-01 02:00, EST after: 04:30Z on Nov 2 is 23:30 EST on Nov 1, still Sunday.
    [
      'New York on the fall-back Sunday evening',
      'America/New_York',
      '2026-11-02T04:30:00Z',
      habit({ kind: 'daily' }, '2026-10-01'),
      doneFrom('2026-10-31', '2026-11-02'),
      '2026-11-01',
      2,
    ],
    [
      'New York week met on the fall-back Sunday',
      'America/New_York',
      '2026-11-02T04:30:00Z',
      habit({ kind: 'timesPerWeek', times: 3 }, '2026-10-19'),
      [...doneFrom('2026-10-19', '2026-10-21'), done('2026-10-26'), done('2026-10-29'), done('2026-11-01')],
      '2026-11-01',
      2,
    ],
    [
      'New York the Monday after',
      'America/New_York',
      '2026-11-02T05:30:00Z',
      habit({ kind: 'timesPerWeek', times: 3 }, '2026-10-19'),
      [...doneFrom('2026-10-19', '2026-10-21'), done('2026-10-26'), done('2026-10-29'), done('2026-11-01')],
      '2026-11-02',
      2,
    ],
    // Kiritimati is UTC+14: 10:30Z on the 9th is 00:30 on the 10th there.
    [
      'Kiritimati a day ahead of UTC',
      'Pacific/Kiritimati',
      '2026-03-09T10:30:00Z',
      DAILY,
      doneFrom('2026-03-08', '2026-03-10'),
      '2026-03-10',
      3,
    ],
    [
      'Kiritimati before its midnight',
      'Pacific/Kiritimati',
      '2026-03-09T09:59:00Z',
      DAILY,
      doneFrom('2026-03-08', '2026-03-10'),
      '2026-03-09',
      2,
    ],
    [
      'Kiritimati: its Monday is a Sunday in UTC',
      'Pacific/Kiritimati',
      '2026-03-08T12:00:00Z',
      habit({ kind: 'timesPerWeek', times: 1 }, '2026-03-02'),
      [done('2026-03-09')],
      '2026-03-09',
      1,
    ],
  ])('%s', (_name, zone, instant, rules, entries, today, current) => {
    const derived = localDateOf(new Date(instant), zone);
    expect(derived).toBe(today);
    expect(habitStats(rules, entries, derived).currentStreak).toBe(current);
  });
});

describe('stats properties', () => {
  const schedule = fc.oneof(
    fc.constant<HabitSchedule>({ kind: 'daily' }),
    fc
      .uniqueArray(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 7 })
      .map((days): HabitSchedule => ({ kind: 'weekdays', days })),
    fc.integer({ min: 1, max: 7 }).map((times): HabitSchedule => ({ kind: 'timesPerWeek', times })),
    fc.integer({ min: 2, max: 30 }).map((n): HabitSchedule => ({ kind: 'everyNDays', n })),
  );
  const entries = fc.uniqueArray(
    fc.record({
      offset: fc.integer({ min: 0, max: 120 }),
      count: fc.integer({ min: 0, max: 4 }),
      skipped: fc.boolean(),
    }),
    { selector: (entry) => entry.offset, maxLength: 100 },
  );

  it('keeps 0 ≤ current ≤ longest ≤ done days and rates within 0..100, in any entry order', () => {
    fc.assert(
      fc.property(
        schedule,
        fc.integer({ min: 1, max: 4 }),
        entries,
        fc.integer({ min: 0, max: 130 }),
        (sched, target, raw, todayOffset) => {
          const rules = habit(sched, '2026-01-01', target);
          const list = raw.map((entry) => ({
            date: addDays('2026-01-01', entry.offset),
            count: entry.count,
            skipped: entry.skipped,
          }));
          const today = addDays('2026-01-01', todayOffset);
          const stats = habitStats(rules, list, today);
          expect(stats.currentStreak).toBeGreaterThanOrEqual(0);
          expect(stats.currentStreak).toBeLessThanOrEqual(stats.longestStreak);
          expect(stats.longestStreak).toBeLessThanOrEqual(stats.doneDays);
          for (const rate of [stats.completionRate30, stats.completionRate365]) {
            expect(rate).toBeGreaterThanOrEqual(0);
            expect(rate).toBeLessThanOrEqual(100);
          }
          expect(habitStats(rules, [...list].reverse(), today)).toEqual(stats);
        },
      ),
    );
  });
});
