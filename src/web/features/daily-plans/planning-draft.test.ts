import { describe, expect, it } from 'vitest';
import { dailyPlanInput } from '../../../core/daily-plan.ts';
import {
  canContinue,
  draftFromPlan,
  emptyDraft,
  isBigThreeComplete,
  type PlanningDraft,
  parseDraft,
  planInputFromDraft,
  planningDraftKey,
  withTaskInBigThree,
} from './planning-draft.ts';

const filled: PlanningDraft = {
  ...emptyDraft(),
  step: 3,
  morningRitualCompleted: true,
  bigThree: ['  Write the proposal ', 'Call Sam', 'Plan the offsite'],
  otherTasks: [' Reply to emails ', '   '],
  winningDefinition: '  Proposal sent.  ',
  distractions: ['Social media', ''],
};

describe('planningDraftKey', () => {
  it('names the date', () => {
    expect(planningDraftKey('2025-01-06')).toBe('steward.planningDraft.2025-01-06');
  });
});

describe('isBigThreeComplete', () => {
  it.each<[string[], boolean]>([
    [['a', 'b', 'c'], true],
    [[' a ', 'b', 'c'], true],
    [['a', 'b', '   '], false],
    [['a', '', 'c'], false],
    [['a', 'b'], false],
  ])('%j -> %s', (bigThree, expected) => {
    expect(isBigThreeComplete(bigThree)).toBe(expected);
  });
});

describe('canContinue', () => {
  it.each<[number, PlanningDraft['bigThree'], boolean]>([
    [1, ['', '', ''], true],
    [2, ['', '', ''], false],
    [2, ['a', 'b', ' '], false],
    [2, ['a', 'b', 'c'], true],
    [3, ['', '', ''], true],
    [4, ['', '', ''], true],
  ])('step %i with %j -> %s', (step, bigThree, expected) => {
    expect(canContinue({ ...emptyDraft(), step, bigThree })).toBe(expected);
  });
});

describe('planInputFromDraft', () => {
  it('trims, drops empty entries and marks nothing done', () => {
    expect(planInputFromDraft(filled, '2025-01-06')).toEqual({
      date: '2025-01-06',
      morningRitualCompleted: true,
      bigThree: ['Write the proposal', 'Call Sam', 'Plan the offsite'],
      bigThreeCompleted: [false, false, false],
      otherTasks: ['Reply to emails'],
      otherTasksCompleted: [false],
      winningDefinition: 'Proposal sent.',
      distractions: ['Social media'],
    });
  });

  it('filters empty Big 3 entries and keeps the completed list the same length', () => {
    const input = planInputFromDraft({ ...emptyDraft(), bigThree: ['One', ' ', ''] }, '2025-01-06');
    expect(input.bigThree).toEqual(['One']);
    expect(input.bigThreeCompleted).toEqual([false]);
  });

  it('builds a body the shared schema accepts', () => {
    expect(dailyPlanInput.safeParse(planInputFromDraft(filled, '2025-01-06')).success).toBe(true);
  });
});

describe('draftFromPlan', () => {
  it('prefills every field on step 1 and pads a short Big 3', () => {
    expect(
      draftFromPlan({
        morningRitualCompleted: true,
        bigThree: ['One', 'Two'],
        otherTasks: ['Other'],
        winningDefinition: 'Win',
        distractions: ['Noise'],
      }),
    ).toEqual({
      ...emptyDraft(),
      morningRitualCompleted: true,
      bigThree: ['One', 'Two', ''],
      otherTasks: ['Other'],
      winningDefinition: 'Win',
      distractions: ['Noise'],
    });
  });
});

describe('parseDraft', () => {
  it('reads a stored draft back, without other keys', () => {
    expect(parseDraft(JSON.parse(JSON.stringify(filled)))).toEqual(filled);
    expect(parseDraft({ ...filled, extra: 1 })).toEqual(filled);
  });

  it.each([null, 'text', { step: 9 }, { ...emptyDraft(), step: 0 }, { ...emptyDraft(), bigThree: ['a'] }])(
    'rejects %j',
    (value) => {
      expect(parseDraft(value)).toBeNull();
    },
  );

  it('puts a draft past step 2 with an incomplete Big 3 back on step 2', () => {
    expect(parseDraft({ ...emptyDraft(), step: 4, bigThree: ['a', '', 'c'] })?.step).toBe(2);
  });
});

describe('withTaskInBigThree', () => {
  it.each<[PlanningDraft['bigThree'], string, PlanningDraft['bigThree'] | null]>([
    [['', '', ''], 'Call the bank', ['Call the bank', '', '']],
    [['One', '  ', ''], ' Call the bank ', ['One', 'Call the bank', '']],
    [['One', 'Two', 'Three'], 'Call the bank', null],
    [['Call the bank', '', ''], 'Call the bank', null],
  ])('%j + %s -> %j', (bigThree, task, expected) => {
    expect(withTaskInBigThree(bigThree, task)).toEqual(expected);
  });
});
