import { describe, expect, it } from 'vitest';
import type { HabitSchedule } from '../../../core/habits.ts';
import { scheduleText, targetText } from './habit-text.ts';

describe('scheduleText', () => {
  it.each<[HabitSchedule, string]>([
    [{ kind: 'daily' }, 'Every day'],
    [{ kind: 'weekdays', days: [3] }, 'Every Wednesday'],
    [{ kind: 'weekdays', days: [1, 5] }, 'Every Monday and Friday'],
    [{ kind: 'weekdays', days: [1, 3, 5] }, 'Every Monday, Wednesday and Friday'],
    [{ kind: 'weekdays', days: [1, 2, 3, 4, 5, 6, 7] }, 'Every day'],
    [{ kind: 'timesPerWeek', times: 1 }, 'Once a week'],
    [{ kind: 'timesPerWeek', times: 3 }, '3 times a week'],
    [{ kind: 'everyNDays', n: 2 }, 'Every 2 days'],
  ])('%j → %s', (schedule, text) => {
    expect(scheduleText(schedule)).toBe(text);
  });
});

describe('targetText', () => {
  it.each([
    [1, null, 'Once a day'],
    [3, null, '3 times a day'],
    [8, 'glasses', '8 glasses a day'],
  ])('%i %s → %s', (target, unit, text) => {
    expect(targetText({ target, unit })).toBe(text);
  });
});
