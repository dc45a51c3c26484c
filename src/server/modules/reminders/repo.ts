/** Reminder settings (ADR 053): one row per user; a user without one has the defaults. */
import { eq } from 'drizzle-orm';
import { DEFAULT_REMINDER_SETTINGS, type ReminderSettings } from '../../../core/reminders.ts';
import type { Db } from '../../db/client.ts';
import { reminderSettings } from '../../db/reminder-schema.ts';

/** The user's reminder settings, or the defaults when they never saved any. */
export async function getReminderSettings(db: Db, userId: string): Promise<ReminderSettings> {
  const [row] = await db
    .select({ settings: reminderSettings.settings })
    .from(reminderSettings)
    .where(eq(reminderSettings.userId, userId));
  return row?.settings ?? DEFAULT_REMINDER_SETTINGS;
}

/** Replaces the user's reminder settings (one upsert: the last of two racing saves wins whole). */
export async function saveReminderSettings(
  db: Db,
  userId: string,
  settings: ReminderSettings,
): Promise<void> {
  await db
    .insert(reminderSettings)
    .values({ userId, settings })
    .onConflictDoUpdate({ target: reminderSettings.userId, set: { settings, updatedAt: new Date() } });
}
