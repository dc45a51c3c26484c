/**
 * Two-factor sign-in with an authenticator app (ADR 048) on better-auth's twoFactor plugin and its endpoints under
 * /api/auth/two-factor/: `enable` (password → `{ totpURI, backupCodes }`, not active until confirmed), `verify-totp`
 * (a 6-digit code: confirms the setup, or completes a sign-in), `verify-backup-code` (a one-time code completes a
 * sign-in), `disable` (password). A password sign-in of a user with two-factor sign-in creates no session: it
 * answers `{ twoFactorRedirect: true }` with a short-lived signed `two_factor` cookie that only those two verify
 * endpoints accept.
 */
import { twoFactor } from 'better-auth/plugins/two-factor';

/** Digits of an authenticator-app code (RFC 6238 with a 30-second step, the plugin's default). */
export const TOTP_DIGITS = 6;
/** How many one-time backup codes a setup gives (docs/product.md, Settings → Security). */
export const BACKUP_CODE_COUNT = 10;
/** How long a password-checked sign-in waits for its second factor, in seconds. */
export const SECOND_STEP_SECONDS = 10 * 60;
/** How long 'Trust this device for 30 days' skips the second step on that browser, in seconds. */
export const TRUSTED_DEVICE_SECONDS = 30 * 24 * 60 * 60;

/** The better-auth paths (under /api/auth) whose code or password checks share sign-in's rate limit. */
export const TWO_FACTOR_RATE_LIMITED_PATHS = '/two-factor/*';

/**
 * The twoFactor plugin as Steward configures it: TOTP only (no mailed codes), the issuer 'Steward' in the
 * `otpauth://` URI, {@link BACKUP_CODE_COUNT} backup codes stored encrypted with the auth secret (as the TOTP
 * secret is), and the plugin's own account lockout (10 failed codes in a row lock the second step for 15
 * minutes). The table is `two_factors` (db/schema.ts).
 */
export function twoFactorPlugin() {
  return twoFactor({
    issuer: 'Steward',
    totpOptions: { digits: TOTP_DIGITS },
    backupCodeOptions: { amount: BACKUP_CODE_COUNT, storeBackupCodes: 'encrypted' },
    twoFactorCookieMaxAge: SECOND_STEP_SECONDS,
    trustDeviceMaxAge: TRUSTED_DEVICE_SECONDS,
  });
}
