/**
 * Sends one Web Push message (ADR 053): web-push's `generateRequestDetails` encrypts the payload (RFC 8291,
 * aes128gcm) and signs the VAPID header (RFC 8292); the request goes through the outbound guard of calendar
 * fetches (calendar/fetch-guard.ts, ADR 018) with the same CALENDAR_ALLOW_PRIVATE_NETWORKS switch, so a
 * subscription cannot make the server reach a private address.
 */
import webpush from 'web-push';
import { guardedRequest } from '../calendar/fetch-guard.ts';
import type { VapidKeys } from './vapid.ts';

/** A browser's subscription: its push service endpoint and keys (base64url). */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** Everything a push needs besides the message. */
export interface PushOptions {
  vapid: VapidKeys;
  /** The VAPID `sub` claim: a mailto: or https: address push services may contact. */
  subject: string;
  /** CALENDAR_ALLOW_PRIVATE_NETWORKS. */
  allowPrivateNetworks: boolean;
  /** Seconds the push service keeps an undelivered message. */
  ttlSeconds: number;
}

/** How the push service answered: `gone` means the subscription ended for good (HTTP 404 or 410, RFC 8030). */
export type PushOutcome = 'sent' | 'gone' | 'failed';

/**
 * Encrypts `payload` (JSON) for `target` and posts it to its endpoint. 2xx → 'sent'; 404 and 410 → 'gone';
 * anything else, or a refused or unreachable address → 'failed' (the reason goes to `logError`). Never throws.
 */
export async function sendPush(
  target: PushTarget,
  payload: object,
  options: PushOptions,
  logError: (error: unknown) => void,
): Promise<PushOutcome> {
  try {
    const details = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      JSON.stringify(payload),
      {
        vapidDetails: { subject: options.subject, ...options.vapid },
        TTL: options.ttlSeconds,
        contentEncoding: 'aes128gcm',
      },
    );
    const headers = Object.fromEntries(Object.entries(details.headers).map(([k, v]) => [k, String(v)]));
    const response = await guardedRequest({
      url: details.endpoint,
      method: 'POST',
      headers,
      body: details.body,
      redirect: 'manual',
      allowPrivateNetworks: options.allowPrivateNetworks,
    });
    if (response.status >= 200 && response.status < 300) return 'sent';
    if (response.status === 404 || response.status === 410) return 'gone';
    logError(new Error(`Push to ${new URL(target.endpoint).host} answered HTTP ${response.status}`));
    return 'failed';
  } catch (error) {
    logError(error);
    return 'failed';
  }
}
