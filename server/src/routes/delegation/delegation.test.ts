import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import type { Hex } from 'viem';
import type { PrivateKeyAccount } from 'viem/accounts';
import { openTestDatabase } from '../../../../db/test/test-database.ts';
import { MESSAGES } from '../../../../domain/messages.ts';
import { inArray } from 'drizzle-orm';
import { usedDelegationSignatures } from '../../../../db/schema/index.ts';
import { linkHash } from '../../delegation/change.ts';
import { sweep } from '../../sweep/sweep.ts';
import { LIMITS } from '../../auth/limits.ts';
import { hit } from '../../auth/rate-limit.ts';
import { delegationServices } from '../../delegation/services.ts';
import { createTestApp, testEnv } from '../../../test/app.ts';
import { bodyOf, client } from '../../../test/client.ts';
import { walletSignIn } from '../../../test/sign-in.ts';
import { startChain, type TestChain } from '../../../test/evm/chain.ts';

// A real chain (Ganache) with the ENS contracts, the delegate.xyz registry and a smart wallet; real signatures.
let chain: TestChain;
let t: Awaited<ReturnType<typeof createTestApp>>;
const now = () => Math.floor(Date.now() / 1000);
const METRICS_TOKEN = 'delegation-metrics-token-0123456789';

beforeAll(async () => {
  chain = await startChain();
  const chainEnv = {
    METRICS_TOKEN,
    ETH_RPC_URLS: chain.url,
    DELEGATE_REGISTRY_ADDRESS: chain.contracts.delegateRegistry,
    ENS_UNIVERSAL_RESOLVER_ADDRESS: chain.contracts.universalResolver,
  };
  const env = testEnv(chainEnv);
  const database = await openTestDatabase(env.DATABASE_URL);
  // On-chain delegations are read afresh each time here (30 s in a server), so a revocation shows at once.
  t = await createTestApp({ database, delegation: delegationServices(database.db, env, { onchainTtlMs: 0 }) }, chainEnv);
}, 30_000);
afterAll(async () => {
  await t?.close();
  await chain?.stop();
});

const signIn = (i: number) => walletSignIn(t.app, chain.account(i));
async function signed(by: PrivateKeyAccount, vault: string, delegate: string, time = now()) {
  const signedMessage = await by.signMessage({ message: { raw: linkHash(vault.toLowerCase(), delegate.toLowerCase(), BigInt(time)) } });
  return {
    variables: [
      { type: 'address' as const, data: vault },
      { type: 'address' as const, data: delegate },
      { type: 'uint256' as const, data: String(time) },
    ],
    signedMessage,
  };
}
const post = (token: string, action: 'create' | 'revoke', json: Awaited<ReturnType<typeof signed>>) =>
  client(t.app, token).api.profile.delegate.$post({ query: { action }, json });
const links = async (token: string) => bodyOf(await client(t.app, token).api.profile.delegate.$get(), 200);

test('GET /api/time is our clock in seconds', async () => {
  const { unixtime } = await bodyOf(await client(t.app).api.time.$get(), 200);
  expect(Math.abs(unixtime - now())).toBeLessThanOrEqual(1);
});

describe('a signed link', () => {
  test('the vault signs it, both ends see it, a replay is refused, either end removes it', async () => {
    const vault = await signIn(1);
    const delegate = await signIn(2);
    const body = await signed(vault.account, vault.account.address, delegate.account.address);
    const created = await bodyOf(await post(vault.token, 'create', body), 200);
    expect(created.links).toEqual([{ type: 'delegate', associated_address: delegate.wallet, associated_username: null, source: 'signed' }]);
    expect(await links(delegate.token)).toEqual([{ type: 'vault', associated_address: vault.wallet, associated_username: null, source: 'signed' }]);

    // The same signed request again, from either end: used once.
    for (const token of [vault.token, delegate.token]) {
      const replay = await post(token, 'create', body);
      expect(replay.status).toBe(409);
      expect(await replay.json()).toEqual({ error: MESSAGES.linkSignatureUsed });
    }

    // The delegate ends it with its own signature.
    const revoke = await signed(delegate.account, vault.account.address, delegate.account.address);
    expect((await bodyOf(await post(delegate.token, 'revoke', revoke), 200)).links).toEqual([]);
    expect(await links(vault.token)).toEqual([]);
    const again = await post(delegate.token, 'revoke', await signed(delegate.account, vault.account.address, delegate.account.address, now() - 30));
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ error: MESSAGES.linkNotFound });
  }, 15_000);

  test('every refusal answers in words and changes nothing', async () => {
    const vault = await signIn(1);
    const delegate = await signIn(2);
    const stranger = await signIn(3);
    const v = vault.account.address;
    const d = delegate.account.address;
    // Ten seconds back: the first test signed this pair at `now`, and the same signed change is used once.
    const ok = await signed(vault.account, v, d, now() - 10);
    const cases: [string, string, Promise<Awaited<ReturnType<typeof signed>>>, number, string][] = [
      ['no delegate', vault.token, signed(vault.account, v, d).then((b) => ({ ...b, variables: [b.variables[0]!, { type: 'address' as const, data: '' }, b.variables[2]!] })), 400, MESSAGES.delegateRequired],
      ['same address', vault.token, signed(vault.account, v, v), 400, MESSAGES.delegateSame],
      ['same address, other case', vault.token, signed(vault.account, v, v.toLowerCase()), 400, MESSAGES.delegateSame],
      ['not an address', vault.token, Promise.resolve({ ...ok, variables: [ok.variables[0]!, { type: 'address' as const, data: 'bob.eth' }, ok.variables[2]!] }), 400, MESSAGES.invalidAddress],
      ['signed 6 minutes ago', vault.token, signed(vault.account, v, d, now() - 360), 400, MESSAGES.linkSignatureExpired],
      ['signed 6 minutes ahead', vault.token, signed(vault.account, v, d, now() + 360), 400, MESSAGES.linkSignatureExpired],
      ['signed by the delegate, not the vault', delegate.token, signed(delegate.account, v, d), 400, MESSAGES.invalidSignature],
      ['a signature of other variables', vault.token, signed(vault.account, v, d, now() - 5).then((b) => ({ ...b, variables: ok.variables })), 400, MESSAGES.invalidSignature],
      ['sent by a third wallet', stranger.token, Promise.resolve(ok), 403, MESSAGES.linkNotYours],
    ];
    for (const [name, token, body, status, error] of cases) {
      const res = await post(token, 'create', await body);
      expect({ name, status: res.status as number, body: await res.json() }).toEqual({ name, status, body: { error } });
    }
    const malformed = await client(t.app, vault.token).api.profile.delegate.$post({ query: { action: 'create' }, json: { ...ok, signedMessage: 'not hex' } });
    expect(malformed.status).toBe(400);
    const badAction = await t.app.request('/api/profile/delegate?action=steal', { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${vault.token}` }, body: JSON.stringify(ok) });
    expect(badAction.status).toBe(400);
    const anonymous = await client(t.app).api.profile.delegate.$post({ query: { action: 'create' }, json: ok });
    expect(anonymous.status).toBe(401);
    // A removal signed by the vault cannot be sent by a stranger either.
    const strangerRevoke = await post(stranger.token, 'revoke', await signed(stranger.account, v, d));
    expect(strangerRevoke.status).toBe(403);
    for (const token of [vault.token, delegate.token, stranger.token]) expect(await links(token)).toEqual([]);
    // The valid request still works after all that (nothing was spent by the refusals).
    expect((await post(vault.token, 'create', ok)).status).toBe(200);
    expect((await post(vault.token, 'revoke', await signed(vault.account, v, d, now() - 2))).status).toBe(200);
  }, 15_000);

  test('a smart-contract vault signs through EIP-1271 on the chain; the delegate may send it', async () => {
    const wallet = (await chain.deploySmartWallet(4)) as Hex;
    const delegate = await signIn(5);
    const body = await signed(chain.account(4), wallet, delegate.account.address);
    const created = await bodyOf(await post(delegate.token, 'create', body), 200);
    expect(created.links).toEqual([{ type: 'vault', associated_address: wallet.toLowerCase(), associated_username: null, source: 'signed' }]);
    // Another key's signature is not the wallet's.
    const forged = await post(delegate.token, 'create', await signed(chain.account(6), wallet, delegate.account.address, now() - 3));
    expect(forged.status).toBe(400);
    expect(await forged.json()).toEqual({ error: MESSAGES.invalidSignature });
    expect((await post(delegate.token, 'revoke', await signed(delegate.account, wallet, delegate.account.address))).status).toBe(200);
  }, 15_000);
});

describe('on the chain', () => {
  test('a delegate.xyz delegateAll counts as a link until the vault revokes it on chain', async () => {
    const delegate = await signIn(7);
    const vaultAddress = chain.accounts[6]!.address.toLowerCase();
    expect(await links(delegate.token)).toEqual([]);
    await chain.delegateAll(6, chain.accounts[7]!.address, true);
    expect(await links(delegate.token)).toEqual([{ type: 'vault', associated_address: vaultAddress, associated_username: null, source: 'onchain' }]);
    const vault = await signIn(6);
    expect(await links(vault.token)).toEqual([{ type: 'delegate', associated_address: delegate.wallet, associated_username: null, source: 'onchain' }]);
    await chain.delegateAll(6, chain.accounts[7]!.address, false);
    expect(await links(delegate.token)).toEqual([]);
  }, 15_000);

  test('GET /ens/{name}: an address, or null with the spec words', async () => {
    await chain.setEnsAddress('vault.eth', chain.accounts[1]!.address);
    await chain.setEnsAddress('empty.eth', null);
    const found = await t.app.request('/ens/Vault.eth');
    expect(found.status).toBe(200);
    expect(await found.json()).toEqual({ address: chain.accounts[1]!.address, message: 'ok' });
    for (const name of ['nobody.eth', 'empty.eth', 'not-a-name', 'a..eth']) {
      const res = await t.app.request(`/ens/${name}`);
      expect({ name, status: res.status, body: await res.json() }).toEqual({ name, status: 404, body: { address: null, message: MESSAGES.ensNotFound } });
    }
  }, 20_000);

  test('GET /ens/{name}: names read from the chain are limited per address; cached ones are always answered', async () => {
    // The requests here all come from 'unknown' (no socket behind app.request): use up its share.
    for (let i = 0; i < LIMITS.ensChainReadsPerIp.max; i++) await hit(t.deps.database.db, 'ens:ip:unknown', LIMITS.ensChainReadsPerIp);
    const limited = await t.app.request('/ens/another.eth');
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ address: null, message: MESSAGES.tooManyRequests });
    expect((await t.app.request('/ens/vault.eth')).status).toBe(200);
  }, 15_000);
});

test('without ETH_RPC_URLS: ENS answers 503 and only signed links exist', async () => {
  const plain = await createTestApp();
  try {
    const res = await plain.app.request('/ens/vault.eth');
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ address: null, message: MESSAGES.ensNotFound });
  } finally {
    await plain.close();
  }
}, 15_000);

test('link changes are limited per wallet', async () => {
  const sender = await signIn(3);
  for (let i = 0; i < LIMITS.linkChangesPerWallet.max; i++) await hit(t.deps.database.db, `delegate:wallet:${sender.wallet}`, LIMITS.linkChangesPerWallet);
  const res = await post(sender.token, 'create', await signed(sender.account, sender.account.address, chain.accounts[4]!.address));
  expect(res.status as number).toBe(429);
  expect(await res.json()).toEqual({ error: MESSAGES.tooManyRequests });
}, 15_000);

test('/metrics counts link changes, refusals and ENS look-ups', async () => {
  const text = await (await t.app.request('/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  expect(text).toMatch(/sapphire_delegation_changes_total\{result="created"\} [1-9]/);
  expect(text).toMatch(/sapphire_delegation_changes_total\{result="revoked"\} [1-9]/);
  expect(text).toMatch(/sapphire_delegation_changes_total\{result="refused_409"\} 2/);
  expect(text).toMatch(/sapphire_delegation_changes_total\{result="refused_403"\} 2/);
  expect(text).toMatch(/sapphire_ens_lookups_total\{cache="miss"\} [1-9]/);
});

test('a used link signature is swept once its time window has passed (its time then refuses it anyway)', async () => {
  const { db } = t.deps.database;
  await db.insert(usedDelegationSignatures).values([
    { digest: 'swept-old', used_at: new Date(Date.now() - 11 * 60_000) },
    { digest: 'swept-new', used_at: new Date() },
  ]);
  await sweep(db);
  const left = await db.select({ digest: usedDelegationSignatures.digest }).from(usedDelegationSignatures).where(inArray(usedDelegationSignatures.digest, ['swept-old', 'swept-new']));
  expect(left).toEqual([{ digest: 'swept-new' }]);
});
