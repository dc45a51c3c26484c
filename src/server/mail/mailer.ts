/**
 * Outgoing mail (ADR 046): nodemailer over the SMTP server of `SMTP_URL`, From `MAIL_FROM`. Without `SMTP_URL`,
 * outside production each mail is written to the log instead (its plain text, so its link, is there to open);
 * in production the mailer is unavailable and the features that need it answer 503 'mail is not configured'.
 */
import { createTransport } from 'nodemailer';
import type { Env } from '../env.ts';

/** One mail: both a plain-text and an HTML body of the same words. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends Steward's mails. */
export interface Mailer {
  /** False in production without `SMTP_URL`: nothing can be sent, and `send` throws. */
  readonly available: boolean;
  /** Hands `mail` to the SMTP server (or to the log); rejects when the server refuses it or cannot be reached. */
  send(mail: Mail): Promise<void>;
}

/** The message a feature that needs mail answers with while the mailer is unavailable (503). */
export const MAIL_NOT_CONFIGURED =
  'This Steward server cannot send email yet, so this is not available. Please ask its administrator to set up mail.';

/** `MAIL_FROM`, else `Steward <no-reply@host>` with the host of `BASE_URL` (localhost when unset). */
export function mailFrom(env: Env): string {
  return env.MAIL_FROM ?? `Steward <no-reply@${new URL(env.BASE_URL ?? 'http://localhost').hostname}>`;
}

/**
 * The mailer of `env`: SMTP when `SMTP_URL` is set; else, outside production, one that writes each mail to `log`
 * (nothing when LOG_LEVEL is silent); else an unavailable one.
 */
export function createMailer(env: Env, log: (line: string) => void = console.log): Mailer {
  const from = mailFrom(env);
  if (env.SMTP_URL) {
    const transport = createTransport(env.SMTP_URL, { from });
    return {
      available: true,
      send: async (mail) => {
        await transport.sendMail(mail);
      },
    };
  }
  if (env.NODE_ENV !== 'production') {
    return {
      available: true,
      send: async ({ to, subject, text }) => {
        if (env.LOG_LEVEL !== 'silent')
          log(`Mail not sent (no SMTP_URL set) to ${to}, subject "${subject}":\n${text}`);
      },
    };
  }
  return {
    available: false,
    send: async () => {
      throw new Error(MAIL_NOT_CONFIGURED);
    },
  };
}
