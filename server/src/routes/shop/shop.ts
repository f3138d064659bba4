/**
 * The store (SPEC sections 7 and 9, DESIGN "Store", decision 0013), Bearer session, onboarded players:
 *   GET  /api/shop              the products, holders-only ones saying whether the caller may buy them
 *   POST /api/shop/checkout     { cart: [{ id, quantity }], currencyCode } (+ Idempotency-Key) -> { webUrl }
 *   GET  /api/shop/orders       the caller's orders, newest first
 *   GET  /api/shop/orders/:id   one of the caller's orders; anyone else's is 404 like an unknown one
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { Db } from '../../../../db/client.ts';
import { SHOP_MESSAGES } from '../../../../domain/shop-rules.ts';
import { currentPlayer } from '../../http/current-player.ts';
import { describe } from '../../http/describe.ts';
import { validate } from '../../http/validate.ts';
import { checkoutBody, IDEMPOTENCY_KEY, ORDER_ID } from '../../shop/input.ts';
import { playerOrder, playerOrders } from '../../shop/orders.ts';
import { checkoutAnswerSchema, orderSchema, shopProductSchema } from '../../shop/schemas.ts';
import type { Shop } from '../../shop/shop.ts';

const notOnboarded = `${SHOP_MESSAGES.notOnboarded} (no profile yet, or registration unfinished)`;

export function shopRoutes(db: Db, shop: Shop) {
  return new Hono()
    .get(
      '/',
      describe({
        tag: 'Shop',
        summary: 'The store: products with their variants, prices per currency and stock',
        description: 'Hidden products are left out. A holders-only product says in holdersOnly whether the caller may buy it.',
        access: 'session',
        responses: { 200: z.array(shopProductSchema), 403: notOnboarded, 502: 'SHOP_PROVIDER=shopify and Shopify cannot be reached (nothing recent to show)' },
      }),
      currentPlayer(db),
      async (c) => {
        const me = c.get('player').profile;
        if (!me?.onboarded) return c.json({ error: SHOP_MESSAGES.notOnboarded }, 403);
        const products = await shop.provider.products(me.id);
        if (!products.ok) return c.json({ error: products.error }, products.status);
        return c.json(products.value, 200);
      },
    )
    .post(
      '/checkout',
      describe({
        tag: 'Shop',
        summary: 'Check out a cart: an order (built-in store) or a Shopify cart, and where to pay',
        description:
          'Prices, totals and stock are the server\'s; fields beyond id and quantity are ignored, and nothing is stored on any refusal. The built-in store reserves the stock with the order, which expires unpaid after SHOP_ORDER_TTL_MINUTES. With an Idempotency-Key, a retry answers the first request\'s webUrl.',
        access: 'session',
        parameters: [
          { name: 'Idempotency-Key', in: 'header', required: false, description: 'Makes a retried checkout answer the same order; 1-128 letters, digits or . _ : -', schema: { type: 'string', pattern: IDEMPOTENCY_KEY.source } },
        ],
        responses: {
          200: checkoutAnswerSchema,
          400: "'Your cart is empty', 'Unknown product', 'No <CUR> price for <product> (<variant>)', more than 10 of a line, a malformed Idempotency-Key, or an invalid body",
          403: `'Holders only' (a holder rule the caller does not meet), or ${notOnboarded}`,
          409: "'Sold out: <product> (<variant>)', 'Only N left of <product> (<variant>)' (or Shopify's own words), or three unpaid orders already held",
          422: 'The Idempotency-Key was already used for a different cart',
          502: 'SHOP_PROVIDER=shopify and Shopify cannot be reached',
        },
      }),
      currentPlayer(db),
      validate('json', checkoutBody, () => shop.stats.refused('invalid')),
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
    .get(
      '/orders',
      describe({
        tag: 'Shop',
        summary: "The caller's orders, newest first (the built-in store; none with Shopify)",
        description: 'A pending order past its time shows as expired.',
        access: 'session',
        responses: { 200: z.object({ orders: z.array(orderSchema) }), 403: notOnboarded },
      }),
      currentPlayer(db),
      async (c) => {
        const me = c.get('player').profile;
        if (!me?.onboarded) return c.json({ error: SHOP_MESSAGES.notOnboarded }, 403);
        return c.json({ orders: await playerOrders(db, me.id, await shop.instructions(), new Date()) }, 200);
      },
    )
    .get(
      '/orders/:id',
      describe({
        tag: 'Shop',
        summary: "One of the caller's orders: lines, total, status and the payment instructions",
        access: 'session',
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
        responses: { 200: orderSchema, 403: notOnboarded, 404: "'Order not found': unknown, malformed, or another player's" },
      }),
      currentPlayer(db),
      async (c) => {
        const me = c.get('player').profile;
        if (!me?.onboarded) return c.json({ error: SHOP_MESSAGES.notOnboarded }, 403);
        const id = c.req.param('id');
        const order = ORDER_ID.test(id) ? await playerOrder(db, me.id, id, await shop.instructions(), new Date()) : null;
        if (!order) return c.json({ error: SHOP_MESSAGES.orderNotFound }, 404);
        return c.json(order, 200);
      },
    );
}
