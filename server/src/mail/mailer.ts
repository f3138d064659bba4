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
        await transport.sendMail({ from: env.MAIL_FROM, to: { name: '', address: to }, subject, text }).catch((err: unknown) => {
          throw smtpFailure(err);
        });
      },
    };
  }
  if (env.NODE_ENV === 'production') {
    // Codes in a production log would let anyone who reads the log sign in as anyone.
    return {
      outbox: null,
      async send({ to, subject }) {
        log.warn('mail not sent: SMTP_URL is not set', { to: maskAddress(to), subject });
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

/** An address as a production log may show it: the first letter and the domain (`c***@example.org`). */
export function maskAddress(address: string): string {
  const at = address.lastIndexOf('@');
  return at < 1 ? '***' : `${address[0]}***${address.slice(at)}`;
}

/**
 * What the log may keep of a refused or failed SMTP send: nodemailer's message and the mail server's
 * reply repeat the recipient's address (`550 5.1.1 <carol@…>: Recipient address rejected`), so only
 * the kind of failure, the reply code and the SMTP command stay.
 */
function smtpFailure(err: unknown): Error {
  const { code, responseCode, command } = (err ?? {}) as { code?: unknown; responseCode?: unknown; command?: unknown };
  const parts = [code, responseCode, command].filter((part) => typeof part === 'string' || typeof part === 'number');
  return Object.assign(new Error(`SMTP did not take the message${parts.length ? ` (${parts.join(', ')})` : ''}`), typeof code === 'string' ? { code } : {});
}

