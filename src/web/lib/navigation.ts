/** Full-page browser navigations (login, logout, after sign-in); `returnTo` follows core's return-path rule. */
import { safeReturnPath } from '../../core/return-path.ts';

/** Does a full browser navigation (leaves the single-page app). */
export function navigateTo(url: string): void {
  window.location.assign(url);
}

/** The /api/login URL; `returnTo` is dropped when it is just '/' unless a provider is named. */
export function loginUrl({ returnTo, provider }: { returnTo?: string; provider?: string } = {}): string {
  const target = safeReturnPath(returnTo);
  const params = new URLSearchParams();
  if (provider) params.set('provider', provider);
  if (provider || target !== '/') params.set('returnTo', target);
  const query = params.toString();
  return query ? `/api/login?${query}` : '/api/login';
}
