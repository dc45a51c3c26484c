/**
 * Web Push routes (ADR 053): the VAPID public key browsers subscribe with, and the user's subscriptions. Saving
 * an endpoint again answers 200 instead of 201; removing one the user does not have answers 404.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { pushSubscriptionInput, pushSubscriptionRef } from '../../../core/push.ts';
import type { Db } from '../../db/client.ts';
import {
  badRequest,
  createRouter,
  errorBody,
  invalidInput,
  jsonContent as json,
  jsonBody,
  named,
  notFound,
} from '../../http.ts';
import { deleteSubscription, saveSubscription } from './repo.ts';

const LOOPBACK_HOSTS = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/;

/**
 * Why `endpoint` cannot be a push endpoint, or null when it can: an https: URL, or (when `allowLoopbackHttp`, in
 * development and tests only) an http: URL on a loopback host. The address is checked again, after DNS, when a
 * push is sent (the outbound guard).
 */
export function pushEndpointIssue(endpoint: string, allowLoopbackHttp: boolean): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'Expected a URL';
  }
  if (url.protocol === 'https:') return null;
  if (url.protocol === 'http:' && allowLoopbackHttp && LOOPBACK_HOSTS.test(url.hostname)) return null;
  return allowLoopbackHttp ? 'Expected an https: URL (http: only on loopback)' : 'Expected an https: URL';
}

const subscriptionBody = named(pushSubscriptionInput, 'PushSubscriptionInput');
const subscriptionRef = named(pushSubscriptionRef, 'PushSubscriptionRef');
const saved = z.object({ endpoint: z.string() });

/** What the push routes need: the public key, whether http: loopback endpoints are allowed, and a hook. */
export interface PushRouteOptions {
  /** The VAPID public key (made on first use). */
  publicKey(): string;
  /** Development and tests only. */
  allowLoopbackHttp: boolean;
  /** Called after a subscription is saved (plans the user's reminders). */
  subscribed(userId: string): Promise<void>;
}

/** Routes of the push module. */
export function pushRoutes(db: Db, options: PushRouteOptions) {
  const router = createRouter();

  router.openapi(
    createRoute({
      method: 'get',
      path: '/push/public-key',
      summary: 'The VAPID public key (base64url) for PushManager.subscribe',
      responses: { 200: json(z.object({ publicKey: z.string() }), 'The public key') },
    }),
    (c) => c.json({ publicKey: options.publicKey() }, 200),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/push/subscriptions',
      summary: "Save this device's push subscription for the user",
      request: { body: jsonBody(subscriptionBody) },
      responses: {
        201: json(saved, 'Saved'),
        200: json(saved, 'Already saved (keys refreshed)'),
        400: invalidInput,
      },
    }),
    async (c) => {
      const { endpoint, keys } = c.req.valid('json');
      const issue = pushEndpointIssue(endpoint, options.allowLoopbackHttp);
      if (issue) badRequest('endpoint', issue);
      const userId = c.get('user').id;
      const created = await saveSubscription(db, userId, { endpoint, ...keys });
      await options.subscribed(userId);
      return created ? c.json({ endpoint }, 201) : c.json({ endpoint }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'delete',
      path: '/push/subscriptions',
      summary: "Remove this device's push subscription",
      request: { body: jsonBody(subscriptionRef) },
      responses: {
        204: { description: 'Removed' },
        400: invalidInput,
        404: json(errorBody, 'No such subscription for this user'),
      },
    }),
    async (c) => {
      const { endpoint } = c.req.valid('json');
      if (!(await deleteSubscription(db, c.get('user').id, endpoint))) notFound('Subscription');
      return c.body(null, 204);
    },
  );

  return router;
}
