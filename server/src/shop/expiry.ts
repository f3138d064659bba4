/**
 * Unpaid orders expire after SHOP_ORDER_TTL_MINUTES and give their stock back. A sweep runs on a timer
 * (started with the server); checkout sweeps first too, so stock held by an overdue order is never the
 * reason a new one is refused, and order pages show an overdue order as expired before the sweep runs.
 */
import { and, eq, lte } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { shopOrders } from '../../../db/schema/index.ts';
import type { Logger } from '../log.ts';
import { markOrdersChanged } from './order-changes.ts';
import { releaseOrders } from './stock.ts';

export const SWEEP_EVERY_MS = 60_000;

/**
 * Expires every pending order whose time is up and releases its stock; returns their ids. The status
 * change is conditional, so two sweeps at once release each order's stock once.
 */
export async function expireOverdueOrders(db: Db, now: Date = new Date()): Promise<string[]> {
  return db.transaction(async (tx) => {
    const expired = await tx
      .update(shopOrders)
      .set({ status: 'expired', closed_at: now })
      .where(and(eq(shopOrders.status, 'pending'), lte(shopOrders.expires_at, now)))
      .returning({ id: shopOrders.id });
    const ids = expired.map((o) => o.id);
    await releaseOrders(tx, ids);
    return ids;
  }).then((ids) => {
    if (ids.length > 0) markOrdersChanged(db);
    return ids;
  });
}

/** Sweeps every `everyMs`; returns the function that stops it. */
export function startExpirySweep(db: Db, log: Logger, everyMs = SWEEP_EVERY_MS): () => void {
  const timer = setInterval(() => {
    expireOverdueOrders(db).then(
      (ids) => ids.length && log.info('shop orders expired', { count: ids.length }),
      (err: unknown) => log.error('shop order sweep failed', { err }),
    );
  }, everyMs);
  timer.unref?.();
  return () => clearInterval(timer);
}
