import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { bodyOf } from '../../../test/client.ts';
import { checkout, makeProduct, orderIdOf, shopTestApp, stockOf, storedOrders } from '../../../test/shop.ts';
import { registeredPlayer } from '../../../test/wearables.ts';

let t: Awaited<ReturnType<typeof shopTestApp>>;
let token: string;
let variantId: string;
beforeAll(async () => {
  t = await shopTestApp();
  token = (await registeredPlayer(t.app)).token;
  variantId = (await makeProduct(t.db, { stock: 5 })).variantId;
}, 60_000);
afterAll(() => t.close());

const post = (body: string, headers: Record<string, string> = {}) =>
  t.app.request('/api/shop/checkout', { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers }, body });

/** A small deterministic generator, so a failing case can be replayed. */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2 ** 31;
    return s / 2 ** 31;
  };
}

const oddValues = () => [null, true, 'x', '', '\u0000', 'USD\u0000', -1, 0, 0.5, 2.5, 11, 1e9, 1e308, -0, Number.MAX_SAFE_INTEGER + 2, [], {}, [1], { id: '1' }, '1'.repeat(300)];

describe('fuzzing POST /api/shop/checkout', () => {
  test('hand-picked bad bodies: only 4xx, nothing stored, no stock taken', async () => {
    const before = await storedOrders(t.db);
    const line = (over: Record<string, unknown>) => ({ id: variantId, quantity: 1, ...over });
    const bodies: unknown[] = [
      null,
      [],
      'cart',
      {},
      { cart: [line({})] },
      { cart: [line({})], currencyCode: 'JPY' },
      { cart: [line({})], currencyCode: 'usd' },
      { cart: [line({})], currencyCode: 'US\u0000D' },
      { cart: line({}), currencyCode: 'USD' },
      { cart: [line({ quantity: -1 })], currencyCode: 'USD' },
      { cart: [line({ quantity: 0 })], currencyCode: 'USD' },
      { cart: [line({ quantity: 1.5 })], currencyCode: 'USD' },
      { cart: [line({ quantity: 11 })], currencyCode: 'USD' },
      { cart: [line({ quantity: 1e21 })], currencyCode: 'USD' },
      { cart: [line({ quantity: '1' })], currencyCode: 'USD' },
      { cart: [line({ quantity: null })], currencyCode: 'USD' },
      { cart: [line({ id: Number(variantId) })], currencyCode: 'USD' },
      { cart: [line({ id: `${variantId}\u0000` })], currencyCode: 'USD' },
      { cart: [line({ id: '\u0000' })], currencyCode: 'USD' },
      { cart: [line({ id: '' })], currencyCode: 'USD' },
      { cart: [line({ id: 'x'.repeat(201) })], currencyCode: 'USD' },
      { cart: [line({ id: '-1' })], currencyCode: 'USD' },
      { cart: [line({ id: '99999999999999999999' })], currencyCode: 'USD' },
      { cart: Array.from({ length: 1000 }, () => line({})), currencyCode: 'USD' },
      { cart: Array.from({ length: 51 }, () => line({})), currencyCode: 'USD' },
      { cart: [line({}), null], currencyCode: 'USD' },
    ];
    for (const body of bodies) {
      const res = await post(JSON.stringify(body));
      if (res.status < 400 || res.status > 499) throw new Error(`${JSON.stringify(body).slice(0, 120)} answered ${res.status}`);
      expect(typeof ((await res.json()) as { error: unknown }).error).toBe('string');
    }
    for (const raw of ['{', '{"cart":[{"id":"1","quantity":1}],"currencyCode":"USD"', '\u0000', '']) {
      expect((await post(raw)).status).toBe(400);
    }
    expect(await storedOrders(t.db)).toEqual(before);
    expect(await stockOf(t.db, variantId)).toBe(5);
  }, 60_000);

  test('500 random bodies built from odd values: only 4xx, nothing stored', async () => {
    const next = random(13);
    const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)]!;
    const before = await storedOrders(t.db);
    const statuses = new Map<number, number>();
    for (let i = 0; i < 500; i++) {
      const lines = Array.from({ length: Math.floor(next() * 4) }, () => ({
        id: next() < 0.5 ? variantId : pick(oddValues()),
        quantity: next() < 0.3 ? 1 : pick(oddValues()),
        ...(next() < 0.2 ? { price: pick(oddValues()) } : {}),
      }));
      // Every body has at least one bad part, so none may go through.
      const body = { cart: next() < 0.1 ? pick(oddValues()) : [...lines, { id: pick(oddValues()), quantity: pick(oddValues()) }], currencyCode: next() < 0.5 ? 'USD' : pick(oddValues()) };
      const res = await post(JSON.stringify(body));
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      if (res.status < 400 || res.status > 499) throw new Error(`${JSON.stringify(body).slice(0, 200)} answered ${res.status}`);
    }
    expect([...statuses.keys()].every((s) => s >= 400 && s < 500)).toBe(true);
    expect(await storedOrders(t.db)).toEqual(before);
    expect(await stockOf(t.db, variantId)).toBe(5);
  }, 120_000);
});

describe('fuzzing GET /api/shop/orders/:id', () => {
  test('odd ids are 404 (a NUL, which cannot be stored, is refused with 400 first) and never reach anyone else; a real one still answers', async () => {
    const { webUrl } = await bodyOf(await checkout(t.app, token, [{ id: variantId, quantity: 1 }]), 200);
    const other = await registeredPlayer(t.app);
    const nul = await t.app.request('/api/shop/orders/%00', { headers: { authorization: `Bearer ${other.token}` } });
    expect(nul.status).toBe(400);
    for (const id of ['%27%20or%201%3D1', '..%2F..', 'a'.repeat(2000), '-1', '1.5', encodeURIComponent(orderIdOf(webUrl).toUpperCase()), orderIdOf(webUrl)]) {
      const res = await t.app.request(`/api/shop/orders/${id}`, { headers: { authorization: `Bearer ${other.token}` } });
      expect({ id, status: res.status }).toEqual({ id, status: 404 });
    }
    const mine = await t.app.request(`/api/shop/orders/${orderIdOf(webUrl)}`, { headers: { authorization: `Bearer ${token}` } });
    expect(mine.status).toBe(200);
  }, 60_000);
});
