import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { desc, eq } from 'drizzle-orm';
import { adminLog, shopProducts, traits } from '../../../../db/schema/index.ts';
import { adminCall, adminTestApp } from '../../../test/admin.ts';
import { bodyOf, client } from '../../../test/client.ts';
import { checkout, orderIdOf } from '../../../test/shop.ts';
import { errorOf, registeredPlayer } from '../../../test/wearables.ts';

let t: Awaited<ReturnType<typeof adminTestApp>>;
beforeAll(async () => {
  t = await adminTestApp({ SHOP_PAYMENT_INSTRUCTIONS: 'Pay at the town hall.' });
}, 60_000);
afterAll(() => t.close());

const lastLog = async () => (await t.db.select().from(adminLog).orderBy(desc(adminLog.id)).limit(1))[0];
const logCount = async () => (await t.db.select().from(adminLog)).length;
const json = async <T>(res: Response) => (await res.json()) as T;

type AdminProduct = { id: number; slug: string; title: string; hidden: boolean; holderLabel: string | null; wearable: { id: number; name: string } | null; variants: Array<{ id: number; title: string; stock: number; hidden: boolean; prices: Record<string, string> }> };

const scarf = {
  title: 'Town Scarf',
  description: 'Knitted in the square.\nTwo colours.',
  image: '/merch/tote.svg',
  variants: [
    { title: 'Red', stock: 4, prices: { USD: '19.50', GBP: '15' } },
    { title: 'Blue', stock: 0, prices: { USD: '19.50' }, image: '/merch/cap-sky.svg' },
  ],
};

describe('admin store catalogue', () => {
  test('creates a product with variants and prices; players see it; every change is logged', async () => {
    const res = await adminCall(t.app, 'POST', '/shop/products', { ...scarf, slug: 'town-scarf' });
    expect(res.status).toBe(201);
    const made = await json<AdminProduct>(res);
    expect(made).toMatchObject({ slug: 'town-scarf', title: 'Town Scarf', hidden: false, holderLabel: null, wearable: null });
    expect(made.variants.map((v) => [v.title, v.stock, v.prices])).toEqual([
      ['Red', 4, { GBP: '15.00', USD: '19.50' }],
      ['Blue', 0, { USD: '19.50' }],
    ]);
    expect(await lastLog()).toMatchObject({ action: 'shop.product.create', target: `product:${made.id}` });
    const me = await registeredPlayer(t.app);
    const shown = (await bodyOf(await client(t.app, me.token).api.shop.$get(), 200)).find((p) => p.id === String(made.id))!;
    expect(shown.variants.map((v) => [v.title, v.price.amount, v.quantityAvailable, v.image.src])).toEqual([
      ['Red', '19.50', 4, '/merch/tote.svg'],
      ['Blue', '19.50', 0, '/merch/cap-sky.svg'],
    ]);
    const again = await adminCall(t.app, 'POST', '/shop/products', { ...scarf, slug: 'town-scarf' });
    expect([again.status, await errorOf(again)]).toEqual([409, 'Product slug already in use']);
  }, 60_000);

  test('edits: prices per currency (null removes one), stock, holder rule, matching wearable, hide', async () => {
    const made = await json<AdminProduct>(await adminCall(t.app, 'POST', '/shop/products', scarf));
    const red = made.variants[0]!;
    const [poncho] = await t.db.select({ id: traits.id }).from(traits).where(eq(traits.name, 'poncho'));
    const variant = await json<AdminProduct>(await adminCall(t.app, 'PATCH', `/shop/variants/${red.id}`, { stock: 9, prices: { EUR: '18.00', GBP: null } }));
    expect(variant.variants[0]).toMatchObject({ stock: 9, prices: { EUR: '18.00', USD: '19.50' } });
    expect(await lastLog()).toMatchObject({ action: 'shop.variant.update', target: `variant:${red.id}`, details: { stock: 9 } });
    const product = await json<AdminProduct>(await adminCall(t.app, 'PATCH', `/shop/products/${made.id}`, { holderRule: { kind: 'coolscore', min: 250 }, wearableTraitId: poncho!.id }));
    expect(product).toMatchObject({ holderLabel: 'Holders only: cool score 250+', wearable: { id: poncho!.id, name: 'Festival Poncho' } });
    const added = await adminCall(t.app, 'POST', `/shop/products/${made.id}/variants`, { title: 'Green', stock: 2, prices: { USD: '21.00' } });
    expect(added.status).toBe(201);
    expect((await json<AdminProduct>(added)).variants.map((v) => v.title)).toEqual(['Red', 'Blue', 'Green']);
    const dup = await adminCall(t.app, 'POST', `/shop/products/${made.id}/variants`, { title: 'Green', stock: 2, prices: { USD: '21.00' } });
    expect([dup.status, await errorOf(dup)]).toEqual([409, 'This product already has a variant with that title']);
    const me = await registeredPlayer(t.app);
    const shownBefore = (await bodyOf(await client(t.app, me.token).api.shop.$get(), 200)).find((p) => p.id === String(made.id));
    expect(shownBefore?.holdersOnly).toEqual({ label: 'Holders only: cool score 250+', eligible: false });
    // Hiding a variant, then the product.
    await adminCall(t.app, 'PATCH', `/shop/variants/${red.id}`, { hidden: true });
    const afterHide = (await bodyOf(await client(t.app, me.token).api.shop.$get(), 200)).find((p) => p.id === String(made.id))!;
    expect(afterHide.variants.map((v) => v.title)).toEqual(['Blue', 'Green']);
    await adminCall(t.app, 'PATCH', `/shop/products/${made.id}`, { hidden: true, holderRule: null });
    expect((await bodyOf(await client(t.app, me.token).api.shop.$get(), 200)).some((p) => p.id === String(made.id))).toBe(false);
    const listed = await json<{ products: AdminProduct[] }>(await adminCall(t.app, 'GET', '/shop/products'));
    expect(listed.products.find((p) => p.id === made.id)).toMatchObject({ hidden: true, holderLabel: null });
  }, 60_000);

  test('bad input is 400 with the problem named, unknown rows 404, and nothing changes or is logged', async () => {
    const made = await json<AdminProduct>(await adminCall(t.app, 'POST', '/shop/products', scarf));
    const before = await logCount();
    const [row] = await t.db.select().from(shopProducts).where(eq(shopProducts.id, made.id));
    const cases: Array<[string, string, unknown, number, string | RegExp]> = [
      ['POST', '/shop/products', { ...scarf, variants: [] }, 400, 'variants: a product needs at least one variant'],
      ['POST', '/shop/products', { ...scarf, variants: [{ title: 'X', stock: 1, prices: { GBP: '5.00' } }] }, 400, /prices.USD is required/],
      ['POST', '/shop/products', { ...scarf, variants: [{ title: 'X', stock: -1, prices: { USD: '5.00' } }] }, 400, /stock must be 0 or more/],
      ['POST', '/shop/products', { ...scarf, variants: [{ title: 'X', stock: 1.5, prices: { USD: '5.00' } }] }, 400, /stock must be a whole number/],
      ['POST', '/shop/products', { ...scarf, variants: [{ title: 'X', stock: 1, prices: { USD: '-5' } }] }, 400, /prices.USD must be a price/],
      ['POST', '/shop/products', { ...scarf, variants: [{ title: 'X', stock: 1, prices: { USD: '5.001' } }] }, 400, /prices.USD must be a price/],
      ['POST', '/shop/products', { ...scarf, variants: [{ title: 'X', stock: 1, prices: { USD: '5', JPY: '500' } }] }, 400, /JPY|Unrecognized/],
      ['POST', '/shop/products', { ...scarf, title: 'Bad\u0000Title' }, 400, /title must not hold control characters/],
      ['POST', '/shop/products', { ...scarf, image: 'javascript:alert(1)' }, 400, /image must be an http\(s\) URL/],
      ['POST', '/shop/products', { ...scarf, holderRule: { kind: 'collection', collection: 'DOGS' } }, 400, /collection must be one of/],
      ['POST', '/shop/products', { ...scarf, holderRule: { kind: 'coolscore', min: 0 } }, 400, /holderRule.min must be at least 1/],
      ['POST', '/shop/products', { ...scarf, wearableTraitId: 999_999 }, 400, 'Unknown trait id: 999999'],
      ['POST', '/shop/products', { ...scarf, colour: 'red' }, 400, /colour|Unrecognized/],
      ['PATCH', `/shop/products/${made.id}`, {}, 400, /give at least one of/],
      ['PATCH', `/shop/products/${made.id}`, { holderRule: { kind: 'wearable', traitId: 999_999 } }, 400, 'Unknown trait id: 999999'],
      ['PATCH', '/shop/products/999999', { title: 'Ghost' }, 404, 'Product not found'],
      ['PATCH', '/shop/products/abc', { title: 'Ghost' }, 404, 'Product not found'],
      ['PATCH', `/shop/variants/${made.variants[0]!.id}`, { prices: { USD: null } }, 400, /prices.USD cannot be removed/],
      ['PATCH', '/shop/variants/999999', { stock: 1 }, 404, 'Variant not found'],
      ['POST', '/shop/products/999999/variants', { title: 'X', stock: 1, prices: { USD: '5' } }, 404, 'Product not found'],
      ['PUT', '/shop/payment-instructions', { instructions: '' }, 400, /instructions is required/],
      ['PUT', '/shop/payment-instructions', { instructions: 'x'.repeat(2001) }, 400, /at most 2000/],
    ];
    for (const [method, path, body, status, error] of cases) {
      const res = await adminCall(t.app, method, path, body);
      const message = await errorOf(res);
      expect({ path, body, status: res.status }).toEqual({ path, body, status });
      if (typeof error === 'string') expect(message).toBe(error);
      else expect(message).toMatch(error);
    }
    expect(await logCount()).toBe(before);
    expect((await t.db.select().from(shopProducts).where(eq(shopProducts.id, made.id)))[0]).toEqual(row);
    expect((await adminCall(t.app, 'GET', '/shop/products', undefined, null)).status).toBe(401);
    expect((await adminCall(t.app, 'POST', '/shop/products', scarf, 'wrong-token-wrong-token-123')).status).toBe(401);
  }, 60_000);

  test('payment instructions: the setting until the admin writes their own, then shown on every order', async () => {
    expect(await json(await adminCall(t.app, 'GET', '/shop/payment-instructions'))).toEqual({ instructions: 'Pay at the town hall.', source: 'settings' });
    const made = await json<AdminProduct>(await adminCall(t.app, 'POST', '/shop/products', scarf));
    const me = await registeredPlayer(t.app);
    const { webUrl } = await bodyOf(await checkout(t.app, me.token, [{ id: String(made.variants[0]!.id), quantity: 1 }]), 200);
    const put = await adminCall(t.app, 'PUT', '/shop/payment-instructions', { instructions: 'Send £ by bank transfer:\nTown Merch Ltd.' });
    expect(await json(put)).toEqual({ instructions: 'Send £ by bank transfer:\nTown Merch Ltd.', source: 'admin' });
    expect(await lastLog()).toMatchObject({ action: 'shop.instructions.update', target: 'shop' });
    const order = await bodyOf(await client(t.app, me.token).api.shop.orders[':id'].$get({ param: { id: orderIdOf(webUrl) } }), 200);
    expect(order.paymentInstructions).toBe('Send £ by bank transfer:\nTown Merch Ltd.');
  }, 60_000);
});
