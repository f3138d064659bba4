/**
 * Moving an order on (the admin's actions): pending -> paid -> fulfilled, or pending / paid -> cancelled
 * with its stock given back. Each move is a conditional update, so of two at once only one happens.
 * Paying hands over the wearables the order's lines promised, in one chest, inside the same transaction:
 * one grant row per line (its primary key), so no line's wearable is ever given twice.
 */
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { profiles, shopOrderLines, shopOrders, shopWearableGrants, type ShopOrderRow } from '../../../db/schema/index.ts';
import type { OrderStatus } from '../../../domain/shop.ts';
import { markOrdersChanged } from './order-changes.ts';
import { SHOP_MESSAGES } from '../../../domain/shop-rules.ts';
import { fail, ok, type Result } from '../result.ts';
import { grantChest } from '../wearables/grant-chest.ts';
import { expireOverdueOrders } from './expiry.ts';
import { statusAt } from './orders.ts';
import { releaseOrders } from './stock.ts';

/** The name of the chest a paid order's wearables arrive in. */
export const STORE_CHEST_NAME = 'Store Chest';

export type OrderAction = 'paid' | 'fulfilled' | 'cancelled';

/** Which statuses each action starts from. */
const FROM: Record<OrderAction, OrderStatus[]> = { paid: ['pending'], fulfilled: ['paid'], cancelled: ['pending', 'paid'] };

const REFUSAL: Record<OrderStatus, string> = {
  pending: 'Order is not paid yet',
  paid: 'Order is already paid',
  fulfilled: 'Order is already fulfilled',
  cancelled: 'Order was cancelled',
  expired: 'Order has expired',
};

export interface Moved {
  order: ShopOrderRow;
  wallet: string;
  /** The chest a payment put the promised wearables in, if any. */
  chest: { id: number; name: string; traitIds: number[] } | null;
}

/** Moves an order on; `inside` runs in the same transaction once it moved (the admin log's entry). */
export async function moveOrder(
  db: Db,
  orderId: string,
  action: OrderAction,
  inside: (tx: Db, moved: Moved) => Promise<void> = async () => {},
  now = new Date(),
): Promise<Result<Moved, 404 | 409>> {
  // An overdue order is expired first, so it can be neither paid nor cancelled (its stock is already back).
  await expireOverdueOrders(db, now);
  const moved = await db.transaction(async (tx) => {
    const set =
      action === 'paid'
        ? { status: 'paid' as const, paid_at: now, expires_at: null }
        : action === 'fulfilled'
          ? { status: 'fulfilled' as const, fulfilled_at: now }
          : { status: 'cancelled' as const, closed_at: now, expires_at: null };
    const [order] = await tx
      .update(shopOrders)
      .set(set)
      .where(and(eq(shopOrders.id, orderId), inArray(shopOrders.status, FROM[action])))
      .returning();
    if (!order) return null;
    if (action === 'cancelled') await releaseOrders(tx, [order.id]);
    const chest = action === 'paid' ? await grantWearables(tx, order) : null;
    const [owner] = await tx.select({ wallet: profiles.wallet }).from(profiles).where(eq(profiles.id, order.profile_id));
    const result = { order, wallet: owner!.wallet, chest };
    await inside(tx, result);
    return result;
  });
  if (moved) {
    markOrdersChanged(db);
    return ok(moved);
  }
  const [current] = await db.select().from(shopOrders).where(eq(shopOrders.id, orderId)).limit(1);
  if (!current) return fail(404, SHOP_MESSAGES.orderNotFound);
  return fail(409, REFUSAL[statusAt(current, now)]);
}

/** Puts one copy of each wearable the order's lines promised in a chest; null when none did. */
async function grantWearables(tx: Db, order: ShopOrderRow): Promise<Moved['chest']> {
  const lines = await tx
    .select({ id: shopOrderLines.id, traitId: shopOrderLines.wearable_trait_id })
    .from(shopOrderLines)
    .where(and(eq(shopOrderLines.order_id, order.id), isNotNull(shopOrderLines.wearable_trait_id)));
  if (lines.length === 0) return null;
  const traitIds = lines.map((l) => l.traitId!);
  const chestId = await grantChest(tx, order.profile_id, STORE_CHEST_NAME, traitIds);
  await tx.insert(shopWearableGrants).values(lines.map((l) => ({ order_line_id: l.id, chest_id: chestId })));
  return { id: chestId, name: STORE_CHEST_NAME, traitIds };
}
