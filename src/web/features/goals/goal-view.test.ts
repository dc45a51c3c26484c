import { describe, expect, it } from 'vitest';
import {
  activeGoalsLabel,
  formatDueDate,
  goalsInView,
  isGoalOverdue,
  isMilestoneOverdue,
  servedDaysText,
  timeProgressPercent,
} from './goal-view.ts';

const goal = (id: string, dueDate: string, archived: boolean, createdAt = '2026-01-01T00:00:00.000Z') => ({
  id,
  dueDate,
  archived,
  createdAt,
});

describe('goalsInView', () => {
  const goals = [
    goal('late', '2026-09-01', false),
    goal('old', '2025-01-01', true),
    goal('soon', '2026-03-01', false),
    goal('same-day-newer', '2026-03-01', false, '2026-02-01T00:00:00.000Z'),
    goal('archived-soon', '2026-02-01', true),
  ];

  it.each([
    ['active', ['soon', 'same-day-newer', 'late']],
    ['archived', ['old', 'archived-soon']],
  ] as const)('%s goals by due date, then creation', (view, ids) => {
    expect(goalsInView(goals, view).map((entry) => entry.id)).toEqual(ids);
  });

  it('does not reorder its input', () => {
    const input = [goal('b', '2026-02-01', false), goal('a', '2026-01-01', false)];
    goalsInView(input, 'active');
    expect(input.map((entry) => entry.id)).toEqual(['b', 'a']);
  });
});

describe('timeProgressPercent', () => {
  const zone = 'America/New_York';
  it.each([
    ['at creation', '2026-01-01T05:00:00.000Z', '2026-01-10', '2026-01-01T05:00:00.000Z', 0],
    ['half way', '2026-01-01T05:00:00.000Z', '2026-01-10', '2026-01-06T05:00:00.000Z', 50],
    ['two thirds, rounded up', '2026-01-01T05:00:00.000Z', '2026-01-03', '2026-01-03T05:00:00.000Z', 67],
    ['one third, rounded down', '2026-01-01T05:00:00.000Z', '2026-01-03', '2026-01-02T05:00:00.000Z', 33],
    ['after the due day', '2026-01-01T05:00:00.000Z', '2026-01-10', '2026-02-01T00:00:00.000Z', 100],
    ['due before creation', '2026-01-05T05:00:00.000Z', '2026-01-01', '2026-01-05T05:00:00.000Z', 100],
    ['unreadable creation', 'not a date', '2026-01-10', '2026-01-05T05:00:00.000Z', 0],
    ['unreadable due date', '2026-01-01T05:00:00.000Z', '2026-02-30', '2026-01-05T05:00:00.000Z', 0],
  ])('%s', (_name, createdAt, dueDate, now, expected) => {
    expect(timeProgressPercent({ createdAt, dueDate }, new Date(now), zone)).toBe(expected);
  });

  it('treats a bad time zone as no progress instead of throwing', () => {
    expect(
      timeProgressPercent(
        { createdAt: '2026-01-01T00:00:00.000Z', dueDate: '2026-01-10' },
        new Date(),
        'Nowhere/X',
      ),
    ).toBe(0);
  });
});

describe('overdue marks', () => {
  it.each([
    ['active, due yesterday', { archived: false, dueDate: '2026-03-09' }, true],
    ['active, due today', { archived: false, dueDate: '2026-03-10' }, false],
    ['archived, due yesterday', { archived: true, dueDate: '2026-03-09' }, false],
  ])('goal %s', (_name, entry, expected) => {
    expect(isGoalOverdue(entry, '2026-03-10')).toBe(expected);
  });

  it.each([
    ['open, due yesterday', { completed: false, dueDate: '2026-03-09' }, true],
    ['open, due today', { completed: false, dueDate: '2026-03-10' }, false],
    ['completed, due yesterday', { completed: true, dueDate: '2026-03-09' }, false],
  ])('milestone %s', (_name, item, expected) => {
    expect(isMilestoneOverdue(item, '2026-03-10')).toBe(expected);
  });
});

describe('texts', () => {
  it.each([
    ['2026-03-10', 'Mar 10, 2026'],
    ['2024-02-29', 'Feb 29, 2024'],
    ['nonsense', 'nonsense'],
  ])('formatDueDate(%s)', (date, text) => {
    expect(formatDueDate(date)).toBe(text);
  });

  it.each([
    [0, '0 active goals'],
    [1, '1 active goal'],
    [2, '2 active goals'],
  ])('activeGoalsLabel(%i)', (count, text) => {
    expect(activeGoalsLabel(count)).toBe(text);
  });

  it.each([
    [0, 'No Big 3 days for this goal yet this week'],
    [1, 'Served by your Big 3 on 1 day this week'],
    [4, 'Served by your Big 3 on 4 days this week'],
  ])('servedDaysText(%i)', (days, text) => {
    expect(servedDaysText(days)).toBe(text);
  });
});
