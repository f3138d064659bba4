import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import type { Currency, OrderStatus } from '../../domain/shop.ts';
import { chests } from './chests.ts';
import { profiles } from './profiles.ts';
import { shopVariants } from './shop-products.ts';
import { traits } from './traits.ts';

/**
 * An order of the built-in checkout (decision 0013): pending -> paid -> fulfilled, or cancelled / expired
 * (its stock given back). `idempotency_key` is the client's Idempotency-Key header: unique per player, so
 * a retried checkout finds the order the first one made instead of making a second.
 */
export const shopOrders = pgTable(
  'shop_orders',
  {
    id: text('id').primaryKey(),
    profile_id: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    status: text('status').$type<OrderStatus>().notNull().default('pending'),
    currency: text('currency').$type<Currency>().notNull(),
    total_minor: integer('total_minor').notNull(),
    idempotency_key: text('idempotency_key'),
    /** What the keyed request asked for, so the same key with another cart is refused rather than answered. */
    request_hash: text('request_hash'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }),
    paid_at: timestamp('paid_at', { withTimezone: true }),
    fulfilled_at: timestamp('fulfilled_at', { withTimezone: true }),
    closed_at: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    unique('shop_orders_profile_key').on(t.profile_id, t.idempotency_key),
    index('shop_orders_profile').on(t.profile_id, t.created_at),
    index('shop_orders_status').on(t.status, t.expires_at),
    check('shop_orders_status', sql`${t.status} in ('pending', 'paid', 'fulfilled', 'cancelled', 'expired')`),
    check('shop_orders_currency', sql`${t.currency} in ('GBP', 'EUR', 'USD')`),
  ],
);

/** A line of an order: titles, picture and unit price frozen when it was placed; the wearable it promised. */
export const shopOrderLines = pgTable(
  'shop_order_lines',
  {
    id: serial('id').primaryKey(),
    order_id: text('order_id')
      .notNull()
      .references(() => shopOrders.id, { onDelete: 'cascade' }),
    variant_id: integer('variant_id')
      .notNull()
      .references(() => shopVariants.id),
    product_title: text('product_title').notNull(),
    variant_title: text('variant_title').notNull(),
    image: text('image').notNull(),
    quantity: integer('quantity').notNull(),
    unit_minor: integer('unit_minor').notNull(),
    wearable_trait_id: integer('wearable_trait_id').references(() => traits.id, { onDelete: 'set null' }),
  },
  (t) => [
    unique('shop_order_lines_variant').on(t.order_id, t.variant_id),
    check('shop_order_lines_quantity', sql`${t.quantity} between 1 and 10`),
  ],
);

/** The wearable a paid line brought: one row per line at most, so paying twice never grants twice. */
export const shopWearableGrants = pgTable('shop_wearable_grants', {
  order_line_id: integer('order_line_id')
    .primaryKey()
    .references(() => shopOrderLines.id, { onDelete: 'cascade' }),
  chest_id: integer('chest_id')
    .notNull()
    .references(() => chests.id, { onDelete: 'cascade' }),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type ShopOrderRow = typeof shopOrders.$inferSelect;
export type ShopOrderLineRow = typeof shopOrderLines.$inferSelect;
