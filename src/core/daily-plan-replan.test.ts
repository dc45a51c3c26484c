import { describe, expect, it } from 'vitest';
import type { DailyPlanInput } from './daily-plan.ts';
import { type ReplannedFields, replan, type StoredPlanState } from './daily-plan-replan.ts';

const stored = (overrides: Partial<StoredPlanState> = {}): StoredPlanState => ({
  morningRitualCompleted: false,
  bigThree: ['Write the proposal', 'Call Sam', 'Review budget'],
  bigThreeCompleted: [true, false, false],
  otherTasks: ['Inbox', 'Gym'],
  otherTasksCompleted: [false, true],
  incompleteTasks: null,
  ...overrides,
});

const input = (overrides: Partial<DailyPlanInput> = {}): DailyPlanInput => {
  const plan = {
    date: '2025-03-11',
    morningRitualCompleted: false,
    bigThree: ['Write the proposal', 'Call Sam', 'Review budget'],
    bigThreeCompleted: [false, false, false],
    otherTasks: ['Inbox', 'Gym'],
    otherTasksCompleted: [false, false],
    winningDefinition: 'Proposal sent',
    distractions: ['Slack'],
    ...overrides,
  };
  return plan;
};

type Case = {
  label: string;
  existing: StoredPlanState;
  input: DailyPlanInput;
  expected: Partial<ReplannedFields>;
};

const cases: Case[] = [
  {
    label: 'links: sent links are taken as sent',
    existing: stored({ bigThreeLinks: [{ priority: 0, goalId: null }, null, null] }),
    input: input({
      bigThreeLinks: [null, { priority: 2, goalId: '11111111-1111-4111-8111-111111111111' }, null],
    }),
    expected: {
      bigThreeLinks: [null, { priority: 2, goalId: '11111111-1111-4111-8111-111111111111' }, null],
    },
  },
  {
    label: 'links: omitted links follow their task by text; new tasks get null',
    existing: stored({
      bigThreeLinks: [
        { priority: 0, goalId: '11111111-1111-4111-8111-111111111111' },
        { priority: 1, goalId: null },
        null,
      ],
    }),
    input: input({
      bigThree: ['Call Sam', 'New task', ' Write the proposal '],
      bigThreeCompleted: [false, false, false],
    }),
    expected: {
      bigThreeLinks: [
        { priority: 1, goalId: null },
        null,
        { priority: 0, goalId: '11111111-1111-4111-8111-111111111111' },
      ],
    },
  },
  {
    label: 'links: a plan stored before links existed gives nulls',
    existing: stored(),
    input: input(),
    expected: { bigThreeLinks: [null, null, null] },
  },
  {
    label: 'the same tasks keep every stored flag (the client sent all false)',
    existing: stored(),
    input: input(),
    expected: { bigThreeCompleted: [true, false, false], otherTasksCompleted: [false, true] },
  },
  {
    label: 'a renamed task takes the sent flag; the others keep theirs',
    existing: stored({ bigThreeCompleted: [true, true, false] }),
    input: input({ bigThree: ['Write the proposal', 'Call Samantha', 'Review budget'] }),
    expected: { bigThreeCompleted: [true, false, false] },
  },
  {
    label: 'a new task takes the flag the client sent',
    existing: stored(),
    input: input({ otherTasks: ['Inbox', 'Gym', 'Read'], otherTasksCompleted: [false, false, true] }),
    expected: { otherTasksCompleted: [false, true, true] },
  },
  {
    label: 'reordered tasks keep their own flags',
    existing: stored(),
    input: input({ bigThree: ['Review budget', 'Write the proposal', 'Call Sam'] }),
    expected: { bigThreeCompleted: [false, true, false] },
  },
  {
    label: 'texts are compared trimmed',
    existing: stored({ bigThree: [' Write the proposal ', 'Call Sam', 'Review budget'] }),
    input: input(),
    expected: { bigThreeCompleted: [true, false, false] },
  },
  {
    label: 'matching is case-sensitive (a changed text is a new task)',
    existing: stored(),
    input: input({ bigThree: ['write the proposal', 'Call Sam', 'Review budget'] }),
    expected: { bigThreeCompleted: [false, false, false] },
  },
  {
    label: 'a task moved from other tasks to the Big 3 keeps its flag',
    existing: stored(),
    input: input({
      bigThree: ['Write the proposal', 'Gym'],
      bigThreeCompleted: [false, false],
      otherTasks: ['Inbox'],
      otherTasksCompleted: [false],
    }),
    expected: { bigThreeCompleted: [true, true], otherTasksCompleted: [false] },
  },
  {
    label: 'a same-group match wins over a moved task of the same text',
    existing: stored({ otherTasks: ['Call Sam'], otherTasksCompleted: [true] }),
    input: input({ otherTasks: ['Call Sam'], otherTasksCompleted: [false] }),
    expected: { bigThreeCompleted: [true, false, false], otherTasksCompleted: [true] },
  },
  {
    label: 'a repeated text matches stored tasks of that text one each, in order',
    existing: stored({ otherTasks: ['Inbox', 'Inbox'], otherTasksCompleted: [true, false] }),
    input: input({ otherTasks: ['Inbox', 'Inbox', 'Inbox'], otherTasksCompleted: [false, false, false] }),
    expected: { otherTasksCompleted: [true, false, false] },
  },
  {
    label: 'a done morning ritual stays done; a sent true sets it',
    existing: stored({ morningRitualCompleted: true }),
    input: input({ morningRitualCompleted: false }),
    expected: { morningRitualCompleted: true },
  },
  {
    label: 'the morning ritual sent as done on a plan where it was not',
    existing: stored(),
    input: input({ morningRitualCompleted: true }),
    expected: { morningRitualCompleted: true },
  },
  {
    label: 'an unfinished day keeps incompleteTasks null',
    existing: stored(),
    input: input({ bigThree: ['Other'], bigThreeCompleted: [false] }),
    expected: { incompleteTasks: null },
  },
  {
    label: 'incompleteTasks drops a removed task',
    existing: stored({ incompleteTasks: ['Call Sam', 'Review budget', 'Inbox'] }),
    input: input({ bigThree: ['Write the proposal', 'Review budget'], bigThreeCompleted: [false, false] }),
    expected: { incompleteTasks: ['Review budget', 'Inbox'] },
  },
  {
    label: 'incompleteTasks drops a renamed task and never adds the new name',
    existing: stored({ incompleteTasks: ['Call Sam'] }),
    input: input({ bigThree: ['Write the proposal', 'Call Samantha', 'Review budget'] }),
    expected: { incompleteTasks: [] },
  },
  {
    label: 'incompleteTasks keeps a task that moved group and drops one that is done',
    existing: stored({ incompleteTasks: ['Call Sam', 'Gym'], otherTasksCompleted: [false, true] }),
    input: input({
      bigThree: ['Write the proposal'],
      bigThreeCompleted: [false],
      otherTasks: ['Call Sam', 'Gym'],
    }),
    expected: { incompleteTasks: ['Call Sam'], otherTasksCompleted: [false, true] },
  },
  {
    label: 'incompleteTasks entries are compared trimmed and not repeated',
    existing: stored({ incompleteTasks: [' Call Sam ', 'Call Sam'] }),
    input: input(),
    expected: { incompleteTasks: ['Call Sam'] },
  },
  {
    label: 'every planned field is the input’s',
    existing: stored(),
    input: input({ winningDefinition: 'New win', distractions: [] }),
    expected: { winningDefinition: 'New win', distractions: [], otherTasks: ['Inbox', 'Gym'] },
  },
];

describe('replan', () => {
  it.each(cases)('$label', ({ existing, input: body, expected }) => {
    const result = replan(existing, body);
    expect(result).toMatchObject(expected);
    expect(result.bigThreeCompleted).toHaveLength(body.bigThree.length);
    expect(result.otherTasksCompleted).toHaveLength(body.otherTasks.length);
    expect(result).not.toHaveProperty('date');
  });

  it('changes neither argument', () => {
    const existing = stored({ incompleteTasks: ['Call Sam'] });
    const body = input({ bigThree: ['Write the proposal'], bigThreeCompleted: [false] });
    const copies = structuredClone({ existing, body });
    replan(existing, body);
    expect({ existing, body }).toEqual(copies);
  });
});
