import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';
import type { OutboxFiles } from './outbox-files';

/** One mail as the worker hands it to the transport. */
export interface MailMessage {
  /** The outbox row's id: also the Message-ID, so a receiver can drop the rare duplicate of a retried send. */
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  ics: string | null;
  icsMethod: 'REQUEST' | 'CANCEL' | null;
  unsubscribeUrl: string | null;
}

export interface MailTransport {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export const DEFAULT_MAIL_FROM = '"Barbería" <no-reply@barberia.local>';

/**
 * SMTP when SMTP_URL is set; otherwise every mail is written as an .eml under `files` and its subject is
 * printed, with its links outside production (`printLinks`): a reset or verification link in a production
 * log would be a way into the account for anyone who reads the log.
 */
export function createMailTransport(options: {
  smtpUrl?: string;
  from?: string;
  files: OutboxFiles;
  printLinks: boolean;
  log: (line: string) => void;
}): MailTransport {
  const from = options.from ?? DEFAULT_MAIL_FROM;
  const smtp: Transporter | null = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  const stream: Transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const mail = toNodemailer(message, from);
      if (smtp) {
        await smtp.sendMail(mail);
        return;
      }
      const info = (await stream.sendMail(mail)) as { message: Buffer };
      const file = options.files.write(message.id, info.message);
      options.log(`  Correo para ${message.to}: «${message.subject}» → ${file}`);
      if (!options.printLinks) return;
      const links = [...message.text.matchAll(/https?:\/\/\S+/g)].map((match) => match[0]);
      for (const link of new Set(links)) options.log(`    ${link}`);
    },
    close() {
      smtp?.close();
    },
  };
}

function toNodemailer(message: MailMessage, from: string): SendMailOptions {
  return {
    from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    messageId: `<${message.id}@barberia>`,
    ...(message.unsubscribeUrl
      ? { list: { unsubscribe: { url: message.unsubscribeUrl, comment: 'Darse de baja' } } }
      : {}),
    ...(message.ics && message.icsMethod
      ? {
          icalEvent: { method: message.icsMethod, filename: 'cita.ics', content: message.ics },
        }
      : {}),
  };
}
