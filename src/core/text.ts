import { z } from 'zod';

/*
 * The one text rule (ADR 011): what a string the API accepts may contain. Every string schema of a request in
 * core is built from {@link safeText}; the server applies {@link textRuleIssue} to every string of a
 * better-auth request body, whose schemas are not ours.
 *
 * - Never: U+0000 (PostgreSQL text and jsonb cannot hold it) and unpaired UTF-16 surrogates (U+D800-U+DFFF
 *   alone; not Unicode text: UTF-8 encoders replace them with U+FFFD, so they would not read back as sent).
 * - 'line' (names, tasks, list entries, emails, ids): additionally no control character at all: C0
 *   (U+0001-U+001F, tab and line breaks included), DEL (U+007F), C1 (U+0080-U+009F), and no U+2028/U+2029
 *   line and paragraph separators.
 * - 'multiline' (free text: winning definition, improvement note): tab, LF and CR are allowed; the other
 *   controls of 'line' are not.
 * - 'any' (passwords, secrets): only the "never" characters are refused; a password is the user's own.
 * - Kept as sent: format characters (bidi marks and isolates, zero-width joiners and spaces, BOM), emoji and
 *   every assigned or unassigned code point; no Unicode normalisation, so text reads back exactly as sent
 *   (after the schema's own trimming).
 */

/** The kinds of text of the rule; see the module comment. */
export type TextKind = 'line' | 'multiline' | 'any';

/** Message of a NUL character. */
export const NUL_MESSAGE = 'Text cannot contain the NUL character (U+0000)';
/** Message of an unpaired UTF-16 surrogate. */
export const SURROGATE_MESSAGE = 'Text must be valid Unicode (no unpaired surrogate)';
/** Message of a control character in a single-line text. */
export const LINE_CONTROL_MESSAGE = 'Text cannot contain control characters or line breaks';
/** Message of a control character other than tab or a line break in a free text. */
export const MULTILINE_CONTROL_MESSAGE =
  'Text cannot contain control characters other than tab and line breaks';

const TAB = 0x09;
const LF = 0x0a;
const CR = 0x0d;

/** True for a C0 control, DEL or a C1 control (UTF-16 code unit `code`). */
function isControl(code: number): boolean {
  return code < 0x20 || (code >= 0x7f && code <= 0x9f);
}

/** True when `value` holds a character that `kind` refuses beyond NUL and surrogates. */
function hasRefusedControl(value: string, kind: 'line' | 'multiline'): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (kind === 'line' && (isControl(code) || code === 0x2028 || code === 0x2029)) return true;
    if (kind === 'multiline' && isControl(code) && code !== TAB && code !== LF && code !== CR) return true;
  }
  return false;
}

/**
 * Why `value` breaks the text rule for `kind`, as a message ({@link NUL_MESSAGE}, {@link SURROGATE_MESSAGE},
 * {@link LINE_CONTROL_MESSAGE}, {@link MULTILINE_CONTROL_MESSAGE}), or null when it follows it. Linear in the
 * length of `value`; never throws. ADR 011.
 */
export function textRuleIssue(value: string, kind: TextKind): string | null {
  if (value.includes('\u0000')) return NUL_MESSAGE;
  if (!value.isWellFormed()) return SURROGATE_MESSAGE;
  if (kind !== 'any' && hasRefusedControl(value, kind))
    return kind === 'line' ? LINE_CONTROL_MESSAGE : MULTILINE_CONTROL_MESSAGE;
  return null;
}

/**
 * Zod string schema that follows the text rule for `kind` (default 'line'); chain `.trim()`, `.min()`,
 * `.max()` on it as on `z.string()` (the rule is checked on the value as sent, before trimming, so a NUL at an
 * end is refused, not trimmed). A non-string fails with `typeError`, or zod's type error. ADR 011.
 */
export function safeText(kind: TextKind = 'line', typeError?: string) {
  return z.string(typeError === undefined ? undefined : { error: typeError }).check((ctx) => {
    const message = textRuleIssue(ctx.value, kind);
    if (message) ctx.issues.push({ code: 'custom', message, input: ctx.value, abort: true });
  });
}

/**
 * `text` on one line and at most `max` code points, for a place with no room for all of it (a native select's
 * option): line breaks and runs of white space become one space, and a longer text is cut at a code point
 * boundary (never inside a surrogate pair) with '…' as its last character. Never throws.
 */
export function shortened(text: string, max: number): string {
  const line = text.replace(/\s+/g, ' ').trim();
  const points = [...line];
  return points.length <= max
    ? line
    : `${points
        .slice(0, Math.max(0, max - 1))
        .join('')
        .trimEnd()}…`;
}
