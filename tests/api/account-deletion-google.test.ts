/**
 * Deleting an account with Google Calendar connected (ADR 049): Google's grant is revoked at its revocation
 * endpoint (the loopback OAuth fake) before the account goes, and a revocation that fails does not stop the
 * deletion (it is logged).
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { accounts } from '../../src/server/db/schema.ts';
import { googleAccessToken } from '../../src/server/google-oauth.ts';
import { PASSWORD, signUpAs } from './account-fixtures.ts';
import { connectGoogle, type GoogleWorld, startGoogleWorld } from './google-connect-setup.ts';
import { backends } from './harness.ts';

describe.each(backends)('account deletion with Google connected on %s', (backend) => {
  let world: GoogleWorld;
  beforeAll(async () => {
    world = await startGoogleWorld(backend);
  });
  afterAll(() => world?.close());

  /** A password user with Google Calendar connected as the fake's user `n`, and its live access token. */
  async function connectedUser(n: number) {
    const user = await signUpAs(world.app, `${randomUUID()}@example.com`);
    world.oauth.user = { sub: `10900000000${n}`, email: `deleter${n}@gmail.test`, name: `D ${n}` };
    await connectGoogle(world, user);
    const [account] = await world.app.database.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.userId, user.userId), eq(accounts.providerId, 'google')));
    const token = await googleAccessToken(world.app.auth.api, user.userId, account?.id ?? '', false);
    expect(world.oauth.isLive(token)).toBe(true);
    return { user, token };
  }

  it('revokes the Google grant, then deletes the account', async () => {
    const { user, token } = await connectedUser(1);
    const res = await user.request('POST', '/api/auth/delete-user', {
      body: { email: user.email, password: PASSWORD },
    });
    expect(res.status).toBe(200);
    expect(world.oauth.isLive(token)).toBe(false);
    expect(world.oauth.requests.at(-1)).toMatchObject({ path: '/revoke', status: 200 });
    expect((await user.request('GET', '/api/auth/user')).status).toBe(401);
  });

  it('deletes the account when Google refuses the revocation, and logs it', async () => {
    const { user, token } = await connectedUser(2);
    world.oauth.revokeUser('109000000002'); // the grant is already gone at Google: revoking answers 400
    const res = await user.request('POST', '/api/auth/delete-user', {
      body: { email: user.email, password: PASSWORD },
    });
    expect(res.status).toBe(200);
    expect(world.oauth.isLive(token)).toBe(false);
    const logged = vi.mocked(console.error).mock.calls.map((call) => String(call[0]));
    expect(logged).toEqual([expect.stringContaining('Google token revocation answered 400')]);
    vi.mocked(console.error).mockClear();
    expect((await user.request('GET', '/api/auth/user')).status).toBe(401);
  });
});
