/**
 * Two-factor sign-in with an authenticator app (ADR 048) on better-auth's endpoints: turning it on (password, then a
 * code), the second step of sign-in (authenticator code or a one-time backup code), turning it off, how the secret
 * is stored, and the rate limit on the code checks. The half-signed-in client on every route: two-factor-grid.test.ts.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { twoFactors, users } from '../../src/server/db/schema.ts';
import { BACKUP_CODE_COUNT } from '../../src/server/two-factor.ts';
import { bodyOf, type Member, signUpMember } from './authorization-grid.ts';
import { backends, startTestApp, type TestApp } from './harness.ts';
import {
  cookiesOf,
  enableTwoFactor,
  passwordStep,
  signInWithPassword,
  startSetup,
  totpOf,
  wrongCode,
} from './two-factor-setup.ts';

describe.each(backends)('two-factor sign-in on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => {
    await t.close();
  });

  const enabledInDb = async (member: Member) => {
    const [row] = await t.database.db
      .select({ on: users.twoFactorEnabled })
      .from(users)
      .where(eq(users.id, member.userId));
    return row?.on;
  };
  const userWith = (cookie: string) => t.request('GET', '/api/auth/user', { cookie });
  const verify = (cookie: string, code: string, kind: 'totp' | 'backup-code' = 'totp') =>
    t.request('POST', `/api/auth/two-factor/verify-${kind}`, { cookie, body: { code } });

  it('answers 401 to a client with neither a session nor a password step, on each two-factor endpoint', async () => {
    const member = await signUpMember(t, 'Abe');
    const bodies = {
      enable: { password: member.password },
      disable: { password: member.password },
      'verify-totp': { code: '123456' },
      'verify-backup-code': { code: 'aaaaa-bbbbb' },
    };
    for (const [endpoint, body] of Object.entries(bodies)) {
      const res = await t.request('POST', `/api/auth/two-factor/${endpoint}`, { body });
      expect(res.status, endpoint).toBe(401);
    }
    expect(await enabledInDb(member)).toBe(false);
  });

  it('refuses to start the setup with a wrong password, and names a missing one', async () => {
    const member = await signUpMember(t, 'Ama');
    const wrong = await member.request('POST', '/api/auth/two-factor/enable', {
      body: { password: 'not the password at all' },
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ code: 'INVALID_PASSWORD' });
    const missing = await member.request('POST', '/api/auth/two-factor/enable', { body: {} });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ field: 'password' });
    expect(await t.database.db.select().from(twoFactors).where(eq(twoFactors.userId, member.userId))).toEqual(
      [],
    );
  });

  it('stays off after a wrong code and turns on with the right one', async () => {
    const member = await signUpMember(t, 'Bola');
    const { totpURI, backupCodes } = await startSetup(member);
    expect(backupCodes).toHaveLength(BACKUP_CODE_COUNT);
    expect(new Set(backupCodes).size).toBe(BACKUP_CODE_COUNT);
    const totp = totpOf(totpURI);
    expect(totp.label).toBe(member.email);

    const wrong = await member.request('POST', '/api/auth/two-factor/verify-totp', {
      body: { code: wrongCode(totp) },
    });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ code: 'INVALID_CODE' });
    expect(await enabledInDb(member)).toBe(false);
    // Still off: a password sign-in opens a session at once.
    const { res, cookie } = await signInWithPassword(t, member);
    expect(res.status).toBe(200);
    expect((await userWith(cookie)).status).toBe(200);

    const right = await member.request('POST', '/api/auth/two-factor/verify-totp', {
      body: { code: totp.generate() },
    });
    expect(right.status).toBe(200);
    expect(await enabledInDb(member)).toBe(true);
  });

  it('stores the secret and the backup codes encrypted, never as they were shown', async () => {
    const member = await enableTwoFactor(t, await signUpMember(t, 'Chidi'));
    const [row] = await t.database.db.select().from(twoFactors).where(eq(twoFactors.userId, member.userId));
    expect(row?.verified).toBe(true);
    // The key as the app shows it (base32) and as better-auth generated it (the text those bytes spell).
    expect(row?.secret).not.toContain(member.totp.secret.base32);
    expect(row?.secret).not.toContain(Buffer.from(member.totp.secret.bytes).toString('utf8'));
    for (const code of member.backupCodes) expect(row?.backupCodes).not.toContain(code);
  });

  it('asks for the code after the password: no session until the right code, and a wrong one says so', async () => {
    const member = await enableTwoFactor(t, await signUpMember(t, 'Dayo'));
    const challenge = await passwordStep(t, member);
    expect((await userWith(challenge)).status).toBe(401);

    const wrong = await verify(challenge, wrongCode(member.totp));
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ code: 'INVALID_CODE', message: 'Invalid code' });

    const right = await verify(challenge, member.totp.generate());
    const body = await bodyOf<{ user: { id: string; twoFactorEnabled: boolean } }>(right);
    expect(body.user).toMatchObject({ id: member.userId, twoFactorEnabled: true });
    expect(await bodyOf(await userWith(cookiesOfSession(right)))).toMatchObject({ id: member.userId });
  });

  it('accepts a backup code once', async () => {
    const member = await enableTwoFactor(t, await signUpMember(t, 'Efe'));
    const [code] = member.backupCodes as [string];
    const first = await verify(await passwordStep(t, member), code, 'backup-code');
    expect(await bodyOf(await userWith(cookiesOfSession(first)))).toMatchObject({ id: member.userId });

    const again = await verify(await passwordStep(t, member), code, 'backup-code');
    expect(again.status).toBe(401);
    expect(await again.json()).toMatchObject({ code: 'INVALID_BACKUP_CODE' });
    const other = await verify(await passwordStep(t, member), member.backupCodes[1] as string, 'backup-code');
    expect(other.status).toBe(200);
  });

  it('skips the second step on a device trusted at the last sign-in, and only there', async () => {
    const member = await enableTwoFactor(t, await signUpMember(t, 'Ebun'));
    const challenge = await passwordStep(t, member);
    const trusted = await t.request('POST', '/api/auth/two-factor/verify-totp', {
      cookie: challenge,
      body: { code: member.totp.generate(), trustDevice: true },
    });
    expect(trusted.status).toBe(200);
    const trustCookie = cookiesOf(trusted)
      .split('; ')
      .find((pair) => pair.includes('trust_device='));
    expect(trustCookie).toBeDefined();

    const again = await t.request('POST', '/api/auth/sign-in/email', {
      cookie: trustCookie,
      body: { email: member.email, password: member.password },
    });
    expect(await bodyOf(again)).toMatchObject({ user: { id: member.userId } });
    // Another device, without that cookie, is still asked for the code.
    await passwordStep(t, member);
  });

  it('turns off with the password only, after which the password alone signs in', async () => {
    const member = await enableTwoFactor(t, await signUpMember(t, 'Funmi'));
    const wrong = await member.request('POST', '/api/auth/two-factor/disable', {
      body: { password: 'not the password at all' },
    });
    expect(wrong.status).toBe(400);
    expect(await enabledInDb(member)).toBe(true);

    const right = await member.request('POST', '/api/auth/two-factor/disable', {
      body: { password: member.password },
    });
    expect(await bodyOf(right)).toEqual({ status: true });
    expect(await enabledInDb(member)).toBe(false);
    expect(await t.database.db.select().from(twoFactors).where(eq(twoFactors.userId, member.userId))).toEqual(
      [],
    );
    const { res, cookie } = await signInWithPassword(t, member);
    expect(await bodyOf(res)).toMatchObject({ user: { id: member.userId } });
    expect((await userWith(cookie)).status).toBe(200);
  });
});

describe.each(backends)('two-factor rate limit on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    // Sign-in's limit, set to 5: the plugin's own default (3 in 10 s) would refuse the fourth check already.
    t = await startTestApp(backend, { AUTH_RATE_LIMIT_MAX: '5' });
  });
  afterAll(async () => {
    await t.close();
  });

  it("answers 429 to the sixth code check in sign-in's window, even a right code, for both kinds of code", async () => {
    // Sign-up, setup, confirmation (1 of 5 code checks), two sign-ins: each within its path's budget of 5.
    const member = await enableTwoFactor(t, await signUpMember(t, 'Gbenga'));
    const challenge = await passwordStep(t, member);
    for (const _ of [1, 2, 3, 4]) {
      const res = await t.request('POST', '/api/auth/two-factor/verify-totp', {
        cookie: challenge,
        body: { code: wrongCode(member.totp) },
      });
      expect(res.status).toBe(401);
    }
    const limited = await t.request('POST', '/api/auth/two-factor/verify-totp', {
      cookie: challenge,
      body: { code: member.totp.generate() },
    });
    expect(limited.status).toBe(429);

    const backupChallenge = await passwordStep(t, member);
    for (const _ of [1, 2, 3, 4, 5]) {
      const res = await t.request('POST', '/api/auth/two-factor/verify-backup-code', {
        cookie: backupChallenge,
        body: { code: 'aaaaa-bbbbb' },
      });
      expect(res.status).toBe(401);
    }
    const backupLimited = await t.request('POST', '/api/auth/two-factor/verify-backup-code', {
      cookie: backupChallenge,
      body: { code: member.backupCodes[0] },
    });
    expect(backupLimited.status).toBe(429);
  });
});

/** The session cookie a completed second step sets, as a Cookie header. */
function cookiesOfSession(res: Response): string {
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .find((c) => /session_token=./.test(c));
  if (!cookie) throw new Error('no session cookie in the answer');
  return cookie;
}
