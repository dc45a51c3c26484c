/**
 * Email verification and change of email on better-auth's own endpoints (ADR 047). Sign-up mails a link that
 * confirms the address (`GET /api/auth/verify-email?token=…`); the app stays usable unverified, and
 * `POST /api/auth/send-verification-email` sends it again (better-auth's rate limit: 3 a minute per client).
 * `POST /api/auth/change-email` mails a link to the NEW address only; the account keeps its address until that link
 * is opened, and the answer is the same whether or not another account uses the new address (better-auth then
 * mails nothing). Each link lands on /settings with `?email=verified` or `?email=changed`, or with better-auth's
 * `error=<code>` when it expired, was used or belongs to another account.
 */

import { APIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import type { Db } from './db/client.ts';
import { users } from './db/schema.ts';
import {
  changeEmailMail,
  VERIFY_LINK_LIFETIME_SECONDS,
  verifyEmailMail,
} from './mail/email-verification-mail.ts';
import { MAIL_NOT_CONFIGURED, type Mailer } from './mail/mailer.ts';

/** Where a verification link lands (docs/product.md, Settings), by what it confirmed. */
export const VERIFIED_LANDING = '/settings?email=verified';
/** Where a change-of-email link lands. */
export const CHANGED_LANDING = '/settings?email=changed';

/** better-auth endpoints that mail a link to the user; they answer 503 while the mailer is unavailable. */
export const MAILING_PATHS: readonly string[] = ['/send-verification-email', '/change-email'];

/** What the verification needs from the app. */
export interface EmailVerificationDeps {
  db: Db;
  /** The server's base URL, without a trailing slash (the mailed link is absolute). */
  baseUrl: string;
  mailer: Mailer;
  /** Receives a mail that could not be sent (the answer has gone by then). */
  logError: (error: unknown) => void;
}

/** The link to better-auth's verify-email endpoint with `token`, landing on `landing`. */
const verifyLink = (baseUrl: string, token: string, landing: string) =>
  `${baseUrl}/api/auth/verify-email?token=${encodeURIComponent(token)}&callbackURL=${encodeURIComponent(landing)}`;

/**
 * better-auth's `emailVerification` options: a mail on sign-up and on request, no sign-in from the link (it only
 * confirms; a link is not a way into the account), links valid {@link VERIFY_LINK_LIFETIME_SECONDS}. better-auth
 * hands the change-of-email link to the same function with `user.email` set to the new address; the stored
 * address tells the two apart. The mail is not awaited (better-auth's advice), so the answer does not wait on SMTP
 * and takes as long whether or not a mail goes out. Without a mailer (production without SMTP) nothing is sent.
 */
export function emailVerificationOptions({ db, baseUrl, mailer, logError }: EmailVerificationDeps) {
  const send = async (user: { id: string; email: string; name: string }, token: string) => {
    const [stored] = await db.select({ email: users.email }).from(users).where(eq(users.id, user.id));
    const changing = stored !== undefined && stored.email.toLowerCase() !== user.email.toLowerCase();
    const url = verifyLink(baseUrl, token, changing ? CHANGED_LANDING : VERIFIED_LANDING);
    const mail = changing ? changeEmailMail : verifyEmailMail;
    await mailer.send(await mail({ to: user.email, name: user.name, url }));
  };
  return {
    sendVerificationEmail: async ({
      user,
      token,
    }: {
      user: { id: string; email: string; name: string };
      token: string;
    }) => {
      if (mailer.available) void send(user, token).catch(logError);
    },
    sendOnSignUp: true,
    autoSignInAfterVerification: false,
    expiresIn: VERIFY_LINK_LIFETIME_SECONDS,
  };
}

/**
 * better-auth's `user.changeEmail` options: enabled, and never at once, even for an unverified address (the new
 * address is confirmed from its own mailbox first).
 */
export const changeEmailOptions = { enabled: true, updateEmailWithoutVerification: false };

/** Runs before better-auth's endpoints at `path`: 503 MAIL_NOT_CONFIGURED for one that mails while none can be sent. */
export function guardMailing(mailer: Mailer, path: string): void {
  if (MAILING_PATHS.includes(path) && !mailer.available)
    throw new APIError('SERVICE_UNAVAILABLE', { code: 'MAIL_NOT_CONFIGURED', message: MAIL_NOT_CONFIGURED });
}
