/**
 * The forgot- and reset-password pages' form schemas and calls (ADR 046): better-auth's request-password-reset
 * and reset-password endpoints. The new password follows sign-up's rule and messages (core's `newPassword`).
 */
import { z } from 'zod';
import { newPassword } from '../../../core/user.ts';
import { ApiError, apiRequest } from '../../lib/api.ts';
import { formEmail } from './sign-in-form.ts';

/** Forgot-password form values. */
export const forgotPasswordSchema = z.object({ email: formEmail });
/** Forgot-password form values. */
export type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>;

/** Reset-password form values. */
export const resetPasswordSchema = z.object({ newPassword });
/** Reset-password form values. */
export type ResetPasswordValues = z.infer<typeof resetPasswordSchema>;

/** The answer shown after any request, whether or not the address has an account. */
export const RESET_REQUESTED =
  'If an account exists for that address, we have sent a link to reset your password.';

/** POST /api/auth/request-password-reset; throws the 'status: body' error on failure (429, 503). */
export async function requestPasswordReset(values: ForgotPasswordValues): Promise<void> {
  await apiRequest('POST', '/api/auth/request-password-reset', values);
}

/** POST /api/auth/reset-password with the mailed `token`; throws the 'status: body' error on failure. */
export async function resetPassword(token: string, values: ResetPasswordValues): Promise<void> {
  await apiRequest('POST', '/api/auth/reset-password', { token, ...values });
}

/** True when `error` is better-auth's answer to a used, expired or unknown reset token. */
export function isInvalidToken(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 400) return false;
  try {
    return (JSON.parse(error.body) as { code?: unknown }).code === 'INVALID_TOKEN';
  } catch {
    return false;
  }
}
