/**
 * The built-in checkout (decision 0013): prices, totals and stock are the server's. The order row, its
 * lines and the stock they take are written in one transaction, so a refused checkout stores nothing.
 * With an Idempotency-Key the order row is inserted first: a second request with the same key waits on
 * the unique index until the first commits, then finds its order and answers it.
 */
import { createHash, randomUUID } from 'node:crypto';
import { and, count, eq, gt } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { profiles, shopOrderLines, shopOrders } from '../../../db/schema/index.ts';
import { markOrdersChanged } from './order-changes.ts';
import { CART, type Currency } from '../../../domain/shop.ts';
import { PENDING_ORDERS_MAX, SHOP_MESSAGES, type CheckoutRefusal } from '../../../domain/shop-rules.ts';
import { fail, ok, type Fail, type Ok } from '../result.ts';
import { loadCatalogue, type CatalogueProduct, type CatalogueVariant } from './catalogue.ts';
import { expireOverdueOrders } from './expiry.ts';
import { holderCheck } from './holders.ts';
import { reserve, stockOf } from './stock.ts';

export interface CartRequest {
  cart: Array<{ id: string; quantity: number }>;
  currencyCode: Currency;
  idempotencyKey?: string;
}

export type Refused = Fail<400 | 403 | 409 | 422 | 502> & { reason: CheckoutRefusal };
export type CheckoutResult<T> = Ok<T> | Refused;

export const refuse = (status: Refused['status'], error: string, reason: CheckoutRefusal): Refused => ({ ...fail(status, error), reason });

/** Lines with the same id become one (the web may append rather than merge). */
export function mergeLines(cart: CartRequest['cart']): Array<{ id: string; quantity: number }> {
  const merged = new Map<string, number>();
  for (const line of cart) merged.set(line.id, (merged.get(line.id) ?? 0) + line.quantity);
  return [...merged].map(([id, quantity]) => ({ id, quantity }));
}

/** The refusals every provider gives before it reserves anything: empty cart, too many of one line. */
export function checkCartShape(lines: Array<{ quantity: number }>): Refused | null {
  if (lines.length === 0) return refuse(400, SHOP_MESSAGES.emptyCart, 'empty');
  return null;
}

interface Priced {
  product: CatalogueProduct;
  variant: CatalogueVariant;
  quantity: number;
  unitMinor: number;
}

/** Matches the cart against the catalogue and prices each line in the chosen currency, or says why not. */
async function priceCart(db: Db, profileId: number, lines: Array<{ id: string; quantity: number }>, currency: Currency): Promise<Refused | Priced[]> {
  const catalogue = await loadCatalogue(db);
  const variants = new Map(catalogue.flatMap((p) => p.variants.map((v) => [String(v.id), { product: p, variant: v }] as const)));
  const found = lines.map((l) => ({ ...variants.get(l.id), quantity: l.quantity }));
  if (found.some((f) => !f.variant)) return refuse(400, SHOP_MESSAGES.unknownProduct, 'unknown');
  const chosen = found as Array<{ product: CatalogueProduct; variant: CatalogueVariant; quantity: number }>;
  const tooMany = chosen.find((f) => f.quantity > CART.max);
  if (tooMany) return refuse(400, SHOP_MESSAGES.tooMany(tooMany.product.title, tooMany.variant.title), 'invalid');
  const holds = holderCheck(db, profileId);
  for (const product of new Set(chosen.map((f) => f.product))) {
    if (!(await holds(product.holderRule))) return refuse(403, SHOP_MESSAGES.holdersOnly, 'holders_only');
  }
  const unpriced = chosen.find((f) => f.variant.prices[currency] === undefined);
  if (unpriced) return refuse(400, SHOP_MESSAGES.noPrice(currency, unpriced.product.title, unpriced.variant.title), 'no_price');
  return chosen.map((f) => ({ ...f, unitMinor: f.variant.prices[currency]! }));
}

/** What a keyed request asked for; the same key with another cart or currency is refused. */
export const requestHash = (lines: Array<{ id: string; quantity: number }>, currency: Currency) =>
  createHash('sha256')
    .update(JSON.stringify([currency, [...lines].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))]))
    .digest('hex');

/** The refusal that rolls a checkout's transaction back. */
class Rollback extends Error {
  constructor(readonly refusal: Refused | 'key-taken') {
    super('checkout rolled back');
  }
}

async function orderForKey(db: Db, profileId: number, key: string, hash: string): Promise<CheckoutResult<{ orderId: string }> | null> {
  const [row] = await db
    .select({ id: shopOrders.id, hash: shopOrders.request_hash })
    .from(shopOrders)
    .where(and(eq(shopOrders.profile_id, profileId), eq(shopOrders.idempotency_key, key)))
    .limit(1);
  if (!row) return null;
  return row.hash === hash ? ok({ orderId: row.id }) : refuse(422, SHOP_MESSAGES.keyReused, 'key_reused');
}

/** Places an order for `profileId`: pending, its units reserved, expiring `ttlMinutes` from now. */
export async function placeOrder(db: Db, profileId: number, request: CartRequest, ttlMinutes: number, now = new Date()): Promise<CheckoutResult<{ orderId: string }>> {
  const lines = mergeLines(request.cart);
  const shape = checkCartShape(lines);
  if (shape) return shape;
  const key = request.idempotencyKey;
  const hash = requestHash(lines, request.currencyCode);
  if (key) {
    const earlier = await orderForKey(db, profileId, key, hash);
    if (earlier) return earlier;
  }
  const priced = await priceCart(db, profileId, lines, request.currencyCode);
  if (!Array.isArray(priced)) return priced;
  await expireOverdueOrders(db, now);
  const orderId = randomUUID();
  try {
    await db.transaction(async (tx) => {
      // One checkout at a time per player, so the count of unpaid orders below cannot be raced past.
      await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, profileId)).for('update');
      const inserted = await tx
        .insert(shopOrders)
        .values({
          id: orderId,
          profile_id: profileId,
          status: 'pending',
          currency: request.currencyCode,
          total_minor: priced.reduce((sum, l) => sum + l.unitMinor * l.quantity, 0),
          idempotency_key: key ?? null,
          request_hash: key ? hash : null,
          created_at: now,
          expires_at: new Date(now.getTime() + ttlMinutes * 60_000),
        })
        .onConflictDoNothing({ target: [shopOrders.profile_id, shopOrders.idempotency_key] })
        .returning({ id: shopOrders.id });
      if (inserted.length === 0) throw new Rollback('key-taken');
      // Counted with this one (after the key's own check, so a repeated key still answers its order).
      const [pending] = await tx
        .select({ n: count() })
        .from(shopOrders)
        .where(and(eq(shopOrders.profile_id, profileId), eq(shopOrders.status, 'pending'), gt(shopOrders.expires_at, now)));
      if ((pending?.n ?? 0) > PENDING_ORDERS_MAX) throw new Rollback(refuse(409, SHOP_MESSAGES.tooManyPending, 'too_many_pending'));
      // In variant id order, so two carts never wait on each other's rows in a circle.
      for (const line of [...priced].sort((a, b) => a.variant.id - b.variant.id)) {
        if (await reserve(tx, line.variant.id, line.quantity)) continue;
        const left = await stockOf(tx, line.variant.id);
        const { title } = line.product;
        throw new Rollback(
          left === 0 ? refuse(409, SHOP_MESSAGES.soldOut(title, line.variant.title), 'sold_out') : refuse(409, SHOP_MESSAGES.onlyLeft(left, title, line.variant.title), 'not_enough'),
        );
      }
      await tx.insert(shopOrderLines).values(
        priced.map((l) => ({
          order_id: orderId,
          variant_id: l.variant.id,
          product_title: l.product.title,
          variant_title: l.variant.title,
          image: l.variant.image ?? l.product.image,
          quantity: l.quantity,
          unit_minor: l.unitMinor,
          wearable_trait_id: l.product.wearable?.id ?? null,
        })),
      );
    });
    markOrdersChanged(db);
  } catch (err) {
    if (!(err instanceof Rollback)) throw err;
    if (err.refusal !== 'key-taken') return err.refusal;
    // Another request with this key committed first: answer its order.
    const earlier = await orderForKey(db, profileId, key!, hash);
    if (earlier) return earlier;
    throw new Error('idempotency key conflict without an order');
  }
  return ok({ orderId });
}
