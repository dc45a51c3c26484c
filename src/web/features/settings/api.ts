/**
 * Settings' calls on better-auth's account endpoints (ADR 047): update-user (name), change-email,
 * send-verification-email and change-password; the time zone is PATCH /api/auth/user. Each success updates the
 * cached signed-in user (auth's query) where it changed.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest, parseApiError } from '../../lib/api.ts';
import { type User, userQueryOptions } from '../auth/api.ts';
import type { ChangeEmailValues, ChangePasswordValues, NameValues } from './account-forms.ts';

/** True when `error` is better-auth's answer to a wrong current password. */
export function isWrongPassword(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 400) return false;
  try {
    return (JSON.parse(error.body) as { code?: unknown }).code === 'INVALID_PASSWORD';
  } catch {
    return false;
  }
}

/** Merges `changes` into the cached signed-in user. */
function useUserUpdate() {
  const queryClient = useQueryClient();
  return (changes: Partial<User>) =>
    queryClient.setQueryData(userQueryOptions.queryKey, (old) => (old ? { ...old, ...changes } : old));
}

/** POST /api/auth/update-user `{ name }`; toasts 'Name saved'. */
export function useSaveName() {
  const update = useUserUpdate();
  return useMutation({
    mutationFn: async (values: NameValues) => {
      await apiRequest('POST', '/api/auth/update-user', values);
      return values;
    },
    onSuccess: ({ name }) => update({ name }),
    meta: {
      successToast: { title: 'Name saved', description: 'Steward will greet you by this name.' },
      errorToast: (error) => ({ title: 'Name not saved', description: parseApiError(error).message }),
    },
  });
}

/** PATCH /api/auth/user `{ timeZone }`; toasts 'Time zone saved' with the zone. */
export function useSaveTimeZone() {
  const update = useUserUpdate();
  return useMutation({
    mutationFn: async (timeZone: string) => {
      await apiRequest('PATCH', '/api/auth/user', { timeZone });
      return timeZone;
    },
    onSuccess: (timeZone) => update({ timeZone }),
    meta: {
      successToast: (timeZone) => ({
        title: 'Time zone saved',
        description: `Your time zone is ${timeZone}.`,
      }),
      errorToast: (error) => ({ title: 'Time zone not saved', description: parseApiError(error).message }),
    },
  });
}

/** POST /api/auth/send-verification-email for `email`; the mailed link lands on Settings (ADR 047). */
export function useResendVerification() {
  return useMutation({
    mutationFn: (email: string) => apiRequest('POST', '/api/auth/send-verification-email', { email }),
    meta: {
      successToast: (email) => ({
        title: 'Verification email sent',
        description: `Open the link we sent to ${email as string}.`,
      }),
      errorToast: (error) => ({ title: 'Email not sent', description: parseApiError(error).message }),
    },
  });
}

/** POST /api/auth/change-email: a confirmation goes to the new address; the email changes when it is opened. */
export function useChangeEmail() {
  return useMutation({
    mutationFn: (values: ChangeEmailValues) => apiRequest('POST', '/api/auth/change-email', values),
  });
}

/** POST /api/auth/change-password, ending every other session; toasts 'Password changed'. */
export function useChangePassword() {
  return useMutation({
    mutationFn: ({ currentPassword, newPassword }: ChangePasswordValues) =>
      apiRequest('POST', '/api/auth/change-password', {
        currentPassword,
        newPassword,
        revokeOtherSessions: true,
      }),
    meta: {
      successToast: {
        title: 'Password changed',
        description: 'Your other devices have been signed out.',
      },
    },
  });
}
