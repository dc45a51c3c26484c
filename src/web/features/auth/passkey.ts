/**
 * Passkeys in the browser (ADR 051): the two WebAuthn ceremonies on better-auth's passkey endpoints, through
 * SimpleWebAuthn's browser helpers (loaded on first use, ADR 029), and the texts of what can go wrong. Signing in:
 * GET generate-authenticate-options → the browser's passkey prompt → POST verify-authentication (a session).
 * Adding (Settings → Security): GET generate-register-options → the prompt → POST verify-registration `{ response,
 * name }`.
 */
import { type ListedPasskey, listedPasskey } from '../../../core/passkey.ts';
import { apiErrorCode, apiRequest, getJson } from '../../lib/api.ts';
import { errorText } from './auth-form.tsx';

/** What the page says when the person closed the browser's passkey prompt, or it timed out. */
export const SIGN_IN_CANCELLED =
  'Passkey sign-in was cancelled. You can try again, or sign in with your password.';

/** True when the browser's prompt ended without a passkey: closed by the person, timed out, or replaced. */
export function isCancelled(error: unknown): boolean {
  return error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError');
}

/**
 * The readable message of a failed passkey call or prompt (never for a cancelled one: see {@link isCancelled}):
 * a passkey already on this device, an unknown passkey, no user verification, a sign-in too old to add one, no
 * passkey support, else the server's message.
 */
export function passkeyErrorText(error: unknown): string {
  if (error instanceof Error && error.name === 'InvalidStateError')
    return 'This device already has a passkey for your account.';
  if (error instanceof Error && error.message === 'WebAuthn is not supported in this browser')
    return 'This browser cannot use passkeys.';
  switch (apiErrorCode(error)) {
    case 'PASSKEY_NOT_FOUND':
      return 'Steward does not know this passkey. It may have been removed: sign in with your password.';
    case 'SESSION_NOT_FRESH':
      return 'For your safety, sign out and sign in again, then add the passkey.';
    default:
      return errorText(error);
  }
}

/**
 * Loads SimpleWebAuthn's browser helpers (once; later calls share the load). Called early where a ceremony is
 * about to start (the passkey button has focus, the name form opened), so the prompt does not wait for it.
 */
export const loadWebAuthn = () => import('@simplewebauthn/browser');

/** Signs in with a passkey the person picks in the browser's prompt; the session cookie is set on success. */
export async function signInWithPasskey(): Promise<void> {
  const { startAuthentication } = await loadWebAuthn();
  const optionsJSON = await getJson('/api/auth/passkey/generate-authenticate-options', { on401: 'throw' });
  const response = await startAuthentication({
    optionsJSON: optionsJSON as Parameters<typeof startAuthentication>[0]['optionsJSON'],
  });
  await apiRequest('POST', '/api/auth/passkey/verify-authentication', { response });
}

/** Makes a passkey for the signed-in user on this device and stores it under `name`; answers it as listed. */
export async function addPasskey(name: string): Promise<ListedPasskey> {
  const { startRegistration } = await loadWebAuthn();
  const optionsJSON = await getJson('/api/auth/passkey/generate-register-options', { on401: 'throw' });
  const response = await startRegistration({
    optionsJSON: optionsJSON as Parameters<typeof startRegistration>[0]['optionsJSON'],
  });
  const answer = await apiRequest('POST', '/api/auth/passkey/verify-registration', { response, name });
  return listedPasskey.parse(await answer.json());
}
