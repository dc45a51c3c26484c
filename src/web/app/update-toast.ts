/**
 * When the 'A new version of Steward is ready' toast is shown (ADR 052). The toast store shows one toast at a time
 * and a new toast replaces the one on screen, so the update toast comes back once another toast has gone, until
 * the user closes it (a closed toast stays in the store, closed, while it is removed later).
 */
import type { ToastItem } from '../components/ui/use-toast.ts';

/**
 * True when the update toast should be shown now: a new version waits (`needRefresh`), the toast `shownId` (null:
 * never shown) is not in the store any more (never shown, or replaced by another toast), and no toast is open.
 */
export function showUpdateToast(
  needRefresh: boolean,
  toasts: readonly Pick<ToastItem, 'id' | 'open'>[],
  shownId: string | null,
): boolean {
  if (!needRefresh) return false;
  if (shownId !== null && toasts.some((item) => item.id === shownId)) return false;
  return !toasts.some((item) => item.open);
}
