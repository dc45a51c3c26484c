/** The mail of a reminder (ADR 053), for users who chose the email channel. */
import type { ReminderMessage } from '../../core/reminders.ts';
import { letterMail } from './letter.ts';
import type { Mail } from './mailer.ts';

/** The mail to `to` (the account's `name`) saying `message` with a link to its page on `baseUrl`. */
export function reminderMail({
  to,
  name,
  message,
  baseUrl,
}: {
  to: string;
  name: string;
  message: ReminderMessage;
  baseUrl: string;
}): Promise<Mail> {
  return letterMail({
    to,
    name,
    subject: message.title,
    before: message.body,
    url: `${baseUrl}${message.url}`,
    action: 'Open Steward',
    after:
      'You get this mail because email reminders are on. Turn them off in Steward under Settings → Notifications.',
  });
}
