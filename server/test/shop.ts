/** Test helpers for the store: an app with the demo catalogue, products made to measure, players, orders. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { shopOrderLines, shopOrders, shopPrices, shopProducts, shopVariants } from '../../db/schema/index.ts';
import { seedShop } from '../../db/seed/shop.ts';
import type { Currency } from '../../domain/shop.ts';
import type { HolderRule } from '../../domain/shop-rules.ts';
import { adminTestApp } from './admin.ts';
import { client } from './client.ts';

/** adminTestApp with the demo store seeded. */
export async function shopTestApp(envOverrides: Record<string, string> = {}) {
  const t = await adminTestApp(envOverrides);
  await seedShop(t.db);
  return t;
}

type App = Awaited<ReturnType<typeof shopTestApp>>['app'];

let made = 0;

/** A product with one variant (or several), priced in minor units; answers the product and variant ids. */
export async function makeProduct(
  db: Db,
  options: { stock?: number; prices?: Partial<Record<Currency, number>>; holderRule?: HolderRule; wearableTraitId?: number; variants?: string[]; title?: string } = {},
) {
  made += 1;
  const title = options.title ?? `Test Product ${made}`;
  const [product] = await db
    .insert(shopProducts)
    .values({ slug: `test-product-${made}-${Math.random().toString(36).slice(2, 8)}`, title, image: '/merch/tote.svg', holder_rule: options.holderRule ?? null, wearable_trait_id: options.wearableTraitId ?? null, sort_order: 100 + made })
    .returning({ id: shopProducts.id });
  const variantIds: string[] = [];
  for (const variant of options.variants ?? ['Standard']) {
    const [row] = await db.insert(shopVariants).values({ product_id: product!.id, title: variant, stock: options.stock ?? 5 }).returning({ id: shopVariants.id });
    const prices = Object.entries(options.prices ?? { USD: 1000, GBP: 800, EUR: 900 }) as Array<[Currency, number]>;
    if (prices.length) await db.insert(shopPrices).values(prices.map(([currency, amount]) => ({ variant_id: row!.id, currency, amount_minor: amount })));
    variantIds.push(String(row!.id));
  }
  return { productId: product!.id, title, variantId: variantIds[0]!, variantIds };
}

/** A variant's stock as stored. */
export async function stockOf(db: Db, variantId: string): Promise<number> {
  const [row] = await db.select({ stock: shopVariants.stock }).from(shopVariants).where(eq(shopVariants.id, Number(variantId)));
  return row!.stock;
}

/** Every order and order line stored, for "nothing stored" checks. */
export async function storedOrders(db: Db) {
  return { orders: (await db.select().from(shopOrders)).length, lines: (await db.select().from(shopOrderLines)).length };
}

/** POST /api/shop/checkout through the typed client. */
export function checkout(app: App, token: string, cart: Array<{ id: string; quantity: number }>, currencyCode: Currency = 'USD', key?: string) {
  return client(app, token).api.shop.checkout.$post({ json: { cart, currencyCode } }, key ? { headers: { 'idempotency-key': key } } : {});
}

/** The order id in a built-in webUrl ('/shop/orders/<id>'). */
export const orderIdOf = (webUrl: string) => webUrl.replace('/shop/orders/', '');
