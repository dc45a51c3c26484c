/*
 * Weekly review constants without zod (ADR 034): the Big 3 target of the Weekly Summary, its below-target text,
 * the number of entries and the form's prompts (spec §2, §9). Screens import them from here; the schemas and the
 * summary rule are in weekly-review.ts, which re-exports all of it.
 */

/** The Big 3 completion target of the Weekly Summary, in percent (spec §9). */
export const BIG_THREE_TARGET_PERCENT = 75;
/** Text added to the Big 3 figure below the target (spec §2). */
export const BELOW_TARGET_TEXT = ' - Below 75% target';
/** Three wins and three priorities (spec §9): the form's inputs, and the most entries the API accepts. */
export const WEEKLY_ENTRIES = 3;

/** Prompts of the form cards (spec §2). */
export const WEEKLY_REVIEW_PROMPTS = {
  biggestWins: 'What were your three biggest wins this week?',
  afterActionReview: "What went well? What didn't go as planned? What can you improve next week?",
  weeklyBigThree: 'What are your three most important priorities for next week?',
} as const;
