import { afterAll, afterEach, describe, expect, setSystemTime, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { sessions, usedDidTokens } from '../../../../db/schema/index.ts';
import { translateError } from '../../../../domain/messages.ts';
import { createTestApp } from '../../../test/app.ts';
import { jsonInit, newAccount, registration, requestCode } from '../../../test/sign-in.ts';
import { didParts, didToken, MAGIC_TEST_ENV } from '../../../test/magic.ts';

// Every outgoing request of this file is recorded: Magic's API must never be asked (loopback only).
const realFetch = globalThis.fetch;
const outgoing: string[] = [];
globalThis.fetch = Object.assign((input: string | URL | Request, init?: RequestInit) => {
  outgoing.push(String(input instanceof Request ? input.url : input));
  return realFetch(input, init);
}, realFetch);

const { app, deps, close } = await createTestApp({}, MAGIC_TEST_ENV);
const plain = await createTestApp();
const { db } = deps.database;
afterAll(async () => {
  globalThis.fetch = realFetch;
  await Promise.all([close(), plain.close()]);
});
afterEach(() => {
  setSystemTime();
  expect(outgoing).toEqual([]);
});

const login = (email: string, token?: string, target = app) => target.request('/api/login', jsonInit('POST', { email }, token));
const magicToken = (address: unknown, token?: string, target = app) => target.request('/api/profile/magic-token', jsonInit('POST', { address }, token));
const refused = async (res: Response, error: string) => {
  expect({ status: res.status, body: await res.json() }).toEqual({ status: 401, body: { error } });
};

describe('POST /api/login with a Magic DID token', () => {
  test("a valid token signs in: profile id 0, the Magic wallet, a 'magic' session that works", async () => {
    const owner = newAccount();
    const wallet = owner.address.toLowerCase();
    const res = await login('Magic.User@Example.com', await didToken(owner));
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toEqual({ id: 0, email: 'magic.user@example.com', wallet, token: expect.any(String) });
    const [session] = await db.select().from(sessions).where(eq(sessions.wallet, wallet));
    expect(session!.wallet_type).toBe('magic');
    expect((await app.request('/api/profile/logout', jsonInit('POST', undefined, body.token))).status).toBe(200);
  });

  test('each token works once, however it is re-encoded, and parallel replays get one session', async () => {
    const owner = newAccount();
    const token = await didToken(owner);
    expect((await login('once@example.com', token)).status).toBe(200);
    await refused(await login('once@example.com', token), 'Invalid signature');
    // The same proof and claim, re-wrapped: other JSON spacing, base64url without padding.
    const [proof, claim] = didParts(token);
    const respaced = Buffer.from(JSON.stringify([proof, claim], null, 1)).toString('base64');
    await refused(await login('once@example.com', respaced), 'Invalid signature');
    await refused(await login('once@example.com', token.replace(/=+$/, '')), 'Invalid signature');

    const fresh = await didToken(owner);
    const answers = await Promise.all(Array.from({ length: 10 }, () => login('once@example.com', fresh)));
    expect(answers.map((r) => r.status).sort()).toEqual([200, ...Array(9).fill(401)]);
    expect(await db.select().from(sessions).where(eq(sessions.wallet, owner.address.toLowerCase()))).toHaveLength(2);
  });

  test('only a hash of the signed claim is kept, until the token has expired; old rows are swept', async () => {
    const token = await didToken(newAccount());
    const [, claim] = didParts(token);
    await db.insert(usedDidTokens).values({ claim_hash: 'stale', expires_at: new Date(Date.now() - 2 * 60 * 60 * 1000) });
    expect((await login('kept@example.com', token)).status).toBe(200);
    const rows = await db.select().from(usedDidTokens);
    expect(rows.map((r) => r.claim_hash)).not.toContain('stale');
    const row = rows.find((r) => r.expires_at.getTime() === ((JSON.parse(claim).ext as number) + 1) * 1000);
    expect(row?.claim_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(claim.slice(0, 20));
  });

  test("an expired token is 'ERROR_DIDT_EXPIRED', which the web shows as a session to reload", async () => {
    const owner = newAccount();
    const token = await didToken(owner);
    setSystemTime(new Date(Date.now() + 16 * 60 * 1000));
    const res = await login('late@example.com', token);
    expect(res.status).toBe(401);
    const { error } = await res.json();
    expect(error).toBe('ERROR_DIDT_EXPIRED');
    expect(translateError(error)).toBe('Session expired, please reload and try again.');
  });

  test("a token signed by another key than its issuer is 'Invalid signature'", async () => {
    const victim = newAccount();
    await refused(await login('victim@example.com', await didToken(victim, {}, newAccount())), 'Invalid signature');
    expect(await db.select().from(sessions).where(eq(sessions.wallet, victim.address.toLowerCase()))).toEqual([]);
  });

  test("a token made for another Magic app (wrong audience) is 'Invalid signature'", async () => {
    await refused(await login('elsewhere@example.com', await didToken(newAccount(), { aud: 'another-client-id=' })), 'Invalid signature');
  });

  test("no token, or not a Bearer one, is 'Token not present'; garbage is 'Invalid signature'", async () => {
    await refused(await login('nobody@example.com'), 'Token not present');
    const basic = await app.request('/api/login', jsonInit('POST', { email: 'nobody@example.com' }, undefined, { authorization: 'Basic abc' }));
    await refused(basic, 'Token not present');
    await refused(await login('nobody@example.com', 'bm90IGEgdG9rZW4'), 'Invalid signature');
  });

  test('a registered Magic wallet gets its profile; registering after a Magic login works', async () => {
    const owner = newAccount();
    const wallet = owner.address.toLowerCase();
    const first = await (await login('new.magic@example.com', await didToken(owner))).json();
    const form = registration(wallet, { email: 'new.magic@example.com' });
    const created = await app.request('/api/profile/register', jsonInit('POST', form, first.token));
    expect(created.status).toBe(201);
    const again = await (await login('new.magic@example.com', await didToken(owner))).json();
    expect(again).toMatchObject({ wallet, wallet_type: 'magic', email: 'new.magic@example.com', username: form.name });
    expect(again.id).toBeGreaterThan(0);
  });

  test('a body with a code is still a code login', async () => {
    const code = await requestCode(app, 'coder@example.com');
    const res = await app.request('/api/login', jsonInit('POST', { email: 'coder@example.com', code }));
    expect(res.status).toBe(200);
    expect((await res.json()).wallet).toMatch(/^0x[0-9a-f]{40}$/);
  });
});

describe('POST /api/profile/magic-token', () => {
  test('the token of that address gives { token }, a working session, once', async () => {
    const owner = newAccount();
    const token = await didToken(owner);
    const res = await magicToken(owner.address, token);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(Object.keys(body)).toEqual(['token']);
    const [session] = await db.select().from(sessions).where(eq(sessions.wallet, owner.address.toLowerCase()));
    expect(session!.wallet_type).toBe('magic');
    expect((await app.request('/api/profile/logout', jsonInit('POST', undefined, body.token))).status).toBe(200);
    await refused(await magicToken(owner.address, token), 'Invalid signature');
  });

  test("another address, or none, is 'Magic Address not found' and does not spend the token", async () => {
    const owner = newAccount();
    const token = await didToken(owner);
    await refused(await magicToken(newAccount().address, token), 'Magic Address not found');
    await refused(await magicToken(undefined, token), 'Magic Address not found');
    await refused(await magicToken(owner.address), 'Token not present');
    expect((await magicToken(owner.address.toLowerCase(), token)).status).toBe(200);
  });
});

describe('without Magic keys', () => {
  test("both routes are 404 'Magic sign-in is not configured'; codes still work", async () => {
    const owner = newAccount();
    for (const res of [await login('plain@example.com', await didToken(owner), plain.app), await magicToken(owner.address, await didToken(owner), plain.app)]) {
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: 'Magic sign-in is not configured' });
    }
    const code = await requestCode(plain.app, 'plain@example.com');
    expect((await plain.app.request('/api/login', jsonInit('POST', { email: 'plain@example.com', code }))).status).toBe(200);
  });

  test('the browser is given a publishable key only when Magic is configured', async () => {
    expect((await (await plain.app.request('/api/config')).json()).magicPublishableKey).toBeNull();
    const config = await (await app.request('/api/config')).json();
    expect(config.magicPublishableKey).toBe(MAGIC_TEST_ENV.MAGIC_PUBLISHABLE_KEY);
    expect(JSON.stringify(config)).not.toContain(MAGIC_TEST_ENV.MAGIC_SECRET_KEY);
  });
});
