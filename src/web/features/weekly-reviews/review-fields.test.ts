import { describe, expect, it } from 'vitest';
import { weeklyReviewInput } from '../../../core/weekly-review.ts';
import { fieldsFromReview, inputFromFields } from './review-fields.ts';

const GOAL = '22222222-2222-4222-8222-222222222222';

describe('review fields', () => {
  it('start empty without a review', () => {
    expect(fieldsFromReview(null)).toEqual({
      biggestWins: ['', '', ''],
      afterActionReview: '',
      weeklyBigThree: ['', '', ''],
      goalIds: ['', '', ''],
    });
  });

  it('pad a saved review to three slots, null goals as none', () => {
    expect(
      fieldsFromReview({
        id: 'r',
        weekStartDate: '2026-03-09',
        biggestWins: ['A'],
        afterActionReview: 'Went well',
        weeklyBigThree: ['P1', 'P2'],
        weeklyBigThreeGoalIds: [null, GOAL],
        createdAt: '',
        updatedAt: '',
      }),
    ).toEqual({
      biggestWins: ['A', '', ''],
      afterActionReview: 'Went well',
      weeklyBigThree: ['P1', 'P2', ''],
      goalIds: ['', GOAL, ''],
    });
  });

  it.each([
    [
      'blank entries and their goals are dropped',
      { biggestWins: [' W1 ', '', 'W3'], weeklyBigThree: ['', 'P2', ' '], goalIds: [GOAL, GOAL, ''] },
      { biggestWins: ['W1', 'W3'], weeklyBigThree: ['P2'], weeklyBigThreeGoalIds: [GOAL] },
    ],
    [
      'an empty form saves empty lists',
      { biggestWins: ['', '', ''], weeklyBigThree: ['', '', ''], goalIds: ['', '', ''] },
      { biggestWins: [], weeklyBigThree: [], weeklyBigThreeGoalIds: [] },
    ],
  ] as const)('%s', (_name, lists, expected) => {
    const fields = {
      biggestWins: [...lists.biggestWins] as [string, string, string],
      afterActionReview: '  ',
      weeklyBigThree: [...lists.weeklyBigThree] as [string, string, string],
      goalIds: [...lists.goalIds] as [string, string, string],
    };
    expect(weeklyReviewInput.parse(inputFromFields('2026-03-09', fields))).toEqual({
      weekStartDate: '2026-03-09',
      afterActionReview: '',
      ...expected,
    });
  });
});
