/**
 * Sessions routes (docs/product.md §7; ADR 050): the user's signed-in devices, ending one, and ending every other.
 * Ending goes through better-auth's revoke-session and revoke-other-sessions, whose session delete hook drops the
 * user's cached sessions on this server at once (ADR 013). Another user's session id answers 404.
 */
import { createRoute } from '@hono/zod-openapi';
import { type DeviceSession, deviceSessionList } from '../../../core/sessions.ts';
import type { Auth } from '../../auth.ts';
import type { Db } from '../../db/client.ts';
import { createRouter, errorBody, idParam, jsonContent as json, named, notFound } from '../../http.ts';
import { listDevices, sessionToken } from './repo.ts';

const devices = named(deviceSessionList, 'DeviceSessions');
const missing = json(errorBody, 'No such session for this user');

/** What the sessions routes need from the app. */
export interface SessionRoutesDeps {
  db: Db;
  auth: Auth;
  /** The clock (UTC instant). */
  now: () => Date;
}

/** Routes of the sessions module. */
export function sessionRoutes({ db, auth, now }: SessionRoutesDeps) {
  const router = createRouter();

  router.openapi(
    createRoute({
      method: 'get',
      path: '/sessions',
      summary: "The user's signed-in devices: this one first, then by last activity",
      responses: { 200: json(devices, 'Signed-in devices') },
    }),
    async (c) => {
      const session = await auth.api.getSession({ headers: c.req.raw.headers });
      const list: DeviceSession[] = (await listDevices(db, c.get('user').id, now())).map((device) => ({
        ...device,
        current: device.id === session?.session.id,
        signedInAt: device.signedInAt.toISOString(),
        lastActiveAt: device.lastActiveAt.toISOString(),
      }));
      list.sort((a, b) => Number(b.current) - Number(a.current));
      return c.json(list, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'delete',
      path: '/sessions/{id}',
      summary: 'Sign out one of the user’s devices (its next request is refused)',
      request: { params: idParam },
      responses: { 204: { description: 'Signed out' }, 400: json(errorBody, 'Invalid id'), 404: missing },
    }),
    async (c) => {
      const token = await sessionToken(db, c.get('user').id, c.req.valid('param').id, now());
      if (token === null) notFound('Session');
      await auth.api.revokeSession({ headers: c.req.raw.headers, body: { token } });
      return c.body(null, 204);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/sessions/sign-out-others',
      summary: 'Sign out every device of the user but this one',
      responses: { 204: { description: 'Every other device signed out' } },
    }),
    async (c) => {
      await auth.api.revokeOtherSessions({ headers: c.req.raw.headers });
      return c.body(null, 204);
    },
  );

  return router;
}
