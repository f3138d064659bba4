/**
 * Taking and giving back stock. Reservations are conditional updates (`stock >= n`), so two checkouts
 * for the last unit cannot both win: on PostgreSQL the second waits for the first's row lock and then
 * re-reads the row; PGlite runs one transaction at a time. The check constraint is the last guard.
 */
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { shopOrderLines, shopVariants } from '../../../db/schema/index.ts';

/** Takes `quantity` units of a variant; false (and nothing taken) when fewer are left. */
export async function reserve(tx: Db, variantId: number, quantity: number): Promise<boolean> {
  const taken = await tx
    .update(shopVariants)
    .set({ stock: sql`${shopVariants.stock} - ${quantity}` })
    .where(and(eq(shopVariants.id, variantId), gte(shopVariants.stock, quantity)))
    .returning({ id: shopVariants.id });
  return taken.length === 1;
}

/** How many units of a variant are left right now. */
export async function stockOf(tx: Db, variantId: number): Promise<number> {
  const [row] = await tx.select({ stock: shopVariants.stock }).from(shopVariants).where(eq(shopVariants.id, variantId));
  return row?.stock ?? 0;
}

/** Gives the units of these orders' lines back to their variants (a cancelled or expired order). */
export async function releaseOrders(tx: Db, orderIds: string[]): Promise<void> {
  if (orderIds.length === 0) return;
  const lines = await tx
    .select({ variantId: shopOrderLines.variant_id, quantity: shopOrderLines.quantity })
    .from(shopOrderLines)
    .where(inArray(shopOrderLines.order_id, orderIds));
  const totals = new Map<number, number>();
  for (const l of lines) totals.set(l.variantId, (totals.get(l.variantId) ?? 0) + l.quantity);
  // Variant id order, like reservations, so two transactions never wait on each other's rows in a circle.
  for (const [variantId, quantity] of [...totals].sort(([a], [b]) => a - b)) {
    await tx.update(shopVariants).set({ stock: sql`${shopVariants.stock} + ${quantity}` }).where(eq(shopVariants.id, variantId));
  }
}
