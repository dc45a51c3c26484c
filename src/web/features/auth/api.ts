/**
 * Auth's queries for the other features (features import each other through api.ts): the signed-in user
 * (use-user.ts, which the app's entry imports alone, ADR 035) and the configured identity providers, whose
 * schema loads beside their request (ADR 012, 034). The sign-in page's calls are in sign-in-form.ts.
 */
import { queryOptions } from '@tanstack/react-query';
import { getJson } from '../../lib/api.ts';
import { parseWith } from '../../lib/parse-with.ts';

export { type User, userQueryOptions, useUser } from './use-user.ts';

/**
 * Query options of GET /api/auth/providers: the configured external identity providers (none by default), for
 * the sign-in page and for "Connect Google Calendar" in Settings → Calendars. The schema loads with the answer.
 */
export const providersQueryOptions = queryOptions({
  queryKey: ['/api/auth/providers'],
  queryFn: ({ signal }) =>
    parseWith(
      getJson('/api/auth/providers', { on401: 'throw', signal }),
      import('../../../core/user.ts'),
      (schemas) => schemas.signInProviderList,
    ),
  select: (data) => data.providers,
});
