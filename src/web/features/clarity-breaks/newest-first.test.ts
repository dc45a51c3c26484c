import { describe, expect, it } from 'vitest';
import { type ClarityBreak, newestFirst } from './api.ts';

const item = (id: string, date: string, createdAt: string): ClarityBreak => ({
  id,
  date,
  createdAt,
  responses: {},
  actionItems: ['x'],
  score: '50',
});

describe('newestFirst', () => {
  it.each([
    ['empty', [], []],
    [
      'by date, newest first',
      [item('a', '2026-03-01', '2026-03-01T10:00:00Z'), item('b', '2026-03-10', '2026-03-01T09:00:00Z')],
      ['b', 'a'],
    ],
    [
      'same date: by creation, newest first',
      [item('a', '2026-03-10', '2026-03-10T08:00:00Z'), item('b', '2026-03-10', '2026-03-10T09:00:00Z')],
      ['b', 'a'],
    ],
  ])('%s', (_name, breaks, ids) => {
    expect(newestFirst(breaks).map((b) => b.id)).toEqual(ids);
  });
});
