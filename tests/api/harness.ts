/**
 * API test harness: builds the real app on a fresh database (PGlite in a copy of the run's migrated template, see
 * tests/api/global-setup.ts; or a new PostgreSQL database created from TEST_DATABASE_URL and dropped afterwards) and
 * signs users up through the real auth routes. `backends` lists the databases every API suite runs on.
 */
import { randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import postgres from 'postgres';
import { inject } from 'vitest';
import webpush from 'web-push';
import { createApp } from '../../src/server/app.ts';
import type { Auth } from '../../src/server/auth.ts';
import { type Database, type OpenOptions, openPglite, openPostgres } from '../../src/server/db/client.ts';
import { migrate } from '../../src/server/db/migrate.ts';
import { type Env, parseEnv } from '../../src/server/env.ts';
import { PGLITE_FOLDERS } from './global-setup.ts';

export type Backend = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set. */
export const backends: Backend[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/** One VAPID pair for the run, so no test writes one into DATA_DIR. */
const VAPID = webpush.generateVAPIDKeys();

/** The origin the test app trusts; the harness sends it on every request. */
export const ORIGIN = 'http://localhost:3000';

/** Options of a request made by the harness. */
export interface RequestOptions {
  body?: unknown;
  headers?: Record<string, string>;
}

/** A signed-in (or anonymous) client of the test app. */
export interface Client {
  userId: string;
  cookie: string;
  request(method: string, path: string, options?: RequestOptions): Promise<Response>;
}

/** A running test app. */
export interface TestApp {
  env: Env;
  database: Database;
  /** The app's better-auth instance (server-side calls such as `auth.api.getAccessToken`). */
  auth: Auth;
  request(method: string, path: string, options?: RequestOptions & { cookie?: string }): Promise<Response>;
  /** Signs up a new user with a unique email and returns its client. */
  signUp(name?: string): Promise<Client>;
  /**
   * A second server on the same database (another app instance with the same configuration and clock), for
   * rules that must hold across servers; `as(client)` is that client talking to it. Closed with this app.
   */
  otherServer(): { as(client: Client): Client; ready: Promise<void> };
  /** Stops the app's background work, then drops the database. */
  close(): Promise<void>;
}

/**
 * Opens a fresh database of `backend`, migrates it (unless `options.migrate` is false) and returns its handle
 * with a disposer that drops it. A migrated PGlite database opens a copy of the run's migrated template (and runs
 * the migrator on it, which finds nothing to do, as a restarted server does); an unmigrated one is a new in-memory
 * PGlite (initdb).
 */
export async function freshDatabase(
  backend: Backend,
  options: { migrate?: boolean } & OpenOptions = {},
): Promise<{ database: Database; dispose(): Promise<void> }> {
  const open = { logger: options.logger };
  const migrateNow = options.migrate ?? true;
  if (backend === 'pglite') {
    if (!migrateNow) {
      const database = await openPglite(null, open);
      return { database, dispose: () => database.close() };
    }
    const dataDir = mkdtempSync(join(PGLITE_FOLDERS, 'steward-api-'));
    try {
      cpSync(join(inject('apiPgliteTemplate'), 'pg'), join(dataDir, 'pg'), { recursive: true });
      const database = await openPglite(dataDir, open);
      await migrate(database).catch(async (error: unknown) => {
        await database.close();
        throw error;
      });
      return {
        database,
        dispose: async () => {
          try {
            await database.close(); // throws when a test closed it already
          } finally {
            rmSync(dataDir, { recursive: true, force: true });
          }
        },
      };
    } catch (error) {
      rmSync(dataDir, { recursive: true, force: true });
      throw error;
    }
  }
  const adminUrl = process.env.TEST_DATABASE_URL as string;
  const name = `steward_test_${randomUUID().replaceAll('-', '')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString(), 4, open);
  if (migrateNow) await migrate(database);
  return {
    database,
    dispose: async () => {
      await database.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/**
 * Starts the app on a fresh `backend` database. `env` overrides the test configuration; `now`, when given,
 * pins the server's clock to that instant; `options.reminders` runs the reminder job queue (ADR 053), on every
 * server of the test; `options.logger` sees every statement the app's Drizzle sends.
 */
export async function startTestApp(
  backend: Backend,
  env: Record<string, string> = {},
  now?: Date,
  options: { reminders?: boolean } & OpenOptions = {},
): Promise<TestApp> {
  const { database, dispose } = await freshDatabase(backend, { logger: options.logger });
  const parsed = parseEnv({
    NODE_ENV: 'test',
    BASE_URL: ORIGIN,
    BETTER_AUTH_SECRET: 'test-secret-test-secret-test-secret-42',
    AUTH_RATE_LIMIT_MAX: '1000',
    LOG_LEVEL: 'silent',
    VAPID_PUBLIC_KEY: VAPID.publicKey,
    VAPID_PRIVATE_KEY: VAPID.privateKey,
    ...env,
  });
  const start = () =>
    createApp({
      database,
      env: parsed,
      webRoot: null,
      now: now ? () => now : undefined,
      reminders: options.reminders ?? false,
    });
  const { app, auth, close, ready } = start();
  await ready;

  const requester =
    (server: ReturnType<typeof start>['app']): TestApp['request'] =>
    (method, path, options = {}) => {
      const headers: Record<string, string> = { Origin: ORIGIN, ...options.headers };
      if (options.cookie) headers.Cookie = options.cookie;
      let body: string | undefined;
      if (options.body !== undefined) {
        body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
        headers['Content-Type'] ??= 'application/json';
        headers['Content-Length'] = String(Buffer.byteLength(body)); // as a real HTTP client sends it
      }
      return Promise.resolve(server.request(path, { method, headers, body }));
    };
  const request = requester(app);
  const others: (() => Promise<void>)[] = [];
  const otherServer: TestApp['otherServer'] = () => {
    const other = start();
    others.push(other.close);
    const otherRequest = requester(other.app);
    return {
      ready: other.ready,
      as: (client) => ({
        ...client,
        request: (method, path, options = {}) =>
          otherRequest(method, path, { ...options, cookie: client.cookie }),
      }),
    };
  };

  const signUp: TestApp['signUp'] = async (name = 'Test User') => {
    const email = `${randomUUID()}@example.com`;
    const res = await request('POST', '/api/auth/sign-up/email', {
      body: { name, email, password: 'correct horse battery staple' },
    });
    if (!res.ok) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const { user } = (await res.json()) as { user: { id: string } };
    return {
      userId: user.id,
      cookie,
      request: (method, path, options = {}) => request(method, path, { ...options, cookie }),
    };
  };

  return {
    env: parsed,
    database,
    auth,
    request,
    signUp,
    otherServer,
    close: async () => {
      await Promise.all([close(), ...others.map((stop) => stop())]); // background syncs end before their database
      await dispose();
    },
  };
}
