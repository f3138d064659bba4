import { formatPrice, quantityOptions, type CartLine, type Currency, type ShopProduct, type ShopVariant } from '../../../domain/shop.ts';

/** The variant's price in `currency` as a decimal string, or null when it has none (shown as 'Unknown'). */
export function priceIn(variant: ShopVariant, currency: Currency): string | null {
  return variant.detail.presentment_prices.find((p) => p.price.currency_code === currency)?.price.amount ?? null;
}

/** The most of a variant one cart may hold: the top of its quantity options (SPEC section 5 "Cart"). */
export function maxQuantity(variant: ShopVariant): number {
  return quantityOptions(variant.quantityAvailable).at(-1) ?? 0;
}

/** The only variant of a product is named 'Default Title' by Shopify, 'Standard' by the demo store: it adds nothing to a label. */
const PLAIN_VARIANTS = new Set(['default title', 'default', 'standard', 'one size', '']);

/** How a line is named to the player: 'Lantern Tee (M)', or just the title for a single-variant product. */
export function lineLabel(productTitle: string, variantTitle: string): string {
  return PLAIN_VARIANTS.has(variantTitle.trim().toLowerCase()) ? productTitle : `${productTitle} (${variantTitle})`;
}

/** Items in the cart (the bottom menu's count). */
export function itemCount(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

export type AddResult = { lines: CartLine[]; atMax: boolean };

/**
 * Adds `quantity` of a variant (SPEC section 4 "Cart": add appends). A variant already in the cart grows
 * its line instead of taking a second one; nothing goes past the line's maximum, and `atMax` says a player
 * asked for more than it allows.
 */
export function addLine(lines: readonly CartLine[], product: Pick<ShopProduct, 'title'>, variant: ShopVariant, quantity = 1): AddResult {
  const max = maxQuantity(variant);
  const existing = lines.find((line) => line.id === variant.id);
  const wanted = (existing?.quantity ?? 0) + quantity;
  const next = Math.min(wanted, max);
  const atMax = wanted > max;
  if (next <= 0) return { lines: lines.filter((line) => line.id !== variant.id), atMax };
  const line: CartLine = { id: variant.id, quantity: next, product: { title: product.title }, variant };
  return { lines: existing ? lines.map((l) => (l.id === variant.id ? line : l)) : [...lines, line], atMax };
}

/** Sets a line's quantity (SPEC section 4: update replaces the line and removes it at zero); kept within 0..max. */
export function updateLine(lines: readonly CartLine[], id: string, quantity: number): CartLine[] {
  return lines.flatMap((line) => {
    if (line.id !== id) return [line];
    const next = Math.max(0, Math.min(Math.trunc(quantity), maxQuantity(line.variant)));
    return next === 0 ? [] : [{ ...line, quantity: next }];
  });
}

/**
 * Lines with the newest variant data from the catalogue (price, stock, picture), so a cart kept since
 * yesterday shows today's prices. Lines whose variant left the catalogue keep what was stored.
 */
export function freshLines(lines: readonly CartLine[], products: readonly ShopProduct[] | undefined): CartLine[] {
  if (!products) return [...lines];
  const byId = new Map(products.flatMap((product) => product.variants.map((variant) => [variant.id, { product, variant }] as const)));
  return lines.map((line) => {
    const found = byId.get(line.id);
    return found ? { ...line, product: { title: found.product.title }, variant: found.variant } : line;
  });
}

/** A line's total in `currency` ('Unknown' when the variant has no price in it). */
export function lineTotal(line: CartLine, currency: Currency): string {
  const price = priceIn(line.variant, currency);
  return formatPrice(price === null ? null : cents(price) * line.quantity / 100, currency);
}

/** The cart's total in `currency`; 'Unknown' when any line has no price in it. */
export function cartTotal(lines: readonly CartLine[], currency: Currency): string {
  let sum = 0;
  for (const line of lines) {
    const price = priceIn(line.variant, currency);
    if (price === null) return formatPrice(null, currency);
    sum += cents(price) * line.quantity;
  }
  return formatPrice(sum / 100, currency);
}

/** Decimal strings added as whole cents, so 0.10 + 0.20 is 0.30. */
function cents(amount: string): number {
  return Math.round(Number(amount) * 100);
}

/** Whether a stored value is a list of cart lines (storage can hold anything an old build or a person wrote). */
export function isCartLines(value: unknown): value is CartLine[] {
  return (
    Array.isArray(value) &&
    value.every(
      (line) =>
        typeof line === 'object' &&
        line !== null &&
        typeof line.id === 'string' &&
        Number.isInteger(line.quantity) &&
        line.quantity > 0 &&
        typeof line.product?.title === 'string' &&
        typeof line.variant?.title === 'string' &&
        Array.isArray(line.variant?.detail?.presentment_prices),
    )
  );
}
