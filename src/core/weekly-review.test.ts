import { afterEach, describe, expect, it } from 'vitest';
import {
  BELOW_TARGET_TEXT,
  carryGoalIds,
  type SummaryPlan,
  WEEKLY_REVIEW_PROMPTS,
  weeklyReviewInput,
  weeklySummary,
} from './weekly-review.ts';
import { weekDays, weekLabel, weekStartOf } from './weeks.ts';

/** Issues as "path: message" strings, for compact expectations. */
function issuesOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return (result.error?.issues ?? []).map((issue) => `${issue.path.map(String).join('.')}: ${issue.message}`);
}

describe('documented texts', () => {
  it('match docs/product.md exactly', () => {
    expect(BELOW_TARGET_TEXT).toBe(' - Below 75% target');
    expect(WEEKLY_REVIEW_PROMPTS).toEqual({
      biggestWins: 'What were your three biggest wins this week?',
      afterActionReview: "What went well? What didn't go as planned? What can you improve next week?",
      weeklyBigThree: 'What are your three most important priorities for next week?',
    });
  });
});

/** A plan on `date` with Big 3 flags `big` and other-task flags `other`. */
function plan(date: string, big: boolean[], other: boolean[] = [], links?: SummaryPlan['bigThreeLinks']) {
  return {
    date,
    bigThree: big.map((_done, i) => `Big ${i}`),
    bigThreeCompleted: big,
    otherTasks: other.map((_done, i) => `Other ${i}`),
    otherTasksCompleted: other,
    ...(links === undefined ? {} : { bigThreeLinks: links }),
  };
}
const T = true;
const F = false;
const G1 = '11111111-1111-4111-8111-111111111111';
const G2 = '22222222-2222-4222-8222-222222222222';
const NONE = {
  hasPlans: false,
  tasksDone: 0,
  tasksTotal: 0,
  tasksPercent: 0,
  bigThreeDone: 0,
  bigThreeTotal: 0,
  bigThreePercent: 0,
  belowTarget: false,
  linkedBigThree: 0,
  goalDays: [],
};

describe('weeklySummary', () => {
  it.each<[string, SummaryPlan[], string, Partial<typeof NONE>]>([
    ['no plans at all', [], '2025-01-06', NONE],
    [
      'only plans of other weeks (the Sunday before, the Monday after)',
      [plan('2025-01-05', [T, T, T]), plan('2025-01-13', [T, T, T])],
      '2025-01-06',
      NONE,
    ],
    [
      'partial week: two days, Monday and Sunday included',
      [plan('2025-01-06', [T, T, F], [T]), plan('2025-01-12', [T, F, F], [F, F])],
      '2025-01-06',
      {
        hasPlans: true,
        tasksDone: 4,
        tasksTotal: 9,
        tasksPercent: 44, // 44.4
        bigThreeDone: 3,
        bigThreeTotal: 6,
        bigThreePercent: 50,
        belowTarget: true,
      },
    ],
    [
      'exactly 75% is on target',
      [
        plan('2025-01-06', [T, T, T]),
        plan('2025-01-07', [T, T, T]),
        plan('2025-01-08', [T, T, T]),
        plan('2025-01-09', [F, F, F]),
      ],
      '2025-01-06',
      { bigThreeDone: 9, bigThreeTotal: 12, bigThreePercent: 75, belowTarget: false },
    ],
    [
      'just under: 2 of 3 (67%) is below target',
      [plan('2025-01-06', [T, T, F])],
      '2025-01-06',
      { bigThreePercent: 67, belowTarget: true, tasksPercent: 67 },
    ],
    [
      'rounding half up: 1 of 8 tasks (12.5%) is 13%',
      [plan('2025-01-06', [T, F, F], [F, F, F, F, F])],
      '2025-01-06',
      { tasksDone: 1, tasksTotal: 8, tasksPercent: 13, bigThreePercent: 33 },
    ],
    [
      'rounding half up: 5 of 8 tasks (62.5%) is 63%',
      [plan('2025-01-06', [T, T, T], [T, T, F, F, F])],
      '2025-01-06',
      { tasksDone: 5, tasksTotal: 8, tasksPercent: 63, bigThreePercent: 100, belowTarget: false },
    ],
    [
      'the ROUNDED percent decides: 74.5% shows as 75% and is on target',
      [plan('2025-01-06', [...Array(149).fill(T), ...Array(51).fill(F)])],
      '2025-01-06',
      { bigThreeDone: 149, bigThreeTotal: 200, bigThreePercent: 75, belowTarget: false },
    ],
    [
      '74.4% shows as 74% and is below target',
      [plan('2025-01-06', [...Array(186).fill(T), ...Array(64).fill(F)])],
      '2025-01-06',
      { bigThreeDone: 186, bigThreeTotal: 250, bigThreePercent: 74, belowTarget: true },
    ],
    [
      'flags beyond the task list count for nothing',
      [{ ...plan('2025-01-06', [T]), bigThreeCompleted: [T, T, T] }],
      '2025-01-06',
      { bigThreeDone: 1, bigThreeTotal: 1, bigThreePercent: 100 },
    ],
    [
      'the last week of 9999 (five days) does not throw',
      [plan('9999-12-31', [T, F, F])],
      '9999-12-27',
      { hasPlans: true, bigThreeDone: 1, bigThreeTotal: 3 },
    ],
  ])('%s', (_name, plans, monday, expected) => {
    expect(weeklySummary(plans, monday)).toMatchObject(expected);
  });

  it('counts Big 3 tasks linked to weekly priorities and the days each goal was served', () => {
    const plans = [
      plan('2025-01-06', [T, F, F], [], [{ priority: 0, goalId: G1 }, null, { priority: 1, goalId: G1 }]),
      plan('2025-01-07', [T, T, F], [], [{ priority: 2, goalId: null }, { priority: 1, goalId: G2 }, null]),
      plan('2025-01-08', [F, F, F], [], [{ priority: 0, goalId: G1 }]), // shorter link list: the rest are null
      plan('2025-01-09', [F, F, F]), // a plan without the field: nothing linked
      plan('2025-01-13', [T, T, T], [], [{ priority: 0, goalId: G2 }]), // next week: ignored
    ];
    expect(weeklySummary(plans, '2025-01-06')).toMatchObject({
      bigThreeTotal: 12,
      linkedBigThree: 5,
      goalDays: [
        { goalId: G1, days: 2 },
        { goalId: G2, days: 1 },
      ],
    });
  });

  it('throws for a week start that is not a Monday', () => {
    expect(() => weeklySummary([], '2025-01-07')).toThrow(RangeError);
  });
});

describe('the process time zone plays no part (DST weeks)', () => {
  const original = process.env.TZ;
  afterEach(() => {
    process.env.TZ = original;
  });

  it.each(['America/New_York', 'Europe/Berlin', 'Pacific/Apia', 'Australia/Lord_Howe', 'UTC'])(
    'TZ=%s gives the same weeks, labels and summaries',
    (zone) => {
      process.env.TZ = zone;
      expect(weekStartOf('2025-03-09')).toBe('2025-03-03');
      expect(weekStartOf('2025-03-30')).toBe('2025-03-24');
      expect(weekStartOf('2011-12-31')).toBe('2011-12-26'); // Samoa skipped 2011-12-30
      expect(weekLabel('2025-03-03')).toBe('Mar 3 - 9, 2025');
      expect(weekLabel('2025-10-27')).toBe('Oct 27 - Nov 2, 2025');
      expect(weekDays('2011-12-26')).toHaveLength(7);
      const plans = [plan('2025-03-09', [T, T, F]), plan('2025-03-10', [T, T, T])];
      expect(weeklySummary(plans, '2025-03-03')).toMatchObject({ bigThreeDone: 2, bigThreeTotal: 3 });
    },
  );
});

describe('weeklyReviewInput', () => {
  const monday = '2025-01-06';

  it.each([
    [
      'the full review',
      {
        weekStartDate: monday,
        biggestWins: ['Closed the deal', 'Hired Ana', 'Ran 20 km'],
        afterActionReview: 'Went well.\nNext: start earlier.\t',
        weeklyBigThree: ['Board deck', 'Q2 hiring', 'Family trip'],
      },
      {
        weekStartDate: monday,
        biggestWins: ['Closed the deal', 'Hired Ana', 'Ran 20 km'],
        afterActionReview: 'Went well.\nNext: start earlier.',
        weeklyBigThree: ['Board deck', 'Q2 hiring', 'Family trip'],
        weeklyBigThreeGoalIds: undefined, // not sent: the server carries stored goals over (carryGoalIds)
      },
    ],
    [
      'only the week: lists default to empty, no review text',
      { weekStartDate: monday },
      {
        weekStartDate: monday,
        biggestWins: [],
        afterActionReview: '',
        weeklyBigThree: [],
        weeklyBigThreeGoalIds: undefined,
      },
    ],
    [
      'blank entries dropped (with their goal ids), entries trimmed',
      {
        weekStartDate: monday,
        biggestWins: ['', '  Win  ', ' '],
        weeklyBigThree: [' A ', '   ', 'C'],
        weeklyBigThreeGoalIds: [G1, G2, null],
        unknown: 'stripped',
      },
      {
        weekStartDate: monday,
        biggestWins: ['Win'],
        afterActionReview: '',
        weeklyBigThree: ['A', 'C'],
        weeklyBigThreeGoalIds: [G1, null],
      },
    ],
  ])('accepts %s', (_name, input, expected) => {
    expect(weeklyReviewInput.parse(input)).toEqual(expected);
  });

  it('writes goal ids in lower case', () => {
    const id = 'ABCDEF00-0000-4000-8000-00000000000A';
    const parsed = weeklyReviewInput.parse({
      weekStartDate: monday,
      weeklyBigThree: ['A'],
      weeklyBigThreeGoalIds: [id],
    });
    expect(parsed.weeklyBigThreeGoalIds).toEqual([id.toLowerCase()]);
  });

  it.each([
    ['a Tuesday', { weekStartDate: '2025-01-07' }, 'weekStartDate: Expected a Monday'],
    ['a date that does not exist', { weekStartDate: '2025-02-31' }, 'weekStartDate: Invalid date'],
    [
      'a Monday before the API range',
      { weekStartDate: '0999-12-30' },
      'weekStartDate: Expected a date from 1000-01-02',
    ],
    ['four wins', { weekStartDate: monday, biggestWins: ['a', 'b', 'c', 'd'] }, 'biggestWins: Biggest Wins'],
    ['a win with a line break', { weekStartDate: monday, biggestWins: ['a\nb'] }, 'biggestWins.0: Text'],
    ['a NUL in the review', { weekStartDate: monday, afterActionReview: 'x\u0000' }, 'afterActionReview'],
    [
      'a review over 5000 characters',
      { weekStartDate: monday, afterActionReview: 'x'.repeat(5001) },
      'afterActionReview',
    ],
    ['a priority over 500', { weekStartDate: monday, weeklyBigThree: ['x'.repeat(501)] }, 'weeklyBigThree.0'],
    [
      'goal ids of the wrong length',
      { weekStartDate: monday, weeklyBigThree: ['A', 'B'], weeklyBigThreeGoalIds: [G1] },
      'weeklyBigThreeGoalIds: weeklyBigThreeGoalIds must have one entry per weeklyBigThree entry',
    ],
    [
      'a goal id that is not a UUID',
      { weekStartDate: monday, weeklyBigThree: ['A'], weeklyBigThreeGoalIds: ['goal-1'] },
      'weeklyBigThreeGoalIds.0: Expected a goal id',
    ],
    ['lists of the wrong type', { weekStartDate: monday, weeklyBigThree: 'A' }, 'weeklyBigThree'],
  ])('refuses %s', (_name, input, issue) => {
    const issues = issuesOf(weeklyReviewInput.safeParse(input));
    expect(issues[0]).toContain(issue);
  });
});

describe('carryGoalIds (a save without weeklyBigThreeGoalIds)', () => {
  const stored = {
    weeklyBigThree: ['Hire', 'Close', 'Hire'],
    weeklyBigThreeGoalIds: [
      '11111111-1111-4111-8111-111111111111',
      null,
      '22222222-2222-4222-8222-222222222222',
    ],
  };
  it.each([
    ['no stored review', undefined, ['Hire'], [null]],
    [
      'same priorities keep their goals',
      stored,
      ['Hire', 'Close', 'Hire'],
      ['11111111-1111-4111-8111-111111111111', null, '22222222-2222-4222-8222-222222222222'],
    ],
    [
      'reordered and repeated texts match in order',
      stored,
      ['Close', 'Hire', 'Hire'],
      [null, '11111111-1111-4111-8111-111111111111', '22222222-2222-4222-8222-222222222222'],
    ],
    ['a new text gets null', stored, ['Hire', 'New'], ['11111111-1111-4111-8111-111111111111', null]],
    ['nothing left', stored, [], []],
  ] as const)('%s', (_label, review, priorities, expected) => {
    expect(carryGoalIds(review, priorities)).toEqual(expected);
  });
});
