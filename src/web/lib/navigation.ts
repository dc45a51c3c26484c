/** Full-page browser navigations (login, logout, after sign-in) and the safe `returnTo` rule. */

/** Does a full browser navigation (leaves the single-page app). */
export function navigateTo(url: string): void {
  window.location.assign(url);
}

/** Returns `value` when it is a same-origin path ('/x', not '//x' nor '/\x'), else '/'. */
export function safeReturnTo(value: string | null | undefined): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  return value;
}

/** The /api/login URL; `returnTo` is dropped when it is just '/' unless a provider is named. */
export function loginUrl({ returnTo, provider }: { returnTo?: string; provider?: string } = {}): string {
  const target = safeReturnTo(returnTo);
  const params = new URLSearchParams();
  if (provider) params.set('provider', provider);
  if (provider || target !== '/') params.set('returnTo', target);
  const query = params.toString();
  return query ? `/api/login?${query}` : '/api/login';
}

/** The logout navigation target. */
export const logoutUrl = '/api/logout';
