/**
 * Email verification and change of email (ADR 047) against a real SMTP server on loopback (tests/mail-server.ts):
 * the sign-up's mail and its link, a resend, an expired or used link, a new address confirmed from its own
 * mailbox before it takes effect (and the same answer when another account has it), and production without mail.
 */
import type { ParsedMail } from 'mailparser';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startMailServer, type TestMailServer } from '../mail-server.ts';
import { backends, type Client, ORIGIN, startTestApp, type TestApp } from './harness.ts';

const VERIFY_SUBJECT = 'Confirm your email for Steward';
const CHANGE_SUBJECT = 'Confirm your new email for Steward';
const PASSWORD = 'correct horse battery staple';

/** The verify-email link of a mail (its plain text), as a path on the test app. */
function linkOf(mail: ParsedMail): string {
  const link = /https?:\/\/\S+\/api\/auth\/verify-email\?\S+/.exec(mail.text ?? '')?.[0];
  if (!link) throw new Error(`no verification link in the mail: ${mail.text}`);
  const url = new URL(link);
  return url.pathname + url.search;
}

describe.each(backends)('email verification on %s', (backend) => {
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

  const me = async (client: Client) =>
    (await (await client.request('GET', '/api/auth/user')).json()) as {
      email: string;
      emailVerified: boolean;
    };
  /** Opens a mailed link as `client` would and returns where it leads. */
  const open = async (path: string, client?: Client) => {
    const res = client ? await client.request('GET', path) : await t.request('GET', path);
    expect(res.status).toBe(302);
    return new URL(res.headers.get('location') ?? '', ORIGIN);
  };
  const signIn = (email: string) =>
    t.request('POST', '/api/auth/sign-in/email', { body: { email, password: PASSWORD } });
  const mailsTo = (address: string) =>
    mail.mails.filter((m) => [m.to ?? []].flat().some((to) => to.value.some((a) => a.address === address)));

  it('mails a new account a link, in plain text and HTML, that verifies the address and lands on Settings', async () => {
    const user = await t.signUp('Ruth Adeyemi');
    const { email } = await me(user);
    expect(await me(user)).toMatchObject({ emailVerified: false });

    const received = await mail.mailTo(email, VERIFY_SUBJECT);
    expect(received.from?.text).toBe('"Steward" <steward@example.com>');
    expect(received.text).toContain('Hello Ruth Adeyemi,');
    const link = linkOf(received);
    expect(received.html).toContain(`href="${ORIGIN}${link.replaceAll('&', '&amp;')}"`);

    const target = await open(link, user);
    expect(target.pathname + target.search).toBe('/settings?email=verified');
    expect(await me(user)).toMatchObject({ email, emailVerified: true });
  });

  it('verifies from a browser that is signed out, without signing it in', async () => {
    const user = await t.signUp();
    const { email } = await me(user);
    const res = await t.request('GET', linkOf(await mail.mailTo(email, VERIFY_SUBJECT)));
    expect(res.status).toBe(302);
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(await me(user)).toMatchObject({ emailVerified: true });
  });

  it('sends the link again on request', async () => {
    const user = await t.signUp();
    const { email } = await me(user);
    await mail.mailTo(email, VERIFY_SUBJECT);
    const res = await user.request('POST', '/api/auth/send-verification-email', {
      body: { email, callbackURL: '/settings' },
    });
    expect(res.status).toBe(200);
    await vi.waitFor(() => expect(mailsTo(email)).toHaveLength(2));
    const again = mailsTo(email)[1];
    if (!again) throw new Error('no second mail');
    expect(again.subject).toBe(VERIFY_SUBJECT);
    await open(linkOf(again), user);
    expect(await me(user)).toMatchObject({ emailVerified: true });
  });

  it('refuses a link after 24 hours, by the server clock, and says so on the landing', async () => {
    const user = await t.signUp();
    const { email } = await me(user);
    const link = linkOf(await mail.mailTo(email, VERIFY_SUBJECT));
    vi.setSystemTime(Date.now() + 24 * 60 * 60_000 + 60_000);
    const target = await open(link, user);
    expect(target.pathname).toBe('/settings');
    expect(target.searchParams.get('error')).toBe('TOKEN_EXPIRED');
    vi.useRealTimers();
    expect(await me(user)).toMatchObject({ emailVerified: false });
  });

  it('changes the email only once the link mailed to the new address is opened', async () => {
    const user = await t.signUp('Ruth');
    const { email: old } = await me(user);
    const next = `new-${crypto.randomUUID()}@example.com`;
    const res = await user.request('POST', '/api/auth/change-email', {
      body: { newEmail: next, callbackURL: '/settings' },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: true });

    const received = await mail.mailTo(next, CHANGE_SUBJECT);
    expect(received.text).toContain('Hello Ruth,');
    // Until then the account keeps its address: it is the one shown and the one that signs in.
    expect(await me(user)).toMatchObject({ email: old });
    expect((await signIn(old)).status).toBe(200);
    expect((await signIn(next)).status).toBe(401);

    const link = linkOf(received);
    const target = await open(link, user);
    expect(target.pathname + target.search).toBe('/settings?email=changed');
    expect(await me(user)).toMatchObject({ email: next });
    expect((await signIn(next)).status).toBe(200);
    expect((await signIn(old)).status).toBe(401);
    expect(mailsTo(old).map((m) => m.subject)).toEqual([VERIFY_SUBJECT]);

    // The link works once.
    expect((await open(link, user)).searchParams.get('error')).toBe('INVALID_TOKEN');
  });

  it('answers the same for an address another account has, mails it nothing and keeps the email', async () => {
    const other = await t.signUp();
    const { email: taken } = await me(other);
    await mail.mailTo(taken, VERIFY_SUBJECT);
    const user = await t.signUp();
    const { email } = await me(user);
    const res = await user.request('POST', '/api/auth/change-email', { body: { newEmail: taken } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: true });

    // The next mail out is a fresh address's: a mail to the taken one would have gone first.
    const fresh = `new-${crypto.randomUUID()}@example.com`;
    expect((await user.request('POST', '/api/auth/change-email', { body: { newEmail: fresh } })).status).toBe(
      200,
    );
    await mail.mailTo(fresh, CHANGE_SUBJECT);
    expect(mailsTo(taken).map((m) => m.subject)).toEqual([VERIFY_SUBJECT]);
    expect(await me(user)).toMatchObject({ email });
  });
});

describe.each(backends)('email verification without mail on %s', (backend) => {
  it('answers 503 to a resend and a change of email in production without SMTP_URL', async () => {
    const t = await startTestApp(backend, { NODE_ENV: 'production' });
    try {
      const user = await t.signUp();
      const { email } = (await (await user.request('GET', '/api/auth/user')).json()) as { email: string };
      for (const [path, body] of [
        ['/api/auth/send-verification-email', { email }],
        ['/api/auth/change-email', { newEmail: `new-${crypto.randomUUID()}@example.com` }],
      ] as const) {
        const res = await user.request('POST', path, { body });
        expect(res.status).toBe(503);
        expect(await res.json()).toMatchObject({ code: 'MAIL_NOT_CONFIGURED' });
      }
    } finally {
      await t.close();
    }
  });
});
