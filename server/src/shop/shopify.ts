/**
 * The Shopify store (SHOP_PROVIDER=shopify, decision 0013): the catalogue comes from the Storefront API
 * through Shopify's own client, kept for CACHE_MS; checkout checks the cart against it (the same refusals
 * as the built-in store, holder rules included) and creates a Storefront cart whose checkoutUrl is the
 * webUrl. Orders, payment and stock live in Shopify. A retried checkout with the same Idempotency-Key
 * answers the cart the first one made (kept for a day on this instance).
 */
import { createStorefrontApiClient, type StorefrontApiClient } from '@shopify/storefront-api-client';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../../db/client.ts';
import { CART, CURRENCIES, type Currency, type ShopProduct } from '../../../domain/shop.ts';
import { SHOP_MESSAGES } from '../../../domain/shop-rules.ts';
import type { Logger } from '../log.ts';
import { fail, ok, type Result } from '../result.ts';
import { productView } from './catalogue.ts';
import { mergeLines, refuse, requestHash, type CartRequest, type CheckoutResult } from './checkout.ts';
import { holderCheck } from './holders.ts';
import type { ShopProvider } from './provider.ts';
import { CURRENCY_COUNTRIES, mergeCatalogue, type ShopifyProduct } from './shopify-catalogue.ts';
import { CART_CREATE_MUTATION, CATALOGUE_QUERY, SHOPIFY_API_VERSION, type CartCreateData, type CatalogueData } from './shopify-queries.ts';

/** How long the catalogue is kept before Shopify is asked again. */
export const CACHE_MS = 60_000;
/** How old a catalogue may be and still be shown while Shopify cannot be reached. */
export const STALE_MS = 10 * 60_000;
/** Most catalogue pages (of 100 products) read per currency. */
const MAX_PAGES = 10;

export interface ShopifyOptions {
  domain: string;
  token: string;
  log: Logger;
  /** How requests reach Shopify (tests point it at a local GraphQL server); global fetch by default. */
  fetch?: typeof fetch;
  /** The clock the cache reads (Date.now, so the tests' fake clock moves it). */
  now?: () => number;
}

class Unreachable extends Error {}

export function shopifyProvider(db: Db, options: ShopifyOptions): ShopProvider {
  const { log, now = Date.now } = options;
  const client: StorefrontApiClient = createStorefrontApiClient({
    storeDomain: options.domain,
    apiVersion: SHOPIFY_API_VERSION,
    publicAccessToken: options.token,
    clientName: 'sapphire-town',
    retries: 1,
    ...(options.fetch ? { customFetchApi: options.fetch as never } : {}),
    logger: (entry) => {
      if (entry.type === 'Unsupported_Api_Version') log.warn('shopify api version not in the supported list', { apiVersion: SHOPIFY_API_VERSION });
    },
  });

  async function request<T>(operation: string, variables: Record<string, unknown>): Promise<T> {
    const answer = await client.request<T>(operation, { variables });
    if (answer.errors || !answer.data) {
      log.warn('shopify request failed', { status: answer.errors?.networkStatusCode, message: answer.errors?.message, graphQLErrors: answer.errors?.graphQLErrors?.map((e) => e.message) });
      throw new Unreachable(answer.errors?.message ?? 'no data');
    }
    return answer.data;
  }

  async function readCurrency(currency: Currency) {
    const nodes: CatalogueData['products']['nodes'] = [];
    let cursor: string | null = null;
    for (let page = 0; page < MAX_PAGES; page++) {
      const data: CatalogueData = await request<CatalogueData>(CATALOGUE_QUERY, { country: CURRENCY_COUNTRIES[currency], cursor });
      nodes.push(...data.products.nodes);
      if (!data.products.pageInfo.hasNextPage) break;
      cursor = data.products.pageInfo.endCursor;
    }
    return nodes;
  }

  let cached: { at: number; products: Promise<ShopifyProduct[]> } | null = null;
  let lastGood: { at: number; products: ShopifyProduct[] } | null = null;
  /** The catalogue, from the cache while fresh; a failed read falls back to the last good one if recent. */
  async function catalogue(): Promise<ShopifyProduct[]> {
    if (!cached || now() - cached.at >= CACHE_MS) {
      const read = (async () => {
        const currencies = Object.keys(CURRENCIES) as Currency[];
        const pages = await Promise.all(currencies.map(readCurrency));
        return mergeCatalogue(Object.fromEntries(currencies.map((c, i) => [c, pages[i]])));
      })();
      const at = now();
      cached = { at, products: read };
      read.then(
        (products) => {
          lastGood = { at, products };
        },
        () => {
          cached = null;
        },
      );
    }
    try {
      return await cached.products;
    } catch (err) {
      if (lastGood && now() - lastGood.at < STALE_MS && err instanceof Unreachable) return lastGood.products;
      throw err;
    }
  }

  const unreachable = () => fail(502 as const, SHOP_MESSAGES.storeUnavailable);

  /** Carts already made for a (player, Idempotency-Key): the request's hash and its answer. */
  const keyed = new LRUCache<string, { hash: string; answer: Promise<CheckoutResult<{ webUrl: string }>> }>({ max: 10_000, ttl: 86_400_000 });

  async function createCart(profileId: number, lines: Array<{ id: string; quantity: number }>, currency: Currency): Promise<CheckoutResult<{ webUrl: string }>> {
    let products: ShopifyProduct[];
    try {
      products = await catalogue();
    } catch (err) {
      if (err instanceof Unreachable) return refuse(502, SHOP_MESSAGES.storeUnavailable, 'provider');
      throw err;
    }
    const variants = new Map(products.flatMap((p) => p.variants.map((v) => [v.id, { product: p, variant: v }] as const)));
    const found = lines.map((l) => ({ ...variants.get(l.id), quantity: l.quantity }));
    if (found.some((f) => !f.variant)) return refuse(400, SHOP_MESSAGES.unknownProduct, 'unknown');
    const chosen = found as Array<{ product: ShopifyProduct; variant: ShopifyProduct['variants'][number]; quantity: number }>;
    const tooMany = chosen.find((f) => f.quantity > CART.max);
    if (tooMany) return refuse(400, SHOP_MESSAGES.tooMany(tooMany.product.title, tooMany.variant.title), 'invalid');
    const holds = holderCheck(db, profileId);
    for (const product of new Set(chosen.map((f) => f.product))) {
      if (!(await holds(product.holderRule))) return refuse(403, SHOP_MESSAGES.holdersOnly, 'holders_only');
    }
    const unpriced = chosen.find((f) => f.variant.prices[currency] === undefined);
    if (unpriced) return refuse(400, SHOP_MESSAGES.noPrice(currency, unpriced.product.title, unpriced.variant.title), 'no_price');
    for (const f of chosen) {
      if (f.variant.stock === 0) return refuse(409, SHOP_MESSAGES.soldOut(f.product.title, f.variant.title), 'sold_out');
      if (f.variant.stock < f.quantity) return refuse(409, SHOP_MESSAGES.onlyLeft(f.variant.stock, f.product.title, f.variant.title), 'not_enough');
    }
    let data: CartCreateData;
    try {
      data = await request<CartCreateData>(CART_CREATE_MUTATION, {
        country: CURRENCY_COUNTRIES[currency],
        lines: chosen.map((f) => ({ merchandiseId: f.variant.id, quantity: f.quantity })),
      });
    } catch (err) {
      if (err instanceof Unreachable) return refuse(502, SHOP_MESSAGES.storeUnavailable, 'provider');
      throw err;
    }
    const made = data.cartCreate;
    // Shopify's own refusals (and warnings that it changed the lines, e.g. less stock than asked) are the player's to read.
    const problem = made?.userErrors[0] ?? made?.warnings.find((w) => w.code.startsWith('MERCHANDISE_'));
    if (problem) return refuse(409, problem.message, 'provider');
    if (!made?.cart) return refuse(502, SHOP_MESSAGES.storeUnavailable, 'provider');
    // The page sends its own tab there: nothing but an https page (Shopify's checkout) may come back.
    if (!URL.canParse(made.cart.checkoutUrl) || new URL(made.cart.checkoutUrl).protocol !== 'https:') {
      log.warn('shopify checkout url is not https; refused', { scheme: made.cart.checkoutUrl.split(':')[0]?.slice(0, 16) });
      return refuse(502, SHOP_MESSAGES.storeUnavailable, 'provider');
    }
    return ok({ webUrl: made.cart.checkoutUrl });
  }

  return {
    kind: 'shopify',
    async products(profileId): Promise<Result<ShopProduct[], 502>> {
      let products: ShopifyProduct[];
      try {
        products = await catalogue();
      } catch (err) {
        if (err instanceof Unreachable) return unreachable();
        throw err;
      }
      const holds = holderCheck(db, profileId);
      const shown: ShopProduct[] = [];
      for (const product of products) {
        const view = productView(product, await holds(product.holderRule));
        if (view) shown.push(view);
      }
      return ok(shown);
    },
    async checkout(profileId, request: CartRequest) {
      const lines = mergeLines(request.cart);
      if (lines.length === 0) return refuse(400, SHOP_MESSAGES.emptyCart, 'empty');
      if (!request.idempotencyKey) return createCart(profileId, lines, request.currencyCode);
      const hash = requestHash(lines, request.currencyCode);
      const key = `${profileId}:${request.idempotencyKey}`;
      const earlier = keyed.get(key);
      if (earlier) return earlier.hash === hash ? earlier.answer : refuse(422, SHOP_MESSAGES.keyReused, 'key_reused');
      // Kept before it settles, so a retry arriving meanwhile shares the one cart; a refusal frees the key.
      const answer = createCart(profileId, lines, request.currencyCode);
      keyed.set(key, { hash, answer });
      answer.then((a) => !a.ok && keyed.delete(key), () => keyed.delete(key));
      return answer;
    },
  };
}
