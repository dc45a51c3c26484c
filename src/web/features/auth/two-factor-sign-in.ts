/**
 * The second step of sign-in for an account with two-factor sign-in (ADR 048): its form schemas (core's code
 * rules), its calls (better-auth's verify-totp and verify-backup-code, which read the short-lived challenge cookie
 * the password step set and open the session) and the texts of their failures.
 */
import { z } from 'zod';
import { authenticatorCode, backupCode } from '../../../core/two-factor.ts';
import { apiErrorCode, apiRequest } from '../../lib/api.ts';
import { errorText } from './auth-form.tsx';

/** How the second step is answered: a code from the authenticator app, or one of the backup codes. */
export type SecondFactor = 'totp' | 'backup-code';

/** Second-step form values, by factor: the code and 'Trust this device for 30 days'. */
export const secondStepSchemas = {
  totp: z.object({ code: authenticatorCode, trustDevice: z.boolean() }),
  'backup-code': z.object({ code: backupCode, trustDevice: z.boolean() }),
} as const;
/** Second-step form values (the same shape for both factors). */
export type SecondStepValues = z.input<(typeof secondStepSchemas)['totp']>;

/** POST /api/auth/two-factor/verify-totp or verify-backup-code; throws the 'status: body' error on failure. */
export async function verifySecondFactor(factor: SecondFactor, values: SecondStepValues): Promise<void> {
  const { code, trustDevice } = secondStepSchemas[factor].parse(values);
  await apiRequest('POST', `/api/auth/two-factor/verify-${factor}`, { code, trustDevice });
}

/**
 * What the second step says when it fails: `restart` true when the challenge is gone (too many wrong codes, or
 * the 10 minutes passed), so the password must be given again.
 */
export function secondStepError(error: unknown): { message: string; restart: boolean } {
  switch (apiErrorCode(error)) {
    case 'INVALID_CODE':
      return {
        message: 'That code is not right. Check your authenticator app and try the newest code.',
        restart: false,
      };
    case 'INVALID_BACKUP_CODE':
      return { message: 'That backup code is not right, or it was used already.', restart: false };
    case 'INVALID_TWO_FACTOR_COOKIE':
    case 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE':
      return { message: 'This sign-in has expired. Enter your email and password again.', restart: true };
    default:
      return { message: errorText(error), restart: false };
  }
}
