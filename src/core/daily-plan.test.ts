import { describe, expect, it } from 'vitest';
import {
  carryOver,
  completionPatch,
  DEFAULT_RITUAL_ELEMENTS,
  dailyPlanInput,
  finishDayInput,
  MAX_ITEM_LENGTH,
  MAX_LIST_ITEMS,
  MAX_TEXT_LENGTH,
  RATING_RANGE_MESSAGE,
  RATING_REQUIRED_MESSAGE,
  TASK_PROGRESS_LABEL,
  taskProgress,
  workdayProgress,
} from './daily-plan.ts';

const longItem = 'x'.repeat(MAX_ITEM_LENGTH + 1);
const tooMany = Array.from({ length: MAX_LIST_ITEMS + 1 }, (_, i) => `task ${i}`);

/** Issues as "path: message" strings, for compact expectations. */
function issuesOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return (result.error?.issues ?? []).map((issue) => `${issue.path.map(String).join('.')}: ${issue.message}`);
}

describe('DEFAULT_RITUAL_ELEMENTS and TASK_PROGRESS_LABEL', () => {
  it('match the documented strings exactly', () => {
    expect(DEFAULT_RITUAL_ELEMENTS).toEqual([
      '10+ minutes of Scripture Reading',
      '10+ minutes of Prayer',
      'Ask God what His mission is for you today',
    ]);
    expect(TASK_PROGRESS_LABEL).toBe('Big 3 tasks are 60%, Other tasks are 40%');
  });
});

const validPlan = {
  date: '2025-03-09',
  morningRitualCompleted: false,
  bigThree: ['Write report', 'Call Sam', 'Plan offsite'],
  bigThreeCompleted: [false, false, false],
  otherTasks: ['Email'],
  otherTasksCompleted: [false],
  winningDefinition: 'Report sent',
  distractions: ['Slack'],
};

describe('dailyPlanInput', () => {
  it.each([
    ['the full plan', validPlan, validPlan],
    [
      'trimmed entries',
      {
        ...validPlan,
        bigThree: ['  Write report ', 'Call Sam', 'Plan offsite'],
        winningDefinition: '  Win  ',
      },
      { ...validPlan, winningDefinition: 'Win' },
    ],
    [
      'one Big 3 task (empties filtered by the client)',
      { ...validPlan, bigThree: ['Only one'], bigThreeCompleted: [true] },
      { ...validPlan, bigThree: ['Only one'], bigThreeCompleted: [true] },
    ],
    [
      'no optional content',
      { ...validPlan, otherTasks: [], otherTasksCompleted: [], winningDefinition: '', distractions: [] },
      { ...validPlan, otherTasks: [], otherTasksCompleted: [], winningDefinition: '', distractions: [] },
    ],
    ['unknown keys stripped', { ...validPlan, id: 7, dayFinished: true }, validPlan],
  ])('accepts %s', (_name, input, expected) => {
    expect(dailyPlanInput.parse(input)).toEqual(expected);
  });

  it.each([
    ['an impossible date', { ...validPlan, date: '2025-02-30' }, ['date: Invalid date, expected YYYY-MM-DD']],
    [
      'a date with time',
      { ...validPlan, date: '2025-03-09T00:00:00Z' },
      ['date: Invalid date, expected YYYY-MM-DD'],
    ],
    [
      'no Big 3 tasks',
      { ...validPlan, bigThree: [], bigThreeCompleted: [] },
      ['bigThree: Enter at least one priority task'],
    ],
    [
      'four Big 3 tasks',
      { ...validPlan, bigThree: ['a', 'b', 'c', 'd'], bigThreeCompleted: [false, false, false, false] },
      ['bigThree: The Big 3 has at most 3 tasks'],
    ],
    [
      'a blank Big 3 task',
      { ...validPlan, bigThree: ['a', '  ', 'c'] },
      ['bigThree.1: Priority task cannot be empty'],
    ],
    [
      'bigThreeCompleted shorter than bigThree',
      { ...validPlan, bigThreeCompleted: [false, false] },
      ['bigThreeCompleted: bigThreeCompleted must have one entry per bigThree task (expected 3, got 2)'],
    ],
    [
      'otherTasksCompleted longer than otherTasks',
      { ...validPlan, otherTasksCompleted: [false, true] },
      [
        'otherTasksCompleted: otherTasksCompleted must have one entry per otherTasks task (expected 1, got 2)',
      ],
    ],
    [
      'both lists mismatched',
      { ...validPlan, bigThreeCompleted: [], otherTasksCompleted: [] },
      [
        'bigThreeCompleted: bigThreeCompleted must have one entry per bigThree task (expected 3, got 0)',
        'otherTasksCompleted: otherTasksCompleted must have one entry per otherTasks task (expected 1, got 0)',
      ],
    ],
    ['a blank other task', { ...validPlan, otherTasks: [''] }, ['otherTasks.0: Task cannot be empty']],
    [
      'a blank distraction',
      { ...validPlan, distractions: [' '] },
      ['distractions.0: Distraction cannot be empty'],
    ],
    [
      'a too long task',
      { ...validPlan, otherTasks: [longItem] },
      [`otherTasks.0: Task must be at most ${MAX_ITEM_LENGTH} characters`],
    ],
    [
      'too many distractions',
      { ...validPlan, distractions: tooMany },
      [`distractions: At most ${MAX_LIST_ITEMS} entries are allowed`],
    ],
    [
      'a too long winning definition',
      { ...validPlan, winningDefinition: 'x'.repeat(MAX_TEXT_LENGTH + 1) },
      [`winningDefinition: Must be at most ${MAX_TEXT_LENGTH} characters`],
    ],
  ])('rejects %s', (_name, input, expected) => {
    expect(issuesOf(dailyPlanInput.safeParse(input))).toEqual(expected);
  });

  it.each([
    ['morningRitualCompleted', { ...validPlan, morningRitualCompleted: 'yes' }],
    ['bigThreeCompleted.0', { ...validPlan, bigThreeCompleted: [1, 0, 0] }],
    ['winningDefinition', { ...validPlan, winningDefinition: undefined }],
    ['distractions', { ...validPlan, distractions: 'Slack' }],
  ])('rejects a wrong type at %s', (path, input) => {
    const result = dailyPlanInput.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain(path);
  });
});

describe('completionPatch', () => {
  it.each([
    [{ bigThreeCompleted: [true, false, false] }],
    [{ otherTasksCompleted: [] }],
    [{ otherTasksCompleted: [true, true] }],
    [{ morningRitualCompleted: false }],
    [{ bigThreeCompleted: [true, true, true], otherTasksCompleted: [false], morningRitualCompleted: true }],
  ])('accepts %j', (input) => {
    expect(completionPatch.parse(input)).toEqual(input);
  });

  it.each([
    ['an empty object', {}],
    ['only unknown keys', { dayFinished: true }],
    ['an unknown key beside a known one', { morningRitualCompleted: true, dayFinished: true }],
    ['non-boolean flags', { bigThreeCompleted: ['true'] }],
    ['four Big 3 flags', { bigThreeCompleted: [true, true, true, true] }],
    ['a null value', { morningRitualCompleted: null }],
    ['not an object', [true]],
  ])('rejects %s', (_name, input) => {
    expect(completionPatch.safeParse(input).success).toBe(false);
  });

  it('names the required keys when none is given', () => {
    expect(issuesOf(completionPatch.safeParse({}))).toEqual([
      ': Send at least one of bigThreeCompleted, otherTasksCompleted, morningRitualCompleted, task',
    ]);
  });
});

describe('finishDayInput', () => {
  it.each([
    [
      { productivityRating: '7', incompleteTasks: [] },
      { productivityRating: '7', incompleteTasks: [] },
    ],
    [
      { productivityRating: '1', incompleteTasks: [] },
      { productivityRating: '1', incompleteTasks: [] },
    ],
    [
      { productivityRating: '10', incompleteTasks: [] },
      { productivityRating: '10', incompleteTasks: [] },
    ],
    [
      { productivityRating: ' 8 ', incompleteTasks: [] },
      { productivityRating: '8', incompleteTasks: [] },
    ],
    [
      { productivityRating: '07', incompleteTasks: [] },
      { productivityRating: '7', incompleteTasks: [] },
    ],
    [
      {
        productivityRating: '6',
        improvementNote: '  Start earlier  ',
        incompleteTasks: ['  Call Sam ', 'Email'],
      },
      { productivityRating: '6', improvementNote: 'Start earlier', incompleteTasks: ['Call Sam', 'Email'] },
    ],
  ])('accepts %j', (input, expected) => {
    expect(finishDayInput.parse(input)).toEqual(expected);
  });

  it.each([[''], ['   ']])('omits a blank improvement note %j', (note) => {
    const parsed = finishDayInput.parse({
      productivityRating: '5',
      improvementNote: note,
      incompleteTasks: [],
    });
    expect(parsed.improvementNote).toBeUndefined();
    expect(JSON.parse(JSON.stringify(parsed))).toEqual({ productivityRating: '5', incompleteTasks: [] });
  });

  it.each([
    ['', RATING_REQUIRED_MESSAGE],
    [' ', RATING_REQUIRED_MESSAGE],
    [undefined, RATING_REQUIRED_MESSAGE],
    ['abc', RATING_RANGE_MESSAGE],
    ['0', RATING_RANGE_MESSAGE],
    ['11', RATING_RANGE_MESSAGE],
    ['5.5', RATING_RANGE_MESSAGE],
    ['-3', RATING_RANGE_MESSAGE],
    ['1e1', RATING_RANGE_MESSAGE],
    ['5 stars', RATING_RANGE_MESSAGE],
  ])('rejects rating %j with %s', (rating, message) => {
    expect(issuesOf(finishDayInput.safeParse({ productivityRating: rating, incompleteTasks: [] }))).toEqual([
      `productivityRating: ${message}`,
    ]);
  });

  it('uses the documented texts', () => {
    expect(RATING_REQUIRED_MESSAGE).toBe('Please rate your productivity for today.');
    expect(RATING_RANGE_MESSAGE).toBe('Productivity rating must be between 1 and 10.');
  });

  it.each([
    ['a blank task', ['Email', '  '], ['incompleteTasks.1: Task cannot be empty']],
    ['a duplicate', ['Email', 'Call', 'Email'], ['incompleteTasks.2: Duplicate task: Email']],
    ['a duplicate after trimming', ['Email', ' Email '], ['incompleteTasks.1: Duplicate task: Email']],
    ['too many tasks', tooMany, [`incompleteTasks: At most ${MAX_LIST_ITEMS} entries are allowed`]],
    ['a too long note', null, [`improvementNote: Must be at most ${MAX_TEXT_LENGTH} characters`]],
  ])('rejects %s', (_name, tasks, expected) => {
    const input =
      tasks === null
        ? { productivityRating: '5', improvementNote: 'x'.repeat(MAX_TEXT_LENGTH + 1), incompleteTasks: [] }
        : { productivityRating: '5', incompleteTasks: tasks };
    expect(issuesOf(finishDayInput.safeParse(input))).toEqual(expected);
  });

  it('requires incompleteTasks', () => {
    expect(finishDayInput.safeParse({ productivityRating: '5' }).success).toBe(false);
  });
});

describe('taskProgress', () => {
  const f = false;
  const t = true;
  it.each([
    // Big 3 only: 100/3 each, three done is exactly 100
    [[f, f, f], [], 0],
    [[t, f, f], [], 100 / 3],
    [[t, t, f], [], 200 / 3],
    [[t, t, t], [], 100],
    [[f, t, f], [], 100 / 3],
    // With other tasks: 20 per Big 3 task, others share 40
    [[f, f, f], [f], 0],
    [[t, f, f], [f], 20],
    [[t, t, f], [f], 40],
    [[t, t, t], [f], 60],
    [[f, f, f], [t], 40],
    [[t, t, t], [t], 100],
    [[t, f, f], [t, f], 40],
    [[t, t, t], [t, f], 80],
    [[f, f, f], [t, f, f], 40 / 3],
    [[t, t, f], [t, t, f], 40 + 80 / 3],
    [[t, t, t], [t, t, t, t], 100],
    [[f, f, f], [t, t, t, t, f], 32],
    // Fewer than three Big 3 tasks keep their per-task weight
    [[t], [], 100 / 3],
    [[t, t], [t], 80],
    // Cap at 100 for malformed plans
    [[t, t, t, t], [], 100],
    [[t, t, t, t, t, t], [t], 100],
    [[], [], 0],
  ])('big %j, other %j → %d', (bigThreeCompleted, otherTasksCompleted, expected) => {
    const progress = taskProgress({ bigThreeCompleted, otherTasksCompleted });
    expect(progress).toBeCloseTo(expected, 10);
    expect(progress).toBeGreaterThanOrEqual(0);
    expect(progress).toBeLessThanOrEqual(100);
  });

  it('gives exactly 100, not 99.99, when all three Big 3 tasks are done', () => {
    expect(taskProgress({ bigThreeCompleted: [true, true, true], otherTasksCompleted: [] })).toBe(100);
    expect(
      taskProgress({ bigThreeCompleted: [true, true, true], otherTasksCompleted: [true, true, true] }),
    ).toBe(100);
  });
});

describe('workdayProgress', () => {
  it.each([
    [0, 0],
    [7 * 60 + 59, 0],
    [8 * 60, 0],
    [8 * 60 + 54, 10],
    [12 * 60 + 30, 50],
    [16 * 60 + 59, (539 * 100) / 540],
    [17 * 60, 100],
    [17 * 60 + 1, 100],
    [23 * 60 + 59, 100],
    [-30, 0],
    [2000, 100],
  ])('%i min → %d%%', (minutes, expected) => {
    expect(workdayProgress(minutes)).toBeCloseTo(expected, 10);
  });

  it.each([[Number.NaN], [Number.POSITIVE_INFINITY]])('throws RangeError for %s', (minutes) => {
    expect(() => workdayProgress(minutes)).toThrow(RangeError);
  });
});

describe('carryOver', () => {
  it.each([
    ['no plan yesterday', null, []],
    ['unfinished day with tasks', { dayFinished: false, incompleteTasks: ['Email'] }, []],
    ['unfinished day without tasks', { dayFinished: false }, []],
    ['finished day, tasks undefined', { dayFinished: true }, []],
    ['finished day, tasks null', { dayFinished: true, incompleteTasks: null }, []],
    ['finished day, no tasks', { dayFinished: true, incompleteTasks: [] }, []],
    [
      'finished day with tasks',
      { dayFinished: true, incompleteTasks: ['Email', 'Call Sam'] },
      ['Email', 'Call Sam'],
    ],
    [
      'finished day, messy tasks',
      { dayFinished: true, incompleteTasks: [' Email ', '', 'Email', '  ', 'Call'] },
      ['Email', 'Call'],
    ],
  ])('%s → %j', (_name, yesterday, expected) => {
    expect(carryOver(yesterday)).toEqual(expected);
  });

  it('returns a copy, not the stored list', () => {
    const incompleteTasks = ['Email'];
    const result = carryOver({ dayFinished: true, incompleteTasks });
    result.push('changed');
    expect(incompleteTasks).toEqual(['Email']);
  });
});
