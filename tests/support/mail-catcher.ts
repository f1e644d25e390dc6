import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  /** The calendar part, when the mail carries one. */
  ics: string | null;
  icsMethod: string | null;
  headers: ParsedMail['headers'];
}

export interface MailCatcher {
  url: string;
  mails: CaughtMail[];
  /** Mails to `to` (all when omitted). */
  to(address?: string): CaughtMail[];
  /** While true, the server answers every mail with a temporary failure (451). */
  failing: boolean;
  clear(): void;
  close(): Promise<void>;
}

/** A real SMTP server in process: the app sends over the wire and the test reads what arrives. */
export async function startMailCatcher(): Promise<MailCatcher> {
  const mails: CaughtMail[] = [];
  const catcher: MailCatcher = {
    url: '',
    mails,
    failing: false,
    to: (address) => (address ? mails.filter((m) => m.to === address) : mails),
    clear: () => void mails.splice(0),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      if (catcher.failing) {
        stream.resume();
        stream.on('end', () => callback(Object.assign(new Error('Buzón ocupado'), { responseCode: 451 })));
        return;
      }
      simpleParser(stream).then(
        (parsed) => {
          const calendar = parsed.attachments.find((a) => a.contentType.startsWith('text/calendar'));
          const method = calendar
            ? (/method=([A-Z]+)/i.exec(String(calendar.headers.get('content-type') ?? ''))?.[1] ??
              /^METHOD:(\w+)/m.exec(calendar.content.toString())?.[1] ??
              null)
            : null;
          for (const rcpt of session.envelope.rcptTo) {
            mails.push({
              to: rcpt.address,
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
              messageId: parsed.messageId ?? '',
              ics: calendar ? calendar.content.toString('utf8') : null,
              icsMethod: method,
              headers: parsed.headers,
            });
          }
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = (server as unknown as { server: { address(): AddressInfo } }).server.address();
  catcher.url = `smtp://127.0.0.1:${port}`;
  return catcher;
}

/** The first link in a mail's text that starts with `prefix`. */
export function linkIn(mail: CaughtMail, prefix: string): URL {
  const found = [...mail.text.matchAll(/https?:\/\/\S+/g)].map((m) => m[0]).find((link) => link.includes(prefix));
  if (!found) throw new Error(`no ${prefix} link in «${mail.subject}»: ${mail.text}`);
  return new URL(found);
}

const subjectIs = (subject: string | RegExp) => (mail: CaughtMail) =>
  typeof subject === 'string' ? mail.subject === subject : subject.test(mail.subject);

/** The `token` of the `prefix` link in the first mail to `to` whose subject is (or matches) `subject`. */
export function mailedToken(catcher: MailCatcher, to: string, subject: string | RegExp, prefix: string): string {
  const mail = catcher.to(to).find(subjectIs(subject));
  if (!mail) throw new Error(`no «${subject}» mail to ${to}`);
  return linkIn(mail, prefix).searchParams.get('token')!;
}

/** The `prefix` link of the last such mail as a path and query, for a browser on the test server. */
export function mailedPath(catcher: MailCatcher, to: string, subject: string | RegExp, prefix: string): string {
  const mail = catcher.to(to).filter(subjectIs(subject)).at(-1);
  if (!mail) throw new Error(`no «${subject}» mail to ${to}`);
  const link = linkIn(mail, prefix);
  return `${link.pathname}${link.search}`;
}
