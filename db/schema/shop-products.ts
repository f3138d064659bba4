import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import type { Currency } from '../../domain/shop.ts';
import type { HolderRule } from '../../domain/shop-rules.ts';
import { traits } from './traits.ts';

/**
 * The built-in store's catalogue (decision 0013). A product has variants (sizes, colours); each variant
 * has its own stock and a price per currency. `holder_rule` limits who may buy it; `wearable_trait_id`
 * is the wearable a paid order line brings through the chest. Products are hidden, never deleted, so
 * placed orders keep what they point at.
 */
export const shopProducts = pgTable('shop_products', {
  id: serial('id').primaryKey(),
  /** Stable name for the demo seed and the admin ('lantern-tee'). */
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  image: text('image').notNull(),
  holder_rule: jsonb('holder_rule').$type<HolderRule>(),
  wearable_trait_id: integer('wearable_trait_id').references(() => traits.id, { onDelete: 'set null' }),
  hidden: boolean('hidden').notNull().default(false),
  sort_order: integer('sort_order').notNull().default(0),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One variant; `stock` is what may still be sold (units held by pending orders are already taken off). */
export const shopVariants = pgTable(
  'shop_variants',
  {
    id: serial('id').primaryKey(),
    product_id: integer('product_id')
      .notNull()
      .references(() => shopProducts.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    image: text('image'),
    stock: integer('stock').notNull().default(0),
    hidden: boolean('hidden').notNull().default(false),
    sort_order: integer('sort_order').notNull().default(0),
  },
  (t) => [
    unique('shop_variants_product_title').on(t.product_id, t.title),
    index('shop_variants_product').on(t.product_id),
    // The last line of defence against overselling: a reservation that would go below 0 fails.
    check('shop_variants_stock_not_negative', sql`${t.stock} >= 0`),
  ],
);

/** A variant's price in one currency, in minor units (pence, cents); a currency without a row has no price. */
export const shopPrices = pgTable(
  'shop_prices',
  {
    variant_id: integer('variant_id')
      .notNull()
      .references(() => shopVariants.id, { onDelete: 'cascade' }),
    currency: text('currency').$type<Currency>().notNull(),
    amount_minor: integer('amount_minor').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.variant_id, t.currency] }),
    check('shop_prices_currency', sql`${t.currency} in ('GBP', 'EUR', 'USD')`),
    check('shop_prices_amount_positive', sql`${t.amount_minor} > 0`),
  ],
);

/** Store settings the operator edits (the payment instructions shown on every order page). */
export const shopSettings = pgTable('shop_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type ShopProductRow = typeof shopProducts.$inferSelect;
export type ShopVariantRow = typeof shopVariants.$inferSelect;
export type ShopPriceRow = typeof shopPrices.$inferSelect;
