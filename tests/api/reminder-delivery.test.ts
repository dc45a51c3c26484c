/**
 * Reminders delivered by the job queue (ADR 053) on every backend, through a Web Push service and an SMTP server on
 * loopback. The server's clock is pinned 30 s before M, the last whole minute of the real clock, and the reminder is
 * set for M in New York: planning puts its job at M, which the queue (on the database's clock) finds due at once.
 * The test decrypts each push with its own subscription keys (RFC 8291).
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDateOf, minutesOfDayOf } from '../../src/core/dates.ts';
import type { ReminderSettings } from '../../src/core/reminders.ts';
import { pushSubscriptions } from '../../src/server/db/reminder-schema.ts';
import { users } from '../../src/server/db/schema.ts';
import { startMailServer, type TestMailServer } from '../mail-server.ts';
import { startPushService, type TestPushService } from '../push-service.ts';
import { expectJson, planBody } from './fixtures.ts';
import { backends, type Client, ORIGIN, startTestApp, type TestApp } from './harness.ts';

const ZONE = 'America/New_York';
const M = new Date(Math.floor(Date.now() / 60_000) * 60_000);
const NOW = new Date(+M - 30_000);
const DATE = localDateOf(M, ZONE);
const minutes = minutesOfDayOf(M, ZONE);
const TIME = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Plan your day at M every day, nothing else, on `channels`. */
const planDayAtM = (channels: ReminderSettings['channels']): ReminderSettings => ({
  planDay: { enabled: true, time: TIME, days: [1, 2, 3, 4, 5, 6, 7] },
  blockStart: { enabled: false, minutesBefore: 5 },
  finishDay: { enabled: false, time: '17:00' },
  weeklyReview: { enabled: false, day: 5, time: '16:00' },
  channels,
});

type JobRow = { state: string; start_after: string | Date; output: unknown };

describe.each(backends)('reminders delivered by the job queue on %s', (backend) => {
  let t: TestApp;
  let mail: TestMailServer;
  const services: TestPushService[] = [];
  beforeAll(async () => {
    mail = await startMailServer();
    t = await startTestApp(backend, { CALENDAR_ALLOW_PRIVATE_NETWORKS: 'true', SMTP_URL: mail.url }, NOW, {
      reminders: true,
    });
  });
  afterAll(async () => {
    await t.close();
    await Promise.all([mail.close(), ...services.map((s) => s.close())]);
  });

  /** A new user in New York. */
  const newYorker = async (): Promise<Client> => {
    const client = await t.signUp('Nora');
    const updated = await t.database.db
      .update(users)
      .set({ timeZone: ZONE })
      .where(eq(users.id, client.userId))
      .returning({ id: users.id });
    expect(updated).toHaveLength(1);
    return client;
  };
  /** A push service with the user's subscription saved. */
  const subscribed = async (client: Client): Promise<TestPushService> => {
    const service = await startPushService();
    services.push(service);
    await expectJson(client, 'POST', '/api/push/subscriptions', service.subscription, 201);
    return service;
  };
  /** The user's reminder jobs, as pg-boss keeps them. */
  const jobsOf = async (userId: string): Promise<JobRow[]> => {
    const result = await t.database.db.execute(
      sql`select state, start_after, output from pgboss.job where name = 'reminder-send' and data ->> 'userId' = ${userId}`,
    );
    return (Array.isArray(result) ? result : (result as { rows: JobRow[] }).rows) as JobRow[];
  };
  const completed = async (userId: string) => {
    // The queue polls every 2 s when nothing wakes it.
    await expect
      .poll(async () => (await jobsOf(userId)).map((j) => j.state), { timeout: 20_000 })
      .toEqual(['completed']);
    return (await jobsOf(userId))[0] as JobRow;
  };

  it('sends plan your day to the device at the set minute, encrypted for its keys', async () => {
    const nora = await newYorker();
    const service = await subscribed(nora);
    await expectJson(nora, 'PUT', '/api/reminders', planDayAtM({ push: true, email: false }));
    const push = await service.firstPush();
    expect(service.decrypt(push)).toEqual({
      title: 'Plan your day: your Big 3 are waiting',
      body: 'Choose the three tasks that make today a win.',
      url: '/daily-planning',
      tag: `plan-day:${DATE}`,
    });
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(push.headers.authorization).toMatch(
      new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${t.env.VAPID_PUBLIC_KEY}$`),
    );
    const job = await completed(nora.userId);
    expect(new Date(job.start_after).toISOString()).toBe(M.toISOString());
    expect(service.received).toHaveLength(1);
  });

  it.each([404, 410])('a push service answering %i removes the subscription', async (status) => {
    const nora = await newYorker();
    const service = await subscribed(nora);
    service.answer(status);
    await expectJson(nora, 'PUT', '/api/reminders', planDayAtM({ push: true, email: false }));
    await completed(nora.userId);
    const left = await t.database.db
      .select()
      .from(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, nora.userId)));
    expect([service.received.length, left]).toEqual([1, []]);
  });

  it('sends nothing for a day already planned', async () => {
    const nora = await newYorker();
    const service = await subscribed(nora);
    await expectJson(nora, 'POST', '/api/daily-plans', planBody(DATE));
    await expectJson(nora, 'PUT', '/api/reminders', planDayAtM({ push: true, email: false }));
    const job = await completed(nora.userId);
    expect([job.output, service.received.length]).toEqual([{ skipped: true }, 0]);
  });

  it("sends a habit's reminder at its own minute, with the 'Done' action that checks it in", async () => {
    const nora = await newYorker();
    const service = await subscribed(nora);
    const off = planDayAtM({ push: true, email: false });
    await expectJson(nora, 'PUT', '/api/reminders', { ...off, planDay: { ...off.planDay, enabled: false } });
    const habit = await expectJson<{ id: string }>(
      nora,
      'POST',
      '/api/habits',
      { name: 'Read Scripture', schedule: { kind: 'daily' }, startDate: DATE, reminderTime: TIME },
      201,
    );
    expect(service.decrypt(await service.firstPush())).toEqual({
      title: 'Time for Read Scripture',
      body: 'Check it in once it is done.',
      url: `/habit-tracker/${habit.id}`,
      tag: `habit:${habit.id}:${DATE}`,
      actions: [{ action: 'done', title: 'Done' }],
      habitId: habit.id,
      date: DATE,
    });
    await completed(nora.userId);
    expect(service.received).toHaveLength(1);
  });

  it('mails the reminder, with a link to the page, to a user who chose email', async () => {
    const nora = await newYorker();
    const [row] = await t.database.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, nora.userId));
    await expectJson(nora, 'PUT', '/api/reminders', planDayAtM({ push: false, email: true }));
    const received = await mail.mailTo(row?.email ?? '', 'Plan your day: your Big 3 are waiting');
    expect(received.text).toContain(`${ORIGIN}/daily-planning`);
  });

  it('two servers on one database send it once', async () => {
    const other = t.otherServer();
    await other.ready;
    const nora = await newYorker();
    const service = await subscribed(nora);
    // Both servers plan the reminder, and both run a worker.
    await expectJson(nora, 'PUT', '/api/reminders', planDayAtM({ push: true, email: false }));
    await expectJson(other.as(nora), 'PUT', '/api/reminders', planDayAtM({ push: true, email: false }));
    await completed(nora.userId);
    expect(service.received).toHaveLength(1);
  });
});
