/**
 * Which reminders to schedule (ADR 053): every reminder of the users who can receive one (a push subscription, or
 * email chosen) that falls in the next {@link PLAN_AHEAD_MS}, as jobs whose id is derived from (user, kind,
 * subject, instant). The planner runs every minute on whichever server pg-boss's cron picks, and again for one
 * user when they change settings or subscribe; planning the same reminder twice, on any server, inserts one job.
 */
import { createHash } from 'node:crypto';
import { and, eq, gte, isNotNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { localDateOf } from '../../core/dates.ts';
import {
  DEFAULT_REMINDER_SETTINGS,
  habitRemindersBetween,
  type ReminderKind,
  type ReminderSettings,
  remindersBetween,
} from '../../core/reminders.ts';
import { timeBlocks } from '../db/calendar-schema.ts';
import type { Db } from '../db/client.ts';
import { habits } from '../db/habit-schema.ts';
import { pushSubscriptions, reminderSettings } from '../db/reminder-schema.ts';
import { users } from '../db/schema.ts';

/** How far ahead reminders become jobs, in ms: they are in the database well before their minute. */
export const PLAN_AHEAD_MS = 15 * 60_000;

/** One reminder to send: `at` is its UTC instant (ISO), `date` the local day it is about. */
export interface ReminderJob {
  userId: string;
  kind: ReminderKind;
  at: string;
  date: string;
  /** The block of a block-start reminder. */
  blockId?: string;
  /** The habit of a habit reminder. */
  habitId?: string;
}

/**
 * The job id of a reminder: a UUID-shaped SHA-256 of (user, kind, block or habit, instant), so the same reminder
 * planned twice is one row (pg-boss inserts with ON CONFLICT DO NOTHING).
 */
export function reminderJobId(job: ReminderJob): string {
  const hex = createHash('sha256')
    .update([job.userId, job.kind, job.blockId ?? job.habitId ?? '', job.at].join('\n'))
    .digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Users who can receive a reminder: a device subscribed, or email chosen. */
const canReceive = or(
  sql`exists (select 1 from ${pushSubscriptions} where ${pushSubscriptions.userId} = ${users.id})`,
  sql`coalesce((${reminderSettings.settings} -> 'channels' ->> 'email')::boolean, false)`,
) as SQL;

/**
 * The reminders due in [`now`, `now` + {@link PLAN_AHEAD_MS}) of every user who can receive one, or of `userId`
 * only. Fixed-time reminders in each user's stored zone; block starts from their time blocks; habits' own times
 * from their active habits with a reminder set.
 */
export async function dueReminders(db: Db, now: Date, userId?: string): Promise<ReminderJob[]> {
  const to = new Date(+now + PLAN_AHEAD_MS);
  const who = userId ? and(eq(users.id, userId), canReceive) : canReceive;
  const people = await db
    .select({ id: users.id, timeZone: users.timeZone, settings: reminderSettings.settings })
    .from(users)
    .leftJoin(reminderSettings, eq(reminderSettings.userId, users.id))
    .where(who);
  const settingsOf = new Map<string, { timeZone: string; settings: ReminderSettings }>();
  const jobs: ReminderJob[] = [];
  for (const person of people) {
    const settings = person.settings ?? DEFAULT_REMINDER_SETTINGS;
    settingsOf.set(person.id, { timeZone: person.timeZone, settings });
    for (const o of remindersBetween(settings, now, to, person.timeZone))
      jobs.push({ userId: person.id, kind: o.kind, at: o.at.toISOString(), date: o.date });
  }
  if (settingsOf.size === 0) return jobs;
  // A block starting within the window plus the largest lead time can have its reminder in the window.
  const blocks = await db
    .select({ id: timeBlocks.id, userId: timeBlocks.userId, startAt: timeBlocks.startAt })
    .from(timeBlocks)
    .innerJoin(users, eq(users.id, timeBlocks.userId))
    .leftJoin(reminderSettings, eq(reminderSettings.userId, users.id))
    .where(and(who, gte(timeBlocks.startAt, now), lt(timeBlocks.startAt, new Date(+to + 120 * 60_000))));
  const reminded = await db
    .select({
      id: habits.id,
      userId: habits.userId,
      reminderTime: habits.reminderTime,
      schedule: habits.schedule,
      startDate: habits.startDate,
    })
    .from(habits)
    .innerJoin(users, eq(users.id, habits.userId))
    .leftJoin(reminderSettings, eq(reminderSettings.userId, users.id))
    .where(and(who, eq(habits.archived, false), isNotNull(habits.reminderTime)));
  for (const habit of reminded) {
    const owner = settingsOf.get(habit.userId);
    if (!owner || habit.reminderTime === null) continue;
    const subject = { ...habit, reminderTime: habit.reminderTime };
    for (const o of habitRemindersBetween([subject], now, to, owner.timeZone))
      jobs.push({
        userId: habit.userId,
        kind: 'habit',
        at: o.at.toISOString(),
        date: o.date,
        habitId: habit.id,
      });
  }
  for (const block of blocks) {
    const owner = settingsOf.get(block.userId);
    if (!owner?.settings.blockStart.enabled) continue;
    const at = new Date(+block.startAt - owner.settings.blockStart.minutesBefore * 60_000);
    if (at < now || at >= to) continue;
    jobs.push({
      userId: block.userId,
      kind: 'block-start',
      at: at.toISOString(),
      date: localDateOf(block.startAt, owner.timeZone),
      blockId: block.id,
    });
  }
  return jobs;
}
