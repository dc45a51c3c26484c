/**
 * Web Push subscriptions on the wire (ADR 053): what a browser's `PushSubscription.toJSON()` holds.
 */
import { z } from 'zod';

/** Longest endpoint accepted, in characters (push services use well under 1 KB). */
export const MAX_ENDPOINT_LENGTH = 2048;

/**
 * A subscription as the browser gives it (POST /api/push/subscriptions): the endpoint and its RFC 8291 keys,
 * base64url: `p256dh` an uncompressed P-256 point (65 bytes), `auth` a 16-byte secret. Which schemes and hosts are allowed
 * depends on the environment: the route checks that.
 */
export const pushSubscriptionInput = z.object({
  endpoint: z.string().min(1).max(MAX_ENDPOINT_LENGTH),
  keys: z.object({
    p256dh: z.string().regex(/^B[A-Za-z0-9_-]{86}=?$/, { error: 'Expected a P-256 public key, base64url' }),
    auth: z.string().regex(/^[A-Za-z0-9_-]{22}(==)?$/, { error: 'Expected a 16-byte secret, base64url' }),
  }),
});

/** Which subscription to remove (DELETE /api/push/subscriptions). */
export const pushSubscriptionRef = z.object({ endpoint: z.string().min(1).max(MAX_ENDPOINT_LENGTH) });
