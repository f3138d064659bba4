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
import { z } from 'zod';
import { EVENTS, privateChannel } from '../../../../domain/realtime.ts';
import { recordAdminAction } from '../../admin/admin-log.ts';
import type { AdminEnv } from '../../admin/auth.ts';
import type { AdminDeps } from '../../admin/deps.ts';
import { describe } from '../../http/describe.ts';
import { validate } from '../../http/validate.ts';
import { uniqueViolation } from '../../profiles/unique-violation.ts';
import { publishSafely } from '../../publish.ts';
import { ADMIN_SHOP_MESSAGES, addVariant, adminProduct, adminProductView, createProduct, updateProduct, updateVariant } from '../../shop/admin-catalogue.ts';
import { instructionsBody, ordersQuery, productCreateBody, productUpdateBody, variantCreateBody, variantUpdateBody } from '../../shop/admin-input.ts';
import { loadCatalogue } from '../../shop/catalogue.ts';
import { ORDER_ID } from '../../shop/input.ts';
import { moveOrder, type OrderAction } from '../../shop/order-status.ts';
import { adminOrders } from '../../shop/orders.ts';
import { adminOrderSchema, adminProductSchema, instructionsSchema, movedOrderSchema } from '../../shop/schemas.ts';
import { setPaymentInstructions, storedInstructions } from '../../shop/settings.ts';
import { SHOP_MESSAGES } from '../../../../domain/shop-rules.ts';

const idParam = (what: string) => [{ name: 'id', in: 'path' as const, required: true, description: `The ${what}'s id`, schema: { type: 'string' as const } }];
const doc = (summary: string, responses: Parameters<typeof describe>[0]['responses'], what?: string) =>
  describe({ tag: 'Admin', summary, access: 'admin', responses, ...(what ? { parameters: idParam(what) } : {}) });
const badInput = 'Invalid input, named: a missing USD price, a bad price or stock, an unknown field, a control character, or an unknown trait id';
const orderRefusals = { 404: "'Order not found'", 409: "The order cannot move from where it is: 'Order is already paid', 'Order is not paid yet', 'Order was cancelled', 'Order has expired'..." };

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
    .get('/shop/products', doc('Every store product, hidden ones too, with variants, prices per currency and stock', { 200: z.object({ products: z.array(adminProductSchema) }) }), async (c) => c.json({ products: (await loadCatalogue(db, { all: true })).map(adminProductView) }, 200))
    .post('/shop/products', doc('Create a product with its variants (a USD price each)', { 201: adminProductSchema, 400: badInput, 409: "'Product slug already in use', or two variants with one title" }), validate('json', productCreateBody), async (c) => {
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
    .patch('/shop/products/:id', doc('Edit a product: title, description, image, holder rule, matching wearable, hidden, order', { 200: adminProductSchema, 400: badInput, 404: "'Product not found'" }, 'product'), validate('json', productUpdateBody), async (c) => {
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
    .post('/shop/products/:id/variants', doc('Add a variant to a product', { 201: adminProductSchema, 400: badInput, 404: "'Product not found'", 409: "'This product already has a variant with that title'" }, 'product'), validate('json', variantCreateBody), async (c) => {
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
    .patch('/shop/variants/:id', doc('Edit a variant: title, image, stock (what may still be sold), prices (null removes one), hidden, order', { 200: adminProductSchema, 400: badInput, 404: "'Variant not found'", 409: "'This product already has a variant with that title'" }, 'variant'), validate('json', variantUpdateBody), async (c) => {
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
    .get('/shop/orders', doc("Every player's orders, newest first, with who placed them; ?status= filters (an overdue pending order counts as expired)", { 200: z.object({ orders: z.array(adminOrderSchema) }) }), validate('query', ordersQuery), async (c) => c.json({ orders: await adminOrders(db, c.req.valid('query'), new Date()) }, 200))
    .post('/shop/orders/:id/paid', doc("Mark a pending order paid: its lines' wearables go to the player's chest, once", { 200: movedOrderSchema, ...orderRefusals }, 'order'), async (c) => {
      const moved = await move(c.req.param('id'), 'paid', c.get('admin').fingerprint);
      return moved.ok ? c.json(moved.value, 200) : c.json({ error: moved.error }, moved.status);
    })
    .post('/shop/orders/:id/fulfilled', doc('Mark a paid order fulfilled (sent)', { 200: movedOrderSchema, ...orderRefusals }, 'order'), async (c) => {
      const moved = await move(c.req.param('id'), 'fulfilled', c.get('admin').fingerprint);
      return moved.ok ? c.json(moved.value, 200) : c.json({ error: moved.error }, moved.status);
    })
    .post('/shop/orders/:id/cancelled', doc('Cancel a pending or paid order: its stock goes back', { 200: movedOrderSchema, ...orderRefusals }, 'order'), async (c) => {
      const moved = await move(c.req.param('id'), 'cancelled', c.get('admin').fingerprint);
      return moved.ok ? c.json(moved.value, 200) : c.json({ error: moved.error }, moved.status);
    })
    .get('/shop/payment-instructions', doc('The payment instructions order pages show, and where they come from', { 200: instructionsSchema }), async (c) => {
      const stored = await storedInstructions(db);
      return c.json({ instructions: stored ?? (await shop.instructions()), source: stored ? ('admin' as const) : ('settings' as const) }, 200);
    })
    .put('/shop/payment-instructions', doc('Write the payment instructions every order page shows', { 200: instructionsSchema, 400: badInput }), validate('json', instructionsBody), async (c) => {
      const { instructions } = c.req.valid('json');
      await db.transaction(async (tx) => {
        await setPaymentInstructions(tx, instructions, new Date());
        await recordAdminAction(tx, { action: 'shop.instructions.update', target: 'shop', details: { instructions }, fingerprint: c.get('admin').fingerprint });
      });
      return c.json({ instructions, source: 'admin' as const }, 200);
    });
}
