import { z } from 'zod';
import {
  CLARITY_QUESTIONS,
  SCORE_MAX,
  SCORE_MESSAGE,
  SCORE_MIN,
  UNKNOWN_QUESTION_MESSAGE,
} from './clarity-break-rules.ts';
import { MAX_ITEM_LENGTH, MAX_LIST_ITEMS, MAX_TEXT_LENGTH } from './daily-plan-rules.ts';
import { safeText } from './text.ts';
import { localDate } from './time-schemas.ts';

/*
 * Clarity Break (spec §2 wizard, list and summary, §3 Clarity break and Clarity question list, §4, §5, §7, §9;
 * issue 11; ADR 017): the wire shapes of POST /api/clarity-breaks and of a saved Clarity Break. The 15 fixed
 * strategic questions, their five question steps and five categories and the score bands are in
 * clarity-break-rules.ts, without zod, for the screens (ADR 034); they are exported from here too.
 *
 * The questions' texts are part of the wire contract: `responses` is a map from question text to answer, so a
 * saved break names its questions by their exact text. Rewording a question needs a data migration (ADR 017).
 */

export * from './clarity-break-rules.ts';

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
 * Body of POST /api/clarity-breaks (spec §3, §5, §7; issue 11):
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
 * A Clarity Break as the API returns it (spec §3): `{ id (UUID), date: 'YYYY-MM-DD', responses (keys in question
 * order), actionItems, score: string '1'..'100', createdAt: ISO 8601 UTC instant }`.
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
