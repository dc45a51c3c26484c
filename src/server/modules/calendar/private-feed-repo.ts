/**
 * The private calendar feed's rows (ADR 050): one address per user, kept as the SHA-256 of its token, and the
 * time blocks it serves. Every function but the fetch takes the owner's id first; the fetch finds the owner by the
 * token's hash.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { FeedBlock } from '../../calendar/private-feed-ical.ts';
import { privateCalendarFeeds, timeBlocks } from '../../db/calendar-schema.ts';
import type { Db } from '../../db/client.ts';

/** Fetches one feed address may take per {@link FEED_WINDOW_MS} (a few calendar apps polling every few minutes). */
export const FEED_FETCHES_PER_WINDOW = 60;
/** The rate-limit window of a feed address, in milliseconds (one hour). */
export const FEED_WINDOW_MS = 60 * 60 * 1000;

/** A token in a feed address: 32 random bytes (256 bits) in base64url, 43 characters. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The SHA-256 of `token`, base64url: what is stored and looked up. */
const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/** The user's feed: whether it is on and when its current address was made. */
export async function getFeed(db: Db, userId: string): Promise<{ createdAt: Date } | null> {
  const [row] = await db
    .select({ createdAt: privateCalendarFeeds.createdAt })
    .from(privateCalendarFeeds)
    .where(eq(privateCalendarFeeds.userId, userId));
  return row ?? null;
}

/**
 * Makes a new address for the user's feed at `now` and returns its token (shown once; only its hash is stored).
 * An earlier address of the user stops working in the same statement.
 */
export async function replaceFeed(
  db: Db,
  userId: string,
  now: Date,
): Promise<{ token: string; createdAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const fresh = { tokenHash: hashOf(token), windowStartedAt: now, windowRequests: 0, createdAt: now };
  await db
    .insert(privateCalendarFeeds)
    .values({ userId, ...fresh })
    .onConflictDoUpdate({ target: privateCalendarFeeds.userId, set: fresh });
  return { token, createdAt: now };
}

/** Turns the user's feed off: its address stops working. True when there was one. */
export async function deleteFeed(db: Db, userId: string): Promise<boolean> {
  const rows = await db
    .delete(privateCalendarFeeds)
    .where(eq(privateCalendarFeeds.userId, userId))
    .returning({ id: privateCalendarFeeds.id });
  return rows.length > 0;
}

/** What a fetch of a feed address learns: whose feed it is and whether the fetch is within the limit. */
export type FeedFetch = { userId: string; retryAfterSeconds: number | null } | null;

/**
 * Counts one fetch of the feed whose address carries `token`, at `now`, in one UPDATE that finds the row by the
 * token's hash: null when no feed has it (a malformed token is not looked up); otherwise the owner and, past
 * {@link FEED_FETCHES_PER_WINDOW} fetches in the window, the seconds until the window ends.
 */
export async function takeFeedFetch(db: Db, token: string, now: Date): Promise<FeedFetch> {
  if (!TOKEN.test(token)) return null;
  const f = privateCalendarFeeds;
  const at = sql`${now.toISOString()}::timestamptz`;
  const expired = sql`${f.windowStartedAt} <= ${at} - ${`${FEED_WINDOW_MS} milliseconds`}::interval`;
  const [row] = await db
    .update(f)
    .set({
      windowRequests: sql`case when ${expired} then 1 else ${f.windowRequests} + 1 end`,
      windowStartedAt: sql`case when ${expired} then ${at} else ${f.windowStartedAt} end`,
      updatedAt: sql`${f.updatedAt}`,
    })
    .where(eq(f.tokenHash, hashOf(token)))
    .returning({ userId: f.userId, startedAt: f.windowStartedAt, requests: f.windowRequests });
  if (!row) return null;
  if (row.requests <= FEED_FETCHES_PER_WINDOW) return { userId: row.userId, retryAfterSeconds: null };
  const left = row.startedAt.getTime() + FEED_WINDOW_MS - now.getTime();
  return { userId: row.userId, retryAfterSeconds: Math.max(1, Math.ceil(left / 1000)) };
}

/** The user's time blocks that end after `from`, by start (then id, so the order is stable). */
export function feedBlocks(db: Db, userId: string, from: Date): Promise<FeedBlock[]> {
  return db
    .select({
      id: timeBlocks.id,
      title: timeBlocks.title,
      startAt: timeBlocks.startAt,
      endAt: timeBlocks.endAt,
      domain: timeBlocks.domain,
      updatedAt: timeBlocks.updatedAt,
    })
    .from(timeBlocks)
    .where(and(eq(timeBlocks.userId, userId), gt(timeBlocks.endAt, from)))
    .orderBy(asc(timeBlocks.startAt), asc(timeBlocks.id));
}
