/** The store service the routes use: the configured provider, its counters, and the payment instructions. */
import type { Db } from '../../../db/client.ts';
import type { Env } from '../env.ts';
import type { Logger } from '../log.ts';
import { builtinProvider } from './builtin.ts';
import type { ShopProvider } from './provider.ts';
import { DEFAULT_PAYMENT_INSTRUCTIONS, paymentInstructions } from './settings.ts';
import { shopifyProvider } from './shopify.ts';
import { createShopStats, type ShopStats } from './stats.ts';

export type ShopEnv = Pick<Env, 'SHOP_PROVIDER' | 'SHOPIFY_STORE_DOMAIN' | 'SHOPIFY_STOREFRONT_TOKEN' | 'SHOP_ORDER_TTL_MINUTES' | 'SHOP_PAYMENT_INSTRUCTIONS'>;

export interface Shop {
  provider: ShopProvider;
  stats: ShopStats;
  /** What order pages say about paying: the admin's text, else SHOP_PAYMENT_INSTRUCTIONS, else a default. */
  instructions(): Promise<string>;
}

export interface ShopOptions {
  log: Logger;
  stats?: ShopStats;
  /** How the Shopify provider reaches the Storefront API; global fetch when absent. */
  fetch?: typeof fetch;
}

/** The store SHOP_PROVIDER names: built-in (the default) or Shopify. */
export function createShop(db: Db, env: ShopEnv, { log, stats = createShopStats(), fetch }: ShopOptions): Shop {
  const provider =
    env.SHOP_PROVIDER === 'shopify'
      ? shopifyProvider(db, { domain: env.SHOPIFY_STORE_DOMAIN!, token: env.SHOPIFY_STOREFRONT_TOKEN!, log, fetch })
      : builtinProvider(db, env.SHOP_ORDER_TTL_MINUTES);
  return {
    provider,
    stats,
    instructions: () => paymentInstructions(db, env.SHOP_PAYMENT_INSTRUCTIONS ?? DEFAULT_PAYMENT_INSTRUCTIONS),
  };
}
