/**
 * The text rule (ADR 011) for iCalendar text: the longest summary and description kept, and the cleaning of
 * single-line and free text (controls out, unpaired surrogates replaced).
 */

/** Longest summary kept, in UTF-16 units (the API's title limit). */
export const MAX_SUMMARY_LENGTH = 500;
/** Longest description kept, in UTF-16 units. */
export const MAX_DESCRIPTION_LENGTH = 10_000;

// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to find control characters
const LINE_CONTROLS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to find control characters
const MULTILINE_CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;

/** Single-line text under the text rule (ADR 011): controls become a space, unpaired surrogates U+FFFD. */
export function cleanLine(value: unknown, max: number): string {
  if (typeof value !== 'string') return '';
  return value.toWellFormed().replace(LINE_CONTROLS, ' ').trim().slice(0, max).toWellFormed();
}

/** Free text under the text rule: tab and line breaks kept, other controls removed. */
export function cleanText(value: unknown, max: number): string {
  if (typeof value !== 'string') return '';
  return value.toWellFormed().replace(MULTILINE_CONTROLS, '').trim().slice(0, max).toWellFormed();
}
