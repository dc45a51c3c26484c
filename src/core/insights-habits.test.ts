import { describe, expect, it } from 'vitest';
import type { HabitEntry, HabitSchedule } from './habits.ts';
import { type InsightsHabit, type InsightsOptions, type InsightsRitual, insights } from './insights.ts';

/*
 * The habits' and rituals' weekly completion in Insights (ADR 056): three Monday weeks in New York, the first the
 * DST week of 2026-03-02 (a 23-hour Sunday), today Wednesday 2026-03-11 in the second, the third after today.
 */
const FROM = '2026-03-02';
const TODAY = '2026-03-11';

const done = (date: string, count = 1): HabitEntry => ({ date, count, skipped: false });
const skipped = (date: string): HabitEntry => ({ date, count: 0, skipped: true });

function habit(
  id: string,
  schedule: HabitSchedule,
  entries: HabitEntry[],
  more: Partial<InsightsHabit> = {},
): InsightsHabit {
  return { id, name: id, schedule, target: 1, startDate: '2026-02-01', archived: false, entries, ...more };
}

const options = (habits: InsightsHabit[], rituals: InsightsRitual[] = []): InsightsOptions => ({
  from: FROM,
  to: '2026-03-22',
  plans: [],
  goals: [],
  instances: [],
  habits,
  rituals,
  idealWeek: null,
  now: new Date('2026-03-11T16:00:00Z'),
  timeZone: 'America/New_York',
  today: TODAY,
});

/** The `[done, due, rate]` of each week of the only habit of `input`. */
const habitWeeks = (input: InsightsHabit) =>
  insights(options([input])).weeks.map((week) => {
    const [rates] = week.habits;
    return [rates?.done, rates?.due, rates?.rate];
  });

describe('insights: habits per week', () => {
  it.each([
    {
      name: 'daily through the DST week: a skipped day is not due, a missed one is; today not due until done',
      habit: habit('daily', { kind: 'daily' }, [
        ...['2026-03-02', '2026-03-03', '2026-03-06', '2026-03-07', '2026-03-08'].map((d) => done(d)),
        skipped('2026-03-04'),
        done('2026-03-09'),
      ]),
      // Week 1: 6 due (Wednesday skipped), 5 done. Week 2: Monday done, Tuesday missed, today open. Week 3: none.
      weeks: [
        [5, 6, 83],
        [1, 2, 50],
        [0, 0, null],
      ],
    },
    {
      name: 'a habit started on Thursday counts from Thursday',
      habit: habit('new', { kind: 'daily' }, [done('2026-03-05'), done('2026-03-06')], {
        startDate: '2026-03-05',
      }),
      weeks: [
        [2, 4, 50],
        [0, 2, 0],
        [0, 0, null],
      ],
    },
    {
      name: 'a day below the target is not done; a skipped Monday of a Monday-Wednesday habit is not due',
      habit: habit(
        'mon-wed',
        { kind: 'weekdays', days: [1, 3] },
        [done('2026-03-02', 1), done('2026-03-04', 2), skipped('2026-03-09'), done('2026-03-11', 2)],
        { target: 2 },
      ),
      weeks: [
        [1, 2, 50],
        [1, 1, 100],
        [0, 0, null],
      ],
    },
    {
      name: 'twice a week counts met weeks; this week counts once met',
      habit: habit('twice', { kind: 'timesPerWeek', times: 2 }, [
        done('2026-03-03'),
        done('2026-03-08'),
        done('2026-03-10'),
      ]),
      weeks: [
        [1, 1, 100],
        [0, 0, null],
        [0, 0, null],
      ],
    },
  ])('$name', ({ habit: input, weeks }) => {
    expect(habitWeeks(input)).toEqual(weeks);
  });

  it('lists the active habits started by the range end, with their unit, and leaves the others out', () => {
    const answer = insights(
      options([
        habit('read', { kind: 'daily' }, []),
        habit('gym', { kind: 'timesPerWeek', times: 3 }, []),
        habit('old', { kind: 'daily' }, [], { archived: true }),
        habit('later', { kind: 'daily' }, [], { startDate: '2026-03-23' }),
      ]),
    );
    expect(answer.habits).toEqual([
      { id: 'read', name: 'read', unit: 'days' },
      { id: 'gym', name: 'gym', unit: 'weeks' },
    ]);
    expect(answer.weeks[0]?.habits.map((rates) => rates.id)).toEqual(['read', 'gym']);
  });
});

describe('insights: rituals per week', () => {
  const morning: InsightsRitual = {
    type: 'morning',
    elementsCount: 2,
    runs: [
      { date: '2026-03-02', completed: [true, true] },
      { date: '2026-03-03', completed: [true, false] },
      { date: '2026-03-08', completed: [true, true] }, // the 23-hour Sunday
      { date: '2026-03-09', completed: [true, true] },
      // Today with one flag of two: an element was added today, so it does not count yet.
      { date: TODAY, completed: [true] },
    ],
  };
  const shutdown: InsightsRitual = { type: 'shutdown', elementsCount: 1, runs: [] };

  it('counts complete runs over the days up to today, in morning-startup-shutdown order', () => {
    const answer = insights(options([], [shutdown, morning]));
    expect(answer.rituals).toEqual([
      { type: 'morning', name: 'Morning' },
      { type: 'shutdown', name: 'Workday Shutdown' },
    ]);
    expect(answer.weeks.map((week) => week.rituals)).toEqual([
      [
        { type: 'morning', done: 2, days: 7, rate: 29 },
        { type: 'shutdown', done: 0, days: 7, rate: 0 },
      ],
      [
        { type: 'morning', done: 1, days: 3, rate: 33 },
        { type: 'shutdown', done: 0, days: 3, rate: 0 },
      ],
      [
        { type: 'morning', done: 0, days: 0, rate: null },
        { type: 'shutdown', done: 0, days: 0, rate: null },
      ],
    ]);
  });

  it('answers no habits and no rituals for a user with neither', () => {
    const answer = insights(options([]));
    expect([answer.habits, answer.rituals, answer.weeks[0]?.habits, answer.weeks[0]?.rituals]).toEqual([
      [],
      [],
      [],
      [],
    ]);
  });
});
