/**
 * The signed-in user (docs/product.md §3, GET /api/auth/user, where 401 means signed out). Every screen needs it, so
 * the app shell (router.tsx, root-layout.tsx) imports it; the providers' query is in api.ts.
 */
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { type User, user as userSchema } from '../../../core/user.ts';
import { apiRequest, browserTimeZone, getJson } from '../../lib/api.ts';

export type { User };

/** Query options of the current user (null when signed out); the root route's loader starts it (ADR 038). */
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
