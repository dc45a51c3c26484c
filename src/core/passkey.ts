import { z } from 'zod';
import { safeText } from './text.ts';

/*
 * Passkeys (WebAuthn credentials, ADR 051): the bodies of better-auth's passkey endpoints as Steward checks them
 * before better-auth sees them (types and the text rule, ADR 011), the passkey as Settings lists it, and the rule
 * of a passkey's name.
 */

/** Longest passkey name, in characters. */
export const PASSKEY_NAME_MAX_LENGTH = 80;
/** The message of an empty passkey name. */
export const PASSKEY_NAME_EMPTY = 'Give this passkey a name.';
/** The message of a passkey name over {@link PASSKEY_NAME_MAX_LENGTH} characters. */
export const PASSKEY_NAME_TOO_LONG = `Use at most ${PASSKEY_NAME_MAX_LENGTH} characters.`;

/** A passkey's name: one line (ADR 011), surrounding spaces dropped, 1 to {@link PASSKEY_NAME_MAX_LENGTH} characters. */
export const passkeyName = safeText('line')
  .trim()
  .min(1, { error: PASSKEY_NAME_EMPTY })
  .max(PASSKEY_NAME_MAX_LENGTH, { error: PASSKEY_NAME_TOO_LONG });

/**
 * Body of POST /api/auth/passkey/verify-registration: `{ response, name? }`, `response` the browser's
 * registration response (checked by the plugin), `name` as {@link passkeyName}. Other keys pass.
 */
export const passkeyRegistrationInput = z.looseObject({
  response: z.record(z.string(), z.unknown()),
  name: passkeyName.optional(),
});

/** Body of POST /api/auth/passkey/update-passkey: `{ id, name }` (`name` as {@link passkeyName}). */
export const passkeyRenameInput = z.looseObject({ id: safeText('line').min(1), name: passkeyName });

/** Body of POST /api/auth/passkey/delete-passkey: `{ id }`. */
export const passkeyIdInput = z.looseObject({ id: safeText('line').min(1) });

/** The passkey endpoints' schemas, by path under /api/auth (merged into `authBodySchemas`). */
export const passkeyBodySchemas: Readonly<Record<string, z.ZodType>> = {
  '/passkey/verify-registration': passkeyRegistrationInput,
  '/passkey/update-passkey': passkeyRenameInput,
  '/passkey/delete-passkey': passkeyIdInput,
};

/**
 * A passkey as GET /api/auth/passkey/list-user-passkeys answers it, the fields Settings reads: `id`, `name`
 * (null or absent when none was given), `createdAt` (a UTC instant, ISO 8601). Other fields pass.
 */
export const listedPasskey = z.looseObject({
  id: z.string(),
  name: z.string().nullish(),
  createdAt: z.string(),
});
export type ListedPasskey = z.infer<typeof listedPasskey>;
