/**
 * The one rule for where Steward may send a browser after sign-in or a login redirect (`returnTo`), against open
 * redirects (OWASP ASVS 5.0 V3.7 / unvalidated redirects; ADR 010). Used by the server's /api/login and by the
 * web's sign-in page and root layout.
 *
 * A return path is accepted only when it is a same-origin, path-absolute reference made of printable ASCII:
 * - it starts with exactly one '/', and its path has no empty segment ('//'), no '.' or '..' segment, no
 *   backslash, and no percent-encoded '/', '\', '.' or control character (browsers and routers decode some of
 *   these differently; none appears in a real Steward route);
 * - the whole value (path, query, fragment) is at most 2048 characters of U+0021–U+007E: no spaces, tabs, line
 *   breaks, other controls or non-ASCII look-alikes ('／', '∕', '\u2044').
 * Anything else, including a value that is not a string, gives '/'. Never throws.
 */

/** Where a refused or missing return path leads. */
export const DEFAULT_RETURN_PATH = '/';

/** Longest return path kept, in characters. */
export const MAX_RETURN_PATH_LENGTH = 2048;

const PRINTABLE_ASCII = /^[\x21-\x7e]+$/;
const PATH_CHARS = /^[A-Za-z0-9\-._~!$&'()*+,;=:@%/]+$/;
const FORBIDDEN_ESCAPE = /%(?:2f|5c|2e|[01][0-9a-f]|7f)/i;
const BAD_ESCAPE = /%(?![0-9a-f]{2})/i;

/** `value` when it is a safe same-origin return path (rule above), else '/'. */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_RETURN_PATH_LENGTH)
    return DEFAULT_RETURN_PATH;
  if (!PRINTABLE_ASCII.test(value) || value.includes('\\')) return DEFAULT_RETURN_PATH;
  const end = value.search(/[?#]/);
  const path = end === -1 ? value : value.slice(0, end);
  if (!path.startsWith('/') || !PATH_CHARS.test(path)) return DEFAULT_RETURN_PATH;
  if (FORBIDDEN_ESCAPE.test(path) || BAD_ESCAPE.test(path)) return DEFAULT_RETURN_PATH;
  const segments = path.slice(1).split('/');
  const inner = segments.slice(0, -1);
  if (inner.some((s) => s === '' || s === '.' || s === '..')) return DEFAULT_RETURN_PATH;
  const last = segments.at(-1);
  if (last === '.' || last === '..') return DEFAULT_RETURN_PATH;
  return value;
}
