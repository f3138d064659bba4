/**
 * The one small interface both stores sit behind (decision 0013): the built-in store (orders in our
 * database, the order page in the town) and Shopify (catalogue and checkout from the Storefront API).
 */
import type { ShopProduct } from '../../../domain/shop.ts';
import type { Result } from '../result.ts';
import type { CartRequest, CheckoutResult } from './checkout.ts';

export interface ShopProvider {
  readonly kind: 'builtin' | 'shopify';
  /** The store as one player sees it: holders-only products say whether this player may buy them. */
  products(profileId: number): Promise<Result<ShopProduct[], 502>>;
  /** Checks the cart against the store and answers where the player pays. */
  checkout(profileId: number, request: CartRequest): Promise<CheckoutResult<{ webUrl: string }>>;
}
