import { describe, expect, it } from 'vitest';
import { DEFAULT_RITUAL_ELEMENTS, MAX_ITEM_LENGTH, MAX_LIST_ITEMS } from './daily-plan.ts';
import { ritual, ritualInput } from './rituals.ts';

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
