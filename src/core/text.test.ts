import { describe, expect, it } from 'vitest';
import {
  LINE_CONTROL_MESSAGE,
  MULTILINE_CONTROL_MESSAGE,
  NUL_MESSAGE,
  SURROGATE_MESSAGE,
  safeText,
  shortened,
  type TextKind,
  textRuleIssue,
} from './text.ts';

describe('textRuleIssue (ADR 011)', () => {
  it.each<[string, TextKind, string | null]>([
    ['plain text', 'line', null],
    ['\u0000', 'any', NUL_MESSAGE],
    ['x\u0000', 'multiline', NUL_MESSAGE],
    ['\ud800', 'any', SURROGATE_MESSAGE],
    ['a\udc00b', 'line', SURROGATE_MESSAGE],
    ['\ud83d\ude00 emoji pair', 'line', null],
    ['tab\there', 'line', LINE_CONTROL_MESSAGE],
    ['line\nbreak', 'line', LINE_CONTROL_MESSAGE],
    ['para\u2029sep', 'line', LINE_CONTROL_MESSAGE],
    ['del\u007f', 'line', LINE_CONTROL_MESSAGE],
    ['c1\u0085', 'line', LINE_CONTROL_MESSAGE],
    ['tab\tand\r\nbreaks', 'multiline', null],
    ['bell\u0007', 'multiline', MULTILINE_CONTROL_MESSAGE],
    ['c1\u009b', 'multiline', MULTILINE_CONTROL_MESSAGE],
    ['bell\u0007 in a password', 'any', null],
    ['\u200f rtl mark, \u200b zero width, \u202e override, \ufeff bom', 'line', null],
  ])('%j as %s → %s', (value, kind, expected) => {
    expect(textRuleIssue(value, kind)).toBe(expected);
  });
});

describe('safeText', () => {
  it('checks the value as sent, before trimming, and keeps other text as sent', () => {
    expect(safeText().trim().safeParse(' x\u0000').success).toBe(false);
    expect(safeText().trim().parse('  e\u0301 \u200b ')).toBe('e\u0301 \u200b');
  });

  it('reports a wrong type with the given message', () => {
    expect(safeText('line', 'Required').safeParse(null).error?.issues[0]?.message).toBe('Required');
  });
});

describe('shortened', () => {
  it.each([
    ['Grow revenue', 20, 'Grow revenue'],
    ['Grow\nrecurring   revenue', 40, 'Grow recurring revenue'],
    ['abcdefghij', 10, 'abcdefghij'],
    ['abcdefghijk', 10, 'abcdefghi…'],
    ['abcd efghijk', 6, 'abcd…'],
    ['😀😀😀😀', 3, '😀😀…'],
    ['', 5, ''],
  ])('%j at %i → %j', (text, max, expected) => {
    expect(shortened(text, max)).toBe(expected);
    expect([...shortened(text, max)].length).toBeLessThanOrEqual(max);
  });
});
