/**
 * Which form field an API error belongs to (docs/product.md §8: bad input answers 400 naming the field). Forms
 * show such an error next to the field it names and anything else above the form.
 */
import { ApiError, parseApiError } from './api.ts';

/** An error of a form: the field it belongs to (null: the form as a whole) and its message. */
export interface FormError<F extends string> {
  field: F | null;
  message: string;
}

/**
 * Where an API error goes: a 400 or 422 whose body names a field (`{message, field}`, a dotted path such as
 * 'schedule.days.0') goes next to the longest of `fields` that is that path or a prefix of it, its message without
 * the leading 'path: '; anything else goes above the form (a request that never got an answer says so).
 */
export function formErrorOf<F extends string>(error: unknown, fields: readonly F[]): FormError<F> {
  if (!(error instanceof ApiError))
    return { field: null, message: 'Could not reach Steward. Check your connection and try again.' };
  const { message } = parseApiError(error);
  let named: unknown;
  try {
    named = (JSON.parse(error.body) as { field?: unknown }).field;
  } catch {
    named = undefined;
  }
  const path = typeof named === 'string' ? named.replace(/^body\./, '') : undefined;
  const field =
    path === undefined
      ? null
      : ([...fields]
          .filter((candidate) => path === candidate || path.startsWith(`${candidate}.`))
          .sort((a, b) => b.length - a.length)[0] ?? null);
  if (field === null || (error.status !== 400 && error.status !== 422)) return { field: null, message };
  const prefix = `${named as string}: `;
  return { field, message: message.startsWith(prefix) ? message.slice(prefix.length) : message };
}
