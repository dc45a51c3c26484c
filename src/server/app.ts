/**
 * Builds the Hono app from its modules. Tests call `app.request()` on it without opening a port; main.ts serves it.
 * Order: security headers → /api guards (no-store, body size, Origin + JSON, whole body read within a deadline,
 * in-flight bound) → public routes (probes, the private calendar feed's address) →
 * better-auth (its POST bodies checked first: JSON, text rule, core schemas; ADR 011) → requireUser → feature modules → /api 404 → the built SPA with history fallback.
 */
import { OpenAPIHono } from '@hono/zod-openapi';
import {
  allowedOrigins,
  baseUrl,
  createAuth,
  hasSessionCookie,
  requireUser,
  resolveSecret,
  signedInUser,
  signInProviders,
} from './auth.ts';
import { validateAuthBody } from './auth-body.ts';
import { createCredentialBox } from './calendar/credentials.ts';
import type { Database } from './db/client.ts';
import type { Env } from './env.ts';
import { googleEndpoints } from './google-oauth.ts';
import { type AppEnv, errorHandler } from './http.ts';
import { createMailer } from './mail/mailer.ts';
import { accountRoutes } from './modules/account/routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { weekComparisonRoutes } from './modules/calendar/comparison-routes.ts';
import { createFarReader } from './modules/calendar/far-ranges.ts';
import { googleAccountChanged, revokeGoogleGrants } from './modules/calendar/google-sources.ts';
import { feedAddressRoute, privateFeedRoutes } from './modules/calendar/private-feed-routes.ts';
import { calendarRoutes } from './modules/calendar/routes.ts';
import { calendarSourceRoutes } from './modules/calendar/source-routes.ts';
import { createCalendarSync } from './modules/calendar/sync.ts';
import { clarityBreakRoutes } from './modules/clarity-breaks/routes.ts';
import { dailyPlanRoutes } from './modules/daily-plans/routes.ts';
import { goalRoutes } from './modules/goals/routes.ts';
import { habitRoutes } from './modules/habits/routes.ts';
import { idealWeekRoutes } from './modules/ideal-weeks/routes.ts';
import { insightRoutes } from './modules/insights/routes.ts';
import { pushRoutes } from './modules/push/routes.ts';
import { quarterlyReviewRoutes } from './modules/quarterly-reviews/routes.ts';
import { reminderRoutes } from './modules/reminders/routes.ts';
import { ritualRoutes } from './modules/rituals/routes.ts';
import { sessionRoutes } from './modules/sessions/routes.ts';
import { weeklyReviewRoutes } from './modules/weekly-reviews/routes.ts';
import { resolveVapidKeys, type VapidKeys } from './push/vapid.ts';
import { type ReminderQueue, startReminderQueue } from './reminders/queue.ts';
import {
  clientIp,
  hasRequestBody,
  limitBody,
  limitInFlight,
  noStore,
  readBodyWithin,
  requireSameOriginJson,
  securityHeaders,
  withClientIp,
} from './security.ts';
import { serveWeb } from './static.ts';

/** What the app is built from. `webRoot` is the built SPA folder (dist/web), or null to serve no pages. */
export interface AppDeps {
  database: Database;
  env: Env;
  webRoot: string | null;
  /** Receives unexpected errors (500s); defaults to console.error. */
  logError?: (error: unknown) => void;
  /** The clock (UTC instant); tests pin it. */
  now?: () => Date;
  /**
   * True: this server runs the reminder job queue (plans and sends reminders; ADR 053), as main.ts does. False
   * (the default): it serves the reminder and push routes but plans nothing; tests that do not need the queue.
   */
  reminders?: boolean;
}

const isOAuthCallback = (path: string) => path.startsWith('/api/auth/callback/');

/**
 * Creates the app, its better-auth instance and `close()`, which stops the app's background work (calendar
 * syncs) and resolves when none is left: call it before closing the database.
 */
export function createApp({
  database,
  env,
  webRoot,
  logError = console.error,
  now = () => new Date(),
  reminders = false,
}: AppDeps) {
  const mailer = createMailer(env);
  // A Google account that gains the calendar scopes (Connect Google Calendar) becomes a source (ADR 028).
  const auth = createAuth(database.db, env, {
    mailer,
    logError,
    accountChanged: (account) => googleAccountChanged(database.db, account).catch(logError),
    userDeleting: (userId) =>
      revokeGoogleGrants(database.db, calendar.google, userId, logError).catch(logError),
  });
  const calendar = {
    db: database.db,
    box: createCredentialBox(resolveSecret(env)),
    guard: { allowPrivateNetworks: env.CALENDAR_ALLOW_PRIVATE_NETWORKS },
    google: env.GOOGLE_CLIENT_ID
      ? {
          api: auth.api,
          revokeUrl: googleEndpoints(env).revoke,
          ...(env.GOOGLE_CALENDAR_ROOT_URL ? { rootUrl: env.GOOGLE_CALENDAR_ROOT_URL } : {}),
        }
      : null,
  };
  const sync = createCalendarSync({ ...calendar, now, logError });
  const far = createFarReader({ ...calendar, now, logError });
  // The VAPID pair is read (or made) on first use: a server that never pushes never writes it.
  let vapid: VapidKeys | undefined;
  const vapidKeys = () => {
    vapid ??= resolveVapidKeys(env);
    return vapid;
  };
  const queue: ReminderQueue | null = reminders
    ? startReminderQueue(database, {
        db: database.db,
        now,
        mailer,
        baseUrl: baseUrl(env),
        logError,
        push: {
          get vapid() {
            return vapidKeys();
          },
          subject: `mailto:no-reply@${new URL(baseUrl(env)).hostname}`,
          allowPrivateNetworks: env.CALENDAR_ALLOW_PRIVATE_NETWORKS,
          ttlSeconds: 30 * 60,
        },
      })
    : null;
  const planReminders = async (userId: string) => {
    await queue?.plan(userId);
  };
  const app = new OpenAPIHono<AppEnv>();
  app.onError(errorHandler(logError));

  app.use('*', securityHeaders(baseUrl(env).startsWith('https:')));
  app.use('/api/*', noStore);
  app.use('/api/*', limitBody);
  app.use('/api/*', requireSameOriginJson(allowedOrigins(env), isOAuthCallback));
  app.use('/api/*', readBodyWithin(env.REQUEST_BODY_TIMEOUT * 1000));
  app.use('/api/*', limitInFlight(env.MAX_IN_FLIGHT, env.MAX_QUEUED));

  app.get('/api/health', (c) => c.json({ status: 'ok' }));
  app.get('/api/ready', async (c) => {
    try {
      await database.ping();
      return c.json({ status: 'ready', database: database.kind });
    } catch {
      return c.json({ status: 'unavailable', database: database.kind }, 503);
    }
  });
  // Calendar apps fetch the feed without a cookie: the secret address is the credential (ADR 050).
  app.route('/api', feedAddressRoute({ db: database.db, now }));
  app.doc31('/api/openapi.json', { openapi: '3.1.0', info: { title: 'Steward API', version: '1' } });

  app.route('/api', authRoutes(auth, database.db, signInProviders(env), env.TRUST_PROXY));
  app.use('/api/auth/*', validateAuthBody);
  app.on(['GET', 'POST'], '/api/auth/*', async (c) => {
    const ip = clientIp(
      c.env?.incoming?.socket.remoteAddress,
      c.req.header('x-forwarded-for'),
      env.TRUST_PROXY,
    );
    const body = hasRequestBody(c.req.raw.headers) ? await c.req.arrayBuffer() : undefined;
    return auth.handler(withClientIp(c.req.raw, ip, body));
  });

  app.use('/api/*', requireUser(auth));
  app.route('/api', ritualRoutes(database.db, { now }));
  app.route('/api', dailyPlanRoutes(database.db, { now, demoData: env.DEMO_DATA }));
  app.route('/api', calendarRoutes({ ...calendar, sync, far, now }));
  app.route('/api', calendarSourceRoutes({ ...calendar, sync }));
  app.route('/api', weekComparisonRoutes({ db: database.db, sync, far, now }));
  app.route('/api', goalRoutes(database.db));
  app.route('/api', weeklyReviewRoutes(database.db));
  app.route('/api', quarterlyReviewRoutes(database.db, { now }));
  app.route('/api', clarityBreakRoutes(database.db));
  app.route('/api', idealWeekRoutes(database.db));
  app.route('/api', habitRoutes(database.db, { now, reminded: planReminders }));
  app.route('/api', insightRoutes(database.db, { now }));
  app.route('/api', sessionRoutes({ db: database.db, auth, now }));
  app.route('/api', privateFeedRoutes({ db: database.db, baseUrl: baseUrl(env), now }));
  app.route('/api', accountRoutes(database.db, { now }));
  app.route('/api', reminderRoutes(database.db, { changed: planReminders }));
  app.route(
    '/api',
    pushRoutes(database.db, {
      publicKey: () => vapidKeys().publicKey,
      allowLoopbackHttp: env.NODE_ENV !== 'production',
      subscribed: planReminders,
    }),
  );

  app.all('/api/*', (c) => c.json({ error: 'Not Found', message: 'No such API route' }, 404));

  if (webRoot)
    serveWeb(app, webRoot, {
      member: async (c) =>
        (await hasSessionCookie(auth, c.req.raw.headers)) ? signedInUser(auth, c.req.raw.headers) : null,
      now,
    });
  return {
    app,
    auth,
    /** Resolves once the reminder queue runs (at once without one); rejects when it cannot start. */
    ready: queue?.ready ?? Promise.resolve(),
    close: async () => void (await Promise.all([sync.close(), far.close(), queue?.close()])),
  };
}

/** The app type, for typed test clients. */
export type App = ReturnType<typeof createApp>['app'];
