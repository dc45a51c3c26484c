/**
 * The reminder job queue (ADR 053): pg-boss on the app's database (its own `pgboss` schema; on PGlite through
 * PGlite's one connection). Two queues:
 * - `reminders-plan`, on pg-boss's cron every minute (one server runs each minute's job): plans the reminders of
 *   the next minutes as jobs (plan.ts);
 * - `reminder-send`: one job per reminder, due at its minute, run by one server (pg-boss claims with
 *   SKIP LOCKED), sent by deliver.ts. A fetch claims up to {@link SEND_BATCH} due jobs and sends them side by
 *   side; while fetches come back full the workers fetch again at once, so a minute many users share (10,000 at
 *   07:30) is sent within seconds rather than one job per worker per 2 s poll.
 * Jobs are rows, so a reminder planned before a restart is sent after it.
 */
import { type Job, type JobResult, PgBoss } from 'pg-boss';
import type { Database } from '../db/client.ts';
import { type DeliverDeps, deliverReminder, LATE_LIMIT_MS } from './deliver.ts';
import { dueReminders, type ReminderJob, reminderJobId } from './plan.ts';

const PLAN_QUEUE = 'reminders-plan';
const SEND_QUEUE = 'reminder-send';
/** Jobs one fetch of a send worker claims (two workers per server). */
const SEND_BATCH = 25;

/**
 * Sends the jobs of one fetch side by side and settles each alone: a job whose sending threw (a database
 * error) is failed, so pg-boss retries that one, while the others complete with their own output. A failed
 * job is never sent again with the rest: that would repeat reminders already delivered.
 */
export async function sendBatch<T>(
  jobs: readonly Job<T>[],
  send: (data: T) => Promise<object | undefined>,
): Promise<JobResult[]> {
  return Promise.all(
    jobs.map(async (job): Promise<JobResult> => {
      try {
        return { id: job.id, status: 'completed', output: await send(job.data) };
      } catch (error) {
        return { id: job.id, status: 'failed', output: { message: String(error) } };
      }
    }),
  );
}

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
    await boss.work(
      SEND_QUEUE,
      { batchSize: SEND_BATCH, localConcurrency: 2, perJobResults: true, burstWhenBatchFull: true },
      (jobs: Job<ReminderJob>[]) => sendBatch(jobs, (job) => deliverReminder(deps, job)),
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
