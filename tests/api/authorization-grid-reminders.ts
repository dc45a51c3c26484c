/**
 * The authorization grid's rows for the reminders and push modules (ADR 053), spread into `documentedRoutes` in
 * authorization-grid.ts. Each arrange saves the owner's data through the real API and checks the answer, so a
 * failing setup cannot make an isolation test pass.
 */
import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { DEFAULT_REMINDER_SETTINGS, type ReminderSettings } from '../../src/core/reminders.ts';
import { pushSubscriptions } from '../../src/server/db/reminder-schema.ts';
import { bodyOf, type GridRow, type Member } from './authorization-grid.ts';
import type { TestApp } from './harness.ts';

const MEMBER = { owner: 200, other: 200, anonymous: 401 };

/** Reminder settings with plan-your-day at `time`. */
const settingsAt = (time: string): ReminderSettings => ({
  ...DEFAULT_REMINDER_SETTINGS,
  planDay: { ...DEFAULT_REMINDER_SETTINGS.planDay, time },
});

/** Saves the owner's reminders with plan-your-day at 06:15 (no default has it); checks the answer. */
async function ownerReminders(owner: Member): Promise<void> {
  const saved = await bodyOf<ReminderSettings>(
    await owner.request('PUT', '/api/reminders', { body: settingsAt('06:15') }),
  );
  expect(saved.planDay.time).toBe('06:15');
}

/** A push subscription body with a fresh https endpoint and real-shaped keys. */
function subscription() {
  const ecdh = createECDH('prime256v1');
  return {
    endpoint: `https://push.example.com/send/${randomUUID()}`,
    keys: { p256dh: ecdh.generateKeys().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}

/** Saves a subscription for the owner; checks the 201. */
async function ownerSubscription(owner: Member): Promise<string> {
  const body = subscription();
  await bodyOf(await owner.request('POST', '/api/push/subscriptions', { body }), 201);
  return body.endpoint;
}

/** The owner's subscribed endpoints, read from the table (no route lists them). */
const endpointsOf = (t: TestApp, owner: Member) => async () =>
  (
    await t.database.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, owner.userId))
  )
    .map((row) => row.endpoint)
    .sort();

/** One row per reminders and push (method, path) of /api/openapi.json. */
export const reminderRoutes: GridRow[] = [
  {
    method: 'GET',
    path: '/api/reminders',
    expect: MEMBER,
    arrange: async (owner) => {
      await ownerReminders(owner);
      return {
        request: { path: '/api/reminders' },
        afterOther: async (res) =>
          expect(((await bodyOf(res)) as ReminderSettings).planDay.time).toBe(
            DEFAULT_REMINDER_SETTINGS.planDay.time,
          ),
        afterOwner: async (res) =>
          expect(((await bodyOf(res)) as ReminderSettings).planDay.time).toBe('06:15'),
      };
    },
  },
  {
    // Another user's save is their own settings; the owner's are untouched.
    method: 'PUT',
    path: '/api/reminders',
    expect: MEMBER,
    arrange: async (owner) => {
      await ownerReminders(owner);
      return {
        request: { path: '/api/reminders', body: settingsAt('05:45') },
        read: async () => bodyOf(await owner.request('GET', '/api/reminders')),
        afterOwner: async (res) =>
          expect(((await bodyOf(res)) as ReminderSettings).planDay.time).toBe('05:45'),
      };
    },
  },
  {
    method: 'GET',
    path: '/api/push/public-key',
    expect: MEMBER,
    arrange: async () => ({
      request: { path: '/api/push/public-key' },
      afterOwner: async (res) =>
        expect(await bodyOf(res)).toEqual({ publicKey: expect.stringMatching(/^[A-Za-z0-9_-]{87}$/) }),
    }),
  },
  {
    // Another user saves their own device; the owner's subscriptions stay as they were.
    method: 'POST',
    path: '/api/push/subscriptions',
    expect: { owner: 201, other: 201, anonymous: 401 },
    arrange: async (owner, t) => {
      const endpoint = await ownerSubscription(owner);
      return {
        request: { path: '/api/push/subscriptions', body: subscription() },
        other: [{ path: '/api/push/subscriptions', body: subscription() }],
        read: endpointsOf(t, owner),
        secrets: [endpoint],
      };
    },
  },
  {
    method: 'DELETE',
    path: '/api/push/subscriptions',
    expect: { owner: 204, other: 404, anonymous: 401 },
    arrange: async (owner, t) => {
      const endpoint = await ownerSubscription(owner);
      return {
        request: { path: '/api/push/subscriptions', body: { endpoint } },
        read: endpointsOf(t, owner),
        afterOwner: async () => expect(await endpointsOf(t, owner)()).toEqual([]),
      };
    },
  },
];
