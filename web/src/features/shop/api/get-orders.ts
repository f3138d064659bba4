import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { unwrap } from '../../../lib/http.ts';
import { ORDERS_KEY } from '../../../lib/shop-query.ts';

/** `GET /api/shop/orders`: the player's own orders, newest first. */
export const getOrders = () => unwrap(api.shop.orders.$get());

export const ordersQueryOptions = (profileId: number) => queryOptions({ queryKey: [...ORDERS_KEY, profileId, 'list'], queryFn: getOrders });

export function useOrders(profileId: number | null) {
  return useQuery({ ...ordersQueryOptions(profileId ?? 0), enabled: profileId !== null });
}
