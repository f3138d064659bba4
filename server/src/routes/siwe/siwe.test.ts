import { afterAll, afterEach, describe, expect, setSystemTime, test } from 'bun:test';
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { createSiweMessage, parseSiweMessage } from 'viem/siwe';
import { nonces, profiles, sessions } from '../../../../db/schema/index.ts';
import { createTestApp } from '../../../test/app.ts';
import { getNonce, jsonInit, newAccount, walletSignIn } from '../../../test/sign-in.ts';

const { app, deps, close } = await createTestApp();
const { db } = deps.database;
afterAll(close);
afterEach(() => setSystemTime());

const verify = (address: string, signature: string, type?: string) =>
  app.request('/api/profile/verify', jsonInit('POST', { address, signature, ...(type ? { type } : {}) }));
const invalid = async (res: Response) => {
  expect(res.status).toBe(401);
  expect(await res.json()).toEqual({ error: 'Invalid signature' });
};

describe('GET /api/profile/nonce', () => {
  test('answers an EIP-4361 message for this site, chain 1, the welcome line and a 10-minute life', async () => {
    const account = newAccount();
    const before = Date.now();
    const { message, nonce, expiresAt } = await getNonce(app, account.address.toLowerCase());
    const parsed = parseSiweMessage(message);
    expect(parsed).toMatchObject({ domain: 'localhost:3000', uri: 'http://localhost:3000', chainId: 1, version: '1', nonce, address: account.address });
    expect(parsed.statement).toBe(`Welcome to Sapphire Town! Address: ${account.address.toLowerCase()}`);
    expect(nonce).toMatch(/^[A-Za-z0-9]{22}$/);
    expect(parsed.expirationTime!.getTime() - parsed.issuedAt!.getTime()).toBe(10 * 60 * 1000);
    expect(new Date(expiresAt).getTime()).toBe(parsed.expirationTime!.getTime());
    expect(parsed.issuedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const [row] = await db.select().from(nonces).where(eq(nonces.nonce, nonce));
    expect(row).toMatchObject({ address: account.address.toLowerCase(), message, used_at: null });
  });

  test('every nonce is new', async () => {
    const address = newAccount().address;
    const seen = new Set<string>();
    for (let i = 0; i < 5; i++) seen.add((await getNonce(app, address)).nonce);
    expect(seen.size).toBe(5);
  });

  test('a bad address is 400 { error }', async () => {
    for (const q of ['', '?address=0x123', '?address=nope']) {
      const res = await app.request(`/api/profile/nonce${q}`);
      expect(res.status).toBe(400);
      expect(typeof (await res.json()).error).toBe('string');
    }
  });
});

describe('POST /api/profile/verify', () => {
  test('a real signature gives a session token (stored hashed) and profile id 0 for a new wallet', async () => {
    const account = newAccount();
    const { message } = await getNonce(app, account.address);
    const res = await verify(account.address, await account.signMessage({ message }), 'metamask');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.profile).toEqual({ id: 0, wallet: account.address.toLowerCase() });
    expect(Buffer.from(body.token, 'base64url')).toHaveLength(32);
    const rows = await db.select().from(sessions).where(eq(sessions.wallet, account.address.toLowerCase()));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toBe(createHash('sha256').update(body.token).digest('hex'));
    expect(rows[0]!.wallet_type).toBe('metamask');
    const days = (rows[0]!.expires_at.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
  });

  test("a wallet cannot claim an e-mail ('magic') session; unknown types fall back to injected", async () => {
    for (const type of ['magic', 'root']) {
      const account = newAccount();
      const { message } = await getNonce(app, account.address);
      expect((await verify(account.address, await account.signMessage({ message }), type)).status).toBe(200);
      const [row] = await db.select().from(sessions).where(eq(sessions.wallet, account.address.toLowerCase()));
      expect(row!.wallet_type).toBe('injected');
    }
  });

  test('a registered wallet gets its full profile', async () => {
    const account = newAccount();
    const wallet = account.address.toLowerCase();
    await db.insert(profiles).values({ wallet, wallet_type: 'injected', email: 'known@example.com', username: 'Known1', slug: 'known1', onboarded: true });
    const { profile } = await walletSignIn(app, account);
    expect(profile).toMatchObject({ wallet, email: 'known@example.com', username: 'Known1', onboarded: true, data: [] });
  });

  test('a nonce works once', async () => {
    const account = newAccount();
    const { message } = await getNonce(app, account.address);
    const signature = await account.signMessage({ message });
    expect((await verify(account.address, signature)).status).toBe(200);
    await invalid(await verify(account.address, signature));
  });

  test('a message expires after 10 minutes', async () => {
    const account = newAccount();
    const { message } = await getNonce(app, account.address);
    const signature = await account.signMessage({ message });
    setSystemTime(new Date(Date.now() + 10 * 60 * 1000 + 1000));
    await invalid(await verify(account.address, signature));
    setSystemTime(new Date(Date.now() - 2000 - 10 * 60 * 1000));
    expect((await verify(account.address, signature)).status).toBe(200);
  });

  test('a signed message for another domain is refused, and does not burn the real one', async () => {
    const account = newAccount();
    const { message, nonce } = await getNonce(app, account.address);
    const forged = createSiweMessage({ ...parseSiweMessage(message), domain: 'evil.example', uri: 'https://evil.example' } as Parameters<typeof createSiweMessage>[0]);
    expect(forged).toContain('evil.example wants you to sign in');
    await invalid(await verify(account.address, await account.signMessage({ message: forged })));
    expect(forged).toContain(nonce);
    expect((await verify(account.address, await account.signMessage({ message }))).status).toBe(200);
  });

  test('a signature by another key, or for another address, is refused', async () => {
    const owner = newAccount();
    const thief = newAccount();
    const { message } = await getNonce(app, owner.address);
    await invalid(await verify(owner.address, await thief.signMessage({ message })));
    // The owner's own signature presented as someone else's sign-in.
    const ownerSignature = await owner.signMessage({ message });
    await getNonce(app, thief.address);
    await invalid(await verify(thief.address, ownerSignature));
    // Garbage and an edited message fail the same way.
    await invalid(await verify(owner.address, '0x1234'));
    await invalid(await verify(owner.address, await owner.signMessage({ message: message.replace('Chain ID: 1', 'Chain ID: 137') })));
    expect((await verify(owner.address, ownerSignature)).status).toBe(200);
  });

  test('20 parallel verifies of one signed message make exactly one session', async () => {
    const account = newAccount();
    const { message } = await getNonce(app, account.address);
    const signature = await account.signMessage({ message });
    const answers = await Promise.all(Array.from({ length: 20 }, () => verify(account.address, signature)));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 401)).toHaveLength(19);
    expect(await db.select().from(sessions).where(eq(sessions.wallet, account.address.toLowerCase()))).toHaveLength(1);
  });

  test('bad bodies are 400 { error }, never 500', async () => {
    for (const body of [{}, { address: '0x12', signature: '0x00' }, { address: newAccount().address, signature: 'zz' }]) {
      const res = await app.request('/api/profile/verify', jsonInit('POST', body));
      expect(res.status).toBe(400);
      expect(typeof (await res.json()).error).toBe('string');
    }
  });
});
