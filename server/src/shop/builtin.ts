/** The built-in store: the catalogue in our database, orders placed here, paid as the instructions say. */
import type { Db } from '../../../db/client.ts';
import type { ShopProduct } from '../../../domain/shop.ts';
import { loadCatalogue, productView } from './catalogue.ts';
import { placeOrder } from './checkout.ts';
import { holderCheck } from './holders.ts';
import type { ShopProvider } from './provider.ts';
import { ok } from '../result.ts';

/** Where the web shows a built-in order (a page of the town, opened in a new tab). */
export const orderPage = (orderId: string) => `/shop/orders/${orderId}`;

export function builtinProvider(db: Db, ttlMinutes: number): ShopProvider {
  return {
    kind: 'builtin',
    async products(profileId) {
      const holds = holderCheck(db, profileId);
      const shown: ShopProduct[] = [];
      for (const product of await loadCatalogue(db)) {
        const view = productView(product, await holds(product.holderRule));
        if (view) shown.push(view);
      }
      return ok(shown);
    },
    async checkout(profileId, request) {
      const placed = await placeOrder(db, profileId, request, ttlMinutes);
      return placed.ok ? { ok: true, value: { webUrl: orderPage(placed.value.orderId) } } : placed;
    },
  };
}
