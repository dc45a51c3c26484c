/**
 * Changing the password from Settings (ADR 047): better-auth's change-password with `revokeOtherSessions`, the
 * sign-up rule on the new password, and a wrong current password refused on that field.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, type Client, startTestApp, type TestApp } from './harness.ts';

const PASSWORD = 'correct horse battery staple';
const NEW_PASSWORD = 'a quiet morning with coffee';

describe.each(backends)('change password on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t.close());

  const emailOf = async (client: Client) =>
    ((await (await client.request('GET', '/api/auth/user')).json()) as { email: string }).email;
  const signIn = (email: string, password: string) =>
    t.request('POST', '/api/auth/sign-in/email', { body: { email, password } });
  const change = (client: Client, currentPassword: string, newPassword = NEW_PASSWORD) =>
    client.request('POST', '/api/auth/change-password', {
      body: { currentPassword, newPassword, revokeOtherSessions: true },
    });

  it('sets the new password and ends every other session, keeping this one', async () => {
    const phone = await t.signUp();
    const email = await emailOf(phone);
    const laptop = await signIn(email, PASSWORD);
    const laptopCookie = laptop.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    // Both sessions are verified (and so cached, ADR 013) before the change.
    expect((await t.request('GET', '/api/auth/user', { cookie: laptopCookie })).status).toBe(200);

    const res = await change(phone, PASSWORD);
    expect(res.status).toBe(200);
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    // better-auth gives this device a fresh session cookie; the laptop's session has ended.
    expect((await t.request('GET', '/api/auth/user', { cookie: cookie || phone.cookie })).status).toBe(200);
    expect((await t.request('GET', '/api/auth/user', { cookie: laptopCookie })).status).toBe(401);
    expect((await signIn(email, NEW_PASSWORD)).status).toBe(200);
    expect((await signIn(email, PASSWORD)).status).toBe(401);
  });

  it('refuses a wrong current password with 400 and keeps the password', async () => {
    const user = await t.signUp();
    const res = await change(user, 'not the password at all');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'INVALID_PASSWORD' });
    expect((await signIn(await emailOf(user), PASSWORD)).status).toBe(200);
  });

  it('refuses a new password breaking the sign-up rules with 400 naming newPassword', async () => {
    const user = await t.signUp();
    const common = await change(user, PASSWORD, 'password1234');
    expect(common.status).toBe(400);
    expect(await common.json()).toMatchObject({ field: 'newPassword', code: 'PASSWORD_TOO_COMMON' });
    const short = await change(user, PASSWORD, 'abcdefghijk');
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({
      field: 'newPassword',
      message: 'newPassword: Use at least 12 characters.',
    });
    expect((await signIn(await emailOf(user), PASSWORD)).status).toBe(200);
  });
});
