/**
 * The admin's edits of the built-in catalogue: products, their variants, prices per currency, stock,
 * holder rules, matching wearables, hiding. Each runs inside the admin action's transaction (the route
 * records it in the admin log there). Products are hidden, never deleted: orders keep pointing at them.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { shopPrices, shopProducts, shopVariants, traits } from '../../../db/schema/index.ts';
import { CURRENCIES, type Currency } from '../../../domain/shop.ts';
import { fail, ok, type Result } from '../result.ts';
import type { ProductCreate, ProductUpdate, VariantCreate, VariantUpdate } from './admin-input.ts';
import { loadCatalogue, type CatalogueProduct } from './catalogue.ts';
import { toAmount } from './money.ts';

export const ADMIN_SHOP_MESSAGES = {
  productNotFound: 'Product not found',
  variantNotFound: 'Variant not found',
  slugTaken: 'Product slug already in use',
  variantTaken: 'This product already has a variant with that title',
  unknownTrait: (id: number) => `Unknown trait id: ${id}`,
} as const;

/** A product as the admin sees it: hidden parts included, prices as decimal strings per currency. */
export function adminProductView(p: CatalogueProduct) {
  return {
    id: p.id,
    slug: p.slug,
    title: p.title,
    description: p.description,
    image: p.image,
    holderRule: p.holderRule,
    holderLabel: p.holderLabel,
    wearable: p.wearable,
    hidden: p.hidden,
    sortOrder: p.sortOrder,
    variants: p.variants.map((v) => ({
      id: v.id,
      title: v.title,
      image: v.image,
      stock: v.stock,
      hidden: v.hidden,
      sortOrder: v.sortOrder,
      prices: Object.fromEntries((Object.keys(CURRENCIES) as Currency[]).filter((c) => v.prices[c] !== undefined).map((c) => [c, toAmount(v.prices[c]!)])) as Partial<Record<Currency, string>>,
    })),
  };
}

export type AdminProduct = ReturnType<typeof adminProductView>;

/** One product as the admin sees it, or null. */
export async function adminProduct(db: Db, productId: number): Promise<AdminProduct | null> {
  const found = (await loadCatalogue(db, { all: true })).find((p) => p.id === productId);
  return found ? adminProductView(found) : null;
}

/** The trait ids a product names (its wearable, its rule's wearable) must exist. */
async function checkTraits(tx: Db, input: Pick<ProductUpdate, 'holderRule' | 'wearableTraitId'>): Promise<Result<true, 400>> {
  const ids = [input.wearableTraitId, input.holderRule?.kind === 'wearable' ? input.holderRule.traitId : null].filter((v): v is number => typeof v === 'number');
  if (ids.length === 0) return ok(true);
  const found = new Set((await tx.select({ id: traits.id }).from(traits).where(inArray(traits.id, ids))).map((t) => t.id));
  const missing = ids.find((i) => !found.has(i));
  return missing === undefined ? ok(true) : fail(400, ADMIN_SHOP_MESSAGES.unknownTrait(missing));
}

async function writePrices(tx: Db, variantId: number, prices: Partial<Record<Currency, number | null>>) {
  for (const [currency, amount] of Object.entries(prices) as Array<[Currency, number | null | undefined]>) {
    if (amount === undefined) continue;
    if (amount === null) {
      await tx.delete(shopPrices).where(and(eq(shopPrices.variant_id, variantId), eq(shopPrices.currency, currency)));
      continue;
    }
    await tx
      .insert(shopPrices)
      .values({ variant_id: variantId, currency, amount_minor: amount })
      .onConflictDoUpdate({ target: [shopPrices.variant_id, shopPrices.currency], set: { amount_minor: amount } });
  }
}

async function insertVariant(tx: Db, productId: number, v: VariantCreate, order: number): Promise<number> {
  const [row] = await tx
    .insert(shopVariants)
    .values({ product_id: productId, title: v.title, image: v.image ?? null, stock: v.stock, hidden: v.hidden ?? false, sort_order: v.sortOrder ?? order })
    .returning({ id: shopVariants.id });
  await writePrices(tx, row!.id, v.prices);
  return row!.id;
}

/** A slug from the title plus a time stamp, so two products with one title never collide. */
const slugFor = (title: string) => `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60) || 'product'}-${Date.now().toString(36)}`;

export async function createProduct(tx: Db, input: ProductCreate): Promise<Result<number, 400>> {
  const traitsOk = await checkTraits(tx, input);
  if (!traitsOk.ok) return traitsOk;
  const [last] = await tx.select({ max: sql<number>`coalesce(max(${shopProducts.sort_order}), 0)::integer` }).from(shopProducts);
  const [row] = await tx
    .insert(shopProducts)
    .values({
      slug: input.slug ?? slugFor(input.title),
      title: input.title,
      description: input.description,
      image: input.image,
      holder_rule: input.holderRule ?? null,
      wearable_trait_id: input.wearableTraitId ?? null,
      hidden: input.hidden ?? false,
      sort_order: input.sortOrder ?? (last?.max ?? 0) + 1,
    })
    .returning({ id: shopProducts.id });
  for (const [i, v] of input.variants.entries()) await insertVariant(tx, row!.id, v, i);
  return ok(row!.id);
}

export async function updateProduct(tx: Db, productId: number, input: ProductUpdate, now: Date): Promise<Result<true, 400 | 404>> {
  const traitsOk = await checkTraits(tx, input);
  if (!traitsOk.ok) return traitsOk;
  const [row] = await tx
    .update(shopProducts)
    .set({
      ...(input.title !== undefined ? { title: input.title } : {}),
      ...(input.description !== undefined ? { description: input.description } : {}),
      ...(input.image !== undefined ? { image: input.image } : {}),
      ...(input.holderRule !== undefined ? { holder_rule: input.holderRule } : {}),
      ...(input.wearableTraitId !== undefined ? { wearable_trait_id: input.wearableTraitId } : {}),
      ...(input.hidden !== undefined ? { hidden: input.hidden } : {}),
      ...(input.sortOrder !== undefined ? { sort_order: input.sortOrder } : {}),
      updated_at: now,
    })
    .where(eq(shopProducts.id, productId))
    .returning({ id: shopProducts.id });
  return row ? ok(true) : fail(404, ADMIN_SHOP_MESSAGES.productNotFound);
}

export async function addVariant(tx: Db, productId: number, input: VariantCreate): Promise<Result<number, 404>> {
  const [product] = await tx.select({ id: shopProducts.id }).from(shopProducts).where(eq(shopProducts.id, productId));
  if (!product) return fail(404, ADMIN_SHOP_MESSAGES.productNotFound);
  const [count] = await tx.select({ n: sql<number>`count(*)::integer` }).from(shopVariants).where(eq(shopVariants.product_id, productId));
  return ok(await insertVariant(tx, productId, input, count?.n ?? 0));
}

/** Changes a variant; answers its product's id. `stock` sets what may still be sold (pending orders' units are already off). */
export async function updateVariant(tx: Db, variantId: number, input: VariantUpdate): Promise<Result<number, 404>> {
  const set = {
    ...(input.title !== undefined ? { title: input.title } : {}),
    ...(input.image !== undefined ? { image: input.image } : {}),
    ...(input.stock !== undefined ? { stock: input.stock } : {}),
    ...(input.hidden !== undefined ? { hidden: input.hidden } : {}),
    ...(input.sortOrder !== undefined ? { sort_order: input.sortOrder } : {}),
  };
  const [row] =
    Object.keys(set).length > 0
      ? await tx.update(shopVariants).set(set).where(eq(shopVariants.id, variantId)).returning({ productId: shopVariants.product_id })
      : await tx.select({ productId: shopVariants.product_id }).from(shopVariants).where(eq(shopVariants.id, variantId));
  if (!row) return fail(404, ADMIN_SHOP_MESSAGES.variantNotFound);
  if (input.prices) await writePrices(tx, variantId, input.prices);
  return ok(row.productId);
}
