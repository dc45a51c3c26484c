/**
 * The signed-in user (spec §3, GET /api/auth/user, where 401 means signed out). Every screen needs it, the
 * landing page first, so this module stays small and is all of auth that the app's entry imports; the providers'
 * query is in api.ts (ADR 035).
 */
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { PAGE_USER_ELEMENT_ID, type User, user as userSchema } from '../../../core/user.ts';
import { apiRequest, browserTimeZone, getJson } from '../../lib/api.ts';

export type { User };

/**
 * The signed-in user that the server wrote into the page (ADR 036: a `<script type="application/json">` of a
 * member's index.html), or undefined when there is none or it is not a user.
 */
export function pageUser(doc: Document): User | undefined {
  try {
    return userSchema.parse(JSON.parse(doc.getElementById(PAGE_USER_ELEMENT_ID)?.textContent ?? ''));
  } catch {
    return undefined;
  }
}

/**
 * Query options of the current user (null when signed out). A member's page starts with the user the server
 * wrote into it (`pageUser`), never stale, so no request is made for it. The answer is parsed with core's `user`
 * schema, loaded beside the request, so that the app's entry need not carry zod (ADR 040).
 */
export const userQueryOptions = queryOptions({
  queryKey: ['/api/auth/user'],
  queryFn: async ({ signal }): Promise<User | null> => {
    const [body, schemas] = await Promise.all([
      getJson('/api/auth/user', { on401: 'returnNull', signal }),
      import('../../../core/user.ts'),
    ]);
    return body === null ? null : schemas.user.parse(body);
  },
  initialData: () => pageUser(document),
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
