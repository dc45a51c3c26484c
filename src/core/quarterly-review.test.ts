import { describe, expect, it } from 'vitest';
import {
  parseQuarter,
  type QuarterGoal,
  type QuarterPlan,
  quarterLabel,
  quarterlyReviewInput,
  quarterNumbers,
  quarterOf,
  quarterRange,
  shiftQuarter,
} from './quarterly-review.ts';

describe('quarters', () => {
  it.each([
    ['2026-01-01', '2026-Q1'],
    ['2026-03-31', '2026-Q1'],
    ['2026-04-01', '2026-Q2'],
    ['2026-09-30', '2026-Q3'],
    ['2026-11-27', '2026-Q4'],
    ['2026-12-31', '2026-Q4'],
  ])('%s is in %s', (date, quarter) => {
    expect(quarterOf(date)).toBe(quarter);
  });

  it.each([
    ['2026-Q1', '2026-01-01', '2026-03-31'],
    ['2024-Q1', '2024-01-01', '2024-03-31'],
    ['2026-Q2', '2026-04-01', '2026-06-30'],
    ['2026-Q3', '2026-07-01', '2026-09-30'],
    ['2026-Q4', '2026-10-01', '2026-12-31'],
  ])('%s runs from %s to %s', (quarter, startDate, endDate) => {
    expect(quarterRange(quarter)).toEqual({ startDate, endDate });
  });

  it.each([
    ['2026-Q4', 1, '2027-Q1'],
    ['2027-Q1', -1, '2026-Q4'],
    ['2026-Q2', 0, '2026-Q2'],
    ['2026-Q2', -6, '2024-Q4'],
  ])('%s shifted by %i is %s', (quarter, step, expected) => {
    expect(shiftQuarter(quarter, step)).toBe(expected);
  });

  it.each([
    '2026-Q0',
    '2026-Q5',
    '2026-q1',
    '26-Q1',
    '1000-Q4',
    '9999-Q1',
    '2026-Q1 ',
    '2026-Q1\u0000',
    2026,
    null,
  ])('%j is not a quarter', (value) => {
    expect(parseQuarter(value)).toBeNull();
  });

  it('labels a quarter with its months and days', () => {
    expect(quarterLabel('2026-Q4')).toBe('Q4 2026 (Oct 1 - Dec 31)');
    expect(quarterLabel('2024-Q1')).toBe('Q1 2024 (Jan 1 - Mar 31)');
  });
});

describe('quarterlyReviewInput', () => {
  it('trims entries, drops blank ones and defaults what is left out', () => {
    expect(quarterlyReviewInput.parse({ topWins: ['  Closed the round ', ' '] })).toEqual({
      topWins: ['Closed the round'],
      reflection: '',
      nextQuarterFocus: [],
    });
  });

  it.each([
    [{ topWins: Array.from({ length: 11 }, (_, i) => `Win ${i}`) }, 'topWins'],
    [{ nextQuarterFocus: ['a', 'b', 'c', 'd'] }, 'nextQuarterFocus'],
    [{ topWins: ['two\nlines'] }, 'topWins'],
    [{ reflection: 'x'.repeat(5001) }, 'reflection'],
    [{ reflection: 42 }, 'reflection'],
  ])('refuses %j naming %s', (body, field) => {
    const result = quarterlyReviewInput.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path[0]).toBe(field);
  });
});

const plan = (
  bigThreeCompleted: boolean[],
  rating: number | null = null,
  bigThree = ['A', 'B', 'C'],
): QuarterPlan => ({ bigThree, bigThreeCompleted, dayFinished: rating !== null, productivityRating: rating });
const goal = (dueDate: string, milestones: boolean[], archived = false): QuarterGoal => ({
  dueDate,
  archived,
  milestones: milestones.map((completed) => ({ completed })),
});

describe('quarterNumbers', () => {
  it('is all zeros and nulls for a quarter with nothing in it', () => {
    expect(
      quarterNumbers({ plans: [], weeklyReviews: 0, clarityBreaks: 0, goals: [], today: '2026-11-27' }),
    ).toEqual({
      daysPlanned: 0,
      daysFinished: 0,
      bigThreeDone: 0,
      bigThreeTotal: 0,
      bigThreeRate: null,
      averageRating: null,
      weeklyReviewsDone: 0,
      clarityBreaksTaken: 0,
      goalsDue: 0,
      goalsCompleted: 0,
      goalsOverdue: 0,
    });
  });

  it('counts days, Big 3 tasks by their flags and the average rating of finished days', () => {
    const numbers = quarterNumbers({
      plans: [
        plan([true, true, false], 7),
        plan([true, false, false], 8),
        plan([false, false, false]),
        // A flag beyond the tasks counts for nothing, as in the weekly summary.
        plan([true, true], null, ['Only one']),
      ],
      weeklyReviews: 2,
      clarityBreaks: 1,
      goals: [],
      today: '2026-11-27',
    });
    expect(numbers).toMatchObject({
      daysPlanned: 4,
      daysFinished: 2,
      bigThreeDone: 4,
      bigThreeTotal: 10,
      bigThreeRate: 40,
      averageRating: 7.5,
      weeklyReviewsDone: 2,
      clarityBreaksTaken: 1,
    });
  });

  it('rounds the average rating to one decimal', () => {
    const numbers = quarterNumbers({
      plans: [plan([], 7), plan([], 8), plan([], 8)],
      weeklyReviews: 0,
      clarityBreaks: 0,
      goals: [],
      today: '2026-11-27',
    });
    expect(numbers.averageRating).toBe(7.7);
  });

  it('counts goals due, completed (every milestone done) and overdue (active, not done, due before today)', () => {
    const numbers = quarterNumbers({
      plans: [],
      weeklyReviews: 0,
      clarityBreaks: 0,
      goals: [
        goal('2026-10-15', [true, true]),
        goal('2026-10-20', [true, false]),
        goal('2026-10-21', []),
        goal('2026-10-22', [false], true),
        goal('2026-11-27', [false]),
        goal('2026-12-31', [false]),
      ],
      today: '2026-11-27',
    });
    expect(numbers).toMatchObject({ goalsDue: 6, goalsCompleted: 1, goalsOverdue: 2 });
  });
});
