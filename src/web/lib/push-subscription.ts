/**
 * This browser's Web Push subscription (ADR 052): whether the browser can take pushes, the subscription of the
 * service worker's registration, and ending it. Used by Settings → Notifications and by sign-out (a signed-out
 * device gets no one's reminders).
 */
import { apiRequest } from './api.ts';

/** True when this browser has what Web Push needs: a service worker, the Push API and notifications. */
export function pushSupported(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** The push subscription of Steward's service worker on this device, or null (none, or no worker yet). */
export async function devicePushSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/**
 * Ends this device's push subscription: tells the server to forget it (DELETE /api/push/subscriptions), then
 * unsubscribes it in the browser (the push service then refuses any push to it). Nothing to do without one.
 * @throws ApiError when the server refuses; the browser's subscription is ended all the same.
 */
export async function endDevicePush(): Promise<void> {
  const subscription = await devicePushSubscription();
  if (!subscription) return;
  try {
    await apiRequest('DELETE', '/api/push/subscriptions', { endpoint: subscription.endpoint });
  } finally {
    await subscription.unsubscribe();
  }
}
