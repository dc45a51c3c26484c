/**
 * API tests of deleting an account on POST /api/auth/delete-user (ADR 049) on every backend: the typed email and
 * the password are required (a fresh sign-in for an account without a password); afterwards no table holds the
 * user's id, the session is over, and the same email signs up again to an empty account.
 */
import { count, getTableColumns, getTableName, inArray, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import drizzleConfig from '../../drizzle.config.ts';
import {
  type Account,
  exportOf,
  newAccount,
  PASSWORD,
  seedEverything,
  signUpAs,
} from './account-fixtures.ts';
import { backends, startTestApp, type TestApp } from './harness.ts';

/** Every table of every schema file drizzle.config.ts lists (a new schema file is checked without a change here). */
const schemaFiles = [drizzleConfig.schema ?? []].flat();
const TABLES = (
  await Promise.all(schemaFiles.map((file) => import(new URL(`../../${file}`, import.meta.url).href)))
).flatMap((module: Record<string, unknown>) =>
  Object.values(module).filter((value): value is PgTable => is(value, PgTable)),
);

describe.each(backends)('account deletion on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t.close());

  const remove = (user: Account, body: Record<string, unknown>) =>
    user.request('POST', '/api/auth/delete-user', { body });

  /** The columns ('table.column') of any table holding one of `values` in some row. */
  async function rowsHolding(values: string[]): Promise<string[]> {
    const found: string[] = [];
    for (const table of TABLES) {
      for (const column of Object.values(getTableColumns(table))) {
        const [row] = await t.database.db
          .select({ n: count() })
          .from(table)
          .where(inArray(sql`${column}::text`, values));
        const n = row?.n ?? 0;
        if (n > 0) found.push(`${getTableName(table)}.${column.name}`);
      }
    }
    return found;
  }

  it('lists the tables it checks', () => {
    expect(schemaFiles.length).toBeGreaterThanOrEqual(4);
    expect(TABLES.map(getTableName)).toEqual(
      expect.arrayContaining([
        'users',
        'sessions',
        'accounts',
        'goals',
        'habit_entries',
        'calendar_instances',
        'passkeys',
      ]),
    );
  });

  it('refuses an email that is not the account’s, naming the field, and keeps the account', async () => {
    const user = await newAccount(t);
    const res = await remove(user, { email: 'someone@example.com', password: PASSWORD });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ field: 'email' });
    expect((await user.request('GET', '/api/auth/user')).status).toBe(200);
  });

  it('refuses without the password when the account has one', async () => {
    const user = await newAccount(t);
    const res = await remove(user, { email: user.email });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ field: 'password' });
    expect((await user.request('GET', '/api/auth/user')).status).toBe(200);
  });

  it('refuses a wrong password', async () => {
    const user = await newAccount(t);
    const res = await remove(user, { email: user.email, password: 'not the password at all' });
    expect(res.status).toBe(400);
    expect((await user.request('GET', '/api/auth/user')).status).toBe(200);
  });

  it('removes every row of the user from every table and ends the session', async () => {
    const user = await newAccount(t);
    const { goal, habit, plan, feedUrl, passkey } = await seedEverything(t, user);
    const ids = [user.userId, goal.id, habit.id, plan.id, passkey.id, passkey.credentialID];
    expect(await rowsHolding(ids)).not.toEqual([]);
    const feed = new URL(feedUrl).pathname;
    expect((await t.request('GET', feed)).status).toBe(200);
    const res = await remove(user, { email: ` ${user.email.toUpperCase()} `, password: PASSWORD });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().join(';')).toMatch(/session_token=;/);
    expect(await rowsHolding(ids)).toEqual([]);
    expect((await user.request('GET', '/api/auth/user')).status).toBe(401);
    expect((await t.request('GET', feed)).status).toBe(404);
    // A row of every kind (a passkey ceremony included) and two scans of every column of every table: more than
    // the 30 s default on PGlite on a busy 2-core machine.
  }, 60_000);

  it('lets the same email sign up again to an empty account', async () => {
    const user = await newAccount(t);
    await seedEverything(t, user);
    expect((await remove(user, { email: user.email, password: PASSWORD })).status).toBe(200);
    const again = await signUpAs(t, user.email);
    expect(again.userId).not.toBe(user.userId);
    const file = await exportOf(again);
    expect(Object.values(file).filter((v) => Array.isArray(v) && v.length > 0)).toEqual([]);
  });

  it('deletes an account without a password after a fresh sign-in only', async () => {
    const user = await newAccount(t);
    // An account signed in through Google or OIDC only: no credential row.
    await t.database.db.execute(sql`delete from accounts where user_id = ${user.userId}`);
    await t.database.db.execute(
      sql`update sessions set created_at = now() - interval '1 hour' where user_id = ${user.userId}`,
    );
    const stale = await remove(user, { email: user.email });
    expect(stale.status).toBe(403);
    expect(await stale.json()).toMatchObject({ code: 'FRESH_SIGN_IN_REQUIRED' });
    await t.database.db.execute(sql`update sessions set created_at = now() where user_id = ${user.userId}`);
    expect((await remove(user, { email: user.email })).status).toBe(200);
    expect(await rowsHolding([user.userId])).toEqual([]);
  });
});
