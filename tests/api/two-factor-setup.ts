/**
 * Two-factor sign-in in API tests (ADR 048): turning it on for a member through better-auth's endpoints, codes
 * computed from the `otpauth://` URI it answers (the `otpauth` library, as an authenticator app does), and a
 * password-only sign-in with the cookies it hands out.
 */
import { eq } from 'drizzle-orm';
import { TOTP, URI } from 'otpauth';
import { expect } from 'vitest';
import { users } from '../../src/server/db/schema.ts';
import { bodyOf, type Member } from './authorization-grid.ts';
import type { TestApp } from './harness.ts';

/** A member with two-factor sign-in on: a fresh session cookie, the app's TOTP and the ten backup codes. */
export interface TwoFactorMember extends Member {
  totp: TOTP;
  backupCodes: string[];
}

/** Every cookie a response sets, as a Cookie header: each name's first non-empty value (expiry ignored). */
export function cookiesOf(res: Response): string {
  const pairs = new Map<string, string>();
  for (const line of res.headers.getSetCookie()) {
    const [pair = ''] = line.split(';');
    const at = pair.indexOf('=');
    const name = pair.slice(0, at);
    const value = pair.slice(at + 1);
    if (at > 0 && value !== '' && !pairs.has(name)) pairs.set(name, value);
  }
  return [...pairs].map(([name, value]) => `${name}=${value}`).join('; ');
}

/** The TOTP of an `otpauth://totp/...` URI, checked to be Steward's 6-digit, 30-second SHA-1 code. */
export function totpOf(uri: string): TOTP {
  const otp = URI.parse(uri);
  if (!(otp instanceof TOTP)) throw new Error(`not a TOTP URI: ${uri}`);
  expect({ issuer: otp.issuer, digits: otp.digits, period: otp.period, algorithm: otp.algorithm }).toEqual({
    issuer: 'Steward',
    digits: 6,
    period: 30,
    algorithm: 'SHA1',
  });
  return otp;
}

/** A 6-digit code that the TOTP accepts in no period near now (±1 step), so the server must refuse it. */
export function wrongCode(totp: TOTP): string {
  const near = [-30_000, 0, 30_000].map((shift) => totp.generate({ timestamp: Date.now() + shift }));
  return ['000000', '111111', '222222', '333333'].find((code) => !near.includes(code)) as string;
}

/** Starts the setup as `member` (POST two-factor/enable with the password); returns the answer's body. */
export async function startSetup(member: Member): Promise<{ totpURI: string; backupCodes: string[] }> {
  const res = await member.request('POST', '/api/auth/two-factor/enable', {
    body: { password: member.password },
  });
  return bodyOf(res);
}

/**
 * Turns two-factor sign-in on for `member` (enable, then the current code) and checks the database says so.
 * Confirming replaces the member's session: the returned member carries the new cookie.
 */
export async function enableTwoFactor(t: TestApp, member: Member): Promise<TwoFactorMember> {
  const { totpURI, backupCodes } = await startSetup(member);
  const totp = totpOf(totpURI);
  const res = await member.request('POST', '/api/auth/two-factor/verify-totp', {
    body: { code: totp.generate() },
  });
  await bodyOf(res);
  const cookie = cookiesOf(res);
  expect(cookie).toContain('session_token=');
  const [row] = await t.database.db
    .select({ on: users.twoFactorEnabled })
    .from(users)
    .where(eq(users.id, member.userId));
  expect(row?.on).toBe(true);
  return {
    ...member,
    cookie,
    totp,
    backupCodes,
    request: (method, path, options = {}) => t.request(method, path, { ...options, cookie }),
  };
}

/** Signs in with email and password only: the answer and every cookie it set. */
export async function signInWithPassword(
  t: TestApp,
  member: Member,
): Promise<{ res: Response; cookie: string }> {
  const res = await t.request('POST', '/api/auth/sign-in/email', {
    body: { email: member.email, password: member.password },
  });
  return { res, cookie: cookiesOf(res) };
}

/**
 * The first step of a two-factor sign-in: checks the answer asks for the second factor and returns the cookies
 * that carry the challenge (no session among them).
 */
export async function passwordStep(t: TestApp, member: Member): Promise<string> {
  const { res, cookie } = await signInWithPassword(t, member);
  expect(await bodyOf(res)).toEqual({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
  expect(cookie).toContain('two_factor=');
  return cookie;
}

/**
 * Signs `member` in again, as a second device: email and password, then the current code when the member has
 * two-factor sign-in on. Returns the new session's cookie (checked to hold one).
 */
export async function signInAgain(t: TestApp, member: Member | TwoFactorMember): Promise<string> {
  const first = await signInWithPassword(t, member);
  expect(first.res.status).toBe(200);
  if (!('totp' in member)) return first.cookie;
  const res = await t.request('POST', '/api/auth/two-factor/verify-totp', {
    body: { code: member.totp.generate() },
    cookie: first.cookie,
  });
  await bodyOf(res);
  const cookie = cookiesOf(res);
  expect(cookie).toContain('session_token=');
  return cookie;
}
