/**
 * The one shape of Steward's mails (ADR 046): a greeting, paragraphs, one button-link, what to do if it was not
 * you, the verse and the closing, in Steward's voice (warm, faith-flavoured, plain about what to do). Plain text and
 * HTML carry the same words and the same link; Hono's `html` template escapes every value put in it.
 */
import { html } from 'hono/html';
import type { Mail } from './mailer.ts';

const VERSE = 'Commit to the Lord whatever you do, and he will establish your plans.';
const VERSE_REF = 'Proverbs 16:3';

/** What one mail says: `before` comes ahead of the link, `after` below it; `action` is the button's label. */
export interface Letter {
  to: string;
  subject: string;
  /** The account's name, for the greeting. */
  name: string;
  before: string;
  url: string;
  action: string;
  after: string;
}

/** The mail of `letter`, plain text and HTML. */
export async function letterMail({ to, subject, name, before, url, action, after }: Letter): Promise<Mail> {
  const text = [
    `Hello ${name},`,
    '',
    before,
    '',
    url,
    '',
    after,
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
      <p>${before}</p>
      <p style="margin:28px 0">
        <a href="${url}" style="background:#2f4b3a;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-family:Arial,sans-serif">${action}</a>
      </p>
      <p style="font-size:13px;color:#5c5a55">Or copy this address into your browser: <a href="${url}">${url}</a></p>
      <p>${after}</p>
      <p style="font-style:italic;color:#5c5a55">“${VERSE}” (${VERSE_REF})</p>
      <p>Grace and peace,<br />Steward</p>
    </div>
  </body>
</html>`;
  return { to, subject, text, html: String(await body) };
}
