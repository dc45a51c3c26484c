/** Signing out (docs/product.md §2 Sign Out): what this browser kept of the user goes first (ADR 055). */
import type { QueryClient } from '@tanstack/react-query';
import { logoutUrl, navigateTo } from '../../lib/navigation.ts';
import { forgetOfflineCache } from '../../lib/offline-cache.ts';

/**
 * Removes the user's data kept for offline use (the IndexedDB record, with any writes still waiting) and then leaves
 * through /api/logout. The screen keeps what it shows until the browser has left it.
 */
export async function signOut(client: QueryClient): Promise<void> {
  await forgetOfflineCache(client, () => true);
  navigateTo(logoutUrl);
}
