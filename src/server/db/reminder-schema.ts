/**
 * The reminder tables (ADR 053): each user's reminder settings (one row; none means the defaults of
 * core/reminders.ts) and the Web Push subscriptions of their devices. An endpoint is one browser's address at its
 * push service, so it is unique across users: a device that signs in as someone else moves to them. The
 * scheduled reminders themselves are pg-boss jobs in its own `pgboss` schema.
 */
import { index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ReminderSettings } from '../../core/reminders.ts';
import { owner, timestamps } from './schema.ts';

/** One row per user who saved reminder settings. */
export const reminderSettings = pgTable('reminder_settings', {
  userId: owner().primaryKey(),
  settings: jsonb('settings').$type<ReminderSettings>().notNull(),
  ...timestamps,
});

/** Web Push subscriptions (RFC 8030 endpoint, RFC 8291 keys: `p256dh` public key and `auth` secret, base64url). */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint),
    index('push_subscriptions_user_id_idx').on(t.userId),
  ],
);
