import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { adminCall } from '../../../test/admin.ts';
import { bodyOf } from '../../../test/client.ts';
import { sample } from '../../../test/metrics.ts';
import { checkout, makeProduct, orderIdOf, shopTestApp } from '../../../test/shop.ts';
import { registeredPlayer } from '../../../test/wearables.ts';

const TOKEN = 'metrics-token-'.padEnd(32, 's');

let t: Awaited<ReturnType<typeof shopTestApp>>;
beforeAll(async () => {
  t = await shopTestApp({ METRICS_TOKEN: TOKEN });
}, 60_000);
afterAll(() => t.close());

const scrape = async () => (await t.app.request('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } })).text();

describe('the store on /metrics', () => {
  test('orders by status, checkouts, and refusals by reason', async () => {
    const start = await scrape();
    expect(sample(start, 'sapphire_shop_orders{status="pending"}')).toBe(0);
    expect(sample(start, 'sapphire_shop_checkouts_total')).toBe(0);
    expect(sample(start, 'sapphire_shop_checkout_refusals_total{reason="sold_out"}')).toBe(0);
    const me = await registeredPlayer(t.app);
    const { variantId } = await makeProduct(t.db, { stock: 1 });
    const closed = await makeProduct(t.db, { holderRule: { kind: 'coolscore', min: 10 } });
    const { webUrl } = await bodyOf(await checkout(t.app, me.token, [{ id: variantId, quantity: 1 }]), 200);
    await checkout(t.app, me.token, [{ id: variantId, quantity: 1 }]);
    await checkout(t.app, me.token, [{ id: variantId, quantity: 1 }]);
    await checkout(t.app, me.token, [{ id: closed.variantId, quantity: 1 }]);
    await checkout(t.app, me.token, []);
    await checkout(t.app, me.token, [{ id: variantId, quantity: -1 }]);
    await checkout(t.app, me.token, [{ id: '424242', quantity: 1 }]);
    await adminCall(t.app, 'POST', `/shop/orders/${orderIdOf(webUrl)}/paid`);
    const text = await scrape();
    expect(sample(text, 'sapphire_shop_orders{status="pending"}')).toBe(0);
    expect(sample(text, 'sapphire_shop_orders{status="paid"}')).toBe(1);
    expect(sample(text, 'sapphire_shop_checkouts_total')).toBe(1);
    expect(sample(text, 'sapphire_shop_checkout_refusals_total{reason="sold_out"}')).toBe(2);
    expect(sample(text, 'sapphire_shop_checkout_refusals_total{reason="holders_only"}')).toBe(1);
    expect(sample(text, 'sapphire_shop_checkout_refusals_total{reason="empty"}')).toBe(1);
    expect(sample(text, 'sapphire_shop_checkout_refusals_total{reason="invalid"}')).toBe(1);
    expect(sample(text, 'sapphire_shop_checkout_refusals_total{reason="unknown"}')).toBe(1);
  }, 60_000);
});
