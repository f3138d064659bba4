/** The store service the routes use: the configured provider, its counters, and the payment instructions. */
import type { Db } from '../../../db/client.ts';
import type { Env } from '../env.ts';
import { builtinProvider } from './builtin.ts';
import type { ShopProvider } from './provider.ts';
import { DEFAULT_PAYMENT_INSTRUCTIONS, paymentInstructions } from './settings.ts';
import { createShopStats, type ShopStats } from './stats.ts';

export type ShopEnv = Pick<Env, 'SHOP_PROVIDER' | 'SHOPIFY_STORE_DOMAIN' | 'SHOPIFY_STOREFRONT_TOKEN' | 'SHOP_ORDER_TTL_MINUTES' | 'SHOP_PAYMENT_INSTRUCTIONS'>;

export interface Shop {
  provider: ShopProvider;
  stats: ShopStats;
  /** What order pages say about paying: the admin's text, else SHOP_PAYMENT_INSTRUCTIONS, else a default. */
  instructions(): Promise<string>;
}

export function createShop(db: Db, env: ShopEnv, stats: ShopStats = createShopStats()): Shop {
  if (env.SHOP_PROVIDER !== 'builtin') throw new Error(`SHOP_PROVIDER=${env.SHOP_PROVIDER} is not available yet`);
  return {
    provider: builtinProvider(db, env.SHOP_ORDER_TTL_MINUTES),
    stats,
    instructions: () => paymentInstructions(db, env.SHOP_PAYMENT_INSTRUCTIONS ?? DEFAULT_PAYMENT_INSTRUCTIONS),
  };
}
