/**
 * Passkeys (WebAuthn, ADR 051) on better-auth's passkey plugin and its endpoints under /api/auth/passkey/:
 * `generate-register-options` then `verify-registration` (a signed-in user adds a passkey, `{ response, name }`),
 * `generate-authenticate-options` then `verify-authentication` (sign-in: a session, with no second step),
 * `list-user-passkeys`, `update-passkey` (`{ id, name }`) and `delete-passkey` (`{ id }`). The challenge of each
 * ceremony lives 5 minutes in `verifications`, bound to the browser by a signed cookie, and is used once.
 */
import { passkey } from '@better-auth/passkey';
import { APIError, getSessionFromCtx } from 'better-auth/api';
import { and, eq } from 'drizzle-orm';
import type { Db } from './db/client.ts';
import { passkeys } from './db/schema.ts';

/** The better-auth paths (under /api/auth) of a passkey sign-in, rate limited like sign-in. */
export const PASSKEY_SIGN_IN_PATHS = [
  '/passkey/generate-authenticate-options',
  '/passkey/verify-authentication',
] as const;

/** The message of a ceremony whose authenticator did not verify the user (no PIN, fingerprint or face). */
export const USER_NOT_VERIFIED_MESSAGE =
  'This passkey did not confirm it is you (with a PIN, fingerprint or face). Try again.';

/** Refuses a ceremony whose authenticator reported no user verification (the UV flag, W3C WebAuthn §6.1). */
function requireUserVerified(userVerified: boolean | undefined): void {
  if (!userVerified)
    throw new APIError('BAD_REQUEST', { code: 'USER_NOT_VERIFIED', message: USER_NOT_VERIFIED_MESSAGE });
}

/**
 * The passkey plugin as Steward configures it for the server at `baseUrl` (BASE_URL): the relying party id is its
 * host name and the only accepted origin its origin (a passkey works on the address it was made on); the relying
 * party's name 'Steward'; discoverable credentials (the sign-in page asks for no email first) and user
 * verification required when a passkey is made and whenever it signs in, since a passkey sign-in skips the
 * authenticator-app step (ADR 051). The table is `passkeys` (db/schema.ts).
 */
export function passkeyPlugin(baseUrl: string) {
  const url = new URL(baseUrl);
  return passkey({
    rpID: url.hostname,
    rpName: 'Steward',
    origin: url.origin,
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    registration: {
      afterVerification: ({ verification }) =>
        requireUserVerified(verification.registrationInfo?.userVerified),
    },
    authentication: {
      afterVerification: ({ verification }) =>
        requireUserVerified(verification.authenticationInfo.userVerified),
    },
  });
}

/**
 * Before better-auth renames or deletes a passkey (`path` '/passkey/update-passkey' or '/passkey/delete-passkey'):
 * a passkey id that is not the signed-in user's answers 404 'Passkey not found', as an unknown id does (the plugin
 * would answer 401 for another user's, which tells that the id exists). Without a session it does nothing: the
 * endpoint answers 401.
 * @throws APIError NOT_FOUND
 */
export async function guardPasskeyOwnership(
  db: Db,
  ctx: Parameters<typeof getSessionFromCtx>[0],
  path: string,
  body: { id?: unknown } | undefined,
): Promise<void> {
  if (path !== '/passkey/update-passkey' && path !== '/passkey/delete-passkey') return;
  const session = await getSessionFromCtx(ctx);
  if (!session || typeof body?.id !== 'string') return;
  const [own] = await db
    .select({ id: passkeys.id })
    .from(passkeys)
    .where(and(eq(passkeys.id, body.id), eq(passkeys.userId, session.user.id)));
  if (!own) throw new APIError('NOT_FOUND', { code: 'PASSKEY_NOT_FOUND', message: 'Passkey not found' });
}
