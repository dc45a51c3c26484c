/**
 * The private calendar feed (ADR 050). For the signed-in user: GET/POST/DELETE /api/calendar/private-feed (its
 * state; a new address, which ends any earlier one; off). For calendar apps, without a cookie: GET
 * /api/feeds/{token}.ics, the user's time blocks from PRIVATE_FEED_DAYS_BACK days back as RFC 5545, with
 * `Cache-Control: private` and an ETag (a matching If-None-Match answers 304). An unknown, revoked or malformed
 * token answers the same 404; a feed fetched more than FEED_FETCHES_PER_WINDOW times in its window answers 429.
 */
import { createHash } from 'node:crypto';
import { createRoute } from '@hono/zod-openapi';
import { Hono, type MiddlewareHandler } from 'hono';
import { etag } from 'hono/etag';
import {
  PRIVATE_FEED_DAYS_BACK,
  type PrivateFeedState,
  privateFeedLink,
  privateFeedState,
} from '../../../core/calendar/private-feed.ts';
import { privateFeedCalendar } from '../../calendar/private-feed-ical.ts';
import type { Db } from '../../db/client.ts';
import { type AppEnv, createRouter, jsonContent as json, named } from '../../http.ts';
import { deleteFeed, feedBlocks, getFeed, replaceFeed, takeFeedFetch } from './private-feed-repo.ts';

const state = named(privateFeedState, 'PrivateFeedState');
const link = named(privateFeedLink, 'PrivateFeedLink');

/** What the feed routes need from the app. */
export interface PrivateFeedDeps {
  db: Db;
  /** The server's base URL without a trailing slash (the address is absolute). */
  baseUrl: string;
  /** The clock (UTC instant). */
  now: () => Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The path of a feed address under /api. */
const feedPath = (token: string) => `/feeds/${token}.ics`;

/** The signed-in user's routes of the feed (mounted behind requireUser). */
export function privateFeedRoutes({ db, baseUrl, now }: PrivateFeedDeps) {
  const router = createRouter();

  router.openapi(
    createRoute({
      method: 'get',
      path: '/calendar/private-feed',
      summary:
        'Whether the private calendar feed is on, and since when (its address is shown only when made)',
      responses: { 200: json(state, 'Feed state') },
    }),
    async (c) => {
      const feed = await getFeed(db, c.get('user').id);
      const body: PrivateFeedState = feed
        ? { active: true, createdAt: feed.createdAt.toISOString() }
        : { active: false, createdAt: null };
      return c.json(body, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/calendar/private-feed',
      summary: 'Make a new secret feed address (any earlier one stops working); shown this once',
      responses: { 200: json(link, 'The new address') },
    }),
    async (c) => {
      const { token, createdAt } = await replaceFeed(db, c.get('user').id, now());
      return c.json({ url: `${baseUrl}/api${feedPath(token)}`, createdAt: createdAt.toISOString() }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'delete',
      path: '/calendar/private-feed',
      summary: 'Turn the private calendar feed off: its address stops working',
      responses: { 204: { description: 'Off' } },
    }),
    async (c) => {
      await deleteFeed(db, c.get('user').id);
      return c.body(null, 204);
    },
  );

  return router;
}

/** The feed's answers (200 and 304) may be kept by the subscriber's own cache, not by shared ones. */
const privateCache: MiddlewareHandler = async (c, next) => {
  await next();
  if (c.res.status === 200 || c.res.status === 304) c.res.headers.set('Cache-Control', 'private');
};

const sha256 = (body: Uint8Array) => createHash('sha256').update(body).digest().buffer as ArrayBuffer;

/**
 * GET /api/feeds/{token}.ics for calendar apps (mounted before requireUser, behind the /api guards): no cookie;
 * the token in the address is the credential. Not in the OpenAPI document (not a JSON call).
 */
export function feedAddressRoute({ db, now }: Omit<PrivateFeedDeps, 'baseUrl'>) {
  const router = new Hono<AppEnv>();
  router.get('/feeds/:file', privateCache, etag({ generateDigest: sha256 }), async (c) => {
    const file = c.req.param('file');
    const token = file.endsWith('.ics') ? file.slice(0, -'.ics'.length) : '';
    const at = now();
    const fetch = await takeFeedFetch(db, token, at);
    if (!fetch) return c.json({ error: 'Not Found', message: 'No such feed' }, 404);
    if (fetch.retryAfterSeconds !== null) {
      c.header('Retry-After', String(fetch.retryAfterSeconds));
      return c.json({ error: 'Too Many Requests', message: 'This feed was fetched too often' }, 429);
    }
    const from = new Date(at.getTime() - PRIVATE_FEED_DAYS_BACK * DAY_MS);
    const blocks = await feedBlocks(db, fetch.userId, from);
    return c.body(privateFeedCalendar(blocks), 200, { 'Content-Type': 'text/calendar; charset=utf-8' });
  });
  return router;
}
