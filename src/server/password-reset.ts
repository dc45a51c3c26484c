/**
 * Password reset by mail on better-auth's own endpoints (ADR 046): `POST /api/auth/request-password-reset` mails
 * a single-use link valid for one hour (`GET /api/auth/reset-password/{token}`, which redirects to the web's
 * /reset-password page with the token, or with `error=INVALID_TOKEN` when it is used or expired); `POST
 * /api/auth/reset-password` sets the password and ends every session of the user. The request answers the same
 * whether or not the address has an account; it is limited per client (better-auth's rate limit) and per address
 * (here).
 */
import { createHash, randomUUID } from 'node:crypto';
import { APIError } from 'better-auth/api';
import { and, count, eq, gt, lte } from 'drizzle-orm';
import type { Db } from './db/client.ts';
import { verifications } from './db/schema.ts';
import { MAIL_NOT_CONFIGURED, type Mailer } from './mail/mailer.ts';
import { passwordResetMail, RESET_LINK_LIFETIME_SECONDS } from './mail/password-reset-mail.ts';

/** The web page the mailed link lands on (docs/product.md §2). */
export const RESET_PASSWORD_PAGE = '/reset-password';
/** Reset requests one email address may make per {@link RESET_REQUEST_WINDOW_MS}, whoever sends them. */
export const RESET_REQUESTS_PER_ADDRESS = 3;
/** The window of the per-address limit, in milliseconds (one hour, the life of a link). */
export const RESET_REQUEST_WINDOW_MS = RESET_LINK_LIFETIME_SECONDS * 1000;

/** What the reset needs from the app. */
export interface PasswordResetDeps {
  /** The server's base URL, without a trailing slash (the mailed link is absolute). */
  baseUrl: string;
  mailer: Mailer;
  /** Receives a mail that could not be sent (the answer has gone by then). */
  logError: (error: unknown) => void;
}

/**
 * better-auth's `emailAndPassword` options of the reset: the mail, a one-hour link, every session ended (its
 * session delete hook also drops them from the session cache, ADR 013). The mail is sent without being awaited
 * (better-auth's advice), so an address with an account does not answer slower than one without.
 */
export function passwordResetOptions({ baseUrl, mailer, logError }: PasswordResetDeps) {
  return {
    sendResetPassword: async ({ user, token }: { user: { email: string; name: string }; token: string }) => {
      const callback = encodeURIComponent(RESET_PASSWORD_PAGE);
      const url = `${baseUrl}/api/auth/reset-password/${encodeURIComponent(token)}?callbackURL=${callback}`;
      void passwordResetMail({ to: user.email, name: user.name, url }).then(mailer.send).catch(logError);
    },
    resetPasswordTokenExpiresIn: RESET_LINK_LIFETIME_SECONDS,
    revokeSessionsOnPasswordReset: true,
  };
}

/**
 * Takes one reset request of `email` (case and surrounding spaces ignored) at `now` (ms) from its per-address
 * budget: true when fewer than {@link RESET_REQUESTS_PER_ADDRESS} were taken in the last hour. Each request is a
 * `verifications` row keyed by a SHA-256 of the address (no address is stored) and expiring with the window;
 * inserted first and counted after, so parallel requests never pass more than the budget, and a refused one is
 * removed again (hammering does not push the window on).
 */
export async function takeResetRequest(db: Db, email: string, now: number): Promise<boolean> {
  const hash = createHash('sha256').update(email.trim().toLowerCase()).digest('base64url');
  const identifier = `password-reset-request:${hash}`;
  const at = new Date(now);
  const mine = eq(verifications.identifier, identifier);
  await db.delete(verifications).where(and(mine, lte(verifications.expiresAt, at)));
  const id = randomUUID();
  const expiresAt = new Date(now + RESET_REQUEST_WINDOW_MS);
  await db.insert(verifications).values({ id, identifier, value: 'request', expiresAt });
  const [row] = await db
    .select({ taken: count() })
    .from(verifications)
    .where(and(mine, gt(verifications.expiresAt, at)));
  if ((row?.taken ?? 0) <= RESET_REQUESTS_PER_ADDRESS) return true;
  await db.delete(verifications).where(eq(verifications.id, id));
  return false;
}

/**
 * Runs before better-auth's request-password-reset with the request's `email`: 503 MAIL_NOT_CONFIGURED when no
 * mail can be sent, 429 when the address has used its budget (takeResetRequest). Both answers are the same for
 * an address with or without an account.
 */
export async function guardResetRequest(db: Db, mailer: Mailer, email: unknown): Promise<void> {
  if (!mailer.available)
    throw new APIError('SERVICE_UNAVAILABLE', { code: 'MAIL_NOT_CONFIGURED', message: MAIL_NOT_CONFIGURED });
  if (typeof email === 'string' && !(await takeResetRequest(db, email, Date.now())))
    throw new APIError('TOO_MANY_REQUESTS', {
      code: 'TOO_MANY_RESET_REQUESTS',
      message: 'Too many requests. Please try again later.',
    });
}
