/**
 * Passkeys (ADR 051) on better-auth's passkey endpoints, with a software authenticator (passkey-authenticator.ts):
 * adding one (named, user verification required), signing in with it (a session, with no authenticator-app step),
 * listing, renaming and removing only one's own (another user's id answers 404 as an unknown one does), the
 * names' rules, the rate limit of passkey sign-in, and that an export holds no passkey.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSKEY_NAME_MAX_LENGTH } from '../../src/core/passkey.ts';
import { passkeys } from '../../src/server/db/schema.ts';
import { exportOf } from './account-fixtures.ts';
import { bodyOf, type Member, signUpMember } from './authorization-grid.ts';
import { backends, startTestApp, type TestApp } from './harness.ts';
import { registerPasskey, signInWithPasskey } from './passkey-authenticator.ts';
import { cookiesOf, enableTwoFactor } from './two-factor-setup.ts';

describe.each(backends)('passkeys on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => {
    await t.close();
  });

  const rowsOf = (member: Member) =>
    t.database.db.select().from(passkeys).where(eq(passkeys.userId, member.userId));
  const listOf = async (member: Member) =>
    bodyOf<{ id: string; name: string }[]>(
      await member.request('GET', '/api/auth/passkey/list-user-passkeys'),
    );
  /** A member with one passkey named 'Laptop'; its id and the authenticator's passkey. */
  async function memberWithPasskey(name: string) {
    const member = await signUpMember(t, name);
    const { res, passkey } = await registerPasskey(t, member.cookie, { name: ' Laptop ' });
    const { id } = await bodyOf<{ id: string }>(res);
    return { member, id, passkey };
  }

  it('adds a named passkey for the signed-in user, who alone sees it listed; no private key is stored', async () => {
    const { member, id } = await memberWithPasskey('Ada');
    expect((await listOf(member)).map((p) => [p.id, p.name])).toEqual([[id, 'Laptop']]);
    const [row] = await rowsOf(member);
    expect(row).toMatchObject({ id, name: 'Laptop', backedUp: false, transports: 'internal' });
    // The COSE public key (EC2, P-256): a public value, about 77 bytes.
    expect(Buffer.from(row?.publicKey ?? '', 'base64').length).toBeLessThan(100);
    expect(await listOf(await signUpMember(t, 'Bea'))).toEqual([]);
  });

  it('signs in with a passkey: a session of its user, without the authenticator-app step', async () => {
    const member = await enableTwoFactor(t, await signUpMember(t, 'Cid'));
    const { res, passkey } = await registerPasskey(t, member.cookie, { name: 'Phone' });
    await bodyOf(res);
    const signIn = await signInWithPasskey(t, passkey);
    expect(await bodyOf(signIn)).toMatchObject({ user: { id: member.userId } });
    const cookie = cookiesOf(signIn);
    expect(cookie).toContain('session_token=');
    const me = await t.request('GET', '/api/auth/user', { cookie });
    expect(await bodyOf(me)).toMatchObject({ id: member.userId, email: member.email });
    const [row] = await t.database.db.select().from(passkeys).where(eq(passkeys.userId, member.userId));
    expect(row?.counter).toBe(1);
  });

  it('refuses a passkey whose authenticator did not verify its user, to add or to sign in', async () => {
    const member = await signUpMember(t, 'Dov');
    const unverified = await registerPasskey(t, member.cookie, { verifyUser: false });
    expect(unverified.res.status).toBe(400);
    expect(await unverified.res.json()).toMatchObject({ code: 'USER_NOT_VERIFIED' });
    expect(await rowsOf(member)).toEqual([]);

    const { passkey } = await memberWithPasskey('Eve');
    const signIn = await signInWithPasskey(t, passkey, { verifyUser: false });
    expect(signIn.status).toBe(400);
    expect(cookiesOf(signIn)).not.toContain('session_token=');
  });

  it('refuses a sign-in with a passkey that was removed', async () => {
    const { member, id, passkey } = await memberWithPasskey('Fay');
    await bodyOf(await member.request('POST', '/api/auth/passkey/delete-passkey', { body: { id } }));
    expect(await rowsOf(member)).toEqual([]);
    const signIn = await signInWithPasskey(t, passkey);
    expect(signIn.status).toBe(401);
    expect(cookiesOf(signIn)).not.toContain('session_token=');
  });

  it('renames and removes one’s own passkey only: another user’s id answers 404 and changes nothing', async () => {
    const owner = await memberWithPasskey('Gus');
    const other = await signUpMember(t, 'Hal');
    for (const [path, body] of [
      ['update-passkey', { id: owner.id, name: 'Mine now' }],
      ['delete-passkey', { id: owner.id }],
      ['update-passkey', { id: 'no-such-passkey', name: 'Mine now' }],
      ['delete-passkey', { id: 'no-such-passkey' }],
    ] as const) {
      const res = await other.request('POST', `/api/auth/passkey/${path}`, { body });
      expect(res.status, `${path} ${body.id}`).toBe(404);
      expect(await res.json()).toMatchObject({ code: 'PASSKEY_NOT_FOUND' });
    }
    expect((await listOf(owner.member)).map((p) => p.name)).toEqual(['Laptop']);

    const renamed = await owner.member.request('POST', '/api/auth/passkey/update-passkey', {
      body: { id: owner.id, name: '  Work phone ' },
    });
    expect(await bodyOf(renamed)).toMatchObject({ passkey: { id: owner.id, name: 'Work phone' } });
    expect((await listOf(owner.member)).map((p) => p.name)).toEqual(['Work phone']);
  });

  it('names the field of a bad passkey name: empty, too long, or breaking the text rule', async () => {
    const { member, id } = await memberWithPasskey('Ivy');
    for (const name of ['   ', 'x'.repeat(PASSKEY_NAME_MAX_LENGTH + 1), 'a\u0000b', 'two\nlines']) {
      const res = await member.request('POST', '/api/auth/passkey/update-passkey', { body: { id, name } });
      expect(res.status, JSON.stringify(name)).toBe(400);
      expect(await res.json()).toMatchObject({ field: 'name' });
    }
    expect((await listOf(member)).map((p) => p.name)).toEqual(['Laptop']);
  });

  it('answers 401 to a signed-out client on adding, listing, renaming and removing', async () => {
    const { id } = await memberWithPasskey('Jon');
    expect((await t.request('GET', '/api/auth/passkey/generate-register-options')).status).toBe(401);
    expect((await t.request('GET', '/api/auth/passkey/list-user-passkeys')).status).toBe(401);
    const rename = await t.request('POST', '/api/auth/passkey/update-passkey', {
      body: { id, name: 'Taken' },
    });
    expect(rename.status).toBe(401);
    const remove = await t.request('POST', '/api/auth/passkey/delete-passkey', { body: { id } });
    expect(remove.status).toBe(401);
  });

  it('keeps passkeys out of the export', async () => {
    const { member, passkey } = await memberWithPasskey('Kit');
    const [row] = await rowsOf(member);
    const file = JSON.stringify(await exportOf(member));
    expect(file).not.toContain(row?.publicKey);
    expect(file).not.toContain(passkey.credentialId.toString('base64url'));
    expect(file).not.toContain('Laptop');
  });
});

describe.each(backends)('passkey sign-in rate limit on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend, { AUTH_RATE_LIMIT_MAX: '3' });
  });
  afterAll(async () => {
    await t.close();
  });

  it("answers 429 to the fourth passkey sign-in in sign-in's window, even a right one", async () => {
    const member = await signUpMember(t, 'Lou');
    const { res, passkey } = await registerPasskey(t, member.cookie);
    await bodyOf(res);
    for (const _ of [1, 2, 3]) expect((await signInWithPasskey(t, passkey)).status).toBe(200);
    const limited = await t.request('GET', '/api/auth/passkey/generate-authenticate-options');
    expect(limited.status).toBe(429);
  });
});
