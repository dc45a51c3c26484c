import { describe, expect, it } from 'vitest';
import {
  actionItemCountLabel,
  CLARITY_CATEGORIES,
  CLARITY_QUESTION_STEPS,
  CLARITY_QUESTIONS,
  CLARITY_STEP_LABELS,
  clarityBreakInput,
  orderedResponses,
  responsesByCategory,
  SCORE_MESSAGE,
  scoreBand,
  UNKNOWN_QUESTION_MESSAGE,
} from './clarity-break.ts';
import { textRuleIssue } from './text.ts';

function issuesOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return (result.error?.issues ?? []).map((issue) => `${issue.path.map(String).join('.')}: ${issue.message}`);
}

const [Q1, Q2, Q3] = CLARITY_QUESTIONS;

describe('the question list', () => {
  it('has 15 distinct single-line questions', () => {
    expect(CLARITY_QUESTIONS).toHaveLength(15);
    expect(new Set(CLARITY_QUESTIONS).size).toBe(15);
    for (const question of CLARITY_QUESTIONS) {
      expect(textRuleIssue(question, 'line'), question).toBeNull();
      expect(question.trim()).toBe(question);
      expect(question.endsWith('?'), question).toBe(true);
    }
  });

  it('has the documented step labels and five question steps of 3', () => {
    expect(CLARITY_STEP_LABELS).toEqual([
      'Prayer',
      'Vision',
      'People',
      'Systems',
      'Leadership',
      'Focus',
      'Actions',
    ]);
    expect(CLARITY_QUESTION_STEPS.map((step) => step.title)).toEqual([
      'Vision Questions',
      'People Questions',
      'Systems Questions',
      'Leadership Questions',
      'Focus Questions',
    ]);
    expect(CLARITY_QUESTION_STEPS.flatMap((step) => step.questions)).toEqual([...CLARITY_QUESTIONS]);
    for (const step of CLARITY_QUESTION_STEPS) expect(step.questions).toHaveLength(3);
  });

  it('groups the questions into the documented categories 1-3, 4-7, 8-9, 10-12, 13-15', () => {
    expect(CLARITY_CATEGORIES.map((c) => [c.name, c.first, c.last])).toEqual([
      ['Vision & Strategy', 1, 3],
      ['People & Team', 4, 7],
      ['Processes & Systems', 8, 9],
      ['Leadership & Delegation', 10, 12],
      ['Communication & Priorities', 13, 15],
    ]);
  });
});

describe('scoreBand', () => {
  it.each<[number | string, string]>([
    [100, 'green'],
    [80, 'green'],
    ['80', 'green'],
    [79.5, 'blue'],
    [79, 'blue'],
    [60, 'blue'],
    [59, 'yellow'],
    [40, 'yellow'],
    [39, 'orange'],
    [1, 'orange'],
    ['50', 'yellow'],
  ])('%j → %s', (score, band) => {
    expect(scoreBand(score)).toBe(band);
  });

  it.each([Number.NaN, 'abc', '', Number.POSITIVE_INFINITY])('throws for %j', (score) => {
    expect(() => scoreBand(score)).toThrow(RangeError);
  });
});

describe('list and summary helpers', () => {
  it.each([
    [0, '0 action items'],
    [1, '1 action item'],
    [2, '2 action items'],
    [12, '12 action items'],
  ])('actionItemCountLabel(%i) → %s', (count, label) => {
    expect(actionItemCountLabel(count)).toBe(label);
  });

  it('groups answers by category, unanswered as null', () => {
    const grouped = responsesByCategory({ [Q2]: 'Stop the side project' });
    expect(grouped.map((g) => g.name)).toEqual(CLARITY_CATEGORIES.map((c) => c.name));
    expect(grouped.map((g) => g.questions.length)).toEqual([3, 4, 2, 3, 3]);
    expect(grouped[0]?.questions).toEqual([
      { number: 1, question: Q1, answer: null },
      { number: 2, question: Q2, answer: 'Stop the side project' },
      { number: 3, question: Q3, answer: null },
    ]);
    expect(grouped[4]?.questions.map((q) => q.number)).toEqual([13, 14, 15]);
  });

  it('orders responses by question and leaves other keys out', () => {
    const ordered = orderedResponses({ [Q3]: 'c', other: 'x', [Q1]: 'a' });
    expect(Object.entries(ordered)).toEqual([
      [Q1, 'a'],
      [Q3, 'c'],
    ]);
  });
});

describe('clarityBreakInput', () => {
  const valid = { date: '2025-03-13', responses: { [Q1]: 'Growth' }, actionItems: ['Call Sam'], score: '50' };

  it.each([
    ['a full break', valid, valid],
    [
      'trimmed answers, blank answers dropped, items trimmed, no responses at all',
      { ...valid, responses: { [Q1]: '  Line 1\nLine 2\t ', [Q2]: '   ' }, actionItems: ['  Pray  '] },
      { ...valid, responses: { [Q1]: 'Line 1\nLine 2' }, actionItems: ['Pray'] },
    ],
    ['empty responses', { ...valid, responses: {} }, { ...valid, responses: {} }],
    ['score 1', { ...valid, score: '1' }, { ...valid, score: '1' }],
    ['score 100', { ...valid, score: '100' }, { ...valid, score: '100' }],
    ['leading zeros normalised', { ...valid, score: '007' }, { ...valid, score: '7' }],
    ['unknown top-level keys stripped', { ...valid, id: 'x', createdAt: 'y' }, valid],
  ])('accepts %s', (_name, input, expected) => {
    expect(clarityBreakInput.parse(input)).toEqual(expected);
  });

  it.each([
    ['score 0', { ...valid, score: '0' }, `score: ${SCORE_MESSAGE}`],
    ['score 101', { ...valid, score: '101' }, `score: ${SCORE_MESSAGE}`],
    ['score 5.5', { ...valid, score: '5.5' }, `score: ${SCORE_MESSAGE}`],
    ['score as a number', { ...valid, score: 50 }, `score: ${SCORE_MESSAGE}`],
    ['score with spaces', { ...valid, score: ' 50' }, `score: ${SCORE_MESSAGE}`],
    ['score empty', { ...valid, score: '' }, `score: ${SCORE_MESSAGE}`],
    ['no action items', { ...valid, actionItems: [] }, 'actionItems: Add at least one action item'],
    ['a blank action item', { ...valid, actionItems: ['ok', '  '] }, 'actionItems.1: Action item cannot'],
    ['an action item over 500', { ...valid, actionItems: ['x'.repeat(501)] }, 'actionItems.0'],
    ['101 action items', { ...valid, actionItems: Array(101).fill('x') }, 'actionItems: At most 100'],
    [
      'an unknown question',
      { ...valid, responses: { 'Why?': 'x' } },
      `responses: ${UNKNOWN_QUESTION_MESSAGE}`,
    ],
    [
      'a __proto__ key',
      { ...valid, responses: JSON.parse('{"__proto__": "x"}') },
      `responses: ${UNKNOWN_QUESTION_MESSAGE}`,
    ],
    ['responses as a list', { ...valid, responses: ['x'] }, 'responses: responses must be an object'],
    ['an answer that is not text', { ...valid, responses: { [Q1]: 5 } }, `responses.${Q1}`],
    ['an answer over 5000', { ...valid, responses: { [Q1]: 'x'.repeat(5001) } }, `responses.${Q1}`],
    ['a NUL in an answer', { ...valid, responses: { [Q1]: 'a\u0000' } }, `responses.${Q1}: Text cannot`],
    ['a bad date', { ...valid, date: '2025-02-29' }, 'date: Invalid date'],
  ])('refuses %s', (_name, input, issue) => {
    expect(issuesOf(clarityBreakInput.safeParse(input))[0]).toContain(issue);
  });
});
