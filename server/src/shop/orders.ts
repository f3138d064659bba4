/** Reading orders: the player's own (newest first) and the admin's list, as the Order shape of domain/shop.ts. */
import { and, asc, desc, eq, gt, inArray, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { profiles, shopOrderLines, shopOrders, type ShopOrderLineRow, type ShopOrderRow } from '../../../db/schema/index.ts';
import type { Order, OrderStatus } from '../../../domain/shop.ts';
import { toAmount } from './money.ts';

/** How many orders a player's list shows. */
export const ORDER_LIST_LIMIT = 100;

/** A pending order whose time is up is expired, even before the sweep has written it. */
export function statusAt(order: Pick<ShopOrderRow, 'status' | 'expires_at'>, now: Date): OrderStatus {
  return order.status === 'pending' && order.expires_at !== null && order.expires_at <= now ? 'expired' : order.status;
}

export function orderView(order: ShopOrderRow, lines: ShopOrderLineRow[], instructions: string, now: Date): Order {
  const status = statusAt(order, now);
  return {
    id: order.id,
    status,
    currencyCode: order.currency,
    total: toAmount(order.total_minor),
    lines: lines.map((l) => ({
      variantId: String(l.variant_id),
      productTitle: l.product_title,
      variantTitle: l.variant_title,
      image: { src: l.image },
      quantity: l.quantity,
      unitPrice: toAmount(l.unit_minor),
      lineTotal: toAmount(l.unit_minor * l.quantity),
    })),
    createdAt: order.created_at.toISOString(),
    expiresAt: status === 'pending' && order.expires_at ? order.expires_at.toISOString() : null,
    paymentInstructions: instructions,
  };
}

async function linesOf(db: Db, orderIds: string[]) {
  const byOrder = new Map<string, ShopOrderLineRow[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db.select().from(shopOrderLines).where(inArray(shopOrderLines.order_id, orderIds)).orderBy(asc(shopOrderLines.id));
  for (const l of rows) byOrder.set(l.order_id, [...(byOrder.get(l.order_id) ?? []), l]);
  return byOrder;
}

/** A player's orders, newest first. */
export async function playerOrders(db: Db, profileId: number, instructions: string, now: Date): Promise<Order[]> {
  const rows = await db
    .select()
    .from(shopOrders)
    .where(eq(shopOrders.profile_id, profileId))
    .orderBy(desc(shopOrders.created_at), desc(shopOrders.id))
    .limit(ORDER_LIST_LIMIT);
  const lines = await linesOf(db, rows.map((o) => o.id));
  return rows.map((o) => orderView(o, lines.get(o.id) ?? [], instructions, now));
}

/** One of the player's orders; null for an unknown id or someone else's, which look the same. */
export async function playerOrder(db: Db, profileId: number, orderId: string, instructions: string, now: Date): Promise<Order | null> {
  const [row] = await db
    .select()
    .from(shopOrders)
    .where(and(eq(shopOrders.id, orderId), eq(shopOrders.profile_id, profileId)))
    .limit(1);
  if (!row) return null;
  return orderView(row, (await linesOf(db, [row.id])).get(row.id) ?? [], instructions, now);
}

/** Orders whose shown status (statusAt) is `status`: an overdue pending order counts as expired. */
function statusIs(status: OrderStatus, now: Date): SQL | undefined {
  const overdue = and(eq(shopOrders.status, 'pending'), lte(shopOrders.expires_at, now));
  if (status === 'expired') return or(eq(shopOrders.status, 'expired'), overdue);
  if (status === 'pending') return and(eq(shopOrders.status, 'pending'), or(isNull(shopOrders.expires_at), gt(shopOrders.expires_at, now)));
  return eq(shopOrders.status, status);
}

/** The admin's view of orders: every player's, newest first, with who placed it; `status` filters. */
export async function adminOrders(db: Db, filter: { status?: OrderStatus; limit: number }, now: Date) {
  const rows = await db
    .select({ order: shopOrders, wallet: profiles.wallet, username: profiles.username, email: profiles.email })
    .from(shopOrders)
    .innerJoin(profiles, eq(profiles.id, shopOrders.profile_id))
    .where(filter.status ? statusIs(filter.status, now) : undefined)
    .orderBy(desc(shopOrders.created_at), desc(shopOrders.id))
    .limit(filter.limit);
  const lines = await linesOf(db, rows.map((r) => r.order.id));
  return rows.map((r) => ({
    ...orderView(r.order, lines.get(r.order.id) ?? [], '', now),
    player: { wallet: r.wallet, username: r.username, email: r.email },
    paidAt: r.order.paid_at?.toISOString() ?? null,
    fulfilledAt: r.order.fulfilled_at?.toISOString() ?? null,
    closedAt: r.order.closed_at?.toISOString() ?? null,
  }));
}
