/** The mails that prove an address is the user's (ADR 047): after sign-up, and for a new address. */
import { letterMail } from './letter.ts';
import type { Mail } from './mailer.ts';

/** How long a verification or change-of-email link stays valid, in seconds (better-auth's `expiresIn`). */
export const VERIFY_LINK_LIFETIME_SECONDS = 24 * 60 * 60;

/** The mail asking `to` (the account's `name`) to confirm the address by opening `url`. */
export function verifyEmailMail({ to, name, url }: { to: string; name: string; url: string }): Promise<Mail> {
  return letterMail({
    to,
    name,
    url,
    subject: 'Confirm your email for Steward',
    before:
      'Welcome to Steward. Please confirm that this is your email address, so that we can reach you if you ever need to reset your password. Open this link within the next 24 hours:',
    action: 'Confirm my email',
    after:
      'If you did not create a Steward account, you can set this mail aside: nothing happens unless the link is opened.',
  });
}

/** The mail to `to`, the new address the account of `name` asked to use, carrying the confirming `url`. */
export function changeEmailMail({ to, name, url }: { to: string; name: string; url: string }): Promise<Mail> {
  return letterMail({
    to,
    name,
    url,
    subject: 'Confirm your new email for Steward',
    before:
      'You asked to use this address for your Steward account. Your account keeps its current address until you open this link, within the next 24 hours:',
    action: 'Use this email',
    after: 'If you did not ask for this, you can set this mail aside: the account stays as it is.',
  });
}
