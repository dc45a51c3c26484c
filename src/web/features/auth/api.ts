/** Auth calls of Steward's own sign-in page (better-auth email/password endpoints and the provider list). */
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest, getQueryFn } from '../../lib/api.ts';

/** An identity provider the server offers (OIDC, Google, ...). */
export interface AuthProvider {
  id: string;
  name: string;
}

/** Query options of GET /api/auth/providers. */
export const providersQueryOptions = queryOptions({
  queryKey: ['/api/auth/providers'],
  queryFn: getQueryFn<{ providers: AuthProvider[] }>({ on401: 'throw' }),
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
