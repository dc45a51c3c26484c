import { describe, expect, it } from 'vitest';
import { parseEnv } from '../env.ts';
import { createMailer, MAIL_NOT_CONFIGURED, mailFrom } from './mailer.ts';

const mail = {
  to: 'ruth@example.com',
  subject: 'Hello',
  text: 'Open https://x.example/link',
  html: '<p>x</p>',
};
const production = {
  NODE_ENV: 'production',
  BASE_URL: 'https://steward.example',
  BETTER_AUTH_SECRET: 's'.repeat(32),
};

describe('createMailer without SMTP_URL', () => {
  it('logs each mail, its link included, outside production', async () => {
    const lines: string[] = [];
    const mailer = createMailer(parseEnv({}), (line) => lines.push(line));
    expect(mailer.available).toBe(true);
    await mailer.send(mail);
    expect(lines).toEqual([
      'Mail not sent (no SMTP_URL set) to ruth@example.com, subject "Hello":\nOpen https://x.example/link',
    ]);
  });

  it('is unavailable in production and refuses to send', async () => {
    const lines: string[] = [];
    const mailer = createMailer(parseEnv(production), (line) => lines.push(line));
    expect(mailer.available).toBe(false);
    await expect(mailer.send(mail)).rejects.toThrow(MAIL_NOT_CONFIGURED);
    expect(lines).toEqual([]);
  });
});

describe('mail settings', () => {
  it.each([
    { vars: {}, from: 'Steward <no-reply@localhost>' },
    { vars: production, from: 'Steward <no-reply@steward.example>' },
    { vars: { MAIL_FROM: 'Ruth <ruth@example.com>' }, from: 'Ruth <ruth@example.com>' },
  ])('sends from $from', ({ vars, from }) => {
    expect(mailFrom(parseEnv(vars))).toBe(from);
  });

  it.each(['smtp://user:pass@mail.example.com:587', 'smtps://mail.example.com'])(
    'accepts SMTP_URL %s',
    (url) => {
      expect(parseEnv({ SMTP_URL: url }).SMTP_URL).toBe(url);
    },
  );

  it('refuses an SMTP_URL of another scheme', () => {
    expect(() => parseEnv({ SMTP_URL: 'https://mail.example.com' })).toThrow(
      'SMTP_URL: use smtp://… or smtps://…',
    );
  });
});
