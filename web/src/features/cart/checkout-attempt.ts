import type { CartLine, Currency } from '../../../../domain/shop.ts';
import { ApiError } from '../../lib/http.ts';

/** What a checkout sends: variant ids and quantities (prices and totals are the server's), and the currency. */
export type CheckoutBody = { cart: Array<{ id: string; quantity: number }>; currencyCode: Currency };

export function checkoutBody(lines: readonly CartLine[], currencyCode: Currency): CheckoutBody {
  return { cart: lines.map((line) => ({ id: line.id, quantity: line.quantity })), currencyCode };
}

/** One checkout attempt: the cart it was for and the Idempotency-Key its requests carry. */
export type Attempt = { signature: string; key: string };

/**
 * The attempt for this cart: the previous one again when it is a retry of the same cart (so the server
 * answers with the order it may already have made, never a second one), otherwise a new key.
 */
export function attemptFor(previous: Attempt | null, body: CheckoutBody, newKey: () => string = () => crypto.randomUUID()): Attempt {
  const signature = JSON.stringify(body);
  return previous?.signature === signature ? previous : { signature, key: newKey() };
}

/**
 * Whether a failed attempt may be retried with the same key: only when its outcome is unknown (the
 * connection dropped, the server failed). A refusal (4xx) stored nothing, so the next try is a new attempt.
 */
export function keepForRetry(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status === 0 || error.status >= 500;
}
