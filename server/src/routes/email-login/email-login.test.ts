import { afterAll, afterEach, describe, expect, setSystemTime, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { privateKeyToAccount } from 'viem/accounts';
import { emailCodes, embeddedWallets, profiles, sessions } from '../../../../db/schema/index.ts';
import { decryptKey } from '../../auth/embedded-wallet.ts';
import { createTestApp } from '../../../test/app.ts';
import { emailSignIn, jsonInit, requestCode } from '../../../test/sign-in.ts';

// Behind two proxies of ours (an edge, then a balancer that appends the edge's address), so each test can be its own client network and rate limits do not leak between tests.
const { app, deps, close } = await createTestApp({}, { TRUST_PROXY: '2' });
const { db } = deps.database;
afterAll(close);
afterEach(() => setSystemTime());

// Each call is another client network (its own /24): limits are kept per network.
let ipCounter = 0;
const freshIp = () => ({ 'x-forwarded-for': `198.18.${++ipCounter}.7, 10.0.0.1` });
const check = (email: unknown, headers: Record<string, string> = freshIp()) =>
  app.request('/api/profile/check', jsonInit('POST', { email, type: 'magic' }, undefined, headers));
const login = (email: string, code: string, headers: Record<string, string>) => app.request('/api/login', jsonInit('POST', { email, code }, undefined, headers));
const later = (ms: number) => setSystemTime(new Date(Date.now() + ms));
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('POST /api/profile/check', () => {
  test('mails a 6-digit code and stores only its HMAC', async () => {
    const res = await check('Code.Reader@Example.com');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ sent: true });
    const [mail] = await (await app.request('/api/dev/outbox?to=code.reader@example.com')).json();
    // (bun's toMatchObject writes asymmetric matchers into the object it checks, so plain checks here)
    expect(mail.to).toBe('code.reader@example.com');
    expect(mail.code).toMatch(/^\d{6}$/);
    expect(mail.text).toContain(mail.code);
    expect(new Date(mail.sentAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    const rows = await db.select().from(emailCodes).where(eq(emailCodes.email, 'code.reader@example.com'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.code_hash).not.toContain(mail.code);
    expect(rows[0]!.expires_at.getTime() - rows[0]!.created_at.getTime()).toBe(10 * 60 * 1000);
  });

  test('answers exactly the same for a registered and an unknown address', async () => {
    await db.insert(profiles).values({ wallet: '0x'.padEnd(42, 'e'), wallet_type: 'injected', email: 'known@example.com', username: 'Known', slug: 'known', onboarded: true });
    const answers = await Promise.all([check('known@example.com'), check('stranger@example.com')]);
    const shapes = await Promise.all(answers.map(async (r) => ({ status: r.status, type: r.headers.get('content-type'), body: await r.text() })));
    expect(shapes[0]).toEqual(shapes[1]!);
    for (const to of ['known@example.com', 'stranger@example.com']) {
      expect(await (await app.request(`/api/dev/outbox?to=${to}`)).json()).toHaveLength(1);
    }
  });

  test("a malformed address is 400 'Invalid email address' and sends nothing", async () => {
    for (const email of ['nope', '', 'ab@cd.io', 'two@@example.com', 'a b@example.com', 5, null, `${'x'.repeat(300)}@example.com`]) {
      const res = await check(email);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: 'Invalid email address' });
    }
    const missing = await app.request('/api/profile/check', jsonInit('POST', { type: 'magic' }));
    expect(await missing.json()).toEqual({ error: 'Invalid email address' });
    expect(await (await app.request('/api/dev/outbox?to=nope')).json()).toEqual([]);
  });

  test("at most 5 codes per address per network per 15 minutes; another network still gets one (a stranger cannot use up the owner's)", async () => {
    const stranger = freshIp();
    for (let i = 0; i < 5; i++) expect((await check('busy@example.com', stranger)).status).toBe(200);
    const res = await check('busy@example.com', stranger);
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual({ error: 'Too many requests, please wait a minute and try again' });
    expect((await check('calm@example.com', stranger)).status).toBe(200);
    expect((await check('busy@example.com', freshIp())).status).toBe(200);
    later(15 * 60 * 1000 + 1000);
    expect((await check('busy@example.com', stranger)).status).toBe(200);
  });

  test('at most 30 codes per address per hour from every network together', async () => {
    for (let i = 0; i < 30; i++) expect((await check('popular@example.com')).status).toBe(200);
    expect((await check('popular@example.com')).status).toBe(429);
    later(60 * 60 * 1000 + 1000);
    expect((await check('popular@example.com')).status).toBe(200);
  });

  test('at most 20 codes per client IP per 15 minutes', async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i++) expect((await check(`spray${i}@example.com`, ip)).status).toBe(200);
    const res = await check('spray20@example.com', ip);
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual({ error: 'Too many requests, please wait a minute and try again' });
    expect((await check('spray20@example.com', freshIp())).status).toBe(200);
  });
});

describe('POST /api/login', () => {
  test('the right code gives a session, an embedded wallet and profile id 0', async () => {
    const ip = freshIp();
    const code = await requestCode(app, 'first.timer@example.com', ip);
    const res = await login('First.Timer@example.com', code, ip);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ id: 0, email: 'first.timer@example.com' });
    expect(body.wallet).toMatch(/^0x[0-9a-f]{40}$/);
    const [session] = await db.select().from(sessions).where(eq(sessions.wallet, body.wallet));
    expect(session!.wallet_type).toBe('magic');
    expect((await app.request('/api/profile/update', jsonInit('POST', {}, body.token))).status).toBe(404);
  });

  test('the embedded key is encrypted at rest, never sent, and the wallet is the same at every login', async () => {
    const first = await emailSignIn(app, 'keeper@example.com', freshIp());
    const again = await emailSignIn(app, 'KEEPER@example.com', freshIp());
    expect(again.wallet).toBe(first.wallet);
    const rows = await db.select().from(embeddedWallets).where(eq(embeddedWallets.email, 'keeper@example.com'));
    expect(rows).toHaveLength(1);
    const key = decryptKey(deps.secret, first.wallet, rows[0]!.encrypted_key);
    expect(privateKeyToAccount(key).address.toLowerCase()).toBe(first.wallet);
    expect(rows[0]!.encrypted_key).not.toContain(key.slice(2));
    expect(JSON.stringify([first, again])).not.toContain(key.slice(2));
    expect(() => decryptKey('another-secret'.padEnd(40, 'y'), first.wallet, rows[0]!.encrypted_key)).toThrow();
    expect(() => decryptKey(deps.secret, '0x'.padEnd(42, '1'), rows[0]!.encrypted_key)).toThrow();
  });

  test('a code works once', async () => {
    const ip = freshIp();
    const code = await requestCode(app, 'once@example.com', ip);
    expect((await login('once@example.com', code, ip)).status).toBe(200);
    const res = await login('once@example.com', code, ip);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: 'Invalid or expired code' });
  });

  test('a code lives 10 minutes', async () => {
    const ip = freshIp();
    const code = await requestCode(app, 'slow@example.com', ip);
    later(10 * 60 * 1000 + 1000);
    expect((await login('slow@example.com', code, ip)).status).toBe(401);
    later(-2000 - 10 * 60 * 1000);
    expect((await login('slow@example.com', code, ip)).status).toBe(200);
  });

  test('a new code replaces the older one', async () => {
    const ip = freshIp();
    const older = await requestCode(app, 'twice@example.com', ip);
    let newer = await requestCode(app, 'twice@example.com', ip);
    while (newer === older) newer = await requestCode(app, 'twice@example.com', ip);
    expect((await login('twice@example.com', older, ip)).status).toBe(401);
    expect((await login('twice@example.com', newer, ip)).status).toBe(200);
  });

  test('5 wrong tries kill the code: after the wait, even the right one is 429', async () => {
    const ip = freshIp();
    const code = await requestCode(app, 'guessed@example.com', ip);
    for (let i = 0; i < 5; i++) {
      const res = await login('guessed@example.com', wrong(code), ip);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ error: 'Invalid or expired code' });
    }
    later(30_000);
    const res = await login('guessed@example.com', code, ip);
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual({ error: 'Too many wrong codes, please ask for a new one' });
    later(60_000);
    expect((await login('guessed@example.com', await requestCode(app, 'guessed@example.com', ip), ip)).status).toBe(200);
  });

  test('parallel guesses still get only 5 tries', async () => {
    const ip = freshIp();
    const code = await requestCode(app, 'swarm@example.com', ip);
    const guesses = Array.from({ length: 12 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
    const statuses = (await Promise.all(guesses.map((g) => login('swarm@example.com', g, ip)))).map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
    expect((await login('swarm@example.com', code, ip)).status).toBe(429);
  });

  test('bad bodies: a malformed address is 400, a malformed code 401', async () => {
    expect((await login('nope', '123456', freshIp())).status).toBe(400);
    const res = await login('nobody@example.com', 'abc', freshIp());
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: 'Invalid or expired code' });
    // No code is a Magic login, which this server (no Magic keys) does not offer.
    const codeless = await app.request('/api/login', jsonInit('POST', { email: 'nobody@example.com' }));
    expect({ status: codeless.status, body: await codeless.json() }).toEqual({ status: 404, body: { error: 'Magic sign-in is not configured' } });
  });
});
