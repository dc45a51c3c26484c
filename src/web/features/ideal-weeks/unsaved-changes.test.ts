import { describe, expect, test } from 'vitest';
import type { IdealWeekSchedule } from '../../../core/ideal-week.ts';
import { hasUnsavedChanges, sameSchedule } from './unsaved-changes.ts';

const week: IdealWeekSchedule = { 'monday-9:00 AM': { activity: 'Deep work', domain: 'work' } };

describe('sameSchedule', () => {
  test.each<[string, IdealWeekSchedule, IdealWeekSchedule, boolean]>([
    ['both empty', {}, {}, true],
    ['the same cell', week, { 'monday-9:00 AM': { activity: 'Deep work', domain: 'work' } }, true],
    ['a missing cell and an empty one', {}, { 'monday-9:00 AM': { activity: '' } }, true],
    ['a cell added', {}, week, false],
    ['a cell removed', week, {}, false],
    ['another activity', week, { 'monday-9:00 AM': { activity: 'Calls', domain: 'work' } }, false],
    ['another domain', week, { 'monday-9:00 AM': { activity: 'Deep work', domain: 'social' } }, false],
    ['the domain cleared', week, { 'monday-9:00 AM': { activity: 'Deep work' } }, false],
  ])('%s', (_, a, b, expected) => {
    expect(sameSchedule(a, b)).toBe(expected);
    expect(sameSchedule(b, a)).toBe(expected);
  });
});

describe('hasUnsavedChanges', () => {
  test.each<[string, string, string, boolean]>([
    ['the same name', 'Focus', 'Focus', false],
    ['spaces around it', 'Focus', '  Focus ', false],
    ['blank is the default name', 'My Ideal Week', '   ', false],
    ['renamed', 'Focus', 'Summer', true],
  ])('%s', (_, before, after, expected) => {
    expect(hasUnsavedChanges({ name: before, schedule: week }, { name: after, schedule: week })).toBe(
      expected,
    );
  });

  test('a changed cell under the same name', () => {
    expect(hasUnsavedChanges({ name: 'Focus', schedule: week }, { name: 'Focus', schedule: {} })).toBe(true);
  });
});
