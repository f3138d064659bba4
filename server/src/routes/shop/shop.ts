/**
 * The store (SPEC sections 7 and 9, DESIGN "Store", decision 0013), Bearer session, onboarded players:
 *   GET  /api/shop              the products, holders-only ones saying whether the caller may buy them
 *   POST /api/shop/checkout     { cart: [{ id, quantity }], currencyCode } (+ Idempotency-Key) -> { webUrl }
 *   GET  /api/shop/orders       the caller's orders, newest first
 *   GET  /api/shop/orders/:id   one of the caller's orders; anyone else's is 404 like an unknown one
 */
import { Hono } from 'hono';
import { zValidator } from '@hono/zod-validator';
import type { Db } from '../../../../db/client.ts';
import { SHOP_MESSAGES } from '../../../../domain/shop-rules.ts';
import { currentPlayer } from '../../http/current-player.ts';
import { validationHook } from '../../http/errors.ts';
import { checkoutBody, IDEMPOTENCY_KEY, ORDER_ID } from '../../shop/input.ts';
import { playerOrder, playerOrders } from '../../shop/orders.ts';
import type { Shop } from '../../shop/shop.ts';

export function shopRoutes(db: Db, shop: Shop) {
  const onboarded = currentPlayer(db);
  return new Hono()
    .get('/', onboarded, async (c) => {
      const me = c.get('player').profile;
      if (!me?.onboarded) return c.json({ error: SHOP_MESSAGES.notOnboarded }, 403);
      const products = await shop.provider.products(me.id);
      if (!products.ok) return c.json({ error: products.error }, products.status);
      return c.json(products.value, 200);
    })
    .post(
      '/checkout',
      onboarded,
      zValidator('json', checkoutBody, (result, c) => {
        if (!result.success) shop.stats.refused('invalid');
        return validationHook(result, c);
      }),
      async (c) => {
        const me = c.get('player').profile;
        if (!me?.onboarded) return c.json({ error: SHOP_MESSAGES.notOnboarded }, 403);
        const key = c.req.header('idempotency-key');
        if (key !== undefined && !IDEMPOTENCY_KEY.test(key)) {
          shop.stats.refused('invalid');
          return c.json({ error: SHOP_MESSAGES.badKey }, 400);
        }
        const body = c.req.valid('json');
        const done = await shop.provider.checkout(me.id, { cart: body.cart, currencyCode: body.currencyCode, idempotencyKey: key });
        if (!done.ok) {
          shop.stats.refused(done.reason);
          return c.json({ error: done.error }, done.status);
        }
        shop.stats.checkedOut();
        return c.json({ webUrl: done.value.webUrl }, 200);
      },
    )
    .get('/orders', onboarded, async (c) => {
      const me = c.get('player').profile;
      if (!me?.onboarded) return c.json({ error: SHOP_MESSAGES.notOnboarded }, 403);
      return c.json({ orders: await playerOrders(db, me.id, await shop.instructions(), new Date()) }, 200);
    })
    .get('/orders/:id', onboarded, async (c) => {
      const me = c.get('player').profile;
      if (!me?.onboarded) return c.json({ error: SHOP_MESSAGES.notOnboarded }, 403);
      const id = c.req.param('id');
      const order = ORDER_ID.test(id) ? await playerOrder(db, me.id, id, await shop.instructions(), new Date()) : null;
      if (!order) return c.json({ error: SHOP_MESSAGES.orderNotFound }, 404);
      return c.json(order, 200);
    });
}
