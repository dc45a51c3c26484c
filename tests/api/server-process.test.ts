/**
 * Tests that need a real socket or a real process: rate limits keyed by the client address and kept across
 * restarts, TRUST_PROXY, and the PGlite data-folder lock.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ServerType, serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app.ts';
import { openPglite } from '../../src/server/db/client.ts';
import { parseEnv } from '../../src/server/env.ts';
import { backends, freshDatabase } from './harness.ts';

async function listen(app: {
  fetch: (r: Request) => Response | Promise<Response>;
}): Promise<{ url: string; server: ServerType }> {
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) =>
      resolve({ url: `http://127.0.0.1:${info.port}`, server }),
    );
  });
}

const close = (server: ServerType) => new Promise<void>((r) => server.close(() => r()));

describe.each(backends)('rate limits on %s', (backend) => {
  let db: Awaited<ReturnType<typeof freshDatabase>>;
  beforeAll(async () => {
    db = await freshDatabase(backend);
  });
  afterAll(() => db.dispose());

  const env = (extra: Record<string, string> = {}) =>
    parseEnv({
      NODE_ENV: 'test',
      BASE_URL: 'http://localhost:3000',
      BETTER_AUTH_SECRET: 'test-secret-test-secret-test-secret-42',
      AUTH_RATE_LIMIT_MAX: '3',
      LOG_LEVEL: 'silent',
      ...extra,
    });

  const signIn = (url: string, headers: Record<string, string> = {}) =>
    fetch(`${url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { Origin: 'http://localhost:3000', 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify({ email: 'nobody@example.com', password: 'wrong password here' }),
    });

  it('limits sign-in per client address and keeps the count across a restart', async () => {
    const first = await listen(createApp({ database: db.database, env: env(), webRoot: null }).app);
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await signIn(first.url)).status);
    expect(statuses).toEqual([401, 401, 401]);
    expect((await signIn(first.url)).status).toBe(429);
    // A spoofed X-Forwarded-For from an untrusted peer does not reset the count.
    expect((await signIn(first.url, { 'X-Forwarded-For': '198.51.100.1' })).status).toBe(429);
    await close(first.server);

    const second = await listen(createApp({ database: db.database, env: env(), webRoot: null }).app);
    expect((await signIn(second.url)).status).toBe(429);
    await close(second.server);
  });

  it('keys by X-Forwarded-For only behind a trusted proxy', async () => {
    const { app } = createApp({
      database: db.database,
      env: env({ TRUST_PROXY: '127.0.0.1' }),
      webRoot: null,
    });
    const { url, server } = await listen(app);
    for (let i = 0; i < 3; i++) await signIn(url, { 'X-Forwarded-For': '198.51.100.20' });
    expect((await signIn(url, { 'X-Forwarded-For': '198.51.100.20' })).status).toBe(429);
    expect((await signIn(url, { 'X-Forwarded-For': '198.51.100.21' })).status).toBe(401);
    await close(server);
  });
});

describe('PGlite data folder lock', () => {
  it('makes a second server on the same folder exit with a clear message instead of waiting', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'steward-lock-'));
    const held = await openPglite(dir);
    try {
      // A server that waited for the folder would be killed at the timeout (status null, signal SIGTERM). No
      // tighter bound: how long Node takes to load main.ts depends on the machine's load, not on the lock.
      const second = spawnSync(process.execPath, ['src/server/main.ts'], {
        env: { PATH: process.env.PATH, DATA_DIR: dir, PORT: '0', NODE_ENV: 'test' },
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(second.signal).toBeNull();
      expect(second.status).toBe(1);
      expect(second.stderr).toContain('is in use by another Steward server');
    } finally {
      await held.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 90_000);

  it('takes over an old pid lock file even when that pid is now a live, unrelated process', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'steward-lock-'));
    const { writeFileSync } = await import('node:fs');
    writeFileSync(join(dir, 'steward.lock'), String(process.pid));
    const db = await openPglite(dir);
    await db.ping();
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  });
});
