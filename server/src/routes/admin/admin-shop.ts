/**
 * The admin's store (decision 0013), every change recorded in the admin log in its own transaction:
 *   GET   /shop/products                   every product, hidden ones too, with variants, prices and stock
 *   POST  /shop/products                   { title, image, variants: [{ title, stock, prices }], ... } -> 201
 *   PATCH /shop/products/:id               title, description, image, holderRule, wearableTraitId, hidden, sortOrder
 *   POST  /shop/products/:id/variants      { title, stock, prices, image?, hidden?, sortOrder? } -> 201
 *   PATCH /shop/variants/:id               title, image, stock, prices (a currency: null removes it), hidden, sortOrder
 *   GET   /shop/orders?status=&limit=      every player's orders, newest first
 *   POST  /shop/orders/:id/paid | fulfilled | cancelled
 *                                          paying sends the promised wearables to the player's chest (pushed)
 *   GET   /shop/payment-instructions       what order pages say about paying, and where it comes from
 *   PUT   /shop/payment-instructions       { instructions }
 */
import { Hono } from 'hono';
import { EVENTS, privateChannel } from '../../../../domain/realtime.ts';
import { recordAdminAction } from '../../admin/admin-log.ts';
import type { AdminEnv } from '../../admin/auth.ts';
import type { AdminDeps } from '../../admin/deps.ts';
import { validate } from '../../http/validate.ts';
import { uniqueViolation } from '../../profiles/unique-violation.ts';
import { publishSafely } from '../../publish.ts';
import { ADMIN_SHOP_MESSAGES, addVariant, adminProduct, adminProductView, createProduct, updateProduct, updateVariant } from '../../shop/admin-catalogue.ts';
import { instructionsBody, ordersQuery, productCreateBody, productUpdateBody, variantCreateBody, variantUpdateBody } from '../../shop/admin-input.ts';
import { loadCatalogue } from '../../shop/catalogue.ts';
import { ORDER_ID } from '../../shop/input.ts';
import { moveOrder, type OrderAction } from '../../shop/order-status.ts';
import { adminOrders } from '../../shop/orders.ts';
import { setPaymentInstructions, storedInstructions } from '../../shop/settings.ts';
import { SHOP_MESSAGES } from '../../../../domain/shop-rules.ts';

/** A path id, or null when it cannot name a row. */
const rowId = (raw: string) => (/^\d{1,9}$/.test(raw) ? Number(raw) : null);

export function adminShopRoutes({ db, publish, shop }: AdminDeps) {
  /** Moves an order on and, for a payment that brought wearables, pushes the chest to the player. */
  async function move(rawId: string, action: OrderAction, fingerprint: string) {
    if (!ORDER_ID.test(rawId)) return { ok: false as const, status: 404 as const, error: SHOP_MESSAGES.orderNotFound };
    const moved = await moveOrder(db, rawId, action, (tx, { order, wallet, chest }) =>
      recordAdminAction(tx, { action: `shop.order.${action}`, target: `order:${order.id}`, details: { wallet, status: order.status, chest }, fingerprint }),
    );
    if (!moved.ok) return moved;
    const { order, wallet, chest } = moved.value;
    // The player's page toasts the new wearable and the chest waits for them (as with the admin's grants).
    const pushed = chest ? await publishSafely(publish, privateChannel.avatars(wallet), EVENTS.traitsInserted(wallet), { chest: { id: chest.id, name: chest.name }, traitIds: chest.traitIds }) : false;
    return { ok: true as const, value: { id: order.id, status: order.status, wallet, chest, pushed } };
  }

  return new Hono<AdminEnv>()
    .get('/shop/products', async (c) => c.json({ products: (await loadCatalogue(db, { all: true })).map(adminProductView) }, 200))
    .post('/shop/products', validate('json', productCreateBody), async (c) => {
      const input = c.req.valid('json');
      try {
        const created = await db.transaction(async (tx) => {
          const made = await createProduct(tx, input);
          if (made.ok) await recordAdminAction(tx, { action: 'shop.product.create', target: `product:${made.value}`, details: { ...input }, fingerprint: c.get('admin').fingerprint });
          return made;
        });
        if (!created.ok) return c.json({ error: created.error }, created.status);
        return c.json((await adminProduct(db, created.value))!, 201);
      } catch (err) {
        const constraint = uniqueViolation(err);
        if (constraint === 'shop_products_slug_unique') return c.json({ error: ADMIN_SHOP_MESSAGES.slugTaken }, 409);
        if (constraint === 'shop_variants_product_title') return c.json({ error: ADMIN_SHOP_MESSAGES.variantTaken }, 409);
        throw err;
      }
    })
    .patch('/shop/products/:id', validate('json', productUpdateBody), async (c) => {
      const id = rowId(c.req.param('id'));
      if (id === null) return c.json({ error: ADMIN_SHOP_MESSAGES.productNotFound }, 404);
      const input = c.req.valid('json');
      const updated = await db.transaction(async (tx) => {
        const done = await updateProduct(tx, id, input, new Date());
        if (done.ok) await recordAdminAction(tx, { action: 'shop.product.update', target: `product:${id}`, details: { ...input }, fingerprint: c.get('admin').fingerprint });
        return done;
      });
      if (!updated.ok) return c.json({ error: updated.error }, updated.status);
      return c.json((await adminProduct(db, id))!, 200);
    })
    .post('/shop/products/:id/variants', validate('json', variantCreateBody), async (c) => {
      const id = rowId(c.req.param('id'));
      if (id === null) return c.json({ error: ADMIN_SHOP_MESSAGES.productNotFound }, 404);
      const input = c.req.valid('json');
      try {
        const added = await db.transaction(async (tx) => {
          const done = await addVariant(tx, id, input);
          if (done.ok) await recordAdminAction(tx, { action: 'shop.variant.create', target: `variant:${done.value}`, details: { productId: id, ...input }, fingerprint: c.get('admin').fingerprint });
          return done;
        });
        if (!added.ok) return c.json({ error: added.error }, added.status);
        return c.json((await adminProduct(db, id))!, 201);
      } catch (err) {
        if (uniqueViolation(err) === 'shop_variants_product_title') return c.json({ error: ADMIN_SHOP_MESSAGES.variantTaken }, 409);
        throw err;
      }
    })
    .patch('/shop/variants/:id', validate('json', variantUpdateBody), async (c) => {
      const id = rowId(c.req.param('id'));
      if (id === null) return c.json({ error: ADMIN_SHOP_MESSAGES.variantNotFound }, 404);
      const input = c.req.valid('json');
      try {
        const updated = await db.transaction(async (tx) => {
          const done = await updateVariant(tx, id, input);
          if (done.ok) await recordAdminAction(tx, { action: 'shop.variant.update', target: `variant:${id}`, details: { ...input }, fingerprint: c.get('admin').fingerprint });
          return done;
        });
        if (!updated.ok) return c.json({ error: updated.error }, updated.status);
        return c.json((await adminProduct(db, updated.value))!, 200);
      } catch (err) {
        if (uniqueViolation(err) === 'shop_variants_product_title') return c.json({ error: ADMIN_SHOP_MESSAGES.variantTaken }, 409);
        throw err;
      }
    })
    .get('/shop/orders', validate('query', ordersQuery), async (c) => c.json({ orders: await adminOrders(db, c.req.valid('query'), new Date()) }, 200))
    .post('/shop/orders/:id/paid', async (c) => {
      const moved = await move(c.req.param('id'), 'paid', c.get('admin').fingerprint);
      return moved.ok ? c.json(moved.value, 200) : c.json({ error: moved.error }, moved.status);
    })
    .post('/shop/orders/:id/fulfilled', async (c) => {
      const moved = await move(c.req.param('id'), 'fulfilled', c.get('admin').fingerprint);
      return moved.ok ? c.json(moved.value, 200) : c.json({ error: moved.error }, moved.status);
    })
    .post('/shop/orders/:id/cancelled', async (c) => {
      const moved = await move(c.req.param('id'), 'cancelled', c.get('admin').fingerprint);
      return moved.ok ? c.json(moved.value, 200) : c.json({ error: moved.error }, moved.status);
    })
    .get('/shop/payment-instructions', async (c) => {
      const stored = await storedInstructions(db);
      return c.json({ instructions: stored ?? (await shop.instructions()), source: stored ? ('admin' as const) : ('settings' as const) }, 200);
    })
    .put('/shop/payment-instructions', validate('json', instructionsBody), async (c) => {
      const { instructions } = c.req.valid('json');
      await db.transaction(async (tx) => {
        await setPaymentInstructions(tx, instructions, new Date());
        await recordAdminAction(tx, { action: 'shop.instructions.update', target: 'shop', details: { instructions }, fingerprint: c.get('admin').fingerprint });
      });
      return c.json({ instructions, source: 'admin' as const }, 200);
    });
}
