/**
 * Deleting an account on better-auth's own endpoint, POST /api/auth/delete-user (ADR 049). Steward asks more than
 * better-auth does by default: the email typed to confirm, and the password when the account has one (by
 * default a fresh session may delete without it); an account without a password (Google or OIDC sign-in only)
 * needs a sign-in of the last {@link FRESH_SIGN_IN_SECONDS}. Before the user's row goes, remote calendar access
 * is revoked where the provider allows it (Google); every other row goes with the user (foreign keys ON DELETE
 * CASCADE), better-auth ends the sessions and clears the cookie.
 */
import { APIError, getSessionFromCtx } from 'better-auth/api';
import { and, eq } from 'drizzle-orm';
import { DELETE_EMAIL_MESSAGE } from '../core/user.ts';
import type { Db } from './db/client.ts';
import { accounts } from './db/schema.ts';

/** How recent a sign-in must be to delete an account that has no password, in seconds. */
export const FRESH_SIGN_IN_SECONDS = 10 * 60;
/** Message of a deletion without the password of an account that has one. */
export const DELETE_PASSWORD_MESSAGE = 'Enter your password to delete your account';
/** Message of a deletion by an account without a password whose sign-in is not fresh. */
export const FRESH_SIGN_IN_MESSAGE = 'Sign in again, then delete your account within 10 minutes';

/**
 * better-auth's `user.deleteUser` options: enabled, and `beforeDelete` calls `revokeRemoteAccess` with the user's
 * id (best effort: it must not throw; a failure there is logged by the caller and deletion goes on).
 */
export function deleteUserOptions(revokeRemoteAccess: (userId: string) => Promise<void>) {
  return {
    enabled: true,
    beforeDelete: async (user: { id: string }) => {
      await revokeRemoteAccess(user.id);
    },
  };
}

/**
 * Runs before better-auth's delete-user with the request's body (already checked by core's deleteUserInput):
 * 400 naming `email` when it is not the account's, 400 naming `password` when the account has a password and none
 * was sent, 403 FRESH_SIGN_IN_REQUIRED when the account has none and the session is older than
 * {@link FRESH_SIGN_IN_SECONDS}. A wrong password is better-auth's 400 INVALID_PASSWORD. Without a session it
 * does nothing (better-auth answers 401).
 */
export async function guardDeleteUser(
  db: Db,
  ctx: Parameters<typeof getSessionFromCtx>[0],
  body: { email?: unknown; password?: unknown } | undefined,
  now: number,
): Promise<void> {
  const session = await getSessionFromCtx(ctx);
  if (!session) return;
  const typed = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
  if (typed !== session.user.email.toLowerCase())
    throw new APIError('BAD_REQUEST', {
      code: 'EMAIL_MISMATCH',
      message: DELETE_EMAIL_MESSAGE,
      field: 'email',
    });
  const [credential] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.userId, session.user.id), eq(accounts.providerId, 'credential')))
    .limit(1);
  if (credential) {
    if (typeof body?.password !== 'string' || body.password === '')
      throw new APIError('BAD_REQUEST', {
        code: 'PASSWORD_REQUIRED',
        message: DELETE_PASSWORD_MESSAGE,
        field: 'password',
      });
    return;
  }
  const signedInAt = new Date(session.session.createdAt).getTime();
  if (now - signedInAt > FRESH_SIGN_IN_SECONDS * 1000)
    throw new APIError('FORBIDDEN', { code: 'FRESH_SIGN_IN_REQUIRED', message: FRESH_SIGN_IN_MESSAGE });
}
