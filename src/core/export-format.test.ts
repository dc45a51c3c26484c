import { describe, expect, it } from 'vitest';
import { firstImportIssue, stewardExport } from './export-format.ts';

/** An empty, valid export file. */
const empty = {
  format: 'steward-export',
  version: 1,
  exportedAt: '2025-03-10T08:00:00.000Z',
  profile: { name: 'Dana', email: 'dana@example.com', timeZone: 'UTC' },
  rituals: [],
  ritualRuns: [],
  dailyPlans: [],
  weeklyReviews: [],
  clarityBreaks: [],
  goals: [],
  idealWeeks: [],
  habits: [],
  habitEntries: [],
  timeBlocks: [],
  calendarSources: [],
};
const at = '2025-03-10T08:00:00.000Z';
const meta = (id: string) => ({ id, createdAt: at, updatedAt: at });
const block = (id: string, start: string, end: string) => ({
  ...meta(id),
  title: 'Focus',
  start,
  end,
  domain: null,
});
const firstPath = (file: unknown) => {
  const result = stewardExport.safeParse(file);
  return result.success ? null : result.error.issues[0]?.path.join('.');
};

describe('export format', () => {
  it('accepts an empty file', () => {
    expect(firstPath(empty)).toBeNull();
  });

  it.each([
    ['another format', { ...empty, format: 'other' }, 'format'],
    ['a later version', { ...empty, version: 2 }, 'version'],
    [
      'an empty Big 3 task',
      {
        ...empty,
        dailyPlans: [
          {
            ...meta('00000000-0000-4000-8000-000000000001'),
            date: '2025-03-10',
            morningRitualCompleted: false,
            bigThree: [' '],
            bigThreeCompleted: [false],
            otherTasks: [],
            otherTasksCompleted: [],
            winningDefinition: '',
            distractions: [],
            dayFinished: false,
            productivityRating: null,
            improvementNote: null,
            incompleteTasks: null,
          },
        ],
      },
      'dailyPlans.0.bigThree.0',
    ],
    [
      'overlapping time blocks',
      {
        ...empty,
        timeBlocks: [
          block('00000000-0000-4000-8000-000000000001', '2025-03-10T09:00:00Z', '2025-03-10T10:00:00Z'),
          block('00000000-0000-4000-8000-000000000002', '2025-03-10T09:30:00Z', '2025-03-10T11:00:00Z'),
        ],
      },
      'timeBlocks.1.start',
    ],
  ])('names the first bad path of %s', (_, file, path) => {
    expect(firstPath(file)).toBe(path);
  });
});

describe('firstImportIssue', () => {
  const firstPath = (file: unknown) => stewardExport.safeParse(file).error?.issues[0]?.path.join('.');
  it.each([
    { file: empty, path: undefined },
    { file: { ...empty, version: 2, dailyPlans: [{}] }, path: 'version' },
    { file: { ...empty, dailyPlans: [{}, {}] }, path: 'dailyPlans.0.id' },
    { file: { ...empty, dailyPlans: 'none' }, path: 'dailyPlans' },
    { file: { ...empty, goals: [], habits: [{ ...meta('x') }] }, path: 'habits.0.id' },
    { file: { ...empty, quarterlyReviews: undefined, reminderSettings: 'on' }, path: 'reminderSettings' },
  ])('names the path stewardExport names first: $path', ({ file, path }) => {
    expect(firstPath(file)).toBe(path);
    expect(firstImportIssue(file)?.path.join('.')).toBe(path);
  });
});
