import type { ShopVariant } from '../../../../domain/shop.ts';

/** Stock at or below this shows as 'Only N left'. */
export const LOW_STOCK = 5;

/** What a card says about a variant's stock: 'Sold out', 'Only N left', or nothing when plenty is left. */
export function stockLabel(variant: Pick<ShopVariant, 'quantityAvailable'>): string | null {
  if (variant.quantityAvailable <= 0) return 'Sold out';
  if (variant.quantityAvailable <= LOW_STOCK) return `Only ${variant.quantityAvailable} left`;
  return null;
}

/** The variant a card starts on: the first one still in stock, else the first. */
export function firstChoice<V extends Pick<ShopVariant, 'quantityAvailable'>>(variants: readonly V[]): V | undefined {
  return variants.find((v) => v.quantityAvailable > 0) ?? variants[0];
}
