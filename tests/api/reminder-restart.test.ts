/**
 * A reminder survives kill -9 (ADR 053): the real server (`node src/server/main.ts`) on PGlite in a fresh DATA_DIR,
 * and on a fresh PostgreSQL database when TEST_DATABASE_URL is set. The server's clock is pinned to when the test
 * starts; M is the first whole minute at least 30 s after the server is up; plan your day is set for M (UTC, the
 * new user's zone),
 * which plans its job; the server gets SIGKILL at once, before M, and is started again on the same data. The loopback
 * push service receives the reminder once, and the database holds one completed job for it.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { openPglite, openPostgres } from '../../src/server/db/client.ts';
import { startPushService, type TestPushService } from '../push-service.ts';
import { ensureWebBuild, type ServerChild, startServerChild } from '../server-child.ts';

const VAPID = webpush.generateVAPIDKeys();
const children = new Set<ServerChild>();
const cleanups: (() => Promise<void>)[] = [];

afterAll(async () => {
  for (const child of children) await child.stop('SIGKILL');
  for (const cleanup of cleanups) await cleanup();
});

/** A fresh PostgreSQL database beside TEST_DATABASE_URL's; dropped after the file. */
async function freshPostgresUrl(adminUrl: string): Promise<string> {
  const name = `steward_reminders_${randomUUID().replaceAll('-', '')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  cleanups.push(async () => {
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** `method path` on `server` with the allowed Origin and `cookie`; asserts `status`. */
async function call(
  server: ServerChild,
  cookie: string,
  method: string,
  path: string,
  body: unknown,
  status: number,
) {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: { Origin: server.url, Cookie: cookie, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status, await res.clone().text()).toBe(status);
  return res;
}

const kinds = [
  { name: 'pglite' as const },
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'postgres' as const }] : []),
];

describe.each(kinds)('a reminder planned before kill -9 on $name', ({ name }) => {
  it('is sent once after the restart', { timeout: 300_000 }, async () => {
    ensureWebBuild();
    const service: TestPushService = await startPushService();
    cleanups.push(() => service.close());
    let env: Record<string, string>;
    let dataDir = '';
    if (name === 'pglite') {
      dataDir = mkdtempSync(join(tmpdir(), 'steward-reminders-'));
      cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
      env = { DATA_DIR: dataDir };
    } else {
      env = { DATABASE_URL: await freshPostgresUrl(process.env.TEST_DATABASE_URL as string) };
    }
    Object.assign(env, {
      TEST_NOW: new Date().toISOString(),
      CALENDAR_ALLOW_PRIVATE_NETWORKS: 'true',
      VAPID_PUBLIC_KEY: VAPID.publicKey,
      VAPID_PRIVATE_KEY: VAPID.privateKey,
    });

    const first = await startServerChild(env);
    children.add(first);
    // The minute is chosen once the server is up (a start takes long on a loaded machine).
    const M = new Date(Math.ceil((Date.now() + 30_000) / 60_000) * 60_000);
    const time = M.toISOString().slice(11, 16);
    const signUp = await call(
      first,
      '',
      'POST',
      '/api/auth/sign-up/email',
      { name: 'Dee', email: `${randomUUID()}@example.com`, password: 'correct horse battery staple' },
      200,
    );
    const cookie = signUp.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const { user } = (await signUp.json()) as { user: { id: string } };
    await call(first, cookie, 'POST', '/api/push/subscriptions', service.subscription, 201);
    await call(
      first,
      cookie,
      'PUT',
      '/api/reminders',
      {
        planDay: { enabled: true, time, days: [1, 2, 3, 4, 5, 6, 7] },
        blockStart: { enabled: false, minutesBefore: 5 },
        finishDay: { enabled: false, time: '17:00' },
        weeklyReview: { enabled: false, day: 5, time: '16:00' },
        channels: { push: true, email: false },
      },
      200,
    );
    await first.stop('SIGKILL');
    expect(Date.now(), 'killed before the minute').toBeLessThan(+M);
    expect(service.received).toHaveLength(0);

    const second = await startServerChild(env);
    children.add(second);
    const push = await service.firstPush();
    expect(service.decrypt(push)).toMatchObject({ title: 'Plan your day: your Big 3 are waiting' });
    await second.stop('SIGTERM'); // lets the running job complete

    const database =
      name === 'pglite' ? await openPglite(dataDir) : openPostgres(env.DATABASE_URL as string, 1);
    try {
      const result = await database.db.execute(
        sql`select state, start_after from pgboss.job where name = 'reminder-send' and data ->> 'userId' = ${user.id}`,
      );
      const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
        state: string;
        start_after: string | Date;
      }[];
      expect(rows.map((r) => [r.state, new Date(r.start_after).toISOString()])).toEqual([
        ['completed', M.toISOString()],
      ]);
    } finally {
      await database.close();
    }
    expect(service.received).toHaveLength(1);
  });
});
