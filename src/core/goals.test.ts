import { describe, expect, it } from 'vitest';
import {
  byDueDate,
  goalInput,
  goalTimeProgress,
  goalTimeProgressChangesAt,
  isOverdue,
  milestoneProgress,
  nextMilestone,
} from './goals.ts';

const at = (iso: string) => new Date(iso);

describe('goalTimeProgress', () => {
  it.each([
    // [label, createdAt, dueDate, now, zone, expected percent]
    ['at creation', '2025-01-01T00:00:00Z', '2025-01-10', '2025-01-01T00:00:00Z', 'UTC', 0],
    ['before creation (clock skew)', '2025-01-01T00:00:00Z', '2025-01-10', '2024-12-31T00:00:00Z', 'UTC', 0],
    [
      'half way (due at the end of Jan 10)',
      '2025-01-01T00:00:00Z',
      '2025-01-10',
      '2025-01-06T00:00:00Z',
      'UTC',
      50,
    ],
    [
      'on the due date, not yet over',
      '2025-01-01T00:00:00Z',
      '2025-01-10',
      '2025-01-10T12:00:00Z',
      'UTC',
      95,
    ],
    ['once the due date is over', '2025-01-01T00:00:00Z', '2025-01-10', '2025-01-11T00:00:00Z', 'UTC', 100],
    ['long after', '2025-01-01T00:00:00Z', '2025-01-10', '2026-01-01T00:00:00Z', 'UTC', 100],
    ['created on its due date', '2025-01-10T12:00:00Z', '2025-01-10', '2025-01-10T18:00:00Z', 'UTC', 50],
    [
      'entered with a past due date',
      '2025-02-01T00:00:00Z',
      '2025-01-10',
      '2025-02-01T00:00:00Z',
      'UTC',
      100,
    ],
    [
      'far future',
      '2025-01-01T00:00:00Z',
      '9999-12-30',
      '2025-01-02T00:00:00Z',
      'UTC',
      (100 * 86_400_000) / (Date.UTC(9999, 11, 31) - Date.UTC(2025, 0, 1)),
    ],
    // The due date ends at local midnight: in New York that is 05:00Z in winter.
    [
      'zone: due end is local midnight',
      '2025-01-01T05:00:00Z',
      '2025-01-01',
      '2025-01-01T17:00:00Z',
      'America/New_York',
      50,
    ],
    // Spring forward: Sunday 2025-03-09 in New York has 23 hours; the share counts real time.
    [
      'DST spring: 23 h day',
      '2025-03-09T05:00:00Z',
      '2025-03-09',
      '2025-03-09T16:30:00Z',
      'America/New_York',
      50,
    ],
    // Fall back: Sunday 2025-11-02 has 25 hours.
    [
      'DST fall: 25 h day',
      '2025-11-02T04:00:00Z',
      '2025-11-02',
      '2025-11-02T16:30:00Z',
      'America/New_York',
      50,
    ],
  ] as const)('%s', (_label, createdAt, dueDate, now, zone, expected) => {
    expect(goalTimeProgress({ createdAt: at(createdAt), dueDate }, at(now), zone)).toBeCloseTo(expected, 9);
  });

  it('throws RangeError for an unknown zone or an invalid due date', () => {
    const goal = { createdAt: at('2025-01-01T00:00:00Z'), dueDate: '2025-01-10' };
    expect(() => goalTimeProgress(goal, at('2025-01-02T00:00:00Z'), 'Mars/Olympus')).toThrow(RangeError);
    expect(() => goalTimeProgress({ ...goal, dueDate: '2025-02-30' }, new Date(), 'UTC')).toThrow(RangeError);
  });
});

describe('goalTimeProgressChangesAt', () => {
  // Ten days from creation to the end of the due date: one percent is 2.4 hours, the shown value rounds at 1.2 h.
  const goal = { createdAt: at('2025-01-01T00:00:00Z'), dueDate: '2025-01-10' };
  const shown = (now: number) => Math.round(goalTimeProgress(goal, new Date(now), 'UTC'));

  it('is the instant the rounded percent turns, not a millisecond later', () => {
    const now = at('2025-01-06T00:00:00Z');
    const changes = goalTimeProgressChangesAt(goal, now, 'UTC');
    expect(changes).toBe(Date.parse('2025-01-06T01:12:00Z'));
    expect(shown(changes - 1)).toBe(50);
    expect(shown(changes)).toBe(51);
  });

  it('is Infinity once the goal shows 100%', () => {
    expect(goalTimeProgressChangesAt(goal, at('2025-01-11T00:00:00Z'), 'UTC')).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('milestoneProgress', () => {
  it.each([
    [[], { done: 0, total: 0, percent: 0 }],
    [[{ completed: false }], { done: 0, total: 1, percent: 0 }],
    [[{ completed: true }, { completed: false }], { done: 1, total: 2, percent: 50 }],
    [
      [{ completed: true }, { completed: true }, { completed: false }],
      { done: 2, total: 3, percent: 200 / 3 },
    ],
    [[{ completed: true }], { done: 1, total: 1, percent: 100 }],
  ])('%j → %j', (milestones, expected) => {
    expect(milestoneProgress(milestones)).toEqual(expected);
  });
});

describe('isOverdue', () => {
  it.each([
    ['2025-01-09', '2025-01-10', true],
    ['2025-01-10', '2025-01-10', false],
    ['2025-01-11', '2025-01-10', false],
    ['2024-12-31', '2025-01-01', true],
  ])('due %s on %s → %s', (due, today, expected) => {
    expect(isOverdue(due, today)).toBe(expected);
  });
});

describe('byDueDate and nextMilestone', () => {
  const goal = (id: string, dueDate: string, createdAt: string, extra: object = {}) => ({
    id,
    dueDate,
    createdAt,
    archived: false,
    milestones: [] as { text: string; dueDate: string; completed: boolean }[],
    ...extra,
  });

  it('orders by due date, then creation', () => {
    const goals = [
      goal('c', '2025-05-01', '2025-01-03T00:00:00Z'),
      goal('a', '2025-03-01', '2025-01-05T00:00:00Z'),
      goal('b', '2025-05-01', '2025-01-01T00:00:00Z'),
    ];
    expect(byDueDate(goals).map((g) => g.id)).toEqual(['a', 'b', 'c']);
    expect(goals.map((g) => g.id)).toEqual(['c', 'a', 'b']);
  });

  it('picks the earliest open milestone of an active goal, overdue first', () => {
    const ms = (text: string, dueDate: string, completed = false) => ({ text, dueDate, completed });
    const goals = [
      goal('archived', '2025-06-01', 'x', { archived: true, milestones: [ms('Old', '2024-01-01')] }),
      goal('g1', '2025-06-01', 'x', {
        milestones: [ms('Done', '2024-02-01', true), ms('Later', '2025-04-01')],
      }),
      goal('g2', '2025-07-01', 'x', { milestones: [ms('Soon', '2025-03-01'), ms('Same day', '2025-03-01')] }),
    ];
    expect(nextMilestone(goals)).toEqual({ goalId: 'g2', text: 'Soon', dueDate: '2025-03-01' });
    expect(nextMilestone([goals[0] as (typeof goals)[number]])).toBeNull();
    expect(nextMilestone([])).toBeNull();
  });
});

describe('goalInput', () => {
  const valid = {
    goalType: 'short-term',
    dueDate: '2026-03-31',
    description: '  Ship the app.\nTell everyone. ',
    realm: 'Hobby/Volunteer',
    smarterCriteria: ['Time-Keyed', 'Exciting'],
    milestones: [{ text: ' Beta ', dueDate: '2026-02-01' }],
  };

  it('trims texts and fills defaults (completed false, progress "0")', () => {
    expect(goalInput.parse(valid)).toEqual({
      ...valid,
      description: 'Ship the app.\nTell everyone.',
      milestones: [{ text: 'Beta', dueDate: '2026-02-01', completed: false }],
      progress: '0',
    });
  });

  it.each([
    [{ goalType: 'Quarterly' }, 'goalType'],
    [{ realm: 'Hobby' }, 'realm'],
    [{ description: '' }, 'description'],
    [{ smarterCriteria: ['Specific', 'Specific'] }, 'smarterCriteria.1'],
    [{ milestones: [{ text: 'a\nb', dueDate: '2026-01-01' }] }, 'milestones.0.text'],
    [{ progress: '-1' }, 'progress'],
    [{ dueDate: '9999-12-31' }, 'dueDate'],
  ])('refuses %j at %s', (override, path) => {
    const result = goalInput.safeParse({ ...valid, ...override });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path.join('.')).toBe(path);
  });
});
