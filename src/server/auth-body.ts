/**
 * The checks on better-auth's POST bodies that run before better-auth reads them (ADR 011): JSON, the text rule on
 * every string and key, and core's schemas of the endpoints Steward knows (`authBodySchemas`).
 */
import type { MiddlewareHandler } from 'hono';
import { textRuleIssue } from '../core/text.ts';
import { authBodySchemas } from '../core/user.ts';
import { type AppEnv, validationError } from './http.ts';

/**
 * Where the first string of parsed JSON `value` (object keys included) breaks the text rule (ADR 011, kind
 * 'any': NUL or an unpaired surrogate): `{ field, message }`, field the dotted path ('user.name', 'tags.2';
 * a bad key is named by its own path), or null. Walks with an explicit stack, so nesting depth cannot overflow
 * the call stack; linear in the size of `value`.
 */
export function findTextRuleBreak(value: unknown): { field: string; message: string } | null {
  const stack: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  while (stack.length > 0) {
    const item = stack.pop() as { value: unknown; path: string[] };
    if (typeof item.value === 'string') {
      const message = textRuleIssue(item.value, 'any');
      if (message) return { field: item.path.join('.'), message };
    } else if (Array.isArray(item.value)) {
      for (let i = item.value.length - 1; i >= 0; i--)
        stack.push({ value: item.value[i], path: [...item.path, String(i)] });
    } else if (item.value !== null && typeof item.value === 'object') {
      const entries = Object.entries(item.value).reverse();
      for (const [key, child] of entries) {
        const path = [...item.path, key];
        const message = textRuleIssue(key, 'any');
        if (message) return { field: path.join('.'), message };
        stack.push({ value: child, path });
      }
    }
  }
  return null;
}

/**
 * Checks the JSON body of a POST to better-auth (mounted on /api/auth/*) before better-auth reads it (ADR 011):
 * malformed JSON → 400 'Malformed JSON body'; any string or key breaking the text rule → 400 naming its path;
 * for the endpoints in core's `authBodySchemas` (sign-up, sign-in, update-user, change-password, change-email,
 * request-password-reset, reset-password, two-factor enable, disable and verify, passkey verify-registration,
 * update and delete, delete-user)
 * a body that fails the schema (a missing body included) → 400 `{ error, message, field }` naming the field
 * (`{"name": null}` → `name`). Other endpoints without a body pass. The body is the one `readBodyWithin` already buffered (Hono's body cache).
 */
export const validateAuthBody: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.method !== 'POST') return next();
  const schema = authBodySchemas[c.req.path.slice('/api/auth'.length)];
  const text = await c.req.text();
  if (text === '' && !schema) return next();
  let body: unknown;
  try {
    body = text === '' ? undefined : JSON.parse(text);
  } catch {
    return c.json({ error: 'Bad Request', message: 'Malformed JSON body' }, 400);
  }
  const broken = findTextRuleBreak(body);
  if (broken) {
    const message = broken.field ? `${broken.field}: ${broken.message}` : broken.message;
    return c.json({ error: 'Bad Request', message, field: broken.field || undefined }, 400);
  }
  const result = schema?.safeParse(body);
  if (result && !result.success) return c.json(validationError(result.error), 400);
  return next();
};
