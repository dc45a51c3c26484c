/** Full-page browser navigations (login, logout, after sign-in); `returnTo` follows core's return-path rule. */
import { safeReturnPath } from '../../core/return-path.ts';
import { endDevicePush } from './push-subscription.ts';

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

/**
 * Signs out (the /api/logout navigation), after ending this device's push subscription (ADR 052: a signed-out
 * device shows no one's reminders). A failure to end it does not keep the user signed in.
 */
export async function signOut(): Promise<void> {
  await endDevicePush().catch(() => undefined);
  navigateTo('/api/logout');
}
