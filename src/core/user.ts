import { z } from 'zod';
import { passkeyBodySchemas } from './passkey.ts';
import { safeText } from './text.ts';
import { canonicalTimeZone, MAX_TIME_ZONE_LENGTH, TIME_ZONE_MESSAGE } from './time-zone.ts';
import { twoFactorBodySchemas } from './two-factor.ts';

/*
 * The signed-in user on the wire (docs/product.md §3 User), the sign-in providers, and the bodies of better-auth's
 * endpoints as Steward checks them.
 */

/** Shortest password accepted at sign-up, in characters (README "Scripted clients"; better-auth enforces it). */
export const PASSWORD_MIN_LENGTH = 12;
/** Longest password accepted at sign-up, in characters. */
export const PASSWORD_MAX_LENGTH = 128;
/** The message of a password under {@link PASSWORD_MIN_LENGTH} characters (forms and the reset route). */
export const PASSWORD_TOO_SHORT = `Use at least ${PASSWORD_MIN_LENGTH} characters.`;
/** The message of a password over {@link PASSWORD_MAX_LENGTH} characters. */
export const PASSWORD_TOO_LONG = `Use at most ${PASSWORD_MAX_LENGTH} characters.`;

/**
 * Response of GET and PATCH /api/auth/user: `{ id, name, email, emailVerified, timeZone }` (other keys dropped),
 * where `emailVerified` is true once the mailed link was opened (ADR 047) and `timeZone` is the IANA zone stored
 * on the user (what PATCH sets, as chosen; the zone of requests without the `X-Time-Zone` header).
 * docs/product.md §3, §7.
 */
export const user = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  timeZone: z.string(),
});
export type User = z.infer<typeof user>;

/**
 * Zod schema of an IANA time-zone name on the wire (PATCH /api/auth/user `timeZone`, the `X-Time-Zone`
 * header): a single-line text (ADR 011) accepted by {@link canonicalTimeZone}, output in the spelling it keeps
 * ('europe/paris' → 'Europe/Paris'; 'Asia/Kolkata' stays 'Asia/Kolkata', ADR 047). Failure message: {@link TIME_ZONE_MESSAGE}. JSON Schema: `type:
 * string, maxLength: 64`.
 */
export const timeZoneName = safeText('line')
  .max(MAX_TIME_ZONE_LENGTH, { error: TIME_ZONE_MESSAGE })
  .refine((value) => canonicalTimeZone(value) !== null, { error: TIME_ZONE_MESSAGE, abort: true })
  .overwrite((value) => canonicalTimeZone(value) ?? value);

/**
 * Body of PATCH /api/auth/user: `{ timeZone }`, an IANA name stored as {@link canonicalTimeZone} keeps it
 * ('europe/paris' → 'Europe/Paris', 'Europe/Kyiv' as is); unknown names, offsets and names over 64 characters fail on `timeZone`.
 */
export const userTimeZoneInput = z.object({ timeZone: timeZoneName });
export type UserTimeZoneInput = z.infer<typeof userTimeZoneInput>;

/** An external identity provider offered on the sign-in page: `{ id: 'google' | 'oidc', name }`. */
export const signInProvider = z.object({ id: z.enum(['google', 'oidc']), name: z.string() });
export type SignInProvider = z.infer<typeof signInProvider>;

/** Response of GET /api/auth/providers: `{ providers }`, in the order the sign-in page lists them (none by default). */
export const signInProviderList = z.object({ providers: z.array(signInProvider) });
export type SignInProviderList = z.infer<typeof signInProviderList>;

/** Longest user name accepted by better-auth's endpoints, in characters (server protection, ADR 011). */
export const MAX_NAME_LENGTH = 200;
/** Longest email address accepted, in characters (RFC 5321's path limit). */
export const MAX_EMAIL_LENGTH = 254;

const userName = safeText('line').max(MAX_NAME_LENGTH);
const email = safeText('line').max(MAX_EMAIL_LENGTH);
/** A password is the user's own: only NUL and unpaired surrogates are refused here (text rule 'any'). */
const password = safeText('any');
const callbackURL = safeText('line').optional();

/**
 * A password being chosen (sign-up form, reset): {@link PASSWORD_MIN_LENGTH}–{@link PASSWORD_MAX_LENGTH}
 * characters with the messages {@link PASSWORD_TOO_SHORT} / {@link PASSWORD_TOO_LONG} (docs/product.md §5). The
 * common-password check is the server's (ADR 003).
 */
export const newPassword = password
  .min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT)
  .max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG);

/*
 * Bodies of better-auth's endpoints as Steward checks them before better-auth sees them (ADR 011): types and
 * the text rule only, so a wrong type is a 400 naming the field instead of better-auth's 500. better-auth
 * still applies its own rules (email format, password length and strength, unknown keys), with its own errors.
 */

/**
 * Body of POST /api/auth/sign-up/email: `{ name, email, password, image?, callbackURL?, rememberMe? }`; name
 * and email single-line, ≤ {@link MAX_NAME_LENGTH} / {@link MAX_EMAIL_LENGTH} characters. Other keys pass.
 */
export const signUpInput = z.looseObject({
  name: userName,
  email,
  password,
  image: safeText('line').optional(),
  callbackURL,
  rememberMe: z.boolean().optional(),
});
export type SignUpInput = z.infer<typeof signUpInput>;

/** Body of POST /api/auth/sign-in/email: `{ email, password, callbackURL?, rememberMe? }`. Other keys pass. */
export const signInInput = z.looseObject({
  email,
  password,
  callbackURL,
  rememberMe: z.boolean().optional(),
});
export type SignInInput = z.infer<typeof signInInput>;

/**
 * Body of POST /api/auth/update-user: `{ name?, image? }`, name single-line ≤ {@link MAX_NAME_LENGTH}, image a
 * single-line URL or null (removes it). `{"name": null}` fails on `name`. Other keys pass (better-auth refuses
 * the fields users may not set).
 */
export const updateUserInput = z.looseObject({
  name: userName.optional(),
  image: safeText('line').nullable().optional(),
});
export type UpdateUserInput = z.infer<typeof updateUserInput>;

/**
 * Body of POST /api/auth/change-password: `{ currentPassword, newPassword, revokeOtherSessions? }`; `newPassword`
 * follows {@link newPassword}, so a password breaking the length rule is 400 naming `newPassword`.
 */
export const changePasswordInput = z.looseObject({
  currentPassword: password,
  newPassword,
  revokeOtherSessions: z.boolean().optional(),
});
export type ChangePasswordInput = z.infer<typeof changePasswordInput>;

/** Body of POST /api/auth/change-email: `{ newEmail, callbackURL? }`. */
export const changeEmailInput = z.looseObject({ newEmail: email, callbackURL });
export type ChangeEmailInput = z.infer<typeof changeEmailInput>;

/**
 * Body of POST /api/auth/request-password-reset: `{ email, redirectTo? }` (ADR 046). The mailed link always
 * leads to Steward's own /reset-password page, whatever `redirectTo` says.
 */
export const requestPasswordResetInput = z.looseObject({ email, redirectTo: callbackURL });
export type RequestPasswordResetInput = z.infer<typeof requestPasswordResetInput>;

/**
 * Body of POST /api/auth/reset-password: `{ newPassword, token? }` (the token may come in the query instead);
 * `newPassword` follows {@link newPassword}, so a password breaking the length rule is 400 naming `newPassword`.
 */
export const resetPasswordInput = z.looseObject({ newPassword, token: safeText('line').optional() });
export type ResetPasswordInput = z.infer<typeof resetPasswordInput>;

/** Message of a confirmation email that is not the account's (Delete account dialog, ADR 049). */
export const DELETE_EMAIL_MESSAGE = 'Type the email address of this account to confirm';

/**
 * Body of POST /api/auth/delete-user (ADR 049): `{ email, password? }`: `email` is what the user typed to confirm
 * (compared with the account's, case and surrounding spaces ignored, on the server); `password` is required when
 * the account has one, else a fresh sign-in is. Other keys pass.
 */
export const deleteUserInput = z.looseObject({
  email: email.min(1, { error: DELETE_EMAIL_MESSAGE }),
  password: password.optional(),
});
export type DeleteUserInput = z.infer<typeof deleteUserInput>;

/**
 * The schema of each better-auth endpoint whose body Steward checks, by path under /api/auth. Other POST
 * endpoints get the text rule on every string only.
 */
export const authBodySchemas: Readonly<Record<string, z.ZodType>> = {
  '/sign-up/email': signUpInput,
  '/sign-in/email': signInInput,
  '/update-user': updateUserInput,
  '/change-password': changePasswordInput,
  '/change-email': changeEmailInput,
  '/request-password-reset': requestPasswordResetInput,
  '/reset-password': resetPasswordInput,
  ...twoFactorBodySchemas,
  ...passkeyBodySchemas,
  '/delete-user': deleteUserInput,
};
