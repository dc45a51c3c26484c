/**
 * Auth calls: the signed-in user (spec §3, GET /api/auth/user, where 401 means signed out) and Steward's own
 * sign-in page (better-auth email/password endpoints and the provider list).
 */
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { z } from 'zod';
import { signInProviderList, type User, user as userSchema } from '../../../core/user.ts';
import { apiRequest, browserTimeZone, getJson } from '../../lib/api.ts';

export type { User };

/** Query options of GET /api/auth/providers. */
export const providersQueryOptions = queryOptions({
  queryKey: ['/api/auth/providers'],
  queryFn: async ({ signal }) =>
    signInProviderList.parse(await getJson('/api/auth/providers', { on401: 'throw', signal })),
  select: (data) => data.providers,
});

/** The password rule of new accounts. */
export const passwordRule = { min: 12, max: 128 } as const;

/** Sign-in form values. */
export const signInSchema = z.object({
  email: z.string().trim().min(1, 'Enter your email address.').pipe(z.email('Enter a valid email address.')),
  password: z.string().min(1, 'Enter your password.'),
});
/** Sign-in form values. */
export type SignInValues = z.infer<typeof signInSchema>;

/** Create-account form values. */
export const signUpSchema = z.object({
  name: z.string().trim().min(1, 'Enter your name.').max(100, 'Use at most 100 characters.'),
  email: z.string().trim().min(1, 'Enter your email address.').pipe(z.email('Enter a valid email address.')),
  password: z
    .string()
    .min(passwordRule.min, `Use at least ${passwordRule.min} characters.`)
    .max(passwordRule.max, `Use at most ${passwordRule.max} characters.`),
});
/** Create-account form values. */
export type SignUpValues = z.infer<typeof signUpSchema>;

/** POST /api/auth/sign-in/email; throws the 'status: body' error on failure. */
export async function signInWithEmail(values: SignInValues): Promise<void> {
  await apiRequest('POST', '/api/auth/sign-in/email', values);
}

/** POST /api/auth/sign-up/email; throws the 'status: body' error on failure. */
export async function signUpWithEmail(values: SignUpValues): Promise<void> {
  await apiRequest('POST', '/api/auth/sign-up/email', values);
}

/** Query options of the current user (null when signed out). */
export const userQueryOptions = queryOptions({
  queryKey: ['/api/auth/user'],
  queryFn: async ({ signal }): Promise<User | null> => {
    const body = await getJson('/api/auth/user', { on401: 'returnNull', signal });
    return body === null ? null : userSchema.parse(body);
  },
});

/** Users whose time zone was already sent in this page load (guards against repeated PATCHes). */
const timeZoneSynced = new Set<string>();

/**
 * The current user. `isAuthenticated` is true when the server returned a user. Once the user is known, a
 * time zone different from the browser's is sent with `PATCH /api/auth/user { timeZone }` (once per page load).
 */
export function useUser(): { user: User | null; isLoading: boolean; isAuthenticated: boolean } {
  const queryClient = useQueryClient();
  const { data, isLoading } = useQuery(userQueryOptions);
  const user = data ?? null;

  useEffect(() => {
    const timeZone = browserTimeZone();
    if (!user || !timeZone || user.timeZone === timeZone || timeZoneSynced.has(user.id)) return;
    timeZoneSynced.add(user.id);
    apiRequest('PATCH', '/api/auth/user', { timeZone })
      .then(() => {
        queryClient.setQueryData(userQueryOptions.queryKey, (old) => (old ? { ...old, timeZone } : old));
      })
      .catch(() => {
        // The server keeps the old zone; the next page load tries again.
      });
  }, [user, queryClient]);

  return { user, isLoading, isAuthenticated: user !== null };
}
