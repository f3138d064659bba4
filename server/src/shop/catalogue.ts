/**
 * The built-in catalogue as the store shows it: products with their variants and prices, read in three
 * queries. Hidden products and variants are left out of the store (the admin sees them all).
 */
import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { shopPrices, shopProducts, shopVariants, traits } from '../../../db/schema/index.ts';
import { CURRENCIES, DEFAULT_CURRENCY, type Currency, type ShopProduct, type ShopVariant } from '../../../domain/shop.ts';
import { holderRuleLabel, type HolderRule } from '../../../domain/shop-rules.ts';
import { toAmount } from './money.ts';

export interface CatalogueVariant {
  id: number;
  productId: number;
  title: string;
  image: string | null;
  stock: number;
  hidden: boolean;
  sortOrder: number;
  /** Minor units per currency; a missing currency has no price. */
  prices: Partial<Record<Currency, number>>;
}

export interface CatalogueProduct {
  id: number;
  slug: string;
  title: string;
  description: string;
  image: string;
  holderRule: HolderRule | null;
  /** What the rule's words call a wearable rule's wearable. */
  holderLabel: string | null;
  wearable: { id: number; name: string } | null;
  hidden: boolean;
  sortOrder: number;
  variants: CatalogueVariant[];
}

/** Every product with its variants and prices, in display order; `all` keeps hidden ones (for the admin). */
export async function loadCatalogue(db: Db, { all = false }: { all?: boolean } = {}): Promise<CatalogueProduct[]> {
  const products = (await db.select().from(shopProducts).orderBy(asc(shopProducts.sort_order), asc(shopProducts.id))).filter((p) => all || !p.hidden);
  if (products.length === 0) return [];
  const variants = (
    await db
      .select()
      .from(shopVariants)
      .where(inArray(shopVariants.product_id, products.map((p) => p.id)))
      .orderBy(asc(shopVariants.sort_order), asc(shopVariants.id))
  ).filter((v) => all || !v.hidden);
  const prices = variants.length ? await db.select().from(shopPrices).where(inArray(shopPrices.variant_id, variants.map((v) => v.id))) : [];
  const traitIds = [
    ...new Set(products.flatMap((p) => [p.wearable_trait_id, p.holder_rule?.kind === 'wearable' ? p.holder_rule.traitId : null]).filter((id): id is number => id !== null)),
  ];
  const names = new Map(traitIds.length ? (await db.select({ id: traits.id, name: traits.display_name }).from(traits).where(inArray(traits.id, traitIds))).map((t) => [t.id, t.name]) : []);
  const priceMap = new Map<number, Partial<Record<Currency, number>>>();
  for (const p of prices) priceMap.set(p.variant_id, { ...priceMap.get(p.variant_id), [p.currency]: p.amount_minor });
  return products.map((p) => ({
    id: p.id,
    slug: p.slug,
    title: p.title,
    description: p.description,
    image: p.image,
    holderRule: p.holder_rule,
    holderLabel: p.holder_rule ? holderRuleLabel(p.holder_rule, p.holder_rule.kind === 'wearable' ? names.get(p.holder_rule.traitId) : undefined) : null,
    wearable: p.wearable_trait_id !== null && names.has(p.wearable_trait_id) ? { id: p.wearable_trait_id, name: names.get(p.wearable_trait_id)! } : null,
    hidden: p.hidden,
    sortOrder: p.sort_order,
    variants: variants
      .filter((v) => v.product_id === p.id)
      .map((v) => ({ id: v.id, productId: p.id, title: v.title, image: v.image, stock: v.stock, hidden: v.hidden, sortOrder: v.sort_order, prices: priceMap.get(v.id) ?? {} })),
  }));
}

/** What the store views need of a product: the built-in catalogue's, or one read from Shopify (string ids). */
export type ViewableVariant = Pick<CatalogueVariant, 'title' | 'image' | 'stock' | 'prices'> & { id: number | string };
export type ViewableProduct = Pick<CatalogueProduct, 'title' | 'description' | 'image' | 'holderLabel' | 'wearable'> & { id: number | string; variants: ViewableVariant[] };

/** A variant as GET /api/shop answers it (SPEC section 3); `price` is the default currency's. */
export function variantView(product: ViewableProduct, v: ViewableVariant): ShopVariant {
  const currencies = Object.keys(CURRENCIES) as Currency[];
  return {
    id: String(v.id),
    title: v.title,
    image: { src: v.image ?? product.image },
    price: { amount: toAmount(v.prices[DEFAULT_CURRENCY] ?? 0) },
    quantityAvailable: v.stock,
    detail: {
      presentment_prices: currencies.filter((c) => v.prices[c] !== undefined).map((c) => ({ price: { currency_code: c, amount: toAmount(v.prices[c]!) } })),
    },
  };
}

/**
 * A product as the store shows it to one player: `eligible` says whether its holder rule lets them buy.
 * Variants without a default-currency price are not offered (the admin API always sets one).
 */
export function productView(product: ViewableProduct, eligible: boolean): ShopProduct | null {
  const variants = product.variants.filter((v) => v.prices[DEFAULT_CURRENCY] !== undefined).map((v) => variantView(product, v));
  if (variants.length === 0) return null;
  return {
    id: String(product.id),
    title: product.title,
    description: product.description,
    image: { src: product.image },
    ...(product.holderLabel ? { holdersOnly: { label: product.holderLabel, eligible } } : {}),
    ...(product.wearable ? { wearable: product.wearable } : {}),
    variants,
  };
}
