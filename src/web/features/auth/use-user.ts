/**
 * The signed-in user (docs/product.md §3, GET /api/auth/user, where 401 means signed out). Every screen needs it, so
 * the app shell (router.tsx, root-layout.tsx) imports it; the providers' query is in api.ts.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type User, user as userSchema } from '../../../core/user.ts';
import { getJson } from '../../lib/api.ts';

export type { User };

/** Query options of the current user (null when signed out); the root route's loader starts it (ADR 038). */
export const userQueryOptions = queryOptions({
  queryKey: ['/api/auth/user'],
  queryFn: async ({ signal }): Promise<User | null> => {
    const body = await getJson('/api/auth/user', { on401: 'returnNull', signal });
    return body === null ? null : userSchema.parse(body);
  },
});

/**
 * The current user. `isAuthenticated` is true when the server returned a user. The zone stored on the user is the
 * sign-up request's zone until the user picks another in Settings → Profile (ADR 047).
 */
export function useUser(): { user: User | null; isLoading: boolean; isAuthenticated: boolean } {
  const { data, isLoading } = useQuery(userQueryOptions);
  const user = data ?? null;
  return { user, isLoading, isAuthenticated: user !== null };
}
