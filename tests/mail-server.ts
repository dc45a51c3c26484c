/**
 * A real SMTP server on loopback for the tests that read Steward's mails (ADR 046): smtp-server receives, mailparser
 * parses each message (plain text, HTML, headers). Point the app at it with `SMTP_URL: server.url`.
 */
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A running test SMTP server. */
export interface TestMailServer {
  /** `smtp://127.0.0.1:<port>`. */
  url: string;
  /** Every mail received so far, in order of arrival. */
  mails: ParsedMail[];
  /**
   * The first mail addressed to `address` with subject `subject`, as soon as it has arrived (at once when it
   * already has). The subject tells a sign-up's verification mail from the mail a test waits for.
   */
  mailTo(address: string, subject: string): Promise<ParsedMail>;
  close(): Promise<void>;
}

const recipients = (mail: ParsedMail) =>
  [mail.to ?? []].flat().flatMap((to) => to.value.map((a) => a.address?.toLowerCase()));

/** Starts an SMTP server on 127.0.0.1 and a free port: plain SMTP, no authentication, no STARTTLS. */
export async function startMailServer(): Promise<TestMailServer> {
  const mails: ParsedMail[] = [];
  const waiting: { address: string; subject: string; resolve(mail: ParsedMail): void }[] = [];
  const isFor = (mail: ParsedMail, address: string, subject: string) =>
    mail.subject === subject && recipients(mail).includes(address);
  const server = new SMTPServer({
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          mails.push(mail);
          for (const wait of waiting.filter((w) => isFor(mail, w.address, w.subject))) {
            waiting.splice(waiting.indexOf(wait), 1);
            wait.resolve(mail);
          }
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  if (address === null || typeof address === 'string') throw new Error('the SMTP server has no port');
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    mails,
    mailTo: (to, subject) => {
      const address = to.toLowerCase();
      const found = mails.find((mail) => isFor(mail, address, subject));
      return found
        ? Promise.resolve(found)
        : new Promise((resolve) => waiting.push({ address, subject, resolve }));
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
