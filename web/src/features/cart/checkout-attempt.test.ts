import { expect, test } from 'bun:test';
import type { CartLine, ShopVariant } from '../../../../domain/shop.ts';
import { ApiError } from '../../lib/http.ts';
import { attemptFor, checkoutBody, keepForRetry } from './checkout-attempt.ts';

const variant = { id: '3', title: 'M', image: { src: '' }, price: { amount: '28.00' }, quantityAvailable: 4, detail: { presentment_prices: [] } } satisfies ShopVariant;
const lines: CartLine[] = [{ id: '3', quantity: 2, product: { title: 'Lantern Tee' }, variant }];

test('the body carries only ids, quantities and the currency', () => {
  expect(checkoutBody(lines, 'GBP')).toEqual({ cart: [{ id: '3', quantity: 2 }], currencyCode: 'GBP' });
});

test('a retry of the same cart keeps its key; another cart or currency gets a new one', () => {
  let n = 0;
  const key = () => `key-${++n}`;
  const first = attemptFor(null, checkoutBody(lines, 'USD'), key);
  expect(first.key).toBe('key-1');
  expect(attemptFor(first, checkoutBody(lines, 'USD'), key)).toBe(first);
  expect(attemptFor(first, checkoutBody(lines, 'EUR'), key).key).toBe('key-2');
  expect(attemptFor(first, checkoutBody([{ ...lines[0], quantity: 3 } as CartLine], 'USD'), key).key).toBe('key-3');
});

test('fresh keys are UUIDs, which the server accepts (1-128 of letters, digits and - . _ :)', () => {
  const { key } = attemptFor(null, checkoutBody(lines, 'USD'));
  expect(key).toMatch(/^[A-Za-z0-9._:-]{1,128}$/);
  expect(attemptFor(null, checkoutBody(lines, 'USD')).key).not.toBe(key);
});

test('only an unknown outcome is retried with the same key', () => {
  expect(keepForRetry(new ApiError(0, 'network', 'network'))).toBe(true);
  expect(keepForRetry(new ApiError(503, 'busy', 'busy'))).toBe(true);
  expect(keepForRetry(new TypeError('failed to fetch'))).toBe(true);
  expect(keepForRetry(new ApiError(409, 'Only 1 left of Lantern Tee (M)', ''))).toBe(false);
  expect(keepForRetry(new ApiError(403, 'Holders only', ''))).toBe(false);
});
