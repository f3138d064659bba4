/**
 * The Shopify catalogue as the town shows it: products read once per currency (@inContext of a country
 * that pays in it), merged into one list whose variants carry every currency Shopify priced them in.
 * Holder rules come from product tags: `holders:collection:CAT` (or ANY, SHADOWWOLF, SIDEKX),
 * `holders:wearable:<trait id>`, `holders:coolscore:<n>`.
 */
import { CART, CURRENCIES, type Currency } from '../../../domain/shop.ts';
import { HOLDER_COLLECTIONS, holderRuleLabel, type HolderRule } from '../../../domain/shop-rules.ts';
import type { CatalogueData } from './shopify-queries.ts';
import type { ViewableProduct } from './catalogue.ts';
import { toMinor } from './money.ts';

/** The country each currency is asked for in: Shopify prices a context by its country's currency. */
export const CURRENCY_COUNTRIES: Record<Currency, string> = { USD: 'US', GBP: 'GB', EUR: 'DE' };

export type ShopifyProduct = ViewableProduct & { id: string; holderRule: HolderRule | null; variants: Array<ViewableProduct['variants'][number] & { id: string }> };

/** The first holder rule a product's tags state, or null. */
export function holderRuleFromTags(tags: string[]): HolderRule | null {
  for (const tag of tags) {
    const [prefix, kind, value = ''] = tag.trim().split(':');
    if (prefix?.toLowerCase() !== 'holders') continue;
    if (kind === 'collection' && value.toUpperCase() in HOLDER_COLLECTIONS) return { kind, collection: value.toUpperCase() as keyof typeof HOLDER_COLLECTIONS };
    if (kind === 'coolscore' && /^\d{1,8}$/.test(value) && Number(value) > 0) return { kind, min: Number(value) };
    if (kind === 'wearable' && /^\d{1,9}$/.test(value)) return { kind, traitId: Number(value) };
  }
  return null;
}

/** What may be sold of a variant: Shopify's count, or (when it tracks none) the cart maximum while it is for sale. */
function available(v: { availableForSale: boolean; quantityAvailable: number | null }): number {
  if (!v.availableForSale) return 0;
  return v.quantityAvailable !== null && v.quantityAvailable > 0 ? v.quantityAvailable : CART.max;
}

/** Merges the per-currency answers into products; a currency whose context priced in another currency is left out. */
export function mergeCatalogue(pages: Partial<Record<Currency, CatalogueData['products']['nodes']>>): ShopifyProduct[] {
  const base = pages.USD ?? Object.values(pages)[0] ?? [];
  const priceOf = new Map<string, Partial<Record<Currency, number>>>();
  for (const currency of Object.keys(CURRENCIES) as Currency[]) {
    for (const product of pages[currency] ?? []) {
      for (const v of product.variants.nodes) {
        const minor = v.price.currencyCode === currency ? toMinor(v.price.amount.replace(/(\.\d\d)\d*$/, '$1')) : null;
        if (minor !== null) priceOf.set(v.id, { ...priceOf.get(v.id), [currency]: minor });
      }
    }
  }
  return base.map((p) => {
    const holderRule = holderRuleFromTags(p.tags);
    const image = p.featuredImage?.url ?? p.variants.nodes.find((v) => v.image)?.image?.url ?? '';
    return {
      id: p.id,
      title: p.title,
      description: p.description,
      image,
      holderRule,
      holderLabel: holderRule ? holderRuleLabel(holderRule) : null,
      wearable: null,
      variants: p.variants.nodes.map((v) => ({ id: v.id, title: v.title, image: v.image?.url ?? null, stock: available(v), prices: priceOf.get(v.id) ?? {} })),
    };
  });
}
