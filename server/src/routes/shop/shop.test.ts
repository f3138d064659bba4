import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { profiles, shopPrices, shopProducts, shopVariants } from '../../../../db/schema/index.ts';
import { seedShop } from '../../../../db/seed/shop.ts';
import { bodyOf, client } from '../../../test/client.ts';
import { checkout, makeProduct, orderIdOf, shopTestApp, stockOf, storedOrders } from '../../../test/shop.ts';
import { walletSignIn } from '../../../test/sign-in.ts';
import { errorOf, registeredPlayer } from '../../../test/wearables.ts';

let t: Awaited<ReturnType<typeof shopTestApp>>;
beforeAll(async () => {
  t = await shopTestApp();
}, 60_000);
afterAll(() => t.close());

const shop = (token: string) => client(t.app, token).api.shop.$get();

describe('GET /api/shop', () => {
  test('answers the demo store: variants with string ids, decimal prices, USD price, every currency a variant has', async () => {
    const me = await registeredPlayer(t.app);
    const products = await bodyOf(await shop(me.token), 200);
    expect(products.length).toBeGreaterThanOrEqual(8);
    const tee = products.find((p) => p.title === 'Lantern Tee')!;
    expect(tee.image.src).toBe('/merch/tee.svg');
    expect(tee.variants.map((v) => v.title)).toEqual(['S', 'M', 'L', 'XL']);
    expect(tee.variants[0]).toEqual({
      id: expect.stringMatching(/^\d+$/),
      title: 'S',
      image: { src: '/merch/tee.svg' },
      price: { amount: '28.00' },
      quantityAvailable: 6,
      detail: {
        presentment_prices: [
          { price: { currency_code: 'GBP', amount: '22.00' } },
          { price: { currency_code: 'EUR', amount: '26.00' } },
          { price: { currency_code: 'USD', amount: '28.00' } },
        ],
      },
    });
    expect(tee.wearable).toEqual({ id: expect.any(Number), name: 'Tinker Tee' });
    const stickers = products.find((p) => p.title === 'Town Sticker Sheet')!;
    expect(stickers.variants[0]!.detail.presentment_prices.map((p) => p.price.currency_code)).toEqual(['GBP', 'USD']);
    expect(products.find((p) => p.title === 'Enamel Pin Set')!.variants[0]!.quantityAvailable).toBe(0);
    expect(products.find((p) => p.title === 'Chirpy Bird Plush')!.variants[0]!.quantityAvailable).toBe(3);
    const cap = products.find((p) => p.title === 'Acorn Cap')!;
    expect(cap.variants.map((v) => [v.title, v.image.src])).toEqual([
      ['Moss', '/merch/cap-moss.svg'],
      ['Sky', '/merch/cap-sky.svg'],
    ]);
    // The hoodie is for collection holders; a new player holds none.
    expect(products.find((p) => p.title === 'Cosy Town Hoodie')!.holdersOnly).toEqual({ label: 'Holders only: collection holders', eligible: false });
    expect(tee.holdersOnly).toBeUndefined();
  }, 60_000);

  test('the demo store is seeded once: seeding again adds nothing and keeps what the operator changed', async () => {
    const count = async () => ({ products: (await t.db.select().from(shopProducts)).length, variants: (await t.db.select().from(shopVariants)).length, prices: (await t.db.select().from(shopPrices)).length });
    const [tote] = await t.db.select().from(shopProducts).where(eq(shopProducts.slug, 'market-tote'));
    await t.db.update(shopProducts).set({ title: 'Market Tote (new batch)' }).where(eq(shopProducts.id, tote!.id));
    const before = await count();
    await seedShop(t.db);
    expect(await count()).toEqual(before);
    expect((await t.db.select().from(shopProducts).where(eq(shopProducts.id, tote!.id)))[0]!.title).toBe('Market Tote (new batch)');
    await t.db.update(shopProducts).set({ title: 'Market Tote' }).where(eq(shopProducts.id, tote!.id));
  }, 60_000);

  test('leaves hidden products out', async () => {
    const me = await registeredPlayer(t.app);
    const hidden = await makeProduct(t.db, { title: 'Secret Scarf' });
    expect((await bodyOf(await shop(me.token), 200)).some((p) => p.title === 'Secret Scarf')).toBe(true);
    await t.db.update(shopProducts).set({ hidden: true }).where(eq(shopProducts.id, hidden.productId));
    expect((await bodyOf(await shop(me.token), 200)).some((p) => p.title === 'Secret Scarf')).toBe(false);
    const res = await checkout(t.app, me.token, [{ id: hidden.variantId, quantity: 1 }]);
    expect([res.status, await errorOf(res)]).toEqual([400, 'Unknown product']);
  }, 60_000);

  test('is for onboarded players: 401 without a session, 403 before registering', async () => {
    expect((await t.app.request('/api/shop')).status).toBe(401);
    const stranger = await walletSignIn(t.app);
    const res = await shop(stranger.token);
    expect([res.status, await errorOf(res)]).toEqual([403, 'Finish registering to visit the store']);
    const me = await registeredPlayer(t.app);
    await t.db.update(profiles).set({ onboarded: false }).where(eq(profiles.id, me.id));
    expect((await shop(me.token)).status).toBe(403);
    expect((await checkout(t.app, me.token, [{ id: '1', quantity: 1 }])).status).toBe(403);
  }, 60_000);
});

describe('POST /api/shop/checkout', () => {
  test('stores a pending order with prices frozen in the chosen currency, reserves the stock, answers its page', async () => {
    const me = await registeredPlayer(t.app);
    const a = await makeProduct(t.db, { stock: 4, prices: { USD: 1250, GBP: 999, EUR: 1100 } });
    const b = await makeProduct(t.db, { stock: 2, prices: { USD: 500, GBP: 400, EUR: 450 } });
    const res = await checkout(t.app, me.token, [
      // Fields beyond id and quantity are ignored: the price is the server's.
      { id: a.variantId, quantity: 2, price: '0.01' } as { id: string; quantity: number },
      { id: b.variantId, quantity: 1 },
    ], 'GBP');
    const { webUrl } = await bodyOf(res, 200);
    expect(webUrl).toMatch(/^\/shop\/orders\/[0-9a-f-]{36}$/);
    expect([await stockOf(t.db, a.variantId), await stockOf(t.db, b.variantId)]).toEqual([2, 1]);
    const order = await bodyOf(await client(t.app, me.token).api.shop.orders[':id'].$get({ param: { id: orderIdOf(webUrl) } }), 200);
    expect(order).toMatchObject({ status: 'pending', currencyCode: 'GBP', total: '23.98' });
    expect(order.lines).toEqual([
      { variantId: a.variantId, productTitle: a.title, variantTitle: 'Standard', image: { src: '/merch/tote.svg' }, quantity: 2, unitPrice: '9.99', lineTotal: '19.98' },
      { variantId: b.variantId, productTitle: b.title, variantTitle: 'Standard', image: { src: '/merch/tote.svg' }, quantity: 1, unitPrice: '4.00', lineTotal: '4.00' },
    ]);
    expect(Date.parse(order.expiresAt!) - Date.parse(order.createdAt)).toBe(2880 * 60_000);
    expect(order.paymentInstructions.length).toBeGreaterThan(10);
  }, 60_000);

  test("refuses with the contract's words and stores nothing: empty, unknown, sold out, more than left, no price", async () => {
    const me = await registeredPlayer(t.app);
    const few = await makeProduct(t.db, { stock: 2, title: 'Few Socks' });
    const none = await makeProduct(t.db, { stock: 0, title: 'Gone Gloves' });
    const noEur = await makeProduct(t.db, { prices: { USD: 300, GBP: 250 }, title: 'Local Badge' });
    const before = await storedOrders(t.db);
    const cases: Array<[Parameters<typeof checkout>[2], 'USD' | 'EUR', number, string]> = [
      [[], 'USD', 400, 'Your cart is empty'],
      [[{ id: '999999', quantity: 1 }], 'USD', 400, 'Unknown product'],
      [[{ id: 'gid://shopify/ProductVariant/1', quantity: 1 }], 'USD', 400, 'Unknown product'],
      [[{ id: few.variantId, quantity: 1 }, { id: '999999', quantity: 1 }], 'USD', 400, 'Unknown product'],
      [[{ id: none.variantId, quantity: 1 }], 'USD', 409, 'Sold out: Gone Gloves (Standard)'],
      [[{ id: few.variantId, quantity: 3 }], 'USD', 409, 'Only 2 left of Few Socks (Standard)'],
      // A later line short of stock undoes the earlier line's reservation.
      [[{ id: few.variantId, quantity: 1 }, { id: none.variantId, quantity: 1 }], 'USD', 409, 'Sold out: Gone Gloves (Standard)'],
      [[{ id: noEur.variantId, quantity: 1 }], 'EUR', 400, 'No EUR price for Local Badge (Standard)'],
      // Two lines of one variant count together.
      [[{ id: few.variantId, quantity: 2 }, { id: few.variantId, quantity: 1 }], 'USD', 409, 'Only 2 left of Few Socks (Standard)'],
      [[{ id: few.variantId, quantity: 6 }, { id: few.variantId, quantity: 6 }], 'USD', 400, 'At most 10 of Few Socks (Standard) per order'],
    ];
    for (const [cart, currency, status, error] of cases) {
      const res = await checkout(t.app, me.token, cart, currency);
      expect([res.status as number, await errorOf(res)]).toEqual([status, error]);
    }
    expect(await storedOrders(t.db)).toEqual(before);
    expect([await stockOf(t.db, few.variantId), await stockOf(t.db, none.variantId)]).toEqual([2, 0]);
    // With those out of the way the same cart goes through.
    expect((await checkout(t.app, me.token, [{ id: few.variantId, quantity: 2 }])).status).toBe(200);
    expect(await stockOf(t.db, few.variantId)).toBe(0);
  }, 60_000);
});
