import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { avatars, inventoryItems, tokens, traits } from '../../../../db/schema/index.ts';
import type { HolderRule } from '../../../../domain/shop-rules.ts';
import { addScoreEvent } from '../../coolscore/score.ts';
import { bodyOf, client } from '../../../test/client.ts';
import { checkout, makeProduct, shopTestApp, stockOf, storedOrders } from '../../../test/shop.ts';
import { errorOf, registeredPlayer } from '../../../test/wearables.ts';

let t: Awaited<ReturnType<typeof shopTestApp>>;
beforeAll(async () => {
  t = await shopTestApp();
}, 60_000);
afterAll(() => t.close());

type Player = Awaited<ReturnType<typeof registeredPlayer>>;

/** What the store says about a product for a player, and whether their checkout of it goes through. */
async function verdict(player: Player, product: { productId: number; variantId: string }) {
  const listed = (await bodyOf(await client(t.app, player.token).api.shop.$get(), 200)).find((p) => p.id === String(product.productId))!;
  const res = await checkout(t.app, player.token, [{ id: product.variantId, quantity: 1 }]);
  return { holdersOnly: listed.holdersOnly, status: res.status as number, error: res.status === 200 ? null : await errorOf(res) };
}

const refused = (label: string) => ({ holdersOnly: { label, eligible: false }, status: 403, error: 'Holders only' });
const allowed = (label: string) => ({ holdersOnly: { label, eligible: true }, status: 200, error: null });

describe('holders-only products', () => {
  test('collection holders: a Cat or Sidekx holder may buy, others are refused by the server', async () => {
    const any = await makeProduct(t.db, { holderRule: { kind: 'collection', collection: 'ANY' } });
    const cats = await makeProduct(t.db, { holderRule: { kind: 'collection', collection: 'CAT' } });
    const nobody = await registeredPlayer(t.app);
    const before = await storedOrders(t.db);
    expect(await verdict(nobody, any)).toEqual(refused('Holders only: collection holders'));
    expect(await verdict(nobody, cats)).toEqual(refused('Holders only: Cats'));
    // Refused checkouts store nothing and take no stock.
    expect(await storedOrders(t.db)).toEqual(before);
    expect(await stockOf(t.db, any.variantId)).toBe(5);

    const catHolder = await registeredPlayer(t.app);
    await t.db.insert(avatars).values({ type: 'CAT', token_id: 901, profile_id: catHolder.id });
    expect(await verdict(catHolder, any)).toEqual(allowed('Holders only: collection holders'));
    expect(await verdict(catHolder, cats)).toEqual(allowed('Holders only: Cats'));

    const sidekxHolder = await registeredPlayer(t.app);
    await t.db.insert(tokens).values({ token_type: 'SIDEKX', token_id: 902, profile_id: sidekxHolder.id, metadata: { name: 'Sage #1', thumbnail_url: '/x.png', attributes: [] } });
    expect(await verdict(sidekxHolder, any)).toEqual(allowed('Holders only: collection holders'));
    expect(await verdict(sidekxHolder, cats)).toEqual(refused('Holders only: Cats'));
  }, 60_000);

  test('a cart with one holders-only line is refused whole', async () => {
    const open = await makeProduct(t.db);
    const closed = await makeProduct(t.db, { holderRule: { kind: 'collection', collection: 'SHADOWWOLF' } });
    const me = await registeredPlayer(t.app);
    const res = await checkout(t.app, me.token, [{ id: open.variantId, quantity: 1 }, { id: closed.variantId, quantity: 1 }]);
    expect([res.status as number, await errorOf(res)]).toEqual([403, 'Holders only']);
    expect(await stockOf(t.db, open.variantId)).toBe(5);
  }, 60_000);

  test('owners of a given wearable', async () => {
    const [lantern] = await t.db.select({ id: traits.id }).from(traits).where(eq(traits.name, 'moon-lantern'));
    const rule: HolderRule = { kind: 'wearable', traitId: lantern!.id };
    const product = await makeProduct(t.db, { holderRule: rule });
    const me = await registeredPlayer(t.app);
    expect(await verdict(me, product)).toEqual(refused('Holders only: Moon Lantern owners'));
    await t.db.insert(inventoryItems).values({ profile_id: me.id, trait_id: lantern!.id, balance: 1 });
    expect(await verdict(me, product)).toEqual(allowed('Holders only: Moon Lantern owners'));
  }, 60_000);

  test('a cool score from N up', async () => {
    const product = await makeProduct(t.db, { holderRule: { kind: 'coolscore', min: 500 } });
    const me = await registeredPlayer(t.app);
    await addScoreEvent(t.db, { profileId: me.id, source: 'reward', sourceId: 'shop-test-1', points: 499, label: 'Nearly' });
    expect(await verdict(me, product)).toEqual(refused('Holders only: cool score 500+'));
    await addScoreEvent(t.db, { profileId: me.id, source: 'reward', sourceId: 'shop-test-2', points: 1, label: 'There' });
    expect(await verdict(me, product)).toEqual(allowed('Holders only: cool score 500+'));
  }, 60_000);
});
