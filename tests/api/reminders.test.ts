/**
 * API tests of reminder settings and push subscriptions (ADR 053) on every backend, without the job queue:
 * defaults, save and read back, validation naming the field, another user's data, subscriptions 201/200/204 and
 * the endpoint rule.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_REMINDER_SETTINGS, type ReminderSettings } from '../../src/core/reminders.ts';
import { pushSubscriptions } from '../../src/server/db/reminder-schema.ts';
import { expectJson } from './fixtures.ts';
import { backends, type Client, startTestApp, type TestApp } from './harness.ts';

const KEYS = {
  p256dh: `B${'A'.repeat(86)}`,
  auth: 'A'.repeat(22),
};
const changed: ReminderSettings = {
  planDay: { enabled: true, time: '06:45', days: [1, 3, 5] },
  blockStart: { enabled: false, minutesBefore: 10 },
  finishDay: { enabled: true, time: '18:15' },
  weeklyReview: { enabled: true, day: 7, time: '19:00' },
  channels: { push: true, email: true },
};

async function send(client: Client, method: string, path: string, body?: unknown) {
  const res = await client.request(method, path, { body });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : null };
}

describe.each(backends)('reminder settings and push subscriptions on %s', (backend) => {
  let t: TestApp;
  let alice: Client;
  let bob: Client;
  beforeAll(async () => {
    t = await startTestApp(backend);
    alice = await t.signUp('Alice');
    bob = await t.signUp('Bob');
  });
  afterAll(() => t.close());

  const endpointsOf = async (userId: string) =>
    (
      await t.database.db
        .select({ endpoint: pushSubscriptions.endpoint })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId))
    ).map((r) => r.endpoint);

  it('answers the defaults before anything is saved', async () => {
    expect(await expectJson(alice, 'GET', '/api/reminders')).toEqual(DEFAULT_REMINDER_SETTINGS);
  });

  it('saves the settings and reads them back; another user still has the defaults', async () => {
    expect(await expectJson(alice, 'PUT', '/api/reminders', changed)).toEqual(changed);
    expect(await expectJson(alice, 'GET', '/api/reminders')).toEqual(changed);
    expect(await expectJson(bob, 'GET', '/api/reminders')).toEqual(DEFAULT_REMINDER_SETTINGS);
  });

  it.each([
    ['planDay.time', { ...changed, planDay: { ...changed.planDay, time: '7:30' } }],
    ['planDay.days.1', { ...changed, planDay: { ...changed.planDay, days: [1, 8] } }],
    ['blockStart.minutesBefore', { ...changed, blockStart: { enabled: true, minutesBefore: 121 } }],
    ['finishDay.enabled', { ...changed, finishDay: { enabled: 'yes', time: '17:00' } }],
    ['weeklyReview.day', { ...changed, weeklyReview: { enabled: true, day: 0, time: '16:00' } }],
    ['channels', { ...changed, channels: undefined }],
  ])('PUT refuses a bad %s with 400 naming it', async (field, body) => {
    const res = await send(alice, 'PUT', '/api/reminders', body);
    expect([res.status, res.body?.field]).toEqual([400, field]);
  });

  it('publishes the VAPID public key (an uncompressed P-256 point, base64url)', async () => {
    const { publicKey } = await expectJson<{ publicKey: string }>(alice, 'GET', '/api/push/public-key');
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    expect(publicKey).toBe(t.env.VAPID_PUBLIC_KEY);
  });

  it('saves a subscription with 201, the same endpoint again with 200, and deletes it with 204', async () => {
    const endpoint = 'https://push.example.com/send/alice-1';
    expect((await send(alice, 'POST', '/api/push/subscriptions', { endpoint, keys: KEYS })).status).toBe(201);
    expect((await send(alice, 'POST', '/api/push/subscriptions', { endpoint, keys: KEYS })).status).toBe(200);
    expect(await endpointsOf(alice.userId)).toEqual([endpoint]);
    expect((await send(alice, 'DELETE', '/api/push/subscriptions', { endpoint })).status).toBe(204);
    expect(await endpointsOf(alice.userId)).toEqual([]);
  });

  it("another user cannot delete a user's subscription: 404, and it stays", async () => {
    const endpoint = 'https://push.example.com/send/alice-2';
    await expectJson(alice, 'POST', '/api/push/subscriptions', { endpoint, keys: KEYS }, 201);
    expect((await send(bob, 'DELETE', '/api/push/subscriptions', { endpoint })).status).toBe(404);
    expect(await endpointsOf(alice.userId)).toContain(endpoint);
  });

  it('a device that subscribes as another user moves to them', async () => {
    const endpoint = 'https://push.example.com/send/shared-device';
    await expectJson(alice, 'POST', '/api/push/subscriptions', { endpoint, keys: KEYS }, 201);
    await expectJson(bob, 'POST', '/api/push/subscriptions', { endpoint, keys: KEYS }, 200);
    expect(await endpointsOf(alice.userId)).not.toContain(endpoint);
    expect(await endpointsOf(bob.userId)).toEqual([endpoint]);
  });

  it.each([
    ['endpoint', { endpoint: 'ftp://push.example.com/x', keys: KEYS }],
    ['endpoint', { endpoint: 'http://push.example.com/x', keys: KEYS }],
    ['endpoint', { endpoint: 'not a url', keys: KEYS }],
    ['keys.p256dh', { endpoint: 'https://push.example.com/x', keys: { ...KEYS, p256dh: 'short' } }],
    ['keys.auth', { endpoint: 'https://push.example.com/x', keys: { ...KEYS, auth: 'a+b/' } }],
    ['keys', { endpoint: 'https://push.example.com/x' }],
  ])('POST refuses a bad %s with 400 naming it', async (field, body) => {
    const res = await send(alice, 'POST', '/api/push/subscriptions', body);
    expect([res.status, res.body?.field]).toEqual([400, field]);
  });

  it('accepts http: on loopback outside production', async () => {
    const endpoint = 'http://127.0.0.1:9/push/loopback';
    expect((await send(alice, 'POST', '/api/push/subscriptions', { endpoint, keys: KEYS })).status).toBe(201);
  });
});

describe('push endpoints in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite', { NODE_ENV: 'production', BASE_URL: 'http://localhost:3000' });
  });
  afterAll(() => t.close());

  it('refuses http: even on loopback', async () => {
    const alice = await t.signUp('Alice');
    const res = await send(alice, 'POST', '/api/push/subscriptions', {
      endpoint: 'http://127.0.0.1:9/push/loopback',
      keys: KEYS,
    });
    expect([res.status, res.body?.message]).toEqual([400, 'endpoint: Expected an https: URL']);
  });
});
