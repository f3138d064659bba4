/**
 * The store's metrics: orders by status (counted in the database when scraped, so every instance reports
 * the same truth), checkouts that went through and checkouts refused, by reason (this instance's counts).
 */
import { count } from 'drizzle-orm';
import { Counter, Gauge, type Registry } from 'prom-client';
import type { Db } from '../../../db/client.ts';
import { shopOrders } from '../../../db/schema/index.ts';
import { ORDER_STATUSES } from '../../../domain/shop.ts';
import { CHECKOUT_REFUSALS } from '../../../domain/shop-rules.ts';
import type { ShopStats } from '../shop/stats.ts';

export function shopMetrics(registers: Registry[], db: Db, stats?: ShopStats) {
  new Gauge({
    name: 'sapphire_shop_orders',
    help: 'Built-in store orders by status (pending orders past their time count as pending until the sweep expires them)',
    labelNames: ['status'] as const,
    registers,
    async collect() {
      const rows = await db.select({ status: shopOrders.status, n: count() }).from(shopOrders).groupBy(shopOrders.status);
      for (const status of ORDER_STATUSES) this.set({ status }, Number(rows.find((r) => r.status === status)?.n ?? 0));
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
