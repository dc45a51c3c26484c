import { describe, expect, it } from 'vitest';
import type { Goal } from '../../../../core/goals.ts';
import {
  checkDueDate,
  descriptionIssue,
  draftFromGoal,
  emptyGoalDraft,
  type GoalDraft,
  goalBody,
  milestoneFromEntry,
  PAST_DUE_DATE_MESSAGE,
  PAST_DUE_DATE_WARNING,
  prefilledGoalDraft,
  stepBlocker,
  withCriterion,
} from './goal-draft.ts';

const TODAY = '2026-03-10';

const complete: GoalDraft = {
  goalType: 'quarterly',
  dueDate: '2026-06-30',
  description: '  Launch the new product line  ',
  realm: 'Vocational',
  smarterCriteria: ['Specific', 'Measurable'],
  milestones: [{ text: 'Prototype', dueDate: '2026-04-01', completed: false }],
};

describe('checkDueDate', () => {
  it.each([
    ['empty', '', false, { kind: 'missing' }],
    ['today, new goal', TODAY, false, { kind: 'ok' }],
    ['tomorrow, new goal', '2026-03-11', false, { kind: 'ok' }],
    ['yesterday, new goal', '2026-03-09', false, { kind: 'error', message: PAST_DUE_DATE_MESSAGE }],
    ['yesterday, edited goal', '2026-03-09', true, { kind: 'warning', message: PAST_DUE_DATE_WARNING }],
    ['not a real day', '2026-02-30', false, { kind: 'error', message: 'Enter a valid date.' }],
    ['beyond the range', '99999-01-01', false, { kind: 'error', message: 'Enter a valid date.' }],
  ])('%s', (_name, date, editing, expected) => {
    expect(checkDueDate(date, TODAY, editing)).toEqual(expected);
  });
});

describe('stepBlocker', () => {
  const empty = emptyGoalDraft();
  it.each([
    [1, empty, false, 'Choose a goal type to continue.'],
    [1, complete, false, null],
    [2, empty, false, 'Choose a due date to continue.'],
    [2, { ...complete, dueDate: '2026-03-01' }, false, 'Choose today or a later date to continue.'],
    [2, { ...complete, dueDate: '2026-02-30' }, false, 'Enter a valid due date to continue.'],
    [2, { ...complete, dueDate: '2026-03-01' }, true, null],
    [2, complete, false, null],
    [3, { ...complete, description: '   ' }, false, 'Describe what complete looks like to continue.'],
    [3, { ...complete, description: 'x'.repeat(501) }, false, 'Correct the description to continue.'],
    [3, { ...complete, description: 'bell \u0007' }, false, 'Correct the description to continue.'],
    [3, { ...complete, description: 'Two lines\nare fine' }, false, null],
    [4, empty, false, 'Choose a realm to continue.'],
    [4, complete, false, null],
    [5, empty, false, null],
    [6, empty, false, null],
  ] as const)('step %i', (step, draft, editing, expected) => {
    expect(stepBlocker(draft, step, TODAY, editing)).toBe(expected);
  });
});

describe('descriptionIssue', () => {
  it.each([
    ['fine', 'Launch it', null],
    ['two lines', 'Launch it.\nSign ten customers.', null],
    ['blank', '  ', 'Describe what complete looks like for this goal'],
    ['too long', 'x'.repeat(501), 'The description must be at most 500 characters'],
    ['500 after trimming', ` ${'x'.repeat(500)} `, null],
    [
      'control character',
      'bell \u0007',
      'Text cannot contain control characters other than tab and line breaks',
    ],
  ])('%s', (_name, text, expected) => {
    expect(descriptionIssue(text)).toBe(expected);
  });
});

describe('milestoneFromEntry', () => {
  it.each([
    [
      'text and date',
      { text: '  Hire a lead  ', dueDate: '2026-04-01' },
      0,
      { text: 'Hire a lead', dueDate: '2026-04-01', completed: false },
    ],
    ['blank text', { text: '   ', dueDate: '2026-04-01' }, 0, null],
    ['no date', { text: 'Hire a lead', dueDate: '' }, 0, null],
    ['too long', { text: 'x'.repeat(201), dueDate: '2026-04-01' }, 0, null],
    ['the 51st', { text: 'One more', dueDate: '2026-04-01' }, 50, null],
  ])('%s', (_name, entry, count, expected) => {
    expect(milestoneFromEntry(entry, count)).toEqual(expected);
  });
});

describe('goalBody', () => {
  it('sends the trimmed draft with progress 0', () => {
    const body = goalBody(complete, { text: '', dueDate: '' });
    expect(body.success && body.data).toEqual({
      ...complete,
      description: 'Launch the new product line',
      progress: '0',
    });
  });

  it('includes a milestone typed in full but not added', () => {
    const body = goalBody(complete, { text: 'Beta', dueDate: '2026-05-01' });
    expect(body.success && body.data.milestones.map((item) => item.text)).toEqual(['Prototype', 'Beta']);
  });

  it('leaves out a half-typed milestone', () => {
    const body = goalBody(complete, { text: 'Beta', dueDate: '' });
    expect(body.success && body.data.milestones).toHaveLength(1);
  });

  it('fails without the required choices', () => {
    expect(goalBody(emptyGoalDraft(), { text: '', dueDate: '' }).success).toBe(false);
  });
});

describe('draftFromGoal', () => {
  const goal: Goal = {
    id: 'g1',
    goalType: 'long-term',
    dueDate: '2027-01-01',
    description: 'Run a marathon',
    realm: 'Physical',
    smarterCriteria: ['Relevant', 'Specific', 'Unknown'],
    milestones: [{ text: 'Half marathon', dueDate: '2026-09-01', completed: true }],
    progress: '0',
    archived: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };

  it('prefills every field, criteria in documented order, unknown ones dropped', () => {
    expect(draftFromGoal(goal)).toEqual({
      goalType: 'long-term',
      dueDate: '2027-01-01',
      description: 'Run a marathon',
      realm: 'Physical',
      smarterCriteria: ['Specific', 'Relevant'],
      milestones: [{ text: 'Half marathon', dueDate: '2026-09-01', completed: true }],
    });
  });

  it('leaves a realm it does not know unchosen', () => {
    expect(draftFromGoal({ ...goal, realm: 'Cosmic' }).realm).toBeNull();
  });
});

describe('withCriterion', () => {
  it.each([
    [[], 'Risky', true, ['Risky']],
    [['Relevant'], 'Specific', true, ['Specific', 'Relevant']],
    [['Specific', 'Relevant'], 'Specific', false, ['Relevant']],
    [['Specific'], 'Specific', true, ['Specific']],
  ] as const)('%j + %s (%s)', (criteria, criterion, ticked, expected) => {
    expect(withCriterion(criteria, criterion, ticked)).toEqual(expected);
  });
});

describe('prefilledGoalDraft', () => {
  it.each([
    ['quarterly', '2027-03-31', 'quarterly', '2027-03-31'],
    ['long-term', null, 'long-term', ''],
    ['weekly', '2027-03-31', null, '2027-03-31'],
    [null, '2027-02-30', null, ''],
    ['quarterly', '31/03/2027', 'quarterly', ''],
  ] as const)('type %j and due %j start as %j and %j', (type, due, goalType, dueDate) => {
    expect(prefilledGoalDraft(type, due)).toEqual({ ...emptyGoalDraft(), goalType, dueDate });
  });
});
