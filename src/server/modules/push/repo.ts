/** Web Push subscriptions (ADR 053), scoped to their user. */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pushSubscriptions } from '../../db/reminder-schema.ts';

/** A subscription as the sender needs it. */
export interface PushSubscriptionRow {
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * Saves a subscription for the user. Returns true when it is new for them, false when they had it already (its keys
 * are refreshed). An endpoint another user held moves to this one: a browser belongs to whoever uses it now.
 * One statement, so two racing saves of one endpoint leave one row.
 */
export async function saveSubscription(
  db: Db,
  userId: string,
  input: { endpoint: string; p256dh: string; auth: string },
): Promise<boolean> {
  const [row] = await db
    .insert(pushSubscriptions)
    .values({ userId, ...input })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId, p256dh: input.p256dh, auth: input.auth, updatedAt: new Date() },
    })
    // xmax is 0 on a freshly inserted row and the updating transaction's id on an updated one.
    .returning({ inserted: sql<boolean>`xmax = 0` });
  return row?.inserted === true;
}

/** Deletes the user's subscription of `endpoint`; false when they have none. */
export async function deleteSubscription(db: Db, userId: string, endpoint: string): Promise<boolean> {
  const rows = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

/** The user's subscriptions. */
export function listSubscriptions(db: Db, userId: string): Promise<PushSubscriptionRow[]> {
  return db
    .select({
      id: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
}

/** Removes a subscription its push service called gone (HTTP 404/410); only that row, only if unchanged. */
export async function dropGoneSubscription(db: Db, userId: string, id: string): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, userId)));
}
