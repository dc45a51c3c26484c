/**
 * The checks made when a reminder is sent (ADR 053), on every backend: `deliverReminder` called with a planned job
 * and a pinned clock, against a Web Push service on loopback. Each case is one reminder the user no longer needs
 * (skipped, nothing pushed) or still needs (pushed once). The user's zone is UTC; the clock is 08:55 on Tuesday
 * 2026-03-10 and the reminders are for 09:00.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_REMINDER_SETTINGS, type ReminderSettings } from '../../src/core/reminders.ts';
import { createMailer } from '../../src/server/mail/mailer.ts';
import { type DeliverDeps, deliverReminder } from '../../src/server/reminders/deliver.ts';
import type { ReminderJob } from '../../src/server/reminders/plan.ts';
import { startPushService, type TestPushService } from '../push-service.ts';
import { expectJson, planBody } from './fixtures.ts';
import { backends, type Client, startTestApp, type TestApp } from './harness.ts';

const NOW = new Date('2026-03-10T08:55:00Z');
const AT = '2026-03-10T09:00:00.000Z';
const DATE = '2026-03-10';
const at9: ReminderSettings = {
  ...DEFAULT_REMINDER_SETTINGS,
  planDay: { enabled: true, time: '09:00', days: [2] },
  finishDay: { enabled: true, time: '09:00' },
};

describe.each(backends)('reminder checks at send time on %s', (backend) => {
  let t: TestApp;
  const services: TestPushService[] = [];
  beforeAll(async () => {
    t = await startTestApp(backend, {}, NOW);
  });
  afterAll(async () => {
    await t.close();
    await Promise.all(services.map((s) => s.close()));
  });

  /** A new user with a subscribed device and `settings`; sends `job` for them at `now`. */
  const sendFor = async (
    settings: ReminderSettings,
    prepare: (client: Client) => Promise<Partial<ReminderJob>>,
    now = NOW,
  ) => {
    const client = await t.signUp('Uma');
    const service = await startPushService();
    services.push(service);
    await expectJson(client, 'POST', '/api/push/subscriptions', service.subscription, 201);
    await expectJson(client, 'PUT', '/api/reminders', settings);
    const job: ReminderJob = {
      userId: client.userId,
      kind: 'plan-day',
      at: AT,
      date: DATE,
      ...(await prepare(client)),
    };
    const deps: DeliverDeps = {
      db: t.database.db,
      now: () => now,
      mailer: createMailer(t.env),
      baseUrl: 'http://localhost:3000',
      logError: (error) => {
        throw error;
      },
      push: {
        vapid: { publicKey: t.env.VAPID_PUBLIC_KEY ?? '', privateKey: t.env.VAPID_PRIVATE_KEY ?? '' },
        subject: 'mailto:no-reply@localhost',
        allowPrivateNetworks: true,
        ttlSeconds: 60,
      },
    };
    return { result: await deliverReminder(deps, job), pushes: service.received.length };
  };
  const block = async (client: Client, start: string) =>
    expectJson<{ id: string }>(
      client,
      'POST',
      '/api/calendar/time-blocks',
      { title: 'Deep work', start, end: '2026-03-10T10:00:00Z' },
      201,
    );

  it('plan your day, wanted: pushed', async () => {
    expect(await sendFor(at9, async () => ({}))).toEqual({ result: { pushed: 1, mailed: 0 }, pushes: 1 });
  });

  it('plan your day for a day already planned: skipped', async () => {
    const sent = await sendFor(at9, async (c) => {
      await expectJson(c, 'POST', '/api/daily-plans', planBody(DATE));
      return {};
    });
    expect(sent).toEqual({ result: { skipped: true }, pushes: 0 });
  });

  it('plan your day moved to 09:30 since it was planned: skipped', async () => {
    const moved = { ...at9, planDay: { ...at9.planDay, time: '09:30' } };
    expect(await sendFor(moved, async () => ({}))).toEqual({ result: { skipped: true }, pushes: 0 });
  });

  it('a reminder more than 30 minutes late: skipped', async () => {
    const late = new Date('2026-03-10T09:31:00Z');
    expect(await sendFor(at9, async () => ({}), late)).toEqual({ result: { skipped: true }, pushes: 0 });
  });

  it('finish your day for a day already finished: skipped', async () => {
    const sent = await sendFor(at9, async (c) => {
      const plan = await expectJson<{ id: string }>(c, 'POST', '/api/daily-plans', planBody(DATE));
      await expectJson(c, 'PATCH', `/api/daily-plans/${plan.id}/finish`, {
        productivityRating: '8',
        incompleteTasks: [],
      });
      return { kind: 'finish-day' };
    });
    expect(sent).toEqual({ result: { skipped: true }, pushes: 0 });
  });

  it('block start for a block still there: pushed', async () => {
    const sent = await sendFor(at9, async (c) => ({
      kind: 'block-start',
      blockId: (await block(c, '2026-03-10T09:05:00Z')).id,
    }));
    expect(sent).toEqual({ result: { pushed: 1, mailed: 0 }, pushes: 1 });
  });

  it('block start for a block deleted since: skipped', async () => {
    const sent = await sendFor(at9, async (c) => {
      const { id } = await block(c, '2026-03-10T09:05:00Z');
      expect((await c.request('DELETE', `/api/calendar/time-blocks/${id}`)).status).toBe(204);
      return { kind: 'block-start', blockId: id };
    });
    expect(sent).toEqual({ result: { skipped: true }, pushes: 0 });
  });

  it('block start for a block that now starts at another time: skipped', async () => {
    const sent = await sendFor(at9, async (c) => ({
      kind: 'block-start',
      blockId: (await block(c, '2026-03-10T09:20:00Z')).id,
    }));
    expect(sent).toEqual({ result: { skipped: true }, pushes: 0 });
  });

  /** A habit of `client`'s, every day from March 1, reminded at 09:00 (`fields` change it). */
  const habit = async (client: Client, fields: Record<string, unknown> = {}) =>
    expectJson<{ id: string }>(
      client,
      'POST',
      '/api/habits',
      {
        name: 'Read Scripture',
        schedule: { kind: 'daily' },
        target: 2,
        startDate: '2026-03-01',
        reminderTime: '09:00',
        ...fields,
      },
      201,
    );
  const habitJob = async (client: Client, fields: Record<string, unknown> = {}) => ({
    kind: 'habit' as const,
    habitId: (await habit(client, fields)).id,
  });
  const checkIn = (client: Client, id: string, body: Record<string, unknown>) =>
    expectJson(client, 'PUT', `/api/habits/${id}/entries/${DATE}`, body);

  it('a habit not yet done that day: pushed', async () => {
    expect(await sendFor(at9, (c) => habitJob(c))).toEqual({ result: { pushed: 1, mailed: 0 }, pushes: 1 });
  });

  it('a habit counted once of its two: still pushed', async () => {
    const sent = await sendFor(at9, async (c) => {
      const job = await habitJob(c);
      await checkIn(c, job.habitId, { count: 1 });
      return job;
    });
    expect(sent).toEqual({ result: { pushed: 1, mailed: 0 }, pushes: 1 });
  });

  it.each([
    ['done that day', { count: 2 }],
    ['skipped that day', { skipped: true }],
  ])('a habit %s: skipped', async (_name, entry) => {
    const sent = await sendFor(at9, async (c) => {
      const job = await habitJob(c);
      await checkIn(c, job.habitId, entry);
      return job;
    });
    expect(sent).toEqual({ result: { skipped: true }, pushes: 0 });
  });

  it.each([
    ['archived since', { archived: true }],
    ['reminded at 09:30 since', { reminderTime: '09:30' }],
    ['no longer reminded', { reminderTime: null }],
    ['now on weekends only (2026-03-10 is a Tuesday)', { schedule: { kind: 'weekdays', days: [6, 7] } }],
  ])('a habit %s: skipped', async (_name, patch) => {
    const sent = await sendFor(at9, async (c) => {
      const job = await habitJob(c);
      await expectJson(c, 'PATCH', `/api/habits/${job.habitId}`, patch);
      return job;
    });
    expect(sent).toEqual({ result: { skipped: true }, pushes: 0 });
  });

  it("another user's habit: skipped", async () => {
    const other = await t.signUp('Otto');
    const { id } = await habit(other);
    expect(await sendFor(at9, async () => ({ kind: 'habit', habitId: id }))).toEqual({
      result: { skipped: true },
      pushes: 0,
    });
  });
});
