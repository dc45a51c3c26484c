import { z } from 'zod';
import { MAX_ITEM_LENGTH, MAX_LIST_ITEMS, MAX_TEXT_LENGTH } from './daily-plan.ts';
import { localDate } from './dates.ts';
import { safeText } from './text.ts';

/*
 * Clarity Break (docs/product.md §2 wizard, list and summary, §3 Clarity break and Clarity question list, §4, §5, §7,
 * §9; ADR 017): the 15 fixed strategic questions, their five question steps and five categories, the score
 * range and bands, the summary's and list's texts, and the wire shapes of POST /api/clarity-breaks and of a saved
 * Clarity Break.
 *
 * The questions' texts are part of the wire contract: `responses` is a map from question text to answer, so a
 * saved break names its questions by their exact text. Rewording a question needs a data migration (ADR 017).
 */

/** The 15 strategic questions, in order (numbered 1..15 in the documented categories). */
export const CLARITY_QUESTIONS = [
  // Vision & Strategy (1-3)
  'Where is God leading this business over the next three years, and does our current strategy point us there?',
  'What would we stop doing today if we were fully committed to the mission we have been entrusted with?',
  'Which opportunity are we avoiding out of fear rather than declining out of wisdom?',
  // People & Team (4-7)
  'Who on my team is thriving, and how will I honor and encourage them this week?',
  'Who is in the wrong seat, and what honest conversation have I been putting off?',
  'Which roles must we fill in the next 90 days to serve our customers and our people well?',
  'How am I investing in the growth and character of the leaders God has placed around me?',
  // Processes & Systems (8-9)
  'Which problem keeps coming back because we lack a clear, simple process?',
  'Where are we wasting the time, money or talent that has been entrusted to us?',
  // Leadership & Delegation (10-12)
  'What am I still holding onto that someone else could do as well or better than me?',
  'Where do I need to lead with more courage, more humility or more patience?',
  'How am I guarding my time with God, my family and my rest, so that I lead from a full cup?',
  // Communication & Priorities (13-15)
  'Does everyone on the team know our top three priorities, and how do I know they do?',
  'What does my team, or do my customers, most need to hear from me right now?',
  'If I could accomplish only one thing in the next 30 days, what would honor God and move the business forward most?',
] as const;
export type ClarityQuestion = (typeof CLARITY_QUESTIONS)[number];

/** Labels of the wizard's progress header, in order (docs/product.md §2): the prayer step, five question steps, actions. */
export const CLARITY_STEP_LABELS = [
  'Prayer',
  'Vision',
  'People',
  'Systems',
  'Leadership',
  'Focus',
  'Actions',
] as const;

/** Questions per question step (docs/product.md §9). */
export const QUESTIONS_PER_STEP = 3;

/**
 * The five question steps (docs/product.md §2, §9): `label` from the progress header (the step's title is
 * '{label} Questions') and its three questions, 1-3, 4-6, 7-9, 10-12, 13-15 in order.
 */
export const CLARITY_QUESTION_STEPS = CLARITY_STEP_LABELS.slice(1, 6).map((label, step) => ({
  label,
  title: `${label} Questions`,
  questions: CLARITY_QUESTIONS.slice(step * QUESTIONS_PER_STEP, (step + 1) * QUESTIONS_PER_STEP),
}));

/** The five categories of the summary, with the 1-based numbers of their questions (docs/product.md §2). */
export const CLARITY_CATEGORIES = [
  { name: 'Vision & Strategy', first: 1, last: 3 },
  { name: 'People & Team', first: 4, last: 7 },
  { name: 'Processes & Systems', first: 8, last: 9 },
  { name: 'Leadership & Delegation', first: 10, last: 12 },
  { name: 'Communication & Priorities', first: 13, last: 15 },
] as const;

/** Text of an unanswered question in the summary (docs/product.md §2). */
export const NO_RESPONSE_TEXT = 'No response provided';
/** Lowest, default and highest session value (docs/product.md §2, §9). */
export const SCORE_MIN = 1;
export const SCORE_DEFAULT = 50;
export const SCORE_MAX = 100;
/** Action items previewed on a list card under 'Key Actions:' (docs/product.md §9). */
export const PREVIEW_ACTION_ITEMS = 2;

/** Message of a score that is not a whole number 1..100 written in digits. */
export const SCORE_MESSAGE = `score must be a whole number from ${SCORE_MIN} to ${SCORE_MAX}, as a string`;
/** Message of a response key that is not one of the questions. */
export const UNKNOWN_QUESTION_MESSAGE =
  'Every key of responses must be one of the 15 Clarity Break questions';

/** Colour band of a session value (docs/product.md §2, §9): ≥ 80 green, 60-79 blue, 40-59 yellow, below 40 orange. */
export type ScoreBand = 'green' | 'blue' | 'yellow' | 'orange';

/**
 * The badge colour band of a score (a number, or the string the API returns): 80 and above green, 60-79 blue,
 * 40-59 yellow, below 40 orange (docs/product.md §9). A fraction falls in the band below the next boundary (79.5 →
 * blue). Throws RangeError for a value that is not a finite number.
 */
export function scoreBand(score: number | string): ScoreBand {
  const value = typeof score === 'string' && score.trim() !== '' ? Number(score) : score;
  if (typeof value !== 'number' || !Number.isFinite(value))
    throw new RangeError(`scoreBand: not a number: ${JSON.stringify(score)}`);
  if (value >= 80) return 'green';
  if (value >= 60) return 'blue';
  if (value >= 40) return 'yellow';
  return 'orange';
}

/** The list card's count text (docs/product.md §2): '1 action item', otherwise 'n action items'. */
export function actionItemCountLabel(count: number): string {
  return count === 1 ? '1 action item' : `${count} action items`;
}

/** The summary's categories with each question's 1-based number and answer (null: 'No response provided'). */
export function responsesByCategory(responses: Readonly<Record<string, string>>): {
  name: string;
  questions: { number: number; question: ClarityQuestion; answer: string | null }[];
}[] {
  return CLARITY_CATEGORIES.map(({ name, first, last }) => ({
    name,
    questions: CLARITY_QUESTIONS.slice(first - 1, last).map((question, i) => ({
      number: first + i,
      question,
      answer: Object.hasOwn(responses, question) ? (responses[question] ?? null) : null,
    })),
  }));
}

/** `responses` with its keys in question order (jsonb does not keep key order); other keys are left out. */
export function orderedResponses(responses: Readonly<Record<string, string>>): Record<string, string> {
  const ordered: Record<string, string> = {};
  for (const question of CLARITY_QUESTIONS) {
    const answer = Object.hasOwn(responses, question) ? responses[question] : undefined;
    if (answer !== undefined) ordered[question] = answer;
  }
  return ordered;
}

const answer = safeText('multiline')
  .trim()
  .max(MAX_TEXT_LENGTH, { error: `An answer must be at most ${MAX_TEXT_LENGTH} characters` });

/**
 * `responses`: an object whose keys are questions of {@link CLARITY_QUESTIONS} (any subset) and whose values are
 * free text answers. An own key '__proto__' (which JSON may carry and zod would silently skip) is refused like any
 * other unknown key.
 */
const responsesSchema = z.preprocess(
  (value, ctx) => {
    if (typeof value === 'object' && value !== null && Object.hasOwn(value, '__proto__'))
      ctx.addIssue({ code: 'custom', message: UNKNOWN_QUESTION_MESSAGE });
    return value;
  },
  z.partialRecord(z.enum(CLARITY_QUESTIONS), answer, {
    error: (issue) =>
      issue.code === 'invalid_type'
        ? 'responses must be an object mapping questions to answers'
        : UNKNOWN_QUESTION_MESSAGE,
  }),
);

/**
 * Body of POST /api/clarity-breaks (docs/product.md §3, §5, §7):
 * `{ date: 'YYYY-MM-DD', responses: { [question]: answer }, actionItems: string[], score: string }`.
 * - responses: keys must be questions of the fixed list (any other key → an issue on `responses`); answers are
 *   free text (tab and line breaks allowed), trimmed, ≤ 5000; blank answers are dropped. May be empty.
 * - actionItems: 1..100 entries, each single-line, trimmed, non-blank, ≤ 500 (a blank one → an issue at its
 *   index, as the wizard never adds one).
 * - score: a whole number 1..100 written in digits ('50'; '050' becomes '50'); a number, '0', '101', '5.5', ' 5'
 *   are refused with {@link SCORE_MESSAGE}. Stays a string, as on the wire.
 * Unknown top-level keys are stripped.
 */
export const clarityBreakInput = z.object({
  date: localDate,
  responses: responsesSchema.transform((responses) => {
    const kept: Record<string, string> = {};
    for (const [question, text] of Object.entries(responses)) if (text) kept[question] = text;
    return kept;
  }),
  actionItems: z
    .array(
      safeText('line')
        .trim()
        .min(1, { error: 'Action item cannot be empty' })
        .max(MAX_ITEM_LENGTH, { error: `An action item must be at most ${MAX_ITEM_LENGTH} characters` }),
    )
    .min(1, { error: 'Add at least one action item' })
    .max(MAX_LIST_ITEMS, { error: `At most ${MAX_LIST_ITEMS} action items are allowed` }),
  score: z
    .string({ error: SCORE_MESSAGE })
    .regex(/^\d+$/, { error: SCORE_MESSAGE, abort: true })
    .refine((value) => Number(value) >= SCORE_MIN && Number(value) <= SCORE_MAX, { error: SCORE_MESSAGE })
    .overwrite((value) => (/^\d+$/.test(value) ? String(Number(value)) : value)),
});
export type ClarityBreakInput = z.output<typeof clarityBreakInput>;

/**
 * A Clarity Break as the API returns it (docs/product.md §3):
 * `{ id (UUID), date: 'YYYY-MM-DD', responses (keys in question order), actionItems, score: string '1'..'100',
 * createdAt: ISO 8601 UTC instant }`.
 */
export const clarityBreak = z.object({
  id: z.string(),
  date: z.string(),
  responses: z.record(z.string(), z.string()),
  actionItems: z.array(z.string()),
  score: z.string(),
  createdAt: z.string(),
});
export type ClarityBreak = z.infer<typeof clarityBreak>;
