import { afterAll, afterEach, beforeAll, describe, expect, setSystemTime, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { shopOrders } from '../../../../db/schema/index.ts';
import { expireOverdueOrders, startExpirySweep } from '../../shop/expiry.ts';
import { createLogger } from '../../log.ts';
import { bodyOf, client } from '../../../test/client.ts';
import { checkout, makeProduct, orderIdOf, shopTestApp, stockOf } from '../../../test/shop.ts';
import { errorOf, registeredPlayer } from '../../../test/wearables.ts';
import { PENDING_ORDERS_MAX, SHOP_MESSAGES } from '../../../../domain/shop-rules.ts';

let t: Awaited<ReturnType<typeof shopTestApp>>;
beforeAll(async () => {
  t = await shopTestApp({ SHOP_ORDER_TTL_MINUTES: '30', SHOP_PAYMENT_INSTRUCTIONS: 'Pay by bank transfer to Town Merch, sort code 00-00-00.' });
}, 60_000);
afterAll(() => t.close());
afterEach(() => setSystemTime());

const orders = (token: string) => client(t.app, token).api.shop.orders.$get();
const order = (token: string, id: string) => client(t.app, token).api.shop.orders[':id'].$get({ param: { id } });
const statusOf = async (id: string) => (await t.db.select({ status: shopOrders.status }).from(shopOrders).where(eq(shopOrders.id, id)))[0]!.status;

describe('GET /api/shop/orders', () => {
  test("lists the caller's orders only, newest first, with the configured payment instructions", async () => {
    const me = await registeredPlayer(t.app);
    const other = await registeredPlayer(t.app);
    const { variantId } = await makeProduct(t.db, { stock: 10 });
    expect(await bodyOf(await orders(me.token), 200)).toEqual({ orders: [] });
    const first = await bodyOf(await checkout(t.app, me.token, [{ id: variantId, quantity: 1 }]), 200);
    setSystemTime(new Date(Date.now() + 60_000));
    const second = await bodyOf(await checkout(t.app, me.token, [{ id: variantId, quantity: 2 }], 'EUR'), 200);
    await bodyOf(await checkout(t.app, other.token, [{ id: variantId, quantity: 1 }]), 200);
    const list = (await bodyOf(await orders(me.token), 200)).orders;
    expect(list.map((o) => o.id)).toEqual([orderIdOf(second.webUrl), orderIdOf(first.webUrl)]);
    expect(list[0]).toMatchObject({ status: 'pending', currencyCode: 'EUR', total: '18.00', paymentInstructions: 'Pay by bank transfer to Town Merch, sort code 00-00-00.' });
  }, 60_000);
});

describe('GET /api/shop/orders/:id', () => {
  test("another player's order, an unknown id and a malformed id are all 404 'Order not found'", async () => {
    const owner = await registeredPlayer(t.app);
    const other = await registeredPlayer(t.app);
    const { variantId } = await makeProduct(t.db);
    const { webUrl } = await bodyOf(await checkout(t.app, owner.token, [{ id: variantId, quantity: 1 }]), 200);
    const id = orderIdOf(webUrl);
    expect((await order(owner.token, id)).status).toBe(200);
    for (const wanted of [id, '00000000-0000-4000-8000-000000000000', 'not-an-id', `${id}x`, '1']) {
      const res = await order(other.token, wanted);
      expect([res.status as number, await errorOf(res)]).toEqual([404, 'Order not found']);
    }
    expect((await bodyOf(await orders(other.token), 200)).orders).toEqual([]);
    expect((await t.app.request(`/api/shop/orders/${id}`)).status).toBe(401);
  }, 60_000);
});

describe('expiry', () => {
  test('an unpaid order expires after SHOP_ORDER_TTL_MINUTES: shown expired at once, its stock back after the sweep', async () => {
    const me = await registeredPlayer(t.app);
    const { variantId } = await makeProduct(t.db, { stock: 3 });
    const { webUrl } = await bodyOf(await checkout(t.app, me.token, [{ id: variantId, quantity: 2 }]), 200);
    const id = orderIdOf(webUrl);
    setSystemTime(new Date(Date.now() + 29 * 60_000));
    expect(await expireOverdueOrders(t.db)).not.toContain(id);
    expect((await bodyOf(await order(me.token, id), 200)).status).toBe('pending');
    setSystemTime(new Date(Date.now() + 2 * 60_000));
    // Lazily on read: the page says expired before any sweep (the read writes nothing).
    const shown = await bodyOf(await order(me.token, id), 200);
    expect([shown.status, shown.expiresAt]).toEqual(['expired', null]);
    expect([await statusOf(id), await stockOf(t.db, variantId)]).toEqual(['pending', 1]);
    expect(await expireOverdueOrders(t.db)).toContain(id);
    expect([await statusOf(id), await stockOf(t.db, variantId)]).toEqual(['expired', 3]);
    // A second sweep gives nothing back twice.
    expect(await expireOverdueOrders(t.db)).toEqual([]);
    expect(await stockOf(t.db, variantId)).toBe(3);
  }, 60_000);

  test('two sweeps at once release an order once', async () => {
    const me = await registeredPlayer(t.app);
    const { variantId } = await makeProduct(t.db, { stock: 4 });
    await bodyOf(await checkout(t.app, me.token, [{ id: variantId, quantity: 3 }]), 200);
    setSystemTime(new Date(Date.now() + 31 * 60_000));
    const swept = await Promise.all([expireOverdueOrders(t.db), expireOverdueOrders(t.db), expireOverdueOrders(t.db)]);
    expect(swept.flat().length).toBe(1);
    expect(await stockOf(t.db, variantId)).toBe(4);
  }, 60_000);

  test('a checkout sweeps first: stock held by an overdue order is sold again', async () => {
    const me = await registeredPlayer(t.app);
    const other = await registeredPlayer(t.app);
    const { variantId } = await makeProduct(t.db, { stock: 1 });
    const held = await bodyOf(await checkout(t.app, me.token, [{ id: variantId, quantity: 1 }]), 200);
    expect((await checkout(t.app, other.token, [{ id: variantId, quantity: 1 }])).status).toBe(409);
    setSystemTime(new Date(Date.now() + 31 * 60_000));
    expect((await checkout(t.app, other.token, [{ id: variantId, quantity: 1 }])).status).toBe(200);
    expect(await statusOf(orderIdOf(held.webUrl))).toBe('expired');
    expect(await stockOf(t.db, variantId)).toBe(0);
  }, 60_000);

  test('the sweep timer the server starts expires overdue orders by itself, and stops', async () => {
    const me = await registeredPlayer(t.app);
    const { variantId } = await makeProduct(t.db, { stock: 2 });
    const id = orderIdOf((await bodyOf(await checkout(t.app, me.token, [{ id: variantId, quantity: 2 }]), 200)).webUrl);
    setSystemTime(new Date(Date.now() + 31 * 60_000));
    const stop = startExpirySweep(t.db, createLogger('silent'), 10);
    try {
      // Waits on the condition, not a fixed time: the timer fires every 10 ms.
      for (let i = 0; i < 500 && (await statusOf(id)) !== 'expired'; i++) await Bun.sleep(5);
    } finally {
      stop();
    }
    expect([await statusOf(id), await stockOf(t.db, variantId)]).toEqual(['expired', 2]);
  }, 60_000);
});

describe('unpaid orders per player', () => {
  test(`at most ${PENDING_ORDERS_MAX} at once: the next is 409 and takes no stock; others still buy; an expired one frees a place`, async () => {
    const me = await registeredPlayer(t.app);
    const other = await registeredPlayer(t.app);
    const { variantId } = await makeProduct(t.db, { stock: 40 });
    for (let i = 0; i < PENDING_ORDERS_MAX; i++) await bodyOf(await checkout(t.app, me.token, [{ id: variantId, quantity: 10 }]), 200);
    const refused = await checkout(t.app, me.token, [{ id: variantId, quantity: 1 }]);
    expect({ status: refused.status, error: await errorOf(refused) }).toEqual({ status: 409, error: SHOP_MESSAGES.tooManyPending });
    expect(await stockOf(t.db, variantId)).toBe(10);
    await bodyOf(await checkout(t.app, other.token, [{ id: variantId, quantity: 1 }]), 200);
    // 30 minutes (SHOP_ORDER_TTL_MINUTES here) on, the three have expired.
    setSystemTime(new Date(Date.now() + 31 * 60_000));
    await bodyOf(await checkout(t.app, me.token, [{ id: variantId, quantity: 1 }]), 200);
  }, 60_000);

  test('checkouts sent at once cannot slip past the bound together', async () => {
    const me = await registeredPlayer(t.app);
    const { variantId } = await makeProduct(t.db, { stock: 40 });
    const answers = await Promise.all(Array.from({ length: 6 }, () => checkout(t.app, me.token, [{ id: variantId, quantity: 1 }])));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 409, 409, 409]);
    expect(await stockOf(t.db, variantId)).toBe(40 - PENDING_ORDERS_MAX);
  }, 60_000);
});
