import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { avatarEquipment, avatars, inventoryItems, profiles, tokens, traits } from '../../../db/schema/index.ts';
import { seedDemoContent } from '../demo-seed.ts';
import { openTestDatabase } from '../../../db/test/test-database.ts';
import { parseEnv } from '../env.ts';
import { createChainReader } from './chain-reader.ts';
import { createHoldingsSync, holdingsSyncFromEnv } from './holdings.ts';
import { sidekxKind, syncHoldings } from './sync.ts';
import { address, startDeadNode, startTestNode } from '../../test/chain-node.ts';

const CAT = address(0xca7);
const WOLF = address(0x3019);
const SIDEKX = address(0x51de);
const player = address(0xabc1);
const stranger = address(0xdead);

let database: Database;
let playerId: number;
let mossId: number;
const node = startTestNode();
const dead = startDeadNode();
// The dead node first: reads go through the ranked fallback to the live one.
const reader = createChainReader({ rpcUrls: [dead.url, node.url], collections: { CAT, SHADOWWOLF: WOLF, SIDEKX }, timeoutMs: 2000 });

const own = (contract: string, ids: Record<number, string>) => {
  const table = node.owners.get(contract) ?? new Map<number, string>();
  for (const [id, owner] of Object.entries(ids)) table.set(Number(id), owner.toLowerCase());
  node.owners.set(contract, table);
};

beforeAll(async () => {
  database = await openTestDatabase(parseEnv().DATABASE_URL);
  const { db } = database;
  await seedDemoContent(db);
  [{ id: playerId }] = (await db
    .insert(profiles)
    .values({ wallet: player.toLowerCase(), wallet_type: 'injected', username: 'Holder', slug: 'holder', onboarded: true, sapphire_town_explorer_token_id: 10000, avatar_token_id: 9100 })
    .returning({ id: profiles.id })) as [{ id: number }];
  [{ id: mossId }] = (await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.slug, 'mossbeard'))) as [{ id: number }];
}, 60_000);

// Closing a PostgreSQL client may wait up to 5 s for its queries (db/client.ts), bun's own limit for a
// hook: once, with the image building beside the PostgreSQL pass, this hook ran out at 5,000 ms.
afterAll(async () => {
  await Promise.all([node.stop(), dead.stop()]);
  await database.close();
}, 15_000);

async function heldAvatars(profileId: number) {
  const rows = await database.db.select({ type: avatars.type, tokenId: avatars.token_id }).from(avatars).where(eq(avatars.profile_id, profileId));
  return rows.map((r) => `${r.type}:${r.tokenId}`).sort();
}

async function heldSidekx(profileId: number) {
  const rows = await database.db.select({ tokenId: tokens.token_id }).from(tokens).where(and(eq(tokens.profile_id, profileId), eq(tokens.token_type, 'SIDEKX')));
  return rows.map((r) => r.tokenId).sort((a, b) => a - b);
}

/** Names of the traits an avatar wears. */
async function wearing(type: 'CAT' | 'SHADOWWOLF', tokenId: number) {
  const rows = await database.db
    .select({ name: traits.name })
    .from(avatars)
    .innerJoin(avatarEquipment, eq(avatarEquipment.avatar_id, avatars.id))
    .innerJoin(inventoryItems, eq(inventoryItems.id, avatarEquipment.inventory_item_id))
    .innerJoin(traits, eq(traits.id, inventoryItems.trait_id))
    .where(and(eq(avatars.type, type), eq(avatars.token_id, tokenId)));
  return rows.map((r) => r.name).sort();
}

describe('syncHoldings over a loopback JSON-RPC node', () => {
  test('assigns what the wallet holds, taking tokens over from their previous holder', async () => {
    expect(await heldAvatars(mossId)).toContain('CAT:101');
    expect(await wearing('CAT', 101)).toEqual(['cat', 'meadow']);
    own(CAT, { 5: player, 7: player, 101: player, 6: stranger });
    own(WOLF, { 9: player });
    own(SIDEKX, { 1: player, 10: player, 2: stranger });
    // The dead node is asked first, or is already ranked behind the live one (the transport samples both):
    // either way the read succeeds.
    const result = await syncHoldings(database.db, player, reader);
    expect(result?.released).toEqual([]);
    expect(result?.assigned.map((c) => `${c.type}:${c.tokenId}`).sort()).toEqual(['CAT:101', 'CAT:5', 'CAT:7', 'SHADOWWOLF:9', 'SIDEKX:1', 'SIDEKX:10']);
    expect(await heldAvatars(playerId)).toEqual(['CAT:101', 'CAT:5', 'CAT:7', 'SHADOWWOLF:9']);
    expect(await heldSidekx(playerId)).toEqual([1, 10]);
    // The demo's cat and Sage #1 left Mossbeard; what he dressed the cat in came off.
    expect(await heldAvatars(mossId)).not.toContain('CAT:101');
    expect(await heldSidekx(mossId)).toEqual([2]);
    expect(await wearing('CAT', 101)).toEqual(['cat']);
    expect(await wearing('CAT', 5)).toEqual(['cat']);
    expect(await wearing('SHADOWWOLF', 9)).toEqual(['shadowwolf']);
    const [sage] = await database.db.select().from(tokens).where(and(eq(tokens.token_type, 'SIDEKX'), eq(tokens.token_id, 10)));
    expect(sage?.metadata.name).toBe('Sage #10');
  }, 60_000);

  test('a second sync with nothing changed changes nothing', async () => {
    expect(await syncHoldings(database.db, player, reader)).toEqual({ assigned: [], released: [] });
  }, 60_000);

  test('tokens moved away are released: no owner, nothing worn, no longer a profile picture', async () => {
    const { db } = database;
    await db.update(avatars).set({ pfp: true }).where(and(eq(avatars.type, 'CAT'), eq(avatars.token_id, 7)));
    own(CAT, { 7: stranger });
    node.owners.get(SIDEKX)!.delete(10);

    const result = await syncHoldings(db, player, reader);
    expect(result?.assigned).toEqual([]);
    expect(result?.released.map((c) => `${c.type}:${c.tokenId}`).sort()).toEqual(['CAT:7', 'SIDEKX:10']);
    expect(await heldAvatars(playerId)).toEqual(['CAT:101', 'CAT:5', 'SHADOWWOLF:9']);
    expect(await heldSidekx(playerId)).toEqual([1]);
    const [cat7] = await db.select().from(avatars).where(and(eq(avatars.type, 'CAT'), eq(avatars.token_id, 7)));
    expect(cat7).toMatchObject({ profile_id: null, pfp: false });
    expect(await wearing('CAT', 7)).toEqual([]);
    // The player's other cats still wear their body.
    expect(await wearing('CAT', 5)).toEqual(['cat']);
  }, 60_000);

  test('a collection that cannot be read is left as it was', async () => {
    const broken = createChainReader({ rpcUrls: [dead.url, node.url], collections: { CAT, SHADOWWOLF: address(0xbad) }, timeoutMs: 2000 });
    own(CAT, { 5: stranger });
    const result = await syncHoldings(database.db, player, broken);
    expect(result?.released).toEqual([{ type: 'CAT', tokenId: 5 }]);
    expect(await heldAvatars(playerId)).toEqual(['CAT:101', 'SHADOWWOLF:9']);
    own(CAT, { 5: player });
  }, 60_000);

  test('a wallet no player signs in with syncs nothing; a chain that cannot be reached throws', async () => {
    expect(await syncHoldings(database.db, stranger, reader)).toBeNull();
    const down = createChainReader({ rpcUrls: [dead.url], collections: { CAT }, timeoutMs: 2000 });
    await expect(syncHoldings(database.db, player, down)).rejects.toThrow();
  }, 60_000);

  test('Sidekx companions follow the token id in slot order', () => {
    expect([1, 2, 3, 4, 5, 6, 10].map(sidekxKind)).toEqual(['Sage', 'Milo', 'Bones', 'Sage', 'Milo', 'Bones', 'Sage']);
  });
});

describe('createHoldingsSync', () => {
  test('reads each wallet at most once per interval; concurrent callers share one read', async () => {
    const sync = createHoldingsSync(reader, { everyMs: 60_000 });
    const before = node.calls();
    const [a, b] = await Promise.all([sync(database.db, player), sync(database.db, player.toUpperCase().replace('0X', '0x'))]);
    expect(a).toEqual({ assigned: [{ type: 'CAT', tokenId: 5 }], released: [] });
    expect(b).toBe(a);
    const once = node.calls() - before;
    expect(once).toBeGreaterThan(0);
    expect(await sync(database.db, player)).toBeNull();
    expect(node.calls() - before).toBe(once);
  }, 60_000);

  test('a failed read resolves to null (sign-in goes on) and is retried after the retry interval', async () => {
    const down = createChainReader({ rpcUrls: [dead.url], collections: { CAT }, timeoutMs: 2000 });
    const sync = createHoldingsSync(down, { everyMs: 60_000, retryMs: 0 });
    const hits = dead.hits();
    expect(await sync(database.db, player)).toBeNull();
    const once = dead.hits() - hits;
    expect(once).toBeGreaterThan(0);
    const before = dead.hits();
    expect(await sync(database.db, player)).toBeNull();
    // Read again, not answered from the failure: the node is asked once more at least (not an exact
    // count: the client's own retries of a 503 vary with timing; 2 then 3 was seen on a loaded machine).
    expect(dead.hits()).toBeGreaterThan(before);
  }, 60_000);

  test('only configured with ETH_RPC_URLS and a collection address', () => {
    expect(holdingsSyncFromEnv(parseEnv({}))).toBeNull();
    expect(holdingsSyncFromEnv(parseEnv({ ETH_RPC_URLS: node.url }))).toBeNull();
    expect(holdingsSyncFromEnv(parseEnv({ ETH_RPC_URLS: node.url, SIDEKX_COLLECTION_ADDRESS: SIDEKX }))).toBeInstanceOf(Function);
  });
});

