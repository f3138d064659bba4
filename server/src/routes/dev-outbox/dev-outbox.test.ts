import { afterAll, describe, expect, test } from 'bun:test';
import { createLogger } from '../../log.ts';
import { createTestApp } from '../../../test/app.ts';
import { jsonInit } from '../../../test/sign-in.ts';

const dev = await createTestApp();
const prodLog: string[] = [];
const prod = await createTestApp({ database: dev.deps.database, log: createLogger('info', (l) => void prodLog.push(l)) }, { NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(40), PUBLIC_URL: 'https://town.example' });
afterAll(dev.close);

const check = (app: typeof dev.app, email: string) => app.request('/api/profile/check', jsonInit('POST', { email }));

describe('GET /api/dev/outbox', () => {
  test('lists mails newest first, filtered by recipient (case-insensitive)', async () => {
    for (const email of ['reader.one@example.com', 'reader.two@example.com', 'Reader.One@example.com']) {
      expect((await check(dev.app, email)).status).toBe(200);
    }
    const mine = await (await dev.app.request('/api/dev/outbox?to=READER.ONE@example.com')).json();
    expect(mine).toHaveLength(2);
    expect(mine.map((m: { to: string }) => m.to)).toEqual(['reader.one@example.com', 'reader.one@example.com']);
    expect(mine[0].sentAt >= mine[1].sentAt).toBe(true);
    expect(Object.keys(mine[0]).sort()).toEqual(['code', 'sentAt', 'subject', 'text', 'to']);
    expect(await (await dev.app.request('/api/dev/outbox')).json()).toHaveLength(3);
  });

  test('does not exist in production: 404, and no code is kept or logged', async () => {
    expect((await check(prod.app, 'prod.user@example.com')).status).toBe(200);
    const res = await prod.app.request('/api/dev/outbox?to=prod.user@example.com');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'Not found' });
    // The address itself is not logged in production either, only its first letter and domain.
    expect(prodLog.filter((l) => l.includes('prod.user@example.com'))).toEqual([]);
    const mailLines = prodLog.filter((l) => l.includes('mail not sent'));
    expect(mailLines).toHaveLength(1);
    expect(JSON.parse(mailLines[0]!)).toMatchObject({ level: 'warn', msg: 'mail not sent: SMTP_URL is not set', to: 'p***@example.com' });
    // The request id is a random UUID, which may hold six digits in a row by chance; the rest may not.
    const { requestId: _requestId, ...rest } = JSON.parse(mailLines[0]!) as Record<string, unknown>;
    expect(JSON.stringify(rest)).not.toMatch(/"code"|\d{6}/);
  });

  test('does not exist when real mail is configured', async () => {
    const smtp = await createTestApp({ database: dev.deps.database }, { SMTP_URL: 'smtp://127.0.0.1:1' });
    expect((await smtp.app.request('/api/dev/outbox')).status).toBe(404);
  });
});

// How the server sees a caller from elsewhere (a documentation address: no traffic leaves this machine).
const REMOTE = { address: '203.0.113.7', family: 'IPv4', port: 40_000 };
const proxied = await createTestApp({ database: dev.deps.database }, { TRUST_PROXY: 'true' });

describe('GET /api/dev/outbox from another machine', () => {
  const servers = [
    Bun.serve({ port: 0, hostname: '127.0.0.1', fetch: dev.app.fetch }),
    Bun.serve({ port: 0, hostname: '127.0.0.1', fetch: (req) => dev.app.fetch(req, { requestIP: () => REMOTE }) }),
    Bun.serve({ port: 0, hostname: '127.0.0.1', fetch: proxied.app.fetch }),
  ];
  afterAll(async () => {
    for (const server of servers) await server.stop(true);
  });
  const outbox = (server: Bun.Server<unknown>, headers: Record<string, string> = {}) =>
    fetch(`http://127.0.0.1:${server.port}/api/dev/outbox?to=far.away@example.com`, { headers });

  test('is 404 to a caller on another machine, and lists the mails to one on this machine', async () => {
    const [local, remote] = servers;
    expect((await check(dev.app, 'far.away@example.com')).status).toBe(200);
    const refused = await outbox(remote!);
    expect(refused.status).toBe(404);
    expect(await refused.json()).toEqual({ error: 'Not found' });
    const listed = await outbox(local!);
    expect(listed.status).toBe(200);
    expect(await listed.json()).toHaveLength(1);
  });

  test("without TRUST_PROXY, a loopback request with a proxy's forwarding header is someone else's passed on: 404", async () => {
    const [local] = servers;
    const proxied: Record<string, string>[] = [{ 'x-forwarded-for': '203.0.113.9' }, { 'x-forwarded-for': '127.0.0.1' }, { forwarded: 'for=203.0.113.9' }, { 'x-real-ip': '203.0.113.9' }];
    for (const headers of proxied) {
      expect({ headers, status: (await outbox(local!, headers)).status }).toEqual({ headers, status: 404 });
    }
  });

  test('behind our own proxy, only a client the proxy saw on this machine gets it', async () => {
    const behindProxy = servers[2]!;
    // The proxy appends the address that reached it: a far client who wrote 127.0.0.1 first is still far.
    expect((await outbox(behindProxy, { 'x-forwarded-for': '127.0.0.1, 203.0.113.9' })).status).toBe(404);
    expect((await outbox(behindProxy, { 'x-forwarded-for': '203.0.113.9' })).status).toBe(404);
    // Through the proxy with no client named, nothing shows the caller is local.
    expect((await outbox(behindProxy)).status).toBe(404);
    expect((await outbox(behindProxy, { 'x-forwarded-for': '127.0.0.1' })).status).toBe(200);
    expect((await outbox(behindProxy, { 'x-forwarded-for': '203.0.113.9, 127.0.0.1' })).status).toBe(200);
  });
});
