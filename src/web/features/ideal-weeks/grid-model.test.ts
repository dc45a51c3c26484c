import { describe, expect, it } from 'vitest';
import {
  blockName,
  blockPositions,
  cellName,
  copyDay,
  inBlock,
  keyAt,
  type MoveKey,
  move,
  type Position,
} from './grid-model.ts';

describe('positions and keys', () => {
  it.each([
    [{ col: 0, row: 0 }, 'monday-5:00 AM', 'Monday 5:00 AM'],
    [{ col: 0, row: 8 }, 'monday-9:00 AM', 'Monday 9:00 AM'],
    [{ col: 6, row: 32 }, 'sunday-9:00 PM', 'Sunday 9:00 PM'],
    [{ col: 2, row: 15 }, 'wednesday-12:30 PM', 'Wednesday 12:30 PM'],
  ])('%j is %s, named %s', (position, key, name) => {
    expect(keyAt(position)).toBe(key);
    expect(cellName(position)).toBe(name);
  });
});

describe('blocks', () => {
  const block = { anchor: { col: 4, row: 13 }, focus: { col: 0, row: 8 } };
  it('covers the rectangle between its corners in any order, day by day', () => {
    const positions = blockPositions(block);
    expect(positions).toHaveLength(5 * 6);
    expect(positions[0]).toEqual({ col: 0, row: 8 });
    expect(positions[5]).toEqual({ col: 0, row: 13 });
    expect(positions.at(-1)).toEqual({ col: 4, row: 13 });
    expect(blockName(block)).toBe('Monday 9:00 AM – Friday 11:30 AM');
    expect(blockName({ anchor: { col: 1, row: 0 }, focus: { col: 1, row: 0 } })).toBe('Tuesday 5:00 AM');
  });
  it.each([
    [{ col: 2, row: 10 }, true],
    [{ col: 0, row: 8 }, true],
    [{ col: 4, row: 13 }, true],
    [{ col: 5, row: 10 }, false],
    [{ col: 2, row: 7 }, false],
  ])('%j inside: %s', (position, expected) => {
    expect(inBlock(block, position)).toBe(expected);
    expect(inBlock(null, position)).toBe(false);
  });
});

describe('move', () => {
  const at: Position = { col: 3, row: 10 };
  it.each<[Position, MoveKey, boolean, Position]>([
    [at, 'ArrowUp', false, { col: 3, row: 9 }],
    [at, 'ArrowDown', false, { col: 3, row: 11 }],
    [at, 'ArrowLeft', false, { col: 2, row: 10 }],
    [at, 'ArrowRight', false, { col: 4, row: 10 }],
    [at, 'Home', false, { col: 0, row: 10 }],
    [at, 'End', false, { col: 6, row: 10 }],
    [at, 'Home', true, { col: 0, row: 0 }],
    [at, 'End', true, { col: 6, row: 32 }],
    [at, 'PageUp', false, { col: 3, row: 2 }],
    [at, 'PageDown', false, { col: 3, row: 18 }],
    [{ col: 0, row: 0 }, 'ArrowUp', false, { col: 0, row: 0 }],
    [{ col: 0, row: 0 }, 'ArrowLeft', false, { col: 0, row: 0 }],
    [{ col: 6, row: 32 }, 'ArrowDown', false, { col: 6, row: 32 }],
    [{ col: 6, row: 32 }, 'ArrowRight', false, { col: 6, row: 32 }],
    [{ col: 1, row: 3 }, 'PageUp', false, { col: 1, row: 0 }],
    [{ col: 1, row: 30 }, 'PageDown', false, { col: 1, row: 32 }],
  ])('from %j, %s (ctrl %s) → %j', (from, key, ctrl, expected) => {
    expect(move(from, key, ctrl)).toEqual(expected);
  });
});

describe('copyDay', () => {
  const schedule = {
    'monday-9:00 AM': { activity: 'Deep work', domain: 'work' as const },
    'tuesday-9:30 AM': { activity: 'Old' },
    'tuesday-5:00 AM': { activity: 'Run', domain: 'physical' as const },
  };
  it('writes every slot of each target day: the source cell or a clear', () => {
    const writes = copyDay(schedule, 'monday', ['tuesday', 'monday', 'sunday']);
    expect(writes.size).toBe(2 * 33);
    expect(writes.get('tuesday-9:00 AM')).toEqual({ activity: 'Deep work', domain: 'work' });
    expect(writes.get('tuesday-9:30 AM')).toBeNull();
    expect(writes.get('tuesday-5:00 AM')).toBeNull();
    expect(writes.get('sunday-9:00 AM')).toEqual({ activity: 'Deep work', domain: 'work' });
    expect(writes.has('monday-9:00 AM')).toBe(false);
  });
  it('writes nothing without other days', () => {
    expect(copyDay(schedule, 'monday', []).size).toBe(0);
  });
});
