import { describe, expect, it } from 'vitest';
import { bigThreeLinksOf, weeklyPriorities } from './chain-links.ts';

const GOAL = '11111111-1111-4111-8111-111111111111';

describe('weeklyPriorities', () => {
  it.each([
    ['no review', null, []],
    ['an empty review', { weeklyBigThree: [], weeklyBigThreeGoalIds: [] }, []],
    [
      'priorities with and without goals, blanks skipped',
      { weeklyBigThree: [' Hire a COO ', '', 'Close Q3'], weeklyBigThreeGoalIds: [GOAL, null, null] },
      [
        { priority: 0, text: 'Hire a COO', goalId: GOAL },
        { priority: 2, text: 'Close Q3', goalId: null },
      ],
    ],
    [
      'goal ids shorter than the list',
      { weeklyBigThree: ['A'], weeklyBigThreeGoalIds: [] },
      [{ priority: 0, text: 'A', goalId: null }],
    ],
  ])('%s', (_name, review, expected) => {
    expect(weeklyPriorities(review)).toEqual(expected);
  });
});

describe('bigThreeLinksOf', () => {
  const priorities = weeklyPriorities({
    weeklyBigThree: ['Hire a COO', 'Close Q3'],
    weeklyBigThreeGoalIds: [GOAL, null],
  });
  it.each([
    ['no priorities', ['Hire a COO'], [], [null]],
    [
      'a taken priority with a goal',
      ['Hire a COO', 'Other'],
      priorities,
      [{ priority: 0, goalId: GOAL }, null],
    ],
    ['a taken priority without a goal', ['Close Q3'], priorities, [{ priority: 1, goalId: null }]],
    ['surrounding spaces do not matter', ['  Close Q3 '], priorities, [{ priority: 1, goalId: null }]],
    ['an edited text is not linked', ['Hire a COO soon'], priorities, [null]],
  ])('%s', (_name, bigThree, list, expected) => {
    expect(bigThreeLinksOf(bigThree, list)).toEqual(expected);
  });
});
