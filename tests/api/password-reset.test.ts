/**
 * Password reset by mail (ADR 046) against a real SMTP server on loopback (tests/mail-server.ts): the mail, the
 * single-use one-hour link, the sessions it ends, the same answer for any address, the limits per address and per
 * client, the password rule, and production without mail.
 */
import { createHash } from 'node:crypto';
import type { ParsedMail } from 'mailparser';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { verifications } from '../../src/server/db/schema.ts';
import { RESET_REQUESTS_PER_ADDRESS } from '../../src/server/password-reset.ts';
import { startMailServer, type TestMailServer } from '../mail-server.ts';
import { backends, type Client, ORIGIN, startTestApp, type TestApp } from './harness.ts';

const RESET_SUBJECT = 'Reset your Steward password';

const NEW_PASSWORD = 'a new and longer passphrase';
const SAME_ANSWER = {
  status: true,
  message: 'If this email exists in our system, check your email for the reset link',
};

/** The reset link of a mail (its plain text), as a path on the test app. */
function linkOf(mail: ParsedMail): string {
  const link = /https?:\/\/\S+\/api\/auth\/reset-password\/\S+/.exec(mail.text ?? '')?.[0];
  if (!link) throw new Error(`no reset link in the mail: ${mail.text}`);
  const url = new URL(link);
  return url.pathname + url.search;
}

/** The token the link's redirect hands to the web page, or the error it names instead. */
async function followLink(t: TestApp, path: string): Promise<URL> {
  const res = await t.request('GET', path);
  expect(res.status).toBe(302);
  return new URL(res.headers.get('location') ?? '', ORIGIN);
}

describe.each(backends)('password reset on %s', (backend) => {
  let mail: TestMailServer;
  let t: TestApp;
  beforeAll(async () => {
    mail = await startMailServer();
    t = await startTestApp(backend, { SMTP_URL: mail.url, MAIL_FROM: 'Steward <steward@example.com>' });
  });
  afterAll(async () => {
    await t.close();
    await mail.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const emailOf = async (client: Client) =>
    ((await (await client.request('GET', '/api/auth/user')).json()) as { email: string }).email;
  const ask = (email: string) => t.request('POST', '/api/auth/request-password-reset', { body: { email } });
  const reset = (token: string, newPassword = NEW_PASSWORD) =>
    t.request('POST', '/api/auth/reset-password', { body: { token, newPassword } });
  const signIn = (email: string, password: string) =>
    t.request('POST', '/api/auth/sign-in/email', { body: { email, password } });
  /** Asks for a reset of a new user's password and returns the user's email and the mailed link's token. */
  const mailedToken = async () => {
    const email = await emailOf(await t.signUp());
    expect((await ask(email)).status).toBe(200);
    const token = (await followLink(t, linkOf(await mail.mailTo(email, RESET_SUBJECT)))).searchParams.get(
      'token',
    );
    if (!token) throw new Error('the link did not lead to a token');
    return { email, token };
  };

  it('mails the account a link, in plain text and HTML, that leads to the reset page with a token', async () => {
    const email = await emailOf(await t.signUp('Ruth Adeyemi'));
    const res = await ask(email);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(SAME_ANSWER);

    const received = await mail.mailTo(email, RESET_SUBJECT);
    expect(received.subject).toBe('Reset your Steward password');
    expect(received.from?.text).toBe('"Steward" <steward@example.com>');
    expect(received.text).toContain('Hello Ruth Adeyemi,');
    const link = linkOf(received);
    expect(received.html).toContain(`href="${ORIGIN}${link.replaceAll('&', '&amp;')}"`);
    const target = await followLink(t, link);
    expect(target.origin + target.pathname).toBe(`${ORIGIN}/reset-password`);
    expect(target.searchParams.get('token')).toMatch(/^\w{24}$/);
  });

  it('stores only a hash of the mailed token', async () => {
    const { token } = await mailedToken();
    const rows = await t.database.db.select({ identifier: verifications.identifier }).from(verifications);
    const hashed = createHash('sha256').update(`reset-password:${token}`).digest('base64url');
    expect(rows.map((row) => row.identifier)).toContain(hashed);
    expect(rows.filter((row) => row.identifier.includes(token))).toEqual([]);
  });

  it('sets the new password: it signs in, the old one no longer does', async () => {
    const { email, token } = await mailedToken();
    const res = await reset(token);
    expect(res.status).toBe(200);
    expect((await signIn(email, NEW_PASSWORD)).status).toBe(200);
    expect((await signIn(email, 'correct horse battery staple')).status).toBe(401);
  });

  it('refuses a link that was used, on the page and on the reset', async () => {
    const { email, token } = await mailedToken();
    expect((await reset(token)).status).toBe(200);
    const again = await reset(token, 'yet another passphrase');
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ code: 'INVALID_TOKEN' });
    const target = await followLink(t, linkOf(await mail.mailTo(email, RESET_SUBJECT)));
    expect(target.searchParams.get('error')).toBe('INVALID_TOKEN');
    expect((await signIn(email, NEW_PASSWORD)).status).toBe(200);
  });

  it('keeps a link for an hour and refuses it after, by the server clock', async () => {
    const { email, token } = await mailedToken();
    const link = linkOf(await mail.mailTo(email, RESET_SUBJECT));
    const sent = Date.now();
    vi.setSystemTime(sent + 59 * 60_000);
    expect((await followLink(t, link)).searchParams.get('token')).toBe(token);
    vi.setSystemTime(sent + 61 * 60_000);
    expect((await followLink(t, link)).searchParams.get('error')).toBe('INVALID_TOKEN');
    const late = await reset(token);
    expect(late.status).toBe(400);
    expect(await late.json()).toMatchObject({ code: 'INVALID_TOKEN' });
  });

  it('ends every session of the user', async () => {
    const phone = await t.signUp();
    const email = await emailOf(phone);
    const laptop = await signIn(email, 'correct horse battery staple');
    const laptopCookie = laptop.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    // Both sessions are verified (and so cached, ADR 013) before the reset.
    expect((await phone.request('GET', '/api/auth/user')).status).toBe(200);
    expect((await t.request('GET', '/api/auth/user', { cookie: laptopCookie })).status).toBe(200);

    await ask(email);
    const token =
      (await followLink(t, linkOf(await mail.mailTo(email, RESET_SUBJECT)))).searchParams.get('token') ?? '';
    expect((await reset(token)).status).toBe(200);

    expect((await phone.request('GET', '/api/auth/user')).status).toBe(401);
    expect((await t.request('GET', '/api/auth/user', { cookie: laptopCookie })).status).toBe(401);
  });

  it('answers an address without an account the same, and mails it nothing', async () => {
    const unknown = `nobody-${crypto.randomUUID()}@example.com`;
    const res = await ask(unknown);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(SAME_ANSWER);
    // The next mail out is the known address's: the unknown one's would have gone first.
    const known = await emailOf(await t.signUp());
    await ask(known);
    await mail.mailTo(known, RESET_SUBJECT);
    const addressed = mail.mails.flatMap((m) => [m.to ?? []].flat().flatMap((to) => to.value));
    expect(addressed.map((a) => a.address)).toContain(known);
    expect(addressed.map((a) => a.address)).not.toContain(unknown);
  });

  it(`answers 429 to the request after ${RESET_REQUESTS_PER_ADDRESS} for one address, with or without an account`, async () => {
    const known = await emailOf(await t.signUp());
    const unknown = `nobody-${crypto.randomUUID()}@example.com`;
    for (const email of [known, unknown]) {
      for (let i = 0; i < RESET_REQUESTS_PER_ADDRESS; i++) expect((await ask(email)).status).toBe(200);
      const refused = await ask(` ${email.toUpperCase()}`);
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({
        code: 'TOO_MANY_RESET_REQUESTS',
        message: 'Too many requests. Please try again later.',
      });
    }
    expect((await ask(`other-${crypto.randomUUID()}@example.com`)).status).toBe(200);
  });

  it('refuses a password breaking the sign-up rules with 400 naming newPassword', async () => {
    const { email, token } = await mailedToken();
    const short = await reset(token, 'abcdefghijk');
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({
      field: 'newPassword',
      message: 'newPassword: Use at least 12 characters.',
    });
    const common = await reset(token, 'password1234');
    expect(common.status).toBe(400);
    expect(await common.json()).toMatchObject({ field: 'newPassword', code: 'PASSWORD_TOO_COMMON' });
    expect((await signIn(email, 'correct horse battery staple')).status).toBe(200);
  });
});

describe.each(backends)('password reset limits and configuration on %s', (backend) => {
  it('answers 429 to a client over the sign-in rate limit', async () => {
    const mail = await startMailServer();
    const t = await startTestApp(backend, { SMTP_URL: mail.url, AUTH_RATE_LIMIT_MAX: '2' });
    try {
      const ask = () =>
        t.request('POST', '/api/auth/request-password-reset', {
          body: { email: `nobody-${crypto.randomUUID()}@example.com` },
        });
      expect((await ask()).status).toBe(200);
      expect((await ask()).status).toBe(200);
      expect((await ask()).status).toBe(429);
    } finally {
      await t.close();
      await mail.close();
    }
  });

  it('answers 503 in production without SMTP_URL, the same for any address', async () => {
    const t = await startTestApp(backend, { NODE_ENV: 'production' });
    try {
      const user = await t.signUp();
      const { email } = (await (await user.request('GET', '/api/auth/user')).json()) as { email: string };
      for (const address of [email, `nobody-${crypto.randomUUID()}@example.com`]) {
        const res = await t.request('POST', '/api/auth/request-password-reset', { body: { email: address } });
        expect(res.status).toBe(503);
        expect(await res.json()).toEqual({
          code: 'MAIL_NOT_CONFIGURED',
          message:
            'This Steward server cannot send email yet, so this is not available. Please ask its administrator to set up mail.',
        });
      }
    } finally {
      await t.close();
    }
  });
});
