import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { openDatabase, pgliteDir } from '../../../db/client.ts';
import { EXPLORER_OUTFITS } from '../../../db/catalogue/outfits.ts';
import { seedTraits } from '../../../db/catalogue/seed-traits.ts';
import { avatarEquipment, avatars, chests, inventoryItems, profiles, traits } from '../../../db/schema/index.ts';
import { seedPgliteFolder } from '../../../db/test/pglite-template.ts';
import { openTestDatabase } from '../../../db/test/test-database.ts';
import { parseEnv } from '../env.ts';
import { writeProfile } from '../profiles/write-profile.ts';
import { startServer } from '../server.ts';
import { testEnv } from '../../test/app.ts';
import { backfillExplorerAvatars, giveExplorerAvatar } from './give-avatar.ts';

let database: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  database = await openTestDatabase(parseEnv().DATABASE_URL);
  await seedTraits(database.db);
}, 60_000);
afterAll(async () => {
  await database.close();
});

let n = 0;
/** A profile row written directly (no registration), as older databases hold them. */
const insertProfile = async (values: { onboarded: boolean; explorer: number | null; tokenId: number | null }) => {
  n += 1;
  const [row] = await database.db
    .insert(profiles)
    .values({ wallet: `0xgive${n}`, wallet_type: 'injected', username: `Giver${n}`, slug: `giver${n}`, onboarded: values.onboarded, sapphire_town_explorer_token_id: values.explorer, avatar_token_id: values.tokenId })
    .returning({ id: profiles.id });
  return row!.id;
};
const explorerOf = async (tokenId: number) =>
  (await database.db.select().from(avatars).where(and(eq(avatars.type, 'EXPLORER'), eq(avatars.token_id, tokenId))))[0] ?? null;
const wornBy = async (avatarId: number) =>
  (
    await database.db
      .select({ name: traits.name })
      .from(avatarEquipment)
      .innerJoin(inventoryItems, eq(inventoryItems.id, avatarEquipment.inventory_item_id))
      .innerJoin(traits, eq(traits.id, inventoryItems.trait_id))
      .where(eq(avatarEquipment.avatar_id, avatarId))
  )
    .map((r) => r.name)
    .sort();

describe('explorer avatars', () => {
  test('completing registration makes the explorer, in its outfit, as the picture, with the starter chest', async () => {
    const id = await insertProfile({ onboarded: false, explorer: 20000, tokenId: 7001 });
    expect(await explorerOf(7001)).toBeNull();
    expect((await writeProfile(database.db, { id, set: { onboarded: true } }, [])).ok).toBe(true);
    const avatar = await explorerOf(7001);
    expect(avatar).toMatchObject({ profile_id: id, pfp: true });
    expect(await wornBy(avatar!.id)).toEqual([...EXPLORER_OUTFITS[20000]].sort());
    expect(await database.db.$count(chests, eq(chests.profile_id, id))).toBe(1);
  }, 60_000);

  test('given once; nothing for a player not onboarded or without a known character', async () => {
    const id = await insertProfile({ onboarded: true, explorer: 30000, tokenId: 7002 });
    const first = await giveExplorerAvatar(database.db, id);
    expect(first).not.toBeNull();
    expect(await giveExplorerAvatar(database.db, id)).toBe(first);
    expect(await database.db.$count(avatars, eq(avatars.profile_id, id))).toBe(1);
    expect(await giveExplorerAvatar(database.db, await insertProfile({ onboarded: false, explorer: 30000, tokenId: 7003 }))).toBeNull();
    expect(await giveExplorerAvatar(database.db, await insertProfile({ onboarded: true, explorer: 12345, tokenId: 7004 }))).toBeNull();
    expect(await giveExplorerAvatar(database.db, await insertProfile({ onboarded: true, explorer: 10000, tokenId: null }))).toBeNull();
    expect(await explorerOf(7003)).toBeNull();
    expect(await explorerOf(7004)).toBeNull();
  }, 60_000);

  test('the start-up backfill gives registered explorers without one their avatar, once', async () => {
    const a = await insertProfile({ onboarded: true, explorer: 40000, tokenId: 7005 });
    const b = await insertProfile({ onboarded: true, explorer: 10000, tokenId: 7006 });
    // Registered players' own picture choice is kept: someone whose cat is their picture keeps it.
    await database.db.insert(avatars).values({ type: 'CAT', token_id: 7999, profile_id: b, pfp: true });
    expect(await backfillExplorerAvatars(database.db)).toBe(2);
    expect(await explorerOf(7005)).toMatchObject({ profile_id: a, pfp: true });
    expect(await explorerOf(7006)).toMatchObject({ profile_id: b, pfp: false });
    expect(await wornBy((await explorerOf(7005))!.id)).toEqual([...EXPLORER_OUTFITS[40000]].sort());
    expect(await backfillExplorerAvatars(database.db)).toBe(0);
    // Those not onboarded, or with no known character, are left alone.
    expect(await explorerOf(7003)).toBeNull();
    expect(await explorerOf(7004)).toBeNull();
  }, 60_000);
});

// A server start on a database from before avatars were made at registration. It runs on a PGlite folder
// in both passes: what it checks is the start-up step, and backfillExplorerAvatars' SQL is checked on
// PostgreSQL above.
describe('at start-up', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'st-backfill-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  test('an explorer registered without an avatar has one once the server is up, and its image is served', async () => {
    const env = testEnv({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DEMO_SEED: 'false', DATABASE_URL: '' });
    await seedPgliteFolder(dataDir);
    const old = await openDatabase({ dataDir: pgliteDir(dataDir) });
    await seedTraits(old.db);
    await old.db.insert(profiles).values({ wallet: '0xolder', wallet_type: 'injected', username: 'Older', slug: 'older', onboarded: true, sapphire_town_explorer_token_id: 10000, avatar_token_id: 8001 });
    await old.close();
    const server = await startServer(env);
    try {
      const [avatar] = await server.database.db.select().from(avatars).where(and(eq(avatars.type, 'EXPLORER'), eq(avatars.token_id, 8001)));
      expect(avatar?.pfp).toBe(true);
      expect((await fetch(`${server.url}/render/explorer/8001.png?w=320`)).status).toBe(200);
    } finally {
      await server.stop();
    }
  }, 60_000);
});
