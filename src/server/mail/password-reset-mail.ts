/** The password-reset mail (ADR 046). */
import { letterMail } from './letter.ts';
import type { Mail } from './mailer.ts';

/** How long a reset link stays valid, in seconds (better-auth's `resetPasswordTokenExpiresIn`; ADR 046). */
export const RESET_LINK_LIFETIME_SECONDS = 60 * 60;

/** The mail to `to` (the account's `name`) carrying `url`, the single-use reset link. */
export function passwordResetMail({
  to,
  name,
  url,
}: {
  to: string;
  name: string;
  url: string;
}): Promise<Mail> {
  return letterMail({
    to,
    name,
    url,
    subject: 'Reset your Steward password',
    before:
      'We received a request to reset the password of your Steward account. To choose a new password, open this link within the next hour:',
    action: 'Choose a new password',
    after:
      'The link works once. If you did not ask for this, you can set this mail aside: your password stays as it is, and nobody can sign in with this mail alone.',
  });
}
