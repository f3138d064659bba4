import { createTransport } from 'nodemailer';
import type { Env } from '../env.ts';
import type { Logger } from '../log.ts';
import { createOutbox, type Outbox } from './outbox.ts';

/** One message to send; `code` is only used by the dev outbox and log. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  code?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  /** The dev outbox, present only when mail is not really sent (no SMTP_URL, not production). */
  outbox: Outbox | null;
}

/** SMTP through nodemailer when SMTP_URL is set; otherwise the server log plus the dev outbox. */
export function createMailer(env: Env, log: Logger): Mailer {
  if (env.SMTP_URL) {
    const transport = createTransport(env.SMTP_URL);
    return {
      outbox: null,
      async send({ to, subject, text }) {
        // An address object is sent as it is: nodemailer does not parse it as a header's list of names and addresses.
        await transport.sendMail({ from: env.MAIL_FROM, to: { name: '', address: to }, subject, text });
      },
    };
  }
  if (env.NODE_ENV === 'production') {
    // Codes in a production log would let anyone who reads the log sign in as anyone.
    return {
      outbox: null,
      async send({ to, subject }) {
        log.warn('mail not sent: SMTP_URL is not set', { to, subject });
      },
    };
  }
  const outbox = createOutbox();
  return {
    outbox,
    async send({ to, subject, text, code }) {
      log.info('mail not sent (no SMTP_URL); kept in the dev outbox', { to, subject, code });
      outbox.add({ to, subject, text, code: code ?? null, sentAt: new Date().toISOString() });
    },
  };
}
