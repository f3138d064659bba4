import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { shopOrderLines, shopOrders } from '../../../../db/schema/index.ts';
import { bodyOf } from '../../../test/client.ts';
import { checkout, makeProduct, orderIdOf, shopTestApp, stockOf } from '../../../test/shop.ts';
import { errorOf, registeredPlayer } from '../../../test/wearables.ts';

let t: Awaited<ReturnType<typeof shopTestApp>>;
beforeAll(async () => {
  t = await shopTestApp();
}, 60_000);
afterAll(() => t.close());

const soldOf = async (variantId: string) =>
  (await t.db.select({ quantity: shopOrderLines.quantity }).from(shopOrderLines).where(eq(shopOrderLines.variant_id, Number(variantId)))).reduce((n, l) => n + l.quantity, 0);

describe('the last units', () => {
  test('50 checkouts at once for a variant with 3 left: exactly 3 sold, the other 47 are 409, stock ends at 0', async () => {
    const { variantId, title } = await makeProduct(t.db, { stock: 3, title: 'Last Lantern' });
    const players = await Promise.all(Array.from({ length: 10 }, () => registeredPlayer(t.app)));
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => checkout(t.app, players[i % 10]!.token, [{ id: variantId, quantity: 1 }])));
    const statuses = answers.map((r) => r.status as number);
    expect(statuses.filter((s) => s === 200).length).toBe(3);
    expect(statuses.filter((s) => s === 409).length).toBe(47);
    const errors = new Set(await Promise.all(answers.filter((r) => r.status === 409).map(errorOf)));
    // Refused either once none were left, or (in a race) seeing fewer left than asked: never anything else.
    for (const e of errors) expect([`Sold out: ${title} (Standard)`, `Only 1 left of ${title} (Standard)`, `Only 2 left of ${title} (Standard)`]).toContain(e);
    expect(await stockOf(t.db, variantId)).toBe(0);
    expect(await soldOf(variantId)).toBe(3);
  }, 120_000);

  test('carts of two units racing for 5: two go through, one unit is left, never below 0', async () => {
    const { variantId } = await makeProduct(t.db, { stock: 5 });
    const me = await registeredPlayer(t.app);
    const answers = await Promise.all(Array.from({ length: 12 }, () => checkout(t.app, me.token, [{ id: variantId, quantity: 2 }])));
    expect(answers.filter((r) => r.status === 200).length).toBe(2);
    expect(await stockOf(t.db, variantId)).toBe(1);
    expect(await soldOf(variantId)).toBe(4);
  }, 120_000);

  test('two carts locking the same two variants in opposite orders both finish (no deadlock)', async () => {
    const a = await makeProduct(t.db, { stock: 20 });
    const b = await makeProduct(t.db, { stock: 20 });
    // Ten players: one player's checkouts take turns (and hold at most three unpaid orders), so the
    // carts that could lock each other out are different players'.
    const players = await Promise.all(Array.from({ length: 10 }, () => registeredPlayer(t.app)));
    const answers = await Promise.all(
      players.map((me, i) =>
        checkout(t.app, me.token, i % 2 ? [{ id: a.variantId, quantity: 1 }, { id: b.variantId, quantity: 1 }] : [{ id: b.variantId, quantity: 1 }, { id: a.variantId, quantity: 1 }]),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect([await stockOf(t.db, a.variantId), await stockOf(t.db, b.variantId)]).toEqual([10, 10]);
  }, 120_000);
});

describe('Idempotency-Key', () => {
  test('a retried checkout with the same key answers the same order and webUrl; stock is taken once', async () => {
    const { variantId } = await makeProduct(t.db, { stock: 10 });
    const me = await registeredPlayer(t.app);
    const first = await bodyOf(await checkout(t.app, me.token, [{ id: variantId, quantity: 2 }], 'USD', 'retry-key-1'), 200);
    const again = await bodyOf(await checkout(t.app, me.token, [{ id: variantId, quantity: 2 }], 'USD', 'retry-key-1'), 200);
    expect(again.webUrl).toBe(first.webUrl);
    expect(await stockOf(t.db, variantId)).toBe(8);
    expect((await t.db.select().from(shopOrders).where(eq(shopOrders.profile_id, me.id))).map((o) => o.id)).toEqual([orderIdOf(first.webUrl)]);
  }, 60_000);

  test('20 requests with one key at once: one order, every answer its webUrl', async () => {
    const { variantId } = await makeProduct(t.db, { stock: 10 });
    const me = await registeredPlayer(t.app);
    const answers = await Promise.all(Array.from({ length: 20 }, () => checkout(t.app, me.token, [{ id: variantId, quantity: 1 }], 'EUR', 'same-key-at-once')));
    const urls = await Promise.all(answers.map((r) => bodyOf(r, 200)));
    expect(new Set(urls.map((u) => u.webUrl)).size).toBe(1);
    expect((await t.db.select().from(shopOrders).where(eq(shopOrders.profile_id, me.id))).length).toBe(1);
    expect(await stockOf(t.db, variantId)).toBe(9);
  }, 120_000);

  test('the same key with another cart is 422; another player may use the same key; a refused checkout does not use up its key', async () => {
    const { variantId } = await makeProduct(t.db, { stock: 3 });
    const me = await registeredPlayer(t.app);
    const other = await registeredPlayer(t.app);
    const first = await bodyOf(await checkout(t.app, me.token, [{ id: variantId, quantity: 1 }], 'USD', 'k-1'), 200);
    const changed = await checkout(t.app, me.token, [{ id: variantId, quantity: 2 }], 'USD', 'k-1');
    expect([changed.status as number, await errorOf(changed)]).toEqual([422, 'This Idempotency-Key was already used for a different cart']);
    const otherCurrency = await checkout(t.app, me.token, [{ id: variantId, quantity: 1 }], 'GBP', 'k-1');
    expect(otherCurrency.status).toBe(422);
    const theirs = await bodyOf(await checkout(t.app, other.token, [{ id: variantId, quantity: 1 }], 'USD', 'k-1'), 200);
    expect(theirs.webUrl).not.toBe(first.webUrl);
    // One left: asking for 2 is refused, and the key stays free for the cart that fits.
    const tooMany = await checkout(t.app, me.token, [{ id: variantId, quantity: 2 }], 'USD', 'k-2');
    expect([tooMany.status as number, await errorOf(tooMany)]).toEqual([409, expect.stringMatching(/^Only 1 left of /)]);
    expect((await checkout(t.app, me.token, [{ id: variantId, quantity: 1 }], 'USD', 'k-2')).status).toBe(200);
    expect(await stockOf(t.db, variantId)).toBe(0);
  }, 60_000);

  test('a malformed key is 400 and stores nothing', async () => {
    const { variantId } = await makeProduct(t.db, { stock: 3 });
    const me = await registeredPlayer(t.app);
    for (const key of ['has space', 'x'.repeat(129), 'semi;colon', 'a/b']) {
      const res = await t.app.request('/api/shop/checkout', {
        method: 'POST',
        headers: { authorization: `Bearer ${me.token}`, 'content-type': 'application/json', 'idempotency-key': key },
        body: JSON.stringify({ cart: [{ id: variantId, quantity: 1 }], currencyCode: 'USD' }),
      });
      expect([res.status, await errorOf(res)]).toEqual([400, 'Idempotency-Key must be 1 to 128 letters, digits or . _ : -']);
    }
    expect(await stockOf(t.db, variantId)).toBe(3);
  }, 60_000);
});
