import { afterAll, beforeAll, expect, test } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, isNull } from 'drizzle-orm';
import { seedTraits } from '../../../db/catalogue/seed-traits.ts';
import { avatars, chests } from '../../../db/schema/index.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { SIDEKX_KEY } from '../../../domain/wearables.ts';
import { createTestApp } from '../../test/app.ts';
import { bodyOf, client } from '../../test/client.ts';
import { startChain, type TestChain } from '../../test/evm/chain.ts';
import { registration, walletSignIn } from '../../test/sign-in.ts';
import { grantChest } from '../wearables/grant-chest.ts';
import { storeReward } from '../rewards/rewards.ts';
import { linkHash } from './change.ts';

// A vault holding a CAT and a Sidekx on a real chain, a delegate it signed a link for, and a bystander.
let chain: TestChain;
let t: Awaited<ReturnType<typeof createTestApp>>;
let dataDir: string;
const now = () => Math.floor(Date.now() / 1000);
const METRICS_TOKEN = 'vault-access-metrics-token-0123456789';

beforeAll(async () => {
  chain = await startChain();
  await chain.mint('CAT', chain.accounts[1]!.address, 41);
  await chain.mint('SIDEKX', chain.accounts[1]!.address, 7);
  dataDir = mkdtempSync(join(tmpdir(), 'st-vault-'));
  t = await createTestApp(
    {},
    {
      DATA_DIR: dataDir,
      METRICS_TOKEN,
      ETH_RPC_URLS: chain.url,
      DELEGATE_REGISTRY_ADDRESS: chain.contracts.delegateRegistry,
      CAT_COLLECTION_ADDRESS: chain.contracts.collections.CAT,
      SIDEKX_COLLECTION_ADDRESS: chain.contracts.collections.SIDEKX,
    },
  );
  await seedTraits(t.deps.database.db);
}, 30_000);
afterAll(async () => {
  await t?.close();
  await chain?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function register(i: number) {
  const signedIn = await walletSignIn(t.app, chain.account(i));
  const profile = await bodyOf(await client(t.app, signedIn.token).api.profile.register.$post({ json: registration(signedIn.wallet) }), 201);
  return { ...signedIn, id: profile.id, username: profile.username, slug: profile.slug };
}

async function link(vault: Awaited<ReturnType<typeof register>>, delegate: string, action: 'create' | 'revoke', time = now()) {
  const signedMessage = await vault.account.signMessage({ message: { raw: linkHash(vault.wallet, delegate, BigInt(time)) } });
  const variables = [
    { type: 'address' as const, data: vault.wallet },
    { type: 'address' as const, data: delegate },
    { type: 'uint256' as const, data: time },
  ];
  return bodyOf(await client(t.app, vault.token).api.profile.delegate.$post({ query: { action }, json: { variables, signedMessage } }), 200);
}

test("a delegate reads its vault's avatars, wearables and Sidekx, marked as the vault's, and every write on them is refused", async () => {
  const db = t.deps.database.db;
  const vault = await register(1);
  const delegate = await register(2);
  const api = (token: string) => client(t.app, token).api;
  // The vault's town: its chain holdings are read (the CAT 41 avatar, Sidekx 7); it opens its starter chest for items.
  const vaultBag = await bodyOf(await api(vault.token).profile.bootstrap.$get({ query: {} }), 200);
  expect(vaultBag.avatars.map((a) => `${a.type} ${a.tokenId}`)).toContain('CAT 41');
  const [starter] = await bodyOf(await api(vault.token).profile.chests.$get(), 200);
  const opened = await bodyOf(await api(vault.token).profile.chests[':id'].open.$post({ param: { id: String(starter!.id) } }), 200);
  const vaultItem = opened.items[0]!;
  const vaultCat = vaultBag.avatars.find((a) => a.type === 'CAT')!;
  const giftId = await grantChest(db, vault.id, 'A gift', [vaultItem.traitid]);
  const reward = await db.transaction((tx) => storeReward(tx as never, { profileId: vault.id, success_text: 'For the vault', cool_points: 5 }));

  // Before the link the delegate sees only its own.
  const before = await bodyOf(await api(delegate.token).profile.bootstrap.$get({ query: {} }), 200);
  expect(before.avatars.every((a) => a.heldBy === undefined)).toBe(true);
  await link(vault, delegate.wallet, 'create');

  const seen = await bodyOf(await api(delegate.token).profile.bootstrap.$get({ query: {} }), 200);
  const held = { heldBy: vault.wallet, heldByName: vault.username };
  expect(seen.avatars).toContainEqual({ ...vaultCat, ...held });
  expect(seen.avatars.filter((a) => a.heldBy === undefined)).toEqual(before.avatars);
  expect(seen.items.find((i) => i.id === vaultItem.id)).toMatchObject({ traitid: vaultItem.traitid, ...held });
  const sidekx = await bodyOf(await api(delegate.token).profile.token.$get(), 200);
  expect(sidekx).toContainEqual(expect.objectContaining({ tokenId: 7, token_type: 'SIDEKX', ...held }));
  // It may read the vault avatar's saved looks; the vault's chests are not its to list.
  expect((await api(delegate.token).profile.history.$get({ query: { avatarId: String(vaultCat.id) } })).status).toBe(200);
  expect((await bodyOf(await api(delegate.token).profile.chests.$get(), 200)).map((c) => c.id)).not.toContain(giftId);

  // Every write that names the vault's things: 403, read-only, and nothing changes.
  const ownAvatar = before.avatars[0]!;
  const writes: [string, Promise<{ status: number; json(): Promise<unknown> }>][] = [
    ['save the vault avatar', api(delegate.token).profile.avatar.$post({ json: { avatarId: vaultCat.id, itemIds: [], view: 'FRONT' } })],
    ['equip a vault item', api(delegate.token).profile.avatar.$post({ json: { avatarId: ownAvatar.id, itemIds: [vaultItem.id], view: 'FRONT' } })],
    ['open the vault chest', api(delegate.token).profile.chests[':id'].open.$post({ param: { id: String(giftId) } })],
    ['choose the vault Sidekx', api(delegate.token).journeys.sidekx.$post({ json: { key: SIDEKX_KEY, value: '7,,', id: delegate.id } })],
    ['claim the vault reward', api(delegate.token).profile.claim[':id'].$post({ param: { id: String(reward.id) } })],
  ];
  for (const [name, sent] of writes) {
    const res = await sent;
    expect({ name, status: res.status, body: await res.json() }).toEqual({ name, status: 403, body: { error: MESSAGES.vaultReadOnly } });
  }
  const [cat] = await db.select().from(avatars).where(eq(avatars.id, vaultCat.id));
  expect(cat!.profile_id).toBe(vault.id);
  expect(await db.select().from(chests).where(and(eq(chests.id, giftId), isNull(chests.opened_at)))).toHaveLength(1);
  const vaultRewards = await bodyOf(await api(vault.token).profile.claim.$get(), 200);
  expect(vaultRewards.find((r) => r.id === reward.id)?.claimed_datetime).toBeNull();
  // The vault itself still can.
  expect((await api(vault.token).profile.chests[':id'].open.$post({ param: { id: String(giftId) } })).status).toBe(200);

  // A bystander is not told anything about the vault's things.
  const bystander = await register(3);
  const stray = await api(bystander.token).profile.avatar.$post({ json: { avatarId: vaultCat.id, itemIds: [], view: 'FRONT' } });
  expect(stray.status).toBe(403);
  expect(await stray.json()).not.toEqual({ error: MESSAGES.vaultReadOnly });

  const metrics = await (await t.app.request('/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  expect(metrics).toContain('sapphire_delegate_writes_refused_total 5');

  // Once the link ends, the vault's things are gone from the delegate's town.
  await link(vault, delegate.wallet, 'revoke', now() - 1);
  const after = await bodyOf(await api(delegate.token).profile.bootstrap.$get({ query: {} }), 200);
  expect(after.avatars.every((a) => a.heldBy === undefined)).toBe(true);
  expect(after.items.every((i) => i.heldBy === undefined)).toBe(true);
}, 30_000);

test("a token moved from the vault to its delegate scores once, and the delegate's public bag shows the vault's things held in vault", async () => {
  await chain.mint('CAT', chain.accounts[4]!.address, 77);
  const vault = await register(4);
  await bodyOf(await client(t.app, vault.token).api.profile.bootstrap.$get({ query: {} }), 200);
  const holding = (events: { source: string; label: string }[]) => events.filter((e) => e.source === 'holding' && e.label.includes('#77'));
  const vaultPage = await bodyOf(await client(t.app).api.users[':slug'].$get({ param: { slug: vault.slug } }), 200);
  expect(holding(vaultPage.coolscore.history)).toHaveLength(1);

  const delegateWallet = chain.accounts[5]!.address.toLowerCase();
  await link(vault, delegateWallet, 'create');
  // The holder moves the cat to its hot wallet: linked wallets are one holder, so it is not scored again.
  await chain.transfer('CAT', 4, chain.accounts[5]!.address, 77);
  const delegate = await register(5);
  const own = await bodyOf(await client(t.app, delegate.token).api.profile.bootstrap.$get({ query: {} }), 200);
  expect(own.avatars.find((a) => a.type === 'CAT' && a.tokenId === 77)).not.toHaveProperty('heldBy');
  const delegatePage = await bodyOf(await client(t.app).api.users[':slug'].$get({ param: { slug: delegate.slug } }), 200);
  expect(holding(delegatePage.coolscore.history)).toEqual([]);

  // Anyone looking at the delegate's bag sees the vault's avatars, labelled, without the vault's wallet.
  const bag = await bodyOf(await client(t.app).api.users[':slug'].bag.$get({ param: { slug: delegate.slug } }), 200);
  const fromVault = bag.avatars.filter((a) => a.heldInVault);
  expect(fromVault.length).toBeGreaterThan(0);
  expect(fromVault.every((a) => a.heldByName === vault.username)).toBe(true);
  expect(bag.avatars.find((a) => a.tokenId === 77)).not.toHaveProperty('heldInVault');
  expect(JSON.stringify(bag)).not.toContain(vault.wallet);
}, 30_000);
