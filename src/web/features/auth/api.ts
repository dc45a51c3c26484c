/**
 * Auth's queries for the other features (features import each other through api.ts): the signed-in user
 * (use-user.ts, which the app shell imports directly) and the configured identity providers; the passkey
 * ceremony and its texts for Settings (passkey.ts). The sign-in page's calls are in sign-in-form.ts.
 */
import { queryOptions } from '@tanstack/react-query';
import { signInProviderList } from '../../../core/user.ts';
import { getJson } from '../../lib/api.ts';

export { addPasskey, isCancelled, loadWebAuthn, passkeyErrorText } from './passkey.ts';
export { passwordHint } from './sign-in-form.ts';
export { signOut } from './sign-out.ts';
export { type User, userQueryOptions, useUser } from './use-user.ts';

/**
 * Query options of GET /api/auth/providers: the configured external identity providers (none by default), for
 * the sign-in page and for "Connect Google Calendar" in Settings → Calendars.
 */
export const providersQueryOptions = queryOptions({
  queryKey: ['/api/auth/providers'],
  queryFn: async ({ signal }) =>
    signInProviderList.parse(await getJson('/api/auth/providers', { on401: 'throw', signal })),
  select: (data) => data.providers,
});
