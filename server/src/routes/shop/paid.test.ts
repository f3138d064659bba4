import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { adminLog, chests, shopWearableGrants, traits } from '../../../../db/schema/index.ts';
import { adminApi, adminCall } from '../../../test/admin.ts';
import { bodyOf, client } from '../../../test/client.ts';
import { checkout, makeProduct, orderIdOf, shopTestApp, stockOf } from '../../../test/shop.ts';
import { errorOf, registeredPlayer } from '../../../test/wearables.ts';

let t: Awaited<ReturnType<typeof shopTestApp>>;
let wearableId: number;
beforeAll(async () => {
  t = await shopTestApp();
  wearableId = (await t.db.select({ id: traits.id }).from(traits).where(eq(traits.name, 'poncho')))[0]!.id;
}, 60_000);
afterAll(() => t.close());

const mark = (id: string, action: 'paid' | 'fulfilled' | 'cancelled') => adminCall(t.app, 'POST', `/shop/orders/${id}/${action}`);
const orderOf = async (token: string, id: string) => bodyOf(await client(t.app, token).api.shop.orders[':id'].$get({ param: { id } }), 200);
const chestsOf = (profileId: number) => t.db.select().from(chests).where(eq(chests.profile_id, profileId));

describe('paying for an order', () => {
  test('marking paid twice grants the matching wearable once, through a chest and the traits-inserted push', async () => {
    const me = await registeredPlayer(t.app);
    const withWearable = await makeProduct(t.db, { wearableTraitId: wearableId, stock: 5 });
    const plain = await makeProduct(t.db, { stock: 5 });
    const { webUrl } = await bodyOf(await checkout(t.app, me.token, [{ id: withWearable.variantId, quantity: 2 }, { id: plain.variantId, quantity: 1 }]), 200);
    const id = orderIdOf(webUrl);
    const startChests = (await chestsOf(me.id)).length;
    t.events.splice(0);

    const first = await mark(id, 'paid');
    expect(first.status).toBe(200);
    const paid = (await first.json()) as { status: string; chest: { id: number; name: string; traitIds: number[] }; pushed: boolean };
    expect(paid).toMatchObject({ status: 'paid', chest: { name: 'Store Chest', traitIds: [wearableId] }, pushed: true });
    const again = await mark(id, 'paid');
    expect([again.status, await errorOf(again)]).toEqual([409, 'Order is already paid']);
    // Both at once on a fresh order: one wins.
    const other = await bodyOf(await checkout(t.app, me.token, [{ id: withWearable.variantId, quantity: 1 }]), 200);
    const racing = await Promise.all([mark(orderIdOf(other.webUrl), 'paid'), mark(orderIdOf(other.webUrl), 'paid'), mark(orderIdOf(other.webUrl), 'paid')]);
    expect(racing.map((r) => r.status).sort()).toEqual([200, 409, 409]);

    const store = (await chestsOf(me.id)).slice(startChests);
    expect(store.map((c) => [c.name, c.trait_ids])).toEqual([
      ['Store Chest', [wearableId]],
      ['Store Chest', [wearableId]],
    ]);
    expect((await t.db.select().from(shopWearableGrants)).filter((g) => store.some((c) => c.id === g.chest_id)).length).toBe(2);
    expect(t.events.map((e) => [e.channel, e.event])).toEqual([
      [`avatars-${me.wallet}`, `traits-inserted-${me.wallet}`],
      [`avatars-${me.wallet}`, `traits-inserted-${me.wallet}`],
    ]);
    expect(t.events[0]!.data).toEqual({ chest: { id: paid.chest.id, name: 'Store Chest' }, traitIds: [wearableId] });
    // The player sees it paid, with no expiry; the admin log holds one payment per order.
    expect(await orderOf(me.token, id)).toMatchObject({ status: 'paid', expiresAt: null });
    const logged = await t.db.select().from(adminLog).where(eq(adminLog.action, 'shop.order.paid'));
    expect(logged.filter((l) => l.target === `order:${id}`).length).toBe(1);
    // The chest opens like any other: the wearable lands in the inventory.
    const opened = await client(t.app, me.token).api.profile.chests[':id'].open.$post({ param: { id: String(paid.chest.id) } });
    expect(opened.status).toBe(200);
  }, 60_000);

  test('an order without wearables is paid with no chest and no push', async () => {
    const me = await registeredPlayer(t.app);
    const { variantId } = await makeProduct(t.db);
    const { webUrl } = await bodyOf(await checkout(t.app, me.token, [{ id: variantId, quantity: 1 }]), 200);
    t.events.splice(0);
    const res = await mark(orderIdOf(webUrl), 'paid');
    expect(await res.json()).toMatchObject({ status: 'paid', chest: null, pushed: false });
    expect(t.events).toEqual([]);
  }, 60_000);
});

describe('order statuses', () => {
  test('pending -> paid -> fulfilled; fulfilled cannot be cancelled; pending cannot be fulfilled', async () => {
    const me = await registeredPlayer(t.app);
    const { variantId } = await makeProduct(t.db, { stock: 3 });
    const id = orderIdOf((await bodyOf(await checkout(t.app, me.token, [{ id: variantId, quantity: 1 }]), 200)).webUrl);
    const early = await mark(id, 'fulfilled');
    expect([early.status, await errorOf(early)]).toEqual([409, 'Order is not paid yet']);
    expect((await mark(id, 'paid')).status).toBe(200);
    expect((await mark(id, 'fulfilled')).status).toBe(200);
    expect((await orderOf(me.token, id)).status).toBe('fulfilled');
    const late = await mark(id, 'cancelled');
    expect([late.status, await errorOf(late)]).toEqual([409, 'Order is already fulfilled']);
    expect(await stockOf(t.db, variantId)).toBe(2);
  }, 60_000);

  test('cancelling gives the stock back once; a cancelled order cannot be paid', async () => {
    const me = await registeredPlayer(t.app);
    const { variantId } = await makeProduct(t.db, { stock: 3 });
    const id = orderIdOf((await bodyOf(await checkout(t.app, me.token, [{ id: variantId, quantity: 3 }]), 200)).webUrl);
    expect(await stockOf(t.db, variantId)).toBe(0);
    const answers = await Promise.all([mark(id, 'cancelled'), mark(id, 'cancelled')]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await stockOf(t.db, variantId)).toBe(3);
    const pay = await mark(id, 'paid');
    expect([pay.status, await errorOf(pay)]).toEqual([409, 'Order was cancelled']);
    expect((await orderOf(me.token, id)).status).toBe('cancelled');
  }, 60_000);

  test('an unknown or malformed order id is 404', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope', '1']) {
      const res = await mark(id, 'paid');
      expect([res.status, await errorOf(res)]).toEqual([404, 'Order not found']);
    }
    expect((await adminCall(t.app, 'POST', '/shop/orders/00000000-0000-4000-8000-000000000000/paid', undefined, null)).status).toBe(401);
  }, 60_000);

  test('the admin lists orders newest first with who placed them, filtered by status', async () => {
    const me = await registeredPlayer(t.app);
    const { variantId } = await makeProduct(t.db, { stock: 9 });
    const a = orderIdOf((await bodyOf(await checkout(t.app, me.token, [{ id: variantId, quantity: 1 }]), 200)).webUrl);
    const b = orderIdOf((await bodyOf(await checkout(t.app, me.token, [{ id: variantId, quantity: 2 }]), 200)).webUrl);
    await mark(a, 'paid');
    const paid = await bodyOf(await adminApi(t.app).shop.orders.$get({ query: { status: 'paid' } }), 200);
    expect(paid.orders.some((o) => o.id === a)).toBe(true);
    expect(paid.orders.every((o) => o.status === 'paid')).toBe(true);
    const pending = await bodyOf(await adminApi(t.app).shop.orders.$get({ query: { status: 'pending' } }), 200);
    expect(pending.orders.find((o) => o.id === b)).toMatchObject({ total: '20.00', player: { wallet: me.wallet, username: me.username } });
    expect(pending.orders.some((o) => o.id === a)).toBe(false);
    const bad = await adminCall(t.app, 'GET', '/shop/orders?status=lost');
    expect([bad.status, await errorOf(bad)]).toEqual([400, expect.stringContaining('status must be one of')]);
  }, 60_000);
});
