/** The signed-in user (spec §3): GET /api/auth/user, where 401 means signed out. */
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiRequest, getQueryFn } from '../lib/api.ts';

/** The user as the server returns it. */
export interface User {
  id: string;
  name: string;
  email: string;
  timeZone: string | null;
}

/** Query options of the current user (null when signed out). */
export const userQueryOptions = queryOptions({
  queryKey: ['/api/auth/user'],
  queryFn: getQueryFn<User>({ on401: 'returnNull' }),
});

/** Users whose time zone was already sent in this page load (guards against repeated PATCHes). */
const timeZoneSynced = new Set<string>();

/** The browser's IANA time zone, or null when the browser does not say. */
function browserTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

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
