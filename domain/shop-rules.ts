/** Who may buy a holders-only product (decision 0013), the cart's size limits and the store's wording. */
import { CART, type Currency } from './shop.ts';

/** Collections a holder rule can name; ANY is a holder of any of them. */
export const HOLDER_COLLECTIONS = { ANY: 'collection holders', CAT: 'Cats', SHADOWWOLF: 'Shadow Wolves', SIDEKX: 'Sidekx' } as const;
export type HolderCollection = keyof typeof HOLDER_COLLECTIONS;

/** A holder rule: a collection's holders, owners of one wearable, or players from a cool score up. */
export type HolderRule =
  | { kind: 'collection'; collection: HolderCollection }
  | { kind: 'wearable'; traitId: number }
  | { kind: 'coolscore'; min: number };

/** The rule in words, as the store card shows it: 'Holders only: Cats', 'Holders only: cool score 500+'. */
export function holderRuleLabel(rule: HolderRule, wearableName?: string): string {
  if (rule.kind === 'collection') return `Holders only: ${HOLDER_COLLECTIONS[rule.collection]}`;
  if (rule.kind === 'coolscore') return `Holders only: cool score ${rule.min}+`;
  return `Holders only: ${wearableName ?? 'a rare wearable'} owners`;
}

/** Most lines one checkout may carry; each line's quantity is at most CART.max. */
export const CART_MAX_LINES = 50;
/** Unpaid built-in orders one player may hold at once: each keeps its stock until it expires, so without a bound one player could hold all of it. */
export const PENDING_ORDERS_MAX = 3;

export const SHOP_MESSAGES = {
  emptyCart: 'Your cart is empty',
  unknownProduct: 'Unknown product',
  holdersOnly: 'Holders only',
  orderNotFound: 'Order not found',
  notOnboarded: 'Finish registering to visit the store',
  tooManyLines: `A cart holds at most ${CART_MAX_LINES} lines`,
  tooMany: (product: string, variant: string) => `At most ${CART.max} of ${product} (${variant}) per order`,
  soldOut: (product: string, variant: string) => `Sold out: ${product} (${variant})`,
  onlyLeft: (left: number, product: string, variant: string) => `Only ${left} left of ${product} (${variant})`,
  noPrice: (currency: Currency, product: string, variant: string) => `No ${currency} price for ${product} (${variant})`,
  keyReused: 'This Idempotency-Key was already used for a different cart',
  badKey: 'Idempotency-Key must be 1 to 128 letters, digits or . _ : -',
  storeUnavailable: 'The store cannot be reached right now, please try again',
  tooManyPending: `You already have ${PENDING_ORDERS_MAX} unpaid orders: pay for one, or let it expire, before placing another`,
} as const;

/** Why a checkout was refused, as /metrics counts it. */
export const CHECKOUT_REFUSALS = ['invalid', 'empty', 'unknown', 'holders_only', 'no_price', 'sold_out', 'not_enough', 'key_reused', 'too_many_pending', 'provider'] as const;
export type CheckoutRefusal = (typeof CHECKOUT_REFUSALS)[number];
