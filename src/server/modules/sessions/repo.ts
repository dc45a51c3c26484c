/**
 * The signed-in devices of a user (ADR 050), read from better-auth's `sessions` table. Every function takes the
 * owner's id first; a session's token never leaves this module except to better-auth's revoke-session.
 */
import Bowser from 'bowser';
import { and, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions } from '../../db/schema.ts';

/** A live session as Settings → Sessions shows it, before `current` is known. */
export interface StoredDevice {
  id: string;
  browser: string | null;
  os: string | null;
  ipAddress: string | null;
  signedInAt: Date;
  lastActiveAt: Date;
}

/**
 * The browser and operating system a user agent names, in words ('Chrome', 'macOS'), by bowser; null for each
 * it does not name (an empty or missing user agent names neither).
 */
export function describeUserAgent(userAgent: string | null): { browser: string | null; os: string | null } {
  if (!userAgent) return { browser: null, os: null };
  const { browser, os } = Bowser.parse(userAgent);
  return { browser: browser.name || null, os: os.name || null };
}

/** The user's sessions that have not expired at `now`, last renewed first. */
export async function listDevices(db: Db, userId: string, now: Date): Promise<StoredDevice[]> {
  const rows = await db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      ipAddress: sessions.ipAddress,
      createdAt: sessions.createdAt,
      updatedAt: sessions.updatedAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.updatedAt), desc(sessions.createdAt));
  return rows.map(({ id, userAgent, ipAddress, createdAt, updatedAt }) => ({
    id,
    ...describeUserAgent(userAgent),
    ipAddress,
    signedInAt: createdAt,
    lastActiveAt: updatedAt,
  }));
}

/** The token of the user's session `id` that has not expired at `now`, or null (another user's id included). */
export async function sessionToken(db: Db, userId: string, id: string, now: Date): Promise<string | null> {
  const [row] = await db
    .select({ token: sessions.token })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.id, id), gt(sessions.expiresAt, now)));
  return row?.token ?? null;
}
