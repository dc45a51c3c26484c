/**
 * Settings → Security, two-factor sign-in (ADR 048) on better-auth's endpoints: whether it is on (GET
 * /api/auth/get-session's `user.twoFactorEnabled`), starting the setup with the password (POST two-factor/enable →
 * the `otpauth://` URI and the 10 backup codes), confirming it with a code (POST two-factor/verify-totp, which also
 * renews the session cookie) and turning it off with the password (POST two-factor/disable).
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { authenticatorCode } from '../../../core/two-factor.ts';
import { apiErrorCode, apiRequest, getJson, parseApiError } from '../../lib/api.ts';

const sessionAnswer = z
  .looseObject({ user: z.looseObject({ twoFactorEnabled: z.boolean().nullish() }) })
  .nullable();

/** Query options of whether the signed-in user has two-factor sign-in on. */
export const twoFactorStatusQueryOptions = queryOptions({
  queryKey: ['/api/auth/get-session', 'twoFactorEnabled'],
  queryFn: async ({ signal }) =>
    sessionAnswer.parse(await getJson('/api/auth/get-session', { on401: 'throw', signal }))?.user
      .twoFactorEnabled === true,
});

/** A password form's values (starting the setup, turning it off). */
export const passwordFormSchema = z.object({ password: z.string().min(1, 'Enter your password.') });
export type PasswordFormValues = z.infer<typeof passwordFormSchema>;

/** The confirmation form's values: the authenticator app's current code. */
export const confirmFormSchema = z.object({ code: authenticatorCode });
export type ConfirmFormValues = z.input<typeof confirmFormSchema>;

/** What starting the setup answers: the app's `otpauth://` URI and the backup codes (shown once). */
const setupAnswer = z.object({
  totpURI: z.string().startsWith('otpauth://'),
  backupCodes: z.array(z.string()),
});
export type TwoFactorSetup = z.infer<typeof setupAnswer>;

/** The text of a failed call: a wrong password or code in our words, else the server's message. */
export function twoFactorErrorText(error: unknown): string {
  switch (apiErrorCode(error)) {
    case 'INVALID_PASSWORD':
      return 'That password is not right.';
    case 'INVALID_CODE':
      return 'That code is not right. Check the time on your phone and try the newest code.';
    default:
      return parseApiError(error).message;
  }
}

/** Starts the setup with the password (POST /api/auth/two-factor/enable); two-factor sign-in is not on yet. */
export function useStartTwoFactorSetup() {
  return useMutation({
    mutationFn: async ({ password }: PasswordFormValues) =>
      setupAnswer.parse(await (await apiRequest('POST', '/api/auth/two-factor/enable', { password })).json()),
  });
}

/** Confirms the setup with a code (POST /api/auth/two-factor/verify-totp): two-factor sign-in is on. */
export function useConfirmTwoFactor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (values: ConfirmFormValues) => {
      const { code } = confirmFormSchema.parse(values);
      await apiRequest('POST', '/api/auth/two-factor/verify-totp', { code });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: twoFactorStatusQueryOptions.queryKey }),
  });
}

/** Turns two-factor sign-in off with the password (POST /api/auth/two-factor/disable). */
export function useDisableTwoFactor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ password }: PasswordFormValues) => {
      await apiRequest('POST', '/api/auth/two-factor/disable', { password });
    },
    meta: {
      successToast: {
        title: 'Two-factor sign-in is off',
        description: 'Your password alone now signs you in.',
      },
    },
    onSuccess: () => client.invalidateQueries({ queryKey: twoFactorStatusQueryOptions.queryKey }),
  });
}
