import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { and, eq } from 'drizzle-orm';
import { chests, inventoryItems, profiles, traits } from '../../../../db/schema/index.ts';
import { giveItems } from '../../../../db/seed/demo-gifts.ts';
import { EXPLORER_OUTFITS } from '../../../../db/catalogue/outfits.ts';
import { grantChest } from '../../wearables/grant-chest.ts';
import { seedDemoContent } from '../../demo-seed.ts';
import { bodyOf, client } from '../../../test/client.ts';
import { jsonInit, registration, walletSignIn } from '../../../test/sign-in.ts';
import { errorOf, registeredPlayer, wearablesTestApp } from '../../../test/wearables.ts';

let t: Awaited<ReturnType<typeof wearablesTestApp>>;
beforeAll(async () => {
  t = await wearablesTestApp();
}, 60_000);
afterAll(() => t.close());

const list = async (token: string) => bodyOf(await client(t.app, token).api.profile.chests.$get(), 200);
const open = (id: number | string, token: string) => client(t.app, token).api.profile.chests[':id'].open.$post({ param: { id: String(id) } });
const traitId = async (name: string) => (await t.db.select({ id: traits.id }).from(traits).where(eq(traits.name, name)))[0]!.id;
const balanceOf = async (profileId: number, trait: number) =>
  (await t.db.select({ balance: inventoryItems.balance }).from(inventoryItems).where(and(eq(inventoryItems.profile_id, profileId), eq(inventoryItems.trait_id, trait))))[0]?.balance ?? 0;

describe('the starter chest', () => {
  test('registration gives one: three COMMON..RARE wearables for explorers or every type, not the starting outfit', async () => {
    const me = await registeredPlayer(t.app, 40000);
    const chestsOf = await list(me.token);
    expect(chestsOf).toHaveLength(1);
    expect(chestsOf[0]).toEqual({ id: chestsOf[0]!.id, name: 'Starter Chest', itemCount: 3, createdAt: chestsOf[0]!.createdAt });
    expect(Number.isNaN(Date.parse(chestsOf[0]!.createdAt))).toBe(false);
    const res = await open(chestsOf[0]!.id, me.token);
    expect(res.status).toBe(200);
    const body = await bodyOf(res, 200);
    expect(body.chest).toEqual({ id: chestsOf[0]!.id, name: 'Starter Chest' });
    expect(body.items).toHaveLength(3);
    for (const item of body.items) {
      expect(['COMMON', 'UNCOMMON', 'RARE']).toContain(item.trait.rarity);
      expect(['EXPLORER', 'NONE']).toContain(item.trait.type);
      expect(item.trait.traitType).not.toBe('BODY');
      expect(EXPLORER_OUTFITS[40000]).not.toContain(item.trait.name);
      expect(item.balance).toBe(1);
    }
    expect(await list(me.token)).toEqual([]);
    // The bag holds them now, beside the starting outfit.
    const bag = await bodyOf(await client(t.app, me.token).api.profile.bootstrap.$get(), 200);
    expect(bag.items.map((i) => i.id)).toEqual(expect.arrayContaining(body.items.map((i) => i.id)));
  }, 60_000);

  test('a registration finished through /update gives it once; later full forms give no more', async () => {
    const signedIn = await walletSignIn(t.app);
    await t.db.insert(profiles).values({ wallet: signedIn.wallet, wallet_type: 'injected', username: 'Halfway1', slug: 'halfway1', onboarded: false });
    expect(await list(signedIn.token)).toEqual([]);
    const form = registration(signedIn.wallet, { sapphire_town_explorer_token_id: 30000 });
    const update = () => t.app.request('/api/profile/update', jsonInit('POST', form, signedIn.token));
    expect((await update()).status).toBe(200);
    expect(await list(signedIn.token)).toHaveLength(1);
    expect((await update()).status).toBe(200);
    expect(await list(signedIn.token)).toHaveLength(1);
  }, 60_000);

  test('a failed registration gives nothing', async () => {
    const signedIn = await walletSignIn(t.app);
    const taken = await registeredPlayer(t.app);
    const before = await t.db.$count(chests);
    const res = await t.app.request('/api/profile/register', jsonInit('POST', registration(signedIn.wallet, { name: taken.username }), signedIn.token));
    expect(res.status).toBe(409);
    expect(await t.db.$count(chests)).toBe(before);
  }, 60_000);

  test('the demo seed gives each demo player one, once', async () => {
    await seedDemoContent(t.db);
    await seedDemoContent(t.db);
    for (const slug of ['mossbeard', 'pebble', 'juniper']) {
      const [player] = await t.db.select().from(profiles).where(eq(profiles.slug, slug));
      const given = await t.db.select().from(chests).where(eq(chests.profile_id, player!.id));
      expect([slug, given.length, given[0]?.name, given[0]?.trait_ids.length]).toEqual([slug, 1, 'Starter Chest', 3]);
    }
  }, 60_000);
});

describe('POST /api/profile/chests/:id/open', () => {
  test('once: 200 then 409; balances merge; another player\'s or a missing chest is 404', async () => {
    const me = await registeredPlayer(t.app);
    const other = await registeredPlayer(t.app);
    await giveItems(t.db, me.id, ['meadow']);
    const [meadow, helmet] = [await traitId('meadow'), await traitId('space-helmet')];
    const id = await grantChest(t.db, me.id, 'Birthday Gift', [helmet, meadow, helmet, 9_999_999]);
    expect((await list(me.token)).find((c) => c.id === id)).toMatchObject({ name: 'Birthday Gift', itemCount: 4 });
    expect((await list(other.token)).map((c) => c.id)).not.toContain(id);

    const foreign = await open(id, other.token);
    expect(foreign.status).toBe(404);
    expect(await errorOf(foreign)).toBe('Chest not found');
    for (const missing of [9_999_999, 'abc', '-1']) {
      const res = await open(missing, me.token);
      expect(res.status).toBe(404);
      expect(await errorOf(res)).toBe('Chest not found');
    }
    expect((await t.app.request(`/api/profile/chests/${id}/open`, { method: 'POST' })).status).toBe(401);
    expect(await balanceOf(me.id, meadow)).toBe(1);

    const res = await open(id, me.token);
    expect(res.status).toBe(200);
    const body = await bodyOf(res, 200);
    expect(body.chest).toEqual({ id, name: 'Birthday Gift' });
    // A trait gone from the catalogue is skipped; repeats are copies.
    expect(body.items.map((i) => [i.trait.name, i.balance]).sort()).toEqual([['meadow', 2], ['space-helmet', 2]]);
    expect(await balanceOf(me.id, helmet)).toBe(2);

    const again = await open(id, me.token);
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toBe('Chest already opened');
    expect(await balanceOf(me.id, helmet)).toBe(2);
    // Still another player's chest reads as missing, opened or not.
    expect((await open(id, other.token)).status).toBe(404);
  }, 60_000);

  test('concurrent opens: exactly one wins and the balance grows by one', async () => {
    const me = await registeredPlayer(t.app);
    await giveItems(t.db, me.id, ['sparkles']);
    const sparkles = await traitId('sparkles');
    const id = await grantChest(t.db, me.id, 'Gift', [sparkles]);
    const answers = await Promise.all(Array.from({ length: 8 }, () => open(id, me.token)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    expect(await balanceOf(me.id, sparkles)).toBe(2);
  }, 60_000);
});
