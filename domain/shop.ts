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

/** The shop's statuses an order moves through: pending -> paid -> fulfilled, or cancelled / expired (stock released). */
export const ORDER_STATUSES = ['pending', 'paid', 'fulfilled', 'cancelled', 'expired'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** A price as Shopify gives it: a decimal string ("24.00"). */
export type Money = { amount: string };

/** One variant of `GET /api/shop` (SPEC section 3 "Product variant and cart line"; DESIGN "Store"). */
export type ShopVariant = {
  id: string;
  title: string;
  image: { src: string };
  price: Money;
  quantityAvailable: number;
  detail: { presentment_prices: Array<{ price: { currency_code: Currency; amount: string } }> };
};

/** One product of `GET /api/shop`. `holdersOnly` is set when a holder rule limits who may buy it. */
export type ShopProduct = {
  id: string;
  title: string;
  description: string;
  image: { src: string };
  holdersOnly?: { label: string; eligible: boolean };
  wearable?: { id: number; name: string };
  variants: ShopVariant[];
};

/** A line of a placed order: unit prices frozen in the order's currency. */
export type OrderLine = {
  variantId: string;
  productTitle: string;
  variantTitle: string;
  image: { src: string };
  quantity: number;
  unitPrice: string;
  lineTotal: string;
};

/** `GET /api/shop/orders/:id` (the player's own only) and each entry of `GET /api/shop/orders`. */
export type Order = {
  id: string;
  status: OrderStatus;
  currencyCode: Currency;
  total: string;
  lines: OrderLine[];
  createdAt: string;
  expiresAt: string | null;
  paymentInstructions: string;
};

/** A cart line as the web keeps it (SPEC section 3: id, quantity, product {title}, variant). */
export type CartLine = { id: string; quantity: number; product: { title: string }; variant: ShopVariant };
