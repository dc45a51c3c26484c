/**
 * Notifications on this device (ADR 052): the device's state for Web Push, turning it on (the browser's permission,
 * a subscription with the server's VAPID key, saved by POST /api/push/subscriptions) and off. The state is the
 * browser's, read through TanStack Query like any other answer, so the card refreshes it after each change.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, getJson } from '../../lib/api.ts';
import { devicePushSubscription, endDevicePush, pushSupported } from '../../lib/push-subscription.ts';

/**
 * Web Push on this device: 'unsupported' (the browser has no Push API: on iPhone and iPad, until Steward is added
 * to the Home Screen), 'denied' (the user blocked notifications for the site), 'on' (subscribed, permission
 * granted) or 'off'.
 */
export type DevicePushState = 'unsupported' | 'denied' | 'on' | 'off';

/** Query keys of the device's push state (the browser's, not the API's). */
export const devicePushKeys = { all: ['device', 'push'] as const };

/** Query options of this device's push state. */
export const devicePushQuery = queryOptions<DevicePushState>({
  queryKey: devicePushKeys.all,
  queryFn: async () => {
    if (!pushSupported()) return 'unsupported';
    if (Notification.permission === 'denied') return 'denied';
    const subscription = await devicePushSubscription();
    return subscription && Notification.permission === 'granted' ? 'on' : 'off';
  },
});

/** The server's VAPID public key (GET /api/push/public-key: `{publicKey}`, base64url). */
async function vapidPublicKey(): Promise<string> {
  const body = await getJson('/api/push/public-key', { on401: 'throw' });
  const key = (body as { publicKey?: unknown } | null)?.publicKey;
  if (typeof key !== 'string' || key === '') throw new Error('The server sent no push key');
  return key;
}

/**
 * Subscribes this device: asks the browser's permission (nothing more when it is not granted), subscribes the
 * service worker's registration with the server's key, and saves the subscription on the server. A subscription
 * the server refuses is ended again, so the device never holds one the server does not know.
 */
async function subscribeDevice(): Promise<void> {
  if ((await Notification.requestPermission()) !== 'granted') return;
  const [registration, applicationServerKey] = await Promise.all([
    navigator.serviceWorker.ready,
    vapidPublicKey(),
  ]);
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey,
  });
  const { endpoint, keys } = subscription.toJSON();
  try {
    await apiRequest('POST', '/api/push/subscriptions', {
      endpoint,
      keys: { p256dh: keys?.p256dh, auth: keys?.auth },
    });
  } catch (error) {
    await subscription.unsubscribe();
    throw error;
  }
}

/** Refreshes the device's push state after a change, whether it worked or not. */
function useDevicePushMutation(mutationFn: () => Promise<void>, failed: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { errorToast: { title: failed, description: 'Please try again.' } },
    onSettled: () => client.invalidateQueries({ queryKey: devicePushKeys.all }),
  });
}

/** Turns notifications on for this device (see subscribeDevice). */
export function useTurnOnDevicePush() {
  return useDevicePushMutation(subscribeDevice, 'Could not turn notifications on');
}

/** Turns notifications off for this device: the server forgets the subscription and the browser ends it. */
export function useTurnOffDevicePush() {
  return useDevicePushMutation(endDevicePush, 'Could not turn notifications off');
}
