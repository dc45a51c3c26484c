/**
 * The password-reset mail (ADR 046), in Steward's voice: warm, faith-flavoured, plain about what to do. Plain
 * text and HTML carry the same words and the same link; Hono's `html` template escapes every value put in it.
 */
import { html } from 'hono/html';
import type { Mail } from './mailer.ts';

/** How long a reset link stays valid, in seconds (better-auth's `resetPasswordTokenExpiresIn`; ADR 046). */
export const RESET_LINK_LIFETIME_SECONDS = 60 * 60;

const VERSE = 'Commit to the Lord whatever you do, and he will establish your plans.';
const VERSE_REF = 'Proverbs 16:3';

/** The mail to `to` (the account's `name`) carrying `url`, the single-use reset link. */
export async function passwordResetMail({
  to,
  name,
  url,
}: {
  to: string;
  name: string;
  url: string;
}): Promise<Mail> {
  const subject = 'Reset your Steward password';
  const text = [
    `Hello ${name},`,
    '',
    'We received a request to reset the password of your Steward account. To choose a new password, open this',
    'link within the next hour:',
    '',
    url,
    '',
    'The link works once. If you did not ask for this, you can set this mail aside: your password stays as it is,',
    'and nobody can sign in with this mail alone.',
    '',
    `“${VERSE}” (${VERSE_REF})`,
    '',
    'Grace and peace,',
    'Steward',
    '',
  ].join('\n');
  const body = html`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>${subject}</title>
  </head>
  <body style="margin:0;padding:24px;background:#f6f4ef;font-family:Georgia,'Times New Roman',serif;color:#2b2a27">
    <div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
      <p>Hello ${name},</p>
      <p>
        We received a request to reset the password of your Steward account. To choose a new password, open this
        link within the next hour:
      </p>
      <p style="margin:28px 0">
        <a href="${url}" style="background:#2f4b3a;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-family:Arial,sans-serif">Choose a new password</a>
      </p>
      <p style="font-size:13px;color:#5c5a55">Or copy this address into your browser: <a href="${url}">${url}</a></p>
      <p>
        The link works once. If you did not ask for this, you can set this mail aside: your password stays as it
        is, and nobody can sign in with this mail alone.
      </p>
      <p style="font-style:italic;color:#5c5a55">“${VERSE}” (${VERSE_REF})</p>
      <p>Grace and peace,<br />Steward</p>
    </div>
  </body>
</html>`;
  return { to, subject, text, html: String(await body) };
}
