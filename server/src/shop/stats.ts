/** What the store counts for /metrics: checkouts that went through, and refusals by reason. */
import { CHECKOUT_REFUSALS, type CheckoutRefusal } from '../../../domain/shop-rules.ts';

export type ShopStats = ReturnType<typeof createShopStats>;

export function createShopStats() {
  const refusals = Object.fromEntries(CHECKOUT_REFUSALS.map((r) => [r, 0])) as Record<CheckoutRefusal, number>;
  let checkouts = 0;
  return {
    refused(reason: CheckoutRefusal) {
      refusals[reason] += 1;
    },
    checkedOut() {
      checkouts += 1;
    },
    snapshot: () => ({ checkouts, refusals: { ...refusals } }),
  };
}
