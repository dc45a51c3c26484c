/**
 * The reminder job queue (ADR 053): pg-boss on the app's database (its own `pgboss` schema; on PGlite through
 * PGlite's one connection). Two queues:
 * - `reminders-plan`, on pg-boss's cron every minute (one server runs each minute's job): plans the reminders of
 *   the next minutes as jobs (plan.ts);
 * - `reminder-send`: one job per reminder, due at its minute, run by one server (pg-boss claims with
 *   SKIP LOCKED), sent by deliver.ts.
 * Jobs are rows, so a reminder planned before a restart is sent after it.
 */
import { PgBoss } from 'pg-boss';
import type { Database } from '../db/client.ts';
import { type DeliverDeps, deliverReminder, LATE_LIMIT_MS } from './deliver.ts';
import { dueReminders, type ReminderJob, reminderJobId } from './plan.ts';

const PLAN_QUEUE = 'reminders-plan';
const SEND_QUEUE = 'reminder-send';

/** The running queue of one server. */
export interface ReminderQueue {
  /** Resolves once pg-boss is installed and working; rejects when it cannot start. */
  ready: Promise<void>;
  /** Plans `userId`'s reminders of the next minutes now (after a settings change or a new subscription). */
  plan(userId: string): Promise<void>;
  /** Stops claiming jobs, lets running ones finish, and lets go of the database. */
  close(): Promise<void>;
}

/** Starts the reminder queue of one server on `database`. */
export function startReminderQueue(database: Database, deps: DeliverDeps): ReminderQueue {
  const boss = new PgBoss({ ...database.jobQueue, schema: 'pgboss' });
  boss.on('error', deps.logError);
  const enqueue = async (jobs: ReminderJob[]) => {
    if (jobs.length === 0) return;
    await boss.insert(
      SEND_QUEUE,
      jobs.map((data) => ({ id: reminderJobId(data), data, startAfter: new Date(data.at) })),
    );
  };
  const ready = (async () => {
    await boss.start();
    await boss.createQueue(PLAN_QUEUE, { retryLimit: 0, expireInSeconds: 60 });
    // A job whose server died is claimed again after expireInSeconds; one late beyond the limit is dropped.
    await boss.createQueue(SEND_QUEUE, {
      retryLimit: 3,
      retryDelay: 30,
      expireInSeconds: 120,
      deleteAfterSeconds: Math.ceil((LATE_LIMIT_MS * 48) / 1000),
    });
    await boss.schedule(PLAN_QUEUE, '* * * * *');
    await boss.work(PLAN_QUEUE, async () => enqueue(await dueReminders(database.db, deps.now())));
    // One job per fetch: a failed job is retried alone, so no other reminder is sent twice.
    await boss.work<ReminderJob>(SEND_QUEUE, { batchSize: 1, localConcurrency: 4 }, async ([job]) =>
      job ? deliverReminder(deps, job.data) : undefined,
    );
  })();
  return {
    ready,
    plan: async (userId) => {
      await ready;
      await enqueue(await dueReminders(database.db, deps.now(), userId));
    },
    close: async () => {
      await ready.catch(() => {});
      await boss.stop({ graceful: true, timeout: 10_000 });
    },
  };
}
