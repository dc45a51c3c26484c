/**
 * Sends one planned reminder (ADR 053), after checking at send time that it is still wanted: the settings still
 * ask for it then, it is not more than {@link LATE_LIMIT_MS} late, the day is not planned (plan your day) or
 * finished (finish your day), the week's review is not saved, the block still starts when it did (block start),
 * the habit is still reminded then and not yet done that day (a habit's own time).
 * Then it goes to each subscribed device (a push service answering 404/410 removes that subscription) and by mail
 * when the user chose email. A channel's failure is logged, not retried: a retry would repeat what was delivered.
 */
import { and, eq } from 'drizzle-orm';
import { formatMinutes, minutesOfDayOf } from '../../core/dates.ts';
import {
  DEFAULT_REMINDER_SETTINGS,
  habitRemindersBetween,
  occurrenceAt,
  type ReminderMessage,
  type ReminderSettings,
  reminderMessage,
} from '../../core/reminders.ts';
import { weekStartOf } from '../../core/weeks.ts';
import { timeBlocks } from '../db/calendar-schema.ts';
import type { Db } from '../db/client.ts';
import { habitEntries, habits } from '../db/habit-schema.ts';
import { reminderSettings } from '../db/reminder-schema.ts';
import { dailyPlans, users, weeklyReviews } from '../db/schema.ts';
import type { Mailer } from '../mail/mailer.ts';
import { reminderMail } from '../mail/reminder-mail.ts';
import { dropGoneSubscription, listSubscriptions } from '../modules/push/repo.ts';
import { type PushOptions, sendPush } from '../push/send.ts';
import type { ReminderJob } from './plan.ts';

/** A reminder more than this late (the servers were down at its minute) is dropped, in ms. */
export const LATE_LIMIT_MS = 30 * 60_000;

/** What sending needs. */
export interface DeliverDeps {
  db: Db;
  now: () => Date;
  mailer: Mailer;
  push: PushOptions;
  /** The server's base URL, for links in mails. */
  baseUrl: string;
  logError: (error: unknown) => void;
}

/**
 * The message of a habit reminder if the habit is still the user's, active, reminded at `at` (its time and
 * schedule unchanged) and that day's entry is neither done (count at the target) nor skipped; else null.
 */
async function habitStillWanted(
  db: Db,
  job: ReminderJob,
  at: Date,
  timeZone: string,
): Promise<ReminderMessage | null> {
  if (!job.habitId) return null;
  const [habit] = await db
    .select({
      id: habits.id,
      name: habits.name,
      target: habits.target,
      reminderTime: habits.reminderTime,
      schedule: habits.schedule,
      startDate: habits.startDate,
      archived: habits.archived,
    })
    .from(habits)
    .where(and(eq(habits.id, job.habitId), eq(habits.userId, job.userId)));
  if (!habit || habit.archived || habit.reminderTime === null) return null;
  const subject = { ...habit, reminderTime: habit.reminderTime };
  const [occurrence] = habitRemindersBetween([subject], at, new Date(+at + 60_000), timeZone);
  if (!occurrence || +occurrence.at !== +at) return null;
  const [entry] = await db
    .select({ count: habitEntries.count, skipped: habitEntries.skipped })
    .from(habitEntries)
    .where(and(eq(habitEntries.habitId, habit.id), eq(habitEntries.date, occurrence.date)));
  if (entry && (entry.skipped || entry.count >= habit.target)) return null;
  return reminderMessage({ kind: 'habit', date: occurrence.date, habitId: habit.id, habitName: habit.name });
}

/** The message of `job` if it is still wanted now (module comment) by the user's `settings`, else null. */
async function stillWanted(
  deps: DeliverDeps,
  job: ReminderJob,
  timeZone: string,
  settings: ReminderSettings,
): Promise<ReminderMessage | null> {
  const { db } = deps;
  const at = new Date(job.at);
  if (+deps.now() - +at > LATE_LIMIT_MS) return null;
  if (job.kind === 'block-start') {
    if (!job.blockId || !settings.blockStart.enabled) return null;
    const [block] = await db
      .select({ title: timeBlocks.title, startAt: timeBlocks.startAt })
      .from(timeBlocks)
      .where(and(eq(timeBlocks.id, job.blockId), eq(timeBlocks.userId, job.userId)));
    if (!block || +block.startAt - settings.blockStart.minutesBefore * 60_000 !== +at) return null;
    const startTime = formatMinutes(minutesOfDayOf(block.startAt, timeZone));
    return reminderMessage({
      ...job,
      kind: 'block-start',
      blockId: job.blockId,
      blockTitle: block.title,
      startTime,
    });
  }
  if (job.kind === 'habit') return habitStillWanted(db, job, at, timeZone);
  const occurrence = occurrenceAt(settings, job.kind, at, timeZone);
  if (!occurrence) return null;
  if (job.kind === 'weekly-review') {
    const [review] = await db
      .select({ id: weeklyReviews.id })
      .from(weeklyReviews)
      .where(
        and(
          eq(weeklyReviews.userId, job.userId),
          eq(weeklyReviews.weekStartDate, weekStartOf(occurrence.date)),
        ),
      );
    return review ? null : reminderMessage(occurrence);
  }
  const [plan] = await db
    .select({ dayFinished: dailyPlans.dayFinished })
    .from(dailyPlans)
    .where(and(eq(dailyPlans.userId, job.userId), eq(dailyPlans.date, occurrence.date)));
  if (job.kind === 'plan-day' && plan) return null;
  if (job.kind === 'finish-day' && plan?.dayFinished) return null;
  return reminderMessage(occurrence);
}

/**
 * Sends `job` if it is still wanted. Returns what happened, for the job's output: 'skipped' or the count of
 * devices and mails reached. Throws only when the database fails (pg-boss retries the job then).
 */
export async function deliverReminder(
  deps: DeliverDeps,
  job: ReminderJob,
): Promise<{ skipped: true } | { pushed: number; mailed: number }> {
  // The user and their settings in one read (no row: the defaults, as getReminderSettings gives).
  const [user] = await deps.db
    .select({
      name: users.name,
      email: users.email,
      timeZone: users.timeZone,
      settings: reminderSettings.settings,
    })
    .from(users)
    .leftJoin(reminderSettings, eq(reminderSettings.userId, users.id))
    .where(eq(users.id, job.userId));
  if (!user) return { skipped: true };
  const settings = user.settings ?? DEFAULT_REMINDER_SETTINGS;
  const message = await stillWanted(deps, job, user.timeZone, settings);
  if (!message) return { skipped: true };
  const { channels } = settings;
  let pushed = 0;
  let mailed = 0;
  if (channels.push) {
    for (const subscription of await listSubscriptions(deps.db, job.userId)) {
      const outcome = await sendPush(subscription, message, deps.push, deps.logError);
      if (outcome === 'sent') pushed++;
      if (outcome === 'gone') await dropGoneSubscription(deps.db, job.userId, subscription.id);
    }
  }
  if (channels.email && deps.mailer.available) {
    try {
      await deps.mailer.send(
        await reminderMail({ to: user.email, name: user.name, message, baseUrl: deps.baseUrl }),
      );
      mailed++;
    } catch (error) {
      deps.logError(error);
    }
  }
  return { pushed, mailed };
}
