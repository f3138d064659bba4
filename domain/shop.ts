/** Currencies and cart limits of SPEC section 9. */
export const CURRENCIES = { GBP: '£', EUR: '€', USD: '$' } as const;
export type Currency = keyof typeof CURRENCIES;
export const DEFAULT_CURRENCY: Currency = 'USD';
export const CART = { max: 10, defaultMax: 5 } as const;

/** Quantity options 0..min(available or 5, 10) (SPEC section 5 "Cart"). */
export function quantityOptions(available?: number | null): number[] {
  const top = Math.min(available ?? CART.defaultMax, CART.max);
  return Array.from({ length: Math.max(0, top) + 1 }, (_, i) => i);
}

/** Formats a price with its currency symbol and 2 decimals; a missing price is 'Unknown'. */
export function formatPrice(amount: number | string | null | undefined, currency: Currency): string {
  const value = typeof amount === 'string' ? Number(amount) : amount;
  if (value === null || value === undefined || !Number.isFinite(value)) return 'Unknown';
  return `${CURRENCIES[currency]}${value.toFixed(2)}`;
}
