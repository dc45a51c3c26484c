/**
 * Session routes around better-auth (docs/product.md §2, §7): the /api/login and /api/logout browser navigations,
 * GET /api/auth/user (current user or 401), PATCH /api/auth/user (time zone) and GET /api/auth/providers.
 */
import { createRoute } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { safeReturnPath } from '../../../core/return-path.ts';
import { signInProviderList, type User, user as userSchema, userTimeZoneInput } from '../../../core/user.ts';
import { type Auth, requireUser, type SignInProvider } from '../../auth.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { createRouter, errorBody, named, type SessionUser } from '../../http.ts';
import { clientIp, withClientIp } from '../../security.ts';

const userBody = named(userSchema, 'User');
const timeZoneBody = named(userTimeZoneInput, 'UserTimeZoneInput');
const providerList = named(signInProviderList, 'SignInProviders');

/** The wire shape of the signed-in user: the stored zone, not the request's (ADR 006). */
const toUser = ({ id, name, email, emailVerified, storedTimeZone }: SessionUser): User => ({
  id,
  name,
  email,
  emailVerified,
  timeZone: storedTimeZone,
});

/** Copies the Set-Cookie headers of a better-auth response onto a redirect. */
function redirectWithCookies(location: string, from: Response): Response {
  const headers = new Headers({ Location: location });
  for (const cookie of from.headers.getSetCookie()) headers.append('Set-Cookie', cookie);
  return new Response(null, { status: 302, headers });
}

/** Routes of the session module; `providers` are the configured external identity providers. */
export function authRoutes(auth: Auth, db: Db, providers: SignInProvider[], trustProxy: string[]) {
  const router = createRouter();

  router.get('/login', async (c) => {
    const returnTo = safeReturnPath(c.req.query('returnTo'));
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    if (session) return c.redirect(returnTo, 302);
    const asked = providers.find((p) => p.id === c.req.query('provider'));
    const provider = asked ?? (providers.length === 1 ? providers[0] : undefined);
    if (!provider) return c.redirect(`/sign-in?returnTo=${encodeURIComponent(returnTo)}`, 302);
    const ip = clientIp(c.env?.incoming?.socket.remoteAddress, c.req.header('x-forwarded-for'), trustProxy);
    const response = await auth.api.signInSocial({
      body: {
        provider: provider.id,
        callbackURL: returnTo,
        errorCallbackURL: `/sign-in?returnTo=${encodeURIComponent(returnTo)}`,
      },
      headers: withClientIp(c.req.raw, ip).headers,
      asResponse: true,
    });
    const { url } = (await response.json()) as { url?: string };
    if (!response.ok || !url)
      return c.redirect(`/sign-in?error=provider&returnTo=${encodeURIComponent(returnTo)}`, 302);
    return redirectWithCookies(url, response);
  });

  router.get('/logout', async (c) => {
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!session) return c.redirect('/', 302);
    const response = await auth.api.signOut({ headers: c.req.raw.headers, asResponse: true });
    return redirectWithCookies('/', response);
  });

  router.openapi(
    createRoute({
      method: 'get',
      path: '/auth/providers',
      summary: 'External identity providers offered on the sign-in page',
      responses: {
        200: { description: 'Providers', content: { 'application/json': { schema: providerList } } },
      },
    }),
    (c) => c.json({ providers }, 200),
  );

  router.use('/auth/user', requireUser(auth));

  router.openapi(
    createRoute({
      method: 'get',
      path: '/auth/user',
      summary: 'The signed-in user',
      responses: {
        200: { description: 'User', content: { 'application/json': { schema: userBody } } },
        401: { description: 'Signed out', content: { 'application/json': { schema: errorBody } } },
      },
    }),
    (c) => c.json(toUser(c.get('user')), 200),
  );

  router.openapi(
    createRoute({
      method: 'patch',
      path: '/auth/user',
      summary: "Store the user's IANA time zone (as chosen; ADR 047); requests without X-Time-Zone use it",
      request: { body: { content: { 'application/json': { schema: timeZoneBody } }, required: true } },
      responses: {
        200: { description: 'User', content: { 'application/json': { schema: userBody } } },
        400: { description: 'Invalid time zone', content: { 'application/json': { schema: errorBody } } },
        401: { description: 'Signed out', content: { 'application/json': { schema: errorBody } } },
      },
    }),
    async (c) => {
      const { timeZone } = c.req.valid('json');
      const user = c.get('user');
      await db.update(users).set({ timeZone }).where(eq(users.id, user.id));
      return c.json(toUser({ ...user, storedTimeZone: timeZone }), 200);
    },
  );

  return router;
}
