/** Request shapes of the store's routes: anything a cart line carries beyond id and quantity is ignored. */
import { z } from 'zod';
import { CART, CURRENCIES, type Currency } from '../../../domain/shop.ts';
import { CART_MAX_LINES, SHOP_MESSAGES } from '../../../domain/shop-rules.ts';

/** No control characters (NUL above all: PostgreSQL text cannot hold it). */
export const plain = (text: string) => ![...text].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f);

export const cartLine = z.object({
  id: z.string({ error: 'id must be text' }).min(1, 'id is required').max(200, 'id must be at most 200 characters').refine(plain, 'id must be a product id'),
  quantity: z
    .number({ error: 'quantity must be a number' })
    .int('quantity must be a whole number')
    .min(1, 'quantity must be at least 1')
    .max(CART.max, `quantity must be at most ${CART.max}`),
});

export const checkoutBody = z.object({
  cart: z.array(cartLine, { error: 'cart must be a list' }).max(CART_MAX_LINES, SHOP_MESSAGES.tooManyLines),
  currencyCode: z.enum(Object.keys(CURRENCIES) as [Currency, ...Currency[]], { error: `currencyCode must be one of ${Object.keys(CURRENCIES).join(', ')}` }),
});

/** A client's Idempotency-Key: 1-128 characters of letters, digits and . _ : - (a UUID fits). */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9._:-]{1,128}$/;

/** Order ids are UUIDs; anything else names no order. */
export const ORDER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
