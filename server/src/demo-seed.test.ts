import { describe, expect, test } from 'bun:test';
import { and, count, eq, sql } from 'drizzle-orm';
import { parseEnv } from './env.ts';
import { openTestDatabase } from '../../db/test/test-database.ts';
import { avatarEquipment, avatars, historyEntries, inventoryItems, kvEntries, news, profiles, terms, tokens, traits } from '../../db/schema/index.ts';
import { EXPLORER_OUTFITS } from '../../db/catalogue/outfits.ts';
import { seedTraits } from '../../db/catalogue/seed-traits.ts';
import { catalogueTraits } from '../../db/catalogue/traits.ts';
import { seedDemoContent } from './demo-seed.ts';
import { privateKeyToAccount } from 'viem/accounts';
import { demoKey } from '../../db/seed/demo-wallets.ts';
import { createTestApp } from '../test/app.ts';
import { walletSignIn } from '../test/sign-in.ts';

const postgresUrl = parseEnv().DATABASE_URL;

describe('avatar tables', () => {
  test('the seed gives demo players avatars, outfits, bags and Sidekx, and a rerun changes nothing', async () => {
    const database = await openTestDatabase(postgresUrl);
    const { db } = database;
    try {
      await seedDemoContent(db);
      const counts = async () => ({
        traits: (await db.select({ n: count() }).from(traits))[0]?.n,
        avatars: (await db.select({ n: count() }).from(avatars))[0]?.n,
        items: (await db.select({ n: count() }).from(inventoryItems))[0]?.n,
        equipped: (await db.select({ n: count() }).from(avatarEquipment))[0]?.n,
        tokens: (await db.select({ n: count() }).from(tokens))[0]?.n,
      });
      const first = await counts();
      expect(first.traits).toBe(catalogueTraits.length);
      // Six explorers (one per demo player), two cats and two wolves (Hazel holds one of each); ten Sidekx (Wren and Robin hold three each).
      expect(first.avatars).toBe(10);
      expect(first.tokens).toBe(10);

      const [moss] = await db.select().from(profiles).where(eq(profiles.slug, 'mossbeard'));
      const [explorer] = await db
        .select()
        .from(avatars)
        .where(and(eq(avatars.type, 'EXPLORER'), eq(avatars.token_id, moss!.avatar_token_id!)));
      expect(explorer?.pfp).toBe(true);
      const worn = await db
        .select({ name: traits.name })
        .from(avatarEquipment)
        .innerJoin(inventoryItems, eq(inventoryItems.id, avatarEquipment.inventory_item_id))
        .innerJoin(traits, eq(traits.id, inventoryItems.trait_id))
        .where(eq(avatarEquipment.avatar_id, explorer!.id));
      expect(worn.map((w) => w.name).sort()).toEqual([...EXPLORER_OUTFITS[10000]].sort());

      // A player takes the hat off; seeding again must not put it back.
      const [hat] = await db.select({ id: traits.id }).from(traits).where(eq(traits.name, 'bush-hat'));
      const [hatItem] = await db
        .select({ id: inventoryItems.id })
        .from(inventoryItems)
        .where(and(eq(inventoryItems.trait_id, hat!.id), eq(inventoryItems.profile_id, moss!.id)));
      await db.delete(avatarEquipment).where(eq(avatarEquipment.inventory_item_id, hatItem!.id));
      // A restart with the catalogue unchanged writes no trait row (xmin moves with every rewrite).
      const versions = async () => db.select({ name: traits.name, xmin: sql<string>`xmin::text` }).from(traits).orderBy(traits.name);
      const before = await versions();
      expect(await seedTraits(db)).toBe(0);
      expect(await versions()).toEqual(before);
      // The catalogue itself belongs to code: a changed row is put back, and only that row is written.
      await db.update(traits).set({ display_name: 'Changed', images: [] }).where(eq(traits.name, 'meadow'));
      expect(await seedTraits(db)).toBe(1);
      await db.update(traits).set({ display_name: 'Changed', images: [] }).where(eq(traits.name, 'meadow'));
      await seedDemoContent(db);
      await seedDemoContent(db);
      expect(await counts()).toEqual({ ...first, equipped: first.equipped! - 1 });
      const [meadow] = await db.select().from(traits).where(eq(traits.name, 'meadow'));
      expect(meadow?.display_name).toBe('Meadow Morning');
      expect(meadow?.images).toEqual([{ uri: 'meadow/$view.png' }]);
    } finally {
      await database.close();
    }
  }, 60_000);

  test('an avatar wears at most one item of each trait type', async () => {
    const database = await openTestDatabase(postgresUrl);
    const { db } = database;
    try {
      await seedDemoContent(db);
      const [moss] = await db.select().from(profiles).where(eq(profiles.slug, 'mossbeard'));
      const [explorer] = await db.select().from(avatars).where(and(eq(avatars.profile_id, moss!.id), eq(avatars.type, 'EXPLORER')));
      const [helmet] = await db.select().from(traits).where(eq(traits.name, 'space-helmet'));
      const [item] = await db
        .select()
        .from(inventoryItems)
        .where(and(eq(inventoryItems.profile_id, moss!.id), eq(inventoryItems.trait_id, helmet!.id)));
      // The bush hat is already worn, so a second HAT is refused by the database itself.
      const wearBoth = async () => {
        await db.insert(avatarEquipment).values({ avatar_id: explorer!.id, inventory_item_id: item!.id, trait_type: 'HAT' });
      };
      await expect(wearBoth()).rejects.toThrow();
      await db.insert(historyEntries).values({
        profile_id: moss!.id, avatar_id: explorer!.id, type: 'EXPLORER', token_id: explorer!.token_id, view: 'FRONT',
        equipment: [{ traitId: helmet!.id, name: helmet!.name, traitType: 'HAT' }],
      });
      const [entry] = await db.select().from(historyEntries);
      expect(entry?.equipment[0]?.name).toBe('space-helmet');
    } finally {
      await database.close();
    }
  }, 60_000);
});

describe('the demo seed', () => {
  test('the demo seed is idempotent', async () => {
    const database = await openTestDatabase(postgresUrl);
    const { db } = database;
    try {
      await seedDemoContent(db);
      const counts = async () => ({
        profiles: (await db.select({ n: count() }).from(profiles))[0]?.n,
        news: (await db.select({ n: count() }).from(news))[0]?.n,
        terms: (await db.select({ n: count() }).from(terms))[0]?.n,
        kv: (await db.select({ n: count() }).from(kvEntries))[0]?.n,
      });
      const first = await counts();
      expect(first.profiles).toBeGreaterThanOrEqual(3);
      expect(first.news).toBeGreaterThanOrEqual(3);
      expect(first.terms).toBe(1);
      expect(first.kv).toBeGreaterThan(0);
      await seedDemoContent(db);
      await seedDemoContent(db);
      expect(await counts()).toEqual(first);
    } finally {
      await database.close();
    }
  });

  test('the seed never overwrites what a player changed', async () => {
    const database = await openTestDatabase(postgresUrl);
    try {
      await seedDemoContent(database.db);
      await database.db.update(profiles).set({ safeword: 'mine' }).where(eq(profiles.slug, 'pebble'));
      await seedDemoContent(database.db);
      const [row] = await database.db.select().from(profiles).where(eq(profiles.slug, 'pebble'));
      expect(row?.safeword).toBe('mine');
    } finally {
      await database.close();
    }
  });
});

describe('demo holders', () => {
  test("Hazel's wallet, from a public phrase, signs in as a holder of a cat and a wolf with their wearables in the bag", async () => {
    const { app, deps, close } = await createTestApp();
    try {
      const { db } = deps.database;
      await seedDemoContent(db);
      const signedIn = await walletSignIn(app, privateKeyToAccount(demoKey('hazel')));
      expect((signedIn.profile as { slug?: string }).slug).toBe('hazel');
      const [hazel] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.slug, 'hazel'));
      const held = await db.select({ type: avatars.type }).from(avatars).where(eq(avatars.profile_id, hazel!.id));
      expect(held.map((a) => a.type).sort()).toEqual(['CAT', 'EXPLORER', 'SHADOWWOLF']);
      const bag = await db
        .select({ type: traits.type })
        .from(inventoryItems)
        .innerJoin(traits, eq(traits.id, inventoryItems.trait_id))
        .where(eq(inventoryItems.profile_id, hazel!.id));
      expect(bag.filter((t) => t.type === 'CAT').length).toBeGreaterThanOrEqual(4);
      expect(bag.filter((t) => t.type === 'SHADOWWOLF').length).toBeGreaterThanOrEqual(4);
    } finally {
      await close();
    }
  }, 60_000);
});
