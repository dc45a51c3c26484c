/** Signing out (docs/product.md §2 Sign Out): what this browser kept of the user goes first (ADRs 052, 055). */
import type { QueryClient } from '@tanstack/react-query';
import { navigateTo } from '../../lib/navigation.ts';
import { forgetOfflineCache } from '../../lib/offline-cache.ts';
import { endDevicePush } from '../../lib/push-subscription.ts';

/**
 * Ends this device's push subscription (a signed-out device shows no one's reminders; a failure to end it does not
 * keep the user signed in), removes the user's data kept for offline use (the IndexedDB record, with any writes
 * still waiting), then leaves through /api/logout. The screen keeps what it shows until the browser has left it.
 */
export async function signOut(client: QueryClient): Promise<void> {
  await endDevicePush().catch(() => undefined);
  await forgetOfflineCache(client, () => true);
  navigateTo('/api/logout');
}
