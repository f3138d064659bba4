import { afterAll, describe, expect, test } from 'bun:test';
import { createTestApp, testEnv } from '../../test/app.ts';
import { jsonInit } from '../../test/sign-in.ts';
import { createLogger } from '../log.ts';
import { createMailer, maskAddress } from './mailer.ts';

// A minimal real SMTP server (RFC 5321 happy path) so nodemailer is exercised end to end.
const received: string[] = [];
const smtp = Bun.listen<{ buffer: string; inData: boolean }>({
  hostname: '127.0.0.1',
  port: 0,
  socket: {
    open(socket) {
      socket.data = { buffer: '', inData: false };
      socket.write('220 test-smtp ESMTP\r\n');
    },
    data(socket, chunk) {
      socket.data.buffer += chunk.toString();
      for (;;) {
        if (socket.data.inData) {
          const end = socket.data.buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          received.push(socket.data.buffer.slice(0, end));
          socket.data.buffer = socket.data.buffer.slice(end + 5);
          socket.data.inData = false;
          socket.write('250 queued\r\n');
          continue;
        }
        const eol = socket.data.buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = socket.data.buffer.slice(0, eol).toUpperCase();
        socket.data.buffer = socket.data.buffer.slice(eol + 2);
        if (line.startsWith('EHLO')) socket.write('250-test-smtp\r\n250 8BITMIME\r\n');
        // As Postfix answers an unknown mailbox: the reply repeats the address.
        else if (line.startsWith('RCPT TO') && line.includes('NOBODY')) socket.write(`550 5.1.1 ${line.slice(8)}: Recipient address rejected: User unknown\r\n`);
        else if (line.startsWith('DATA')) {
          socket.data.inData = true;
          socket.write('354 go ahead\r\n');
        } else if (line.startsWith('QUIT')) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    },
  },
});

const logged: string[] = [];
const log = createLogger('info', (line) => void logged.push(line));
const { app, close } = await createTestApp({ log }, { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'Town <town@example.com>' });
afterAll(async () => {
  await close();
  smtp.stop(true);
});

describe('mail over SMTP (SMTP_URL set)', () => {
  test('the sign-in code is delivered by SMTP and works; nothing goes to a dev outbox', async () => {
    const res = await app.request('/api/profile/check', jsonInit('POST', { email: 'smtp.user@example.com', type: 'magic' }));
    expect(res.status).toBe(200);
    expect(received).toHaveLength(1);
    const mail = received[0]!;
    expect(mail).toContain('To: smtp.user@example.com');
    expect(mail).toContain('From: Town <town@example.com>');
    expect(mail).toContain('Subject: Your Sapphire Town sign-in code');
    const code = /sign-in code is (\d{6})/.exec(mail)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect((await app.request('/api/dev/outbox')).status).toBe(404);
    const login = await app.request('/api/login', jsonInit('POST', { email: 'smtp.user@example.com', code }));
    expect(login.status).toBe(200);
  });

  test('an address a mailer would read as another (a name, a comment, a list) is refused and nothing is sent', async () => {
    const before = received.length;
    for (const email of ['Mallory<smtp.user@example.com>', 'smtp.user@example.com(x)', 'a@example.com,smtp.user@example.com']) {
      const res = await app.request('/api/profile/check', jsonInit('POST', { email, type: 'magic' }));
      expect({ email, status: res.status, body: await res.json() }).toEqual({ email, status: 400, body: { error: 'Invalid email address' } });
    }
    expect(received.length).toBe(before);
  });
});

describe('what the log keeps of a mail', () => {
  test("a mailbox the mail server refuses: the generic error, and the log has the reply's code but not the address", async () => {
    logged.length = 0;
    const res = await app.request('/api/profile/check', jsonInit('POST', { email: 'nobody.private@example.org', type: 'magic' }));
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ error: 'An error occurred, please refresh and try again' });
    const failure = logged.find((line) => line.includes('SMTP did not take the message'));
    expect(failure).toContain('EENVELOPE, 550, RCPT TO');
    expect(logged.join('\n').toLowerCase()).not.toContain('nobody.private');
  });

  test('in production without SMTP_URL, the warning masks the address', async () => {
    const lines: string[] = [];
    const env = { ...testEnv(), NODE_ENV: 'production' as const, SMTP_URL: undefined };
    await createMailer(env, createLogger('info', (line) => void lines.push(line))).send({ to: 'alice.private@example.org', subject: 'Code', text: 'secret 123456', code: '123456' });
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 'warn', msg: 'mail not sent: SMTP_URL is not set', to: 'a***@example.org' });
    expect(lines[0]).not.toContain('alice.private');
    expect(lines[0]).not.toContain('123456');
  });

  test('maskAddress keeps the first letter and the domain', () => {
    expect(maskAddress('carol@example.org')).toBe('c***@example.org');
    expect(maskAddress('@example.org')).toBe('***');
    expect(maskAddress('no-at-sign')).toBe('***');
  });
});

