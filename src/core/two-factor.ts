import { z } from 'zod';
import { safeText } from './text.ts';

/*
 * Two-factor sign-in with an authenticator app (ADR 048): the bodies of better-auth's two-factor endpoints as
 * Steward checks them before better-auth sees them (types and the text rule, ADR 011), and the code fields of the
 * forms that send them.
 */

/** Body of POST /api/auth/two-factor/enable and /disable: `{ password }`. Other keys pass. */
export const twoFactorPasswordInput = z.looseObject({ password: safeText('any') });
export type TwoFactorPasswordInput = z.infer<typeof twoFactorPasswordInput>;

/**
 * Body of POST /api/auth/two-factor/verify-totp and /verify-backup-code: `{ code, trustDevice? }`, `trustDevice`
 * true keeps the browser trusted for 30 days (no second step there). Other keys pass.
 */
export const twoFactorCodeInput = z.looseObject({
  code: safeText('line'),
  trustDevice: z.boolean().optional(),
});
export type TwoFactorCodeInput = z.infer<typeof twoFactorCodeInput>;

/** The two-factor endpoints' schemas, by path under /api/auth (merged into `authBodySchemas`). */
export const twoFactorBodySchemas: Readonly<Record<string, z.ZodType>> = {
  '/two-factor/enable': twoFactorPasswordInput,
  '/two-factor/disable': twoFactorPasswordInput,
  '/two-factor/verify-totp': twoFactorCodeInput,
  '/two-factor/verify-backup-code': twoFactorCodeInput,
};

/** An authenticator app's code as typed: spaces dropped, then exactly 6 digits. */
export const authenticatorCode = z
  .string()
  .transform((value) => value.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app.'));

/** A backup code as typed (`abcde-12345`): surrounding spaces dropped, not empty. */
export const backupCode = z.string().trim().min(1, 'Enter one of your backup codes.');
