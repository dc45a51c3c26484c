/** Table tests of core rituals: POST /api/rituals bodies, default elements and the streak rule (ADR 043). */
import { describe, expect, it } from 'vitest';
import { DEFAULT_RITUAL_ELEMENTS, MAX_ITEM_LENGTH, MAX_LIST_ITEMS } from './daily-plan.ts';
import { localDateOf } from './dates.ts';
import {
  fixedElements,
  RITUAL_DEFAULT_ELEMENTS,
  RITUAL_TYPES,
  ritual,
  ritualInput,
  ritualStreaks,
} from './rituals.ts';

const longItem = 'x'.repeat(MAX_ITEM_LENGTH + 1);
const tooMany = Array.from({ length: MAX_LIST_ITEMS + 1 }, (_, i) => `task ${i}`);

describe('ritualInput', () => {
  it.each([
    [{ type: 'morning', elements: [...DEFAULT_RITUAL_ELEMENTS] }, [...DEFAULT_RITUAL_ELEMENTS]],
    [{ type: 'morning', elements: ['  Journal  ', 'Walk'] }, ['Journal', 'Walk']],
  ])('accepts %j', (input, elements) => {
    expect(ritualInput.parse(input)).toEqual({ type: 'morning', elements });
  });

  it.each([
    ['evening type', { type: 'evening', elements: ['Walk'] }, 'type'],
    ['missing type', { elements: ['Walk'] }, 'type'],
    ['no elements', { type: 'morning', elements: [] }, 'elements'],
    ['blank element', { type: 'morning', elements: ['Walk', '   '] }, 'elements.1'],
    ['non-string element', { type: 'morning', elements: [3] }, 'elements.0'],
    ['too long element', { type: 'morning', elements: [longItem] }, 'elements.0'],
    ['too many elements', { type: 'morning', elements: tooMany }, 'elements'],
  ])('rejects %s at %s', (_name, input, path) => {
    const result = ritualInput.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain(path);
  });
});

describe('ritual (response)', () => {
  it('parses a saved ritual and rejects one without elements', () => {
    const saved = { id: '0b6f3c1e-0000-4000-8000-000000000000', type: 'morning', elements: ['Pray'] };
    expect(ritual.parse(saved)).toEqual(saved);
    expect(ritual.safeParse({ id: saved.id, type: 'morning' }).success).toBe(false);
  });
});

describe('ritualInput minutes and types', () => {
  it.each([
    [
      { type: 'startup', elements: ['Plan'] },
      { type: 'startup', elements: ['Plan'] },
    ],
    [
      { type: 'shutdown', elements: ['Review', 'Plan'], minutes: [1, 240] },
      { type: 'shutdown', elements: ['Review', 'Plan'], minutes: [1, 240] },
    ],
  ])('accepts %j', (input, parsed) => {
    expect(ritualInput.parse(input)).toEqual(parsed);
  });

  it.each([
    ['fewer minutes than elements', [5]],
    ['more minutes than elements', [5, 5, 5]],
    ['zero minutes', [0, 5]],
    ['241 minutes', [5, 241]],
    ['a fraction', [5, 2.5]],
    ['a string', [5, '5']],
    ['null entry', [5, null]],
  ])('rejects %s at minutes', (_name, minutes) => {
    const result = ritualInput.safeParse({ type: 'startup', elements: ['Plan', 'Go'], minutes });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['minutes']);
  });

  it('rejects minutes that are not a list at minutes', () => {
    const result = ritualInput.safeParse({ type: 'startup', elements: ['Plan'], minutes: 5 });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['minutes']);
  });
});

describe('default elements', () => {
  it('keeps the morning defaults fixed and the workday rituals removable', () => {
    expect(RITUAL_DEFAULT_ELEMENTS.morning).toEqual(DEFAULT_RITUAL_ELEMENTS);
    expect(fixedElements('morning')).toEqual(DEFAULT_RITUAL_ELEMENTS);
    expect(fixedElements('startup')).toEqual([]);
    expect(fixedElements('shutdown')).toEqual([]);
    expect(RITUAL_DEFAULT_ELEMENTS.shutdown).toContain("Plan tomorrow's Big 3");
    for (const type of RITUAL_TYPES) {
      expect(ritualInput.safeParse({ type, elements: [...RITUAL_DEFAULT_ELEMENTS[type]] }).success).toBe(
        true,
      );
    }
  });
});

const done = (date: string, n = 2) => ({ date, completed: Array<boolean>(n).fill(true) });
const partly = (date: string) => ({ date, completed: [true, false] });

describe('ritualStreaks', () => {
  it.each([
    ['no runs', [], undefined, '2025-03-12', 0, 0],
    ['only today done', [done('2025-03-12')], 2, '2025-03-12', 1, 1],
    [
      'today not yet done keeps the streak up to yesterday',
      [done('2025-03-10'), done('2025-03-11')],
      2,
      '2025-03-12',
      2,
      2,
    ],
    ['today partly done keeps the streak', [done('2025-03-11'), partly('2025-03-12')], 2, '2025-03-12', 1, 1],
    [
      'a missed yesterday ends the current streak',
      [done('2025-03-09'), done('2025-03-10')],
      2,
      '2025-03-12',
      0,
      2,
    ],
    [
      'a partly done day breaks it',
      [done('2025-03-09'), partly('2025-03-10'), done('2025-03-11')],
      2,
      '2025-03-12',
      1,
      1,
    ],
    ['an empty run does not count', [{ date: '2025-03-11', completed: [] }], undefined, '2025-03-12', 0, 0],
    [
      'longest over history',
      [done('2025-01-01'), done('2025-01-02'), done('2025-01-03'), done('2025-03-12')],
      2,
      '2025-03-12',
      1,
      3,
    ],
    [
      'runs after today are ignored',
      [done('2025-03-12'), done('2025-03-13'), done('2025-03-14')],
      2,
      '2025-03-12',
      1,
      1,
    ],
    ['unordered runs', [done('2025-03-12'), done('2025-03-10'), done('2025-03-11')], 2, '2025-03-12', 3, 3],
    // US spring forward on 2025-03-09 (a 23 h day) and fall back on 2025-11-02 (25 h): one day each.
    [
      'across the spring DST change',
      [done('2025-03-08'), done('2025-03-09'), done('2025-03-10')],
      2,
      '2025-03-10',
      3,
      3,
    ],
    [
      'across the autumn DST change',
      [done('2025-11-01'), done('2025-11-02'), done('2025-11-03')],
      2,
      '2025-11-04',
      3,
      3,
    ],
    [
      'across a month and a leap day',
      [done('2024-02-28'), done('2024-02-29'), done('2024-03-01')],
      2,
      '2024-03-01',
      3,
      3,
    ],
    ['across a year end', [done('2024-12-31'), done('2025-01-01')], 2, '2025-01-01', 2, 2],
    [
      'a past day is judged by its own flags',
      [done('2025-03-10', 3), done('2025-03-11', 2)],
      2,
      '2025-03-12',
      2,
      2,
    ],
    [
      'today counts only with the current element count',
      [done('2025-03-11', 2), done('2025-03-12', 2)],
      3,
      '2025-03-12',
      1,
      1,
    ],
  ])('%s', (_name, runs, count, today, currentStreak, longestStreak) => {
    expect(ritualStreaks(runs, count, today)).toEqual({ currentStreak, longestStreak });
  });

  it.each([
    // 2025-03-09 07:30Z is 03:30 EDT on the spring-forward day in New York; 2025-03-09 04:30Z is still 03-08 there.
    ['America/New_York', '2025-03-09T07:30:00Z', 3],
    ['America/New_York', '2025-03-09T04:30:00Z', 2],
    // Samoa jumped from UTC-10 to UTC+14 at 2011-12-30 10:00Z (no 12-30 on its wall clock): 2011-12-31 10:00Z is
    // 2012-01-01 there (12-31 and 01-01 done: 2); 2011-12-30 09:00Z is still 12-29 (nothing done on 12-28/29: 0).
    ['Pacific/Apia', '2011-12-31T10:00:00Z', 2],
    ['Pacific/Apia', '2011-12-30T09:00:00Z', 0],
  ])('today from the clock in %s at %s', (zone, instant, currentStreak) => {
    const runs = [
      done('2025-03-07'),
      done('2025-03-08'),
      done('2025-03-09'),
      done('2011-12-31'),
      done('2012-01-01'),
    ];
    const today = localDateOf(new Date(instant), zone);
    expect(ritualStreaks(runs, 2, today).currentStreak).toBe(currentStreak);
  });
});
