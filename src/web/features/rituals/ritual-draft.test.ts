import { describe, expect, it } from 'vitest';
import { RITUAL_DEFAULT_ELEMENTS } from '../../../core/rituals.ts';
import {
  canRemove,
  type DraftElement,
  draftElement,
  draftOf,
  formatDuration,
  isDirty,
  MINUTES_ALL_OR_NONE_MESSAGE,
  MINUTES_FIELD_MESSAGE,
  moveElement,
  parseMinutes,
  toRitualInput,
  totalMinutes,
} from './ritual-draft.ts';

const draft = (...rows: [string, string][]): DraftElement[] => rows.map(([text, m]) => draftElement(text, m));
const texts = (list: readonly DraftElement[]) => list.map((element) => element.text);

describe('draftOf', () => {
  it('shows the defaults of a ritual that is not saved', () => {
    expect(texts(draftOf('shutdown', undefined))).toEqual(RITUAL_DEFAULT_ELEMENTS.shutdown);
  });

  it('shows the saved elements and minutes, with distinct ids', () => {
    const shown = draftOf('startup', { id: 'r', type: 'startup', elements: ['A', 'B'], minutes: [5, 10] });
    expect(shown.map(({ text, minutes }) => [text, minutes])).toEqual([
      ['A', '5'],
      ['B', '10'],
    ]);
    expect(new Set(shown.map((element) => element.id)).size).toBe(2);
  });
});

describe('canRemove', () => {
  it.each([
    { type: 'morning', text: '10+ minutes of Prayer', expected: false },
    { type: 'morning', text: 'Gratitude journal', expected: true },
    { type: 'shutdown', text: '10+ minutes of Prayer', expected: true },
    { type: 'startup', text: "Review today's calendar", expected: true },
  ] as const)('$type: $text → $expected', ({ type, text, expected }) => {
    expect(canRemove(type, text)).toBe(expected);
  });
});

describe('moveElement', () => {
  const list = draft(['A', ''], ['B', ''], ['C', '']);
  it.each([
    { from: 0, to: 1, expected: ['B', 'A', 'C'] },
    { from: 2, to: 0, expected: ['C', 'A', 'B'] },
    { from: 1, to: 1, expected: ['A', 'B', 'C'] },
    { from: 0, to: -1, expected: ['A', 'B', 'C'] },
    { from: 2, to: 3, expected: ['A', 'B', 'C'] },
  ])('$from → $to', ({ from, to, expected }) => {
    expect(texts(moveElement(list, from, to))).toEqual(expected);
    expect(texts(list)).toEqual(['A', 'B', 'C']);
  });
});

describe('parseMinutes', () => {
  it.each([
    { text: '', expected: null },
    { text: '  ', expected: null },
    { text: '1', expected: 1 },
    { text: ' 240 ', expected: 240 },
    { text: '0', expected: Number.NaN },
    { text: '241', expected: Number.NaN },
    { text: '1.5', expected: Number.NaN },
    { text: '-5', expected: Number.NaN },
    { text: 'ten', expected: Number.NaN },
  ])('"$text" → $expected', ({ text, expected }) => {
    expect(parseMinutes(text)).toBe(expected);
  });
});

describe('totalMinutes and formatDuration', () => {
  it('adds the valid minutes only', () => {
    expect(totalMinutes(draft(['A', '10'], ['B', ''], ['C', '5'], ['D', 'x']))).toBe(15);
  });

  it.each([
    { minutes: 0, expected: '0 min' },
    { minutes: 45, expected: '45 min' },
    { minutes: 60, expected: '1 hr' },
    { minutes: 65, expected: '1 hr 5 min' },
  ])('$minutes → $expected', ({ minutes, expected }) => {
    expect(formatDuration(minutes)).toBe(expected);
  });
});

describe('toRitualInput', () => {
  it('sends no minutes when none are given', () => {
    expect(toRitualInput('shutdown', draft(['A', ''], ['B', '']))).toEqual({
      ok: true,
      input: { type: 'shutdown', elements: ['A', 'B'] },
    });
  });

  it('sends one minutes entry per element when all are given', () => {
    expect(toRitualInput('startup', draft(['A', '5'], ['B', '240']))).toEqual({
      ok: true,
      input: { type: 'startup', elements: ['A', 'B'], minutes: [5, 240] },
    });
  });

  it('names each field whose minutes are not 1–240', () => {
    const list = draft(['A', '0'], ['B', '5'], ['C', '2.5']);
    const result = toRitualInput('startup', list);
    expect(result).toEqual({
      ok: false,
      fieldErrors: { [list[0]?.id ?? '']: MINUTES_FIELD_MESSAGE, [list[2]?.id ?? '']: MINUTES_FIELD_MESSAGE },
      listError: null,
    });
  });

  it('asks for minutes on every element or none', () => {
    const list = draft(['A', '5'], ['B', '']);
    expect(toRitualInput('startup', list)).toEqual({
      ok: false,
      fieldErrors: { [list[1]?.id ?? '']: MINUTES_ALL_OR_NONE_MESSAGE },
      listError: MINUTES_ALL_OR_NONE_MESSAGE,
    });
  });

  it('refuses an empty ritual with core’s message', () => {
    expect(toRitualInput('startup', [])).toEqual({
      ok: false,
      fieldErrors: {},
      listError: 'Add at least one ritual element',
    });
  });
});

describe('isDirty', () => {
  const saved = { id: 'r', type: 'startup', elements: ['A', 'B'], minutes: [5, 10] };
  it.each([
    { label: 'the saved ritual', list: draft(['A', '5'], ['B', '10']), expected: false },
    { label: 'reordered', list: draft(['B', '10'], ['A', '5']), expected: true },
    { label: 'other minutes', list: draft(['A', '5'], ['B', '11']), expected: true },
    { label: 'an element added', list: draft(['A', '5'], ['B', '10'], ['C', '1']), expected: true },
  ])('$label → $expected', ({ list, expected }) => {
    expect(isDirty(list, saved)).toBe(expected);
  });

  it('counts defaults never saved as unsaved', () => {
    expect(isDirty(draftOf('shutdown', undefined), undefined)).toBe(true);
  });
});
