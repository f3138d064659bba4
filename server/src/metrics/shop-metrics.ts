/**
 * The store's metrics: orders by status (counted in the database, so every instance reports the same truth),
 * checkouts that went through and checkouts refused, by reason (this instance's counts).
 *
 * A scrape never waits on the database for long: the order count is refreshed when this process changed an
 * order and otherwise at most every ORDERS_FRESH_MS, and a scrape waits at most ORDERS_WAIT_MS for a refresh before it answers the last known
 * counts (a busy pool, or PGlite's one connection held by a long transaction, must not hang /metrics).
 */
import { count } from 'drizzle-orm';
import { Counter, Gauge, type Registry } from 'prom-client';
import type { Db } from '../../../db/client.ts';
import { shopOrders } from '../../../db/schema/index.ts';
import { ORDER_STATUSES } from '../../../domain/shop.ts';
import { CHECKOUT_REFUSALS } from '../../../domain/shop-rules.ts';
import { ordersGeneration } from '../shop/order-changes.ts';
import type { ShopStats } from '../shop/stats.ts';

const ORDERS_FRESH_MS = 15_000;
const ORDERS_WAIT_MS = 250;

export function shopMetrics(registers: Registry[], db: Db, stats?: ShopStats) {
  const counts = new Map<string, number>();
  let countedAt = Number.NEGATIVE_INFINITY;
  let countedGeneration = -1;
  let refreshing: Promise<void> | null = null;
  const refreshOrders = async () => {
    const generation = ordersGeneration(db);
    try {
      const rows = await db.select({ status: shopOrders.status, n: count() }).from(shopOrders).groupBy(shopOrders.status);
      counts.clear();
      for (const row of rows) counts.set(row.status, Number(row.n));
      countedAt = performance.now();
      countedGeneration = generation;
    } catch {
      // The last known counts stay; the next scrape tries again.
    } finally {
      refreshing = null;
    }
  };
  new Gauge({
    name: 'sapphire_shop_orders',
    help: 'Built-in store orders by status (pending orders past their time count as pending until the sweep expires them)',
    labelNames: ['status'] as const,
    registers,
    async collect() {
      const stale = countedGeneration !== ordersGeneration(db) || performance.now() - countedAt >= ORDERS_FRESH_MS;
      if (!refreshing && stale) refreshing = refreshOrders();
      if (refreshing) await Promise.race([refreshing, Bun.sleep(ORDERS_WAIT_MS)]);
      for (const status of ORDER_STATUSES) this.set({ status }, counts.get(status) ?? 0);
    },
  });
  new Counter({
    name: 'sapphire_shop_checkouts_total',
    help: 'Checkouts that answered a webUrl (a built-in order placed or a Shopify cart made)',
    registers,
    collect() {
      this.reset();
      this.inc(stats?.snapshot().checkouts ?? 0);
    },
  });
  new Counter({
    name: 'sapphire_shop_checkout_refusals_total',
    help: 'Checkouts refused, by reason (invalid request, empty cart, unknown product, holders only, no price in the currency, sold out, not enough left, Idempotency-Key reused, store unreachable)',
    labelNames: ['reason'] as const,
    registers,
    collect() {
      this.reset();
      const refusals = stats?.snapshot().refusals;
      for (const reason of CHECKOUT_REFUSALS) this.inc({ reason }, refusals?.[reason] ?? 0);
    },
  });
}
