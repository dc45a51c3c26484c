/**
 * Steward's own sign-in page: its form schemas (built on core's account rules, so the form refuses what the
 * server refuses: lengths, the text rule of ADR 011) and its calls (better-auth's email/password endpoints; the
 * provider list is in api.ts, the second step of two-factor sign-in in two-factor-sign-in.ts).
 */
import { z } from 'zod';
import { safeText } from '../../../core/text.ts';
import {
  MAX_EMAIL_LENGTH,
  MAX_NAME_LENGTH,
  newPassword,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '../../../core/user.ts';
import { apiRequest } from '../../lib/api.ts';

/** The hint under a new password's field (sign-up, reset): core's limits. */
export const passwordHint = `Use ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters.`;

/** An email address field: required, at most 254 characters, an address. */
export const formEmail = safeText('line')
  .trim()
  .min(1, 'Enter your email address.')
  .max(MAX_EMAIL_LENGTH, 'Enter a valid email address.')
  .pipe(z.email('Enter a valid email address.'));

/** Sign-in form values. */
export const signInSchema = z.object({
  email: formEmail,
  password: z.string().min(1, 'Enter your password.'),
});
/** Sign-in form values. */
export type SignInValues = z.infer<typeof signInSchema>;

/** Create-account form values. */
export const signUpSchema = z.object({
  name: safeText('line')
    .trim()
    .min(1, 'Enter your name.')
    .max(MAX_NAME_LENGTH, `Use at most ${MAX_NAME_LENGTH} characters.`),
  email: formEmail,
  password: newPassword,
});
/** Create-account form values. */
export type SignUpValues = z.infer<typeof signUpSchema>;

/** What a password sign-in answers: `twoFactorRedirect` true when the account asks for its second factor. */
const signInAnswer = z.looseObject({ twoFactorRedirect: z.boolean().optional() });

/**
 * POST /api/auth/sign-in/email; resolves `{ secondStep }`, true when the account has two-factor sign-in and no
 * session was opened yet (ADR 048: the code goes to two-factor-sign-in.ts). Throws the 'status: body' error on
 * failure.
 */
export async function signInWithEmail(values: SignInValues): Promise<{ secondStep: boolean }> {
  const response = await apiRequest('POST', '/api/auth/sign-in/email', values);
  const answer = signInAnswer.safeParse(await response.json().catch(() => null));
  return { secondStep: answer.success && answer.data.twoFactorRedirect === true };
}

/** POST /api/auth/sign-up/email; throws the 'status: body' error on failure. */
export async function signUpWithEmail(values: SignUpValues): Promise<void> {
  await apiRequest('POST', '/api/auth/sign-up/email', values);
}
