import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { unwrap } from '../../../lib/http.ts';
import { ORDERS_KEY } from '../../../lib/shop-query.ts';

/** `GET /api/shop/orders/:id`: one of the player's own orders; anyone else's is 404 'Order not found'. */
export const getOrder = (id: string) => unwrap(api.shop.orders[':id'].$get({ param: { id } }));

/** An order waiting for payment is looked at again every so often, so 'Paid' shows without a reload. */
const PENDING_REFRESH_MS = 15_000;

export const orderQueryOptions = (profileId: number, id: string) =>
  queryOptions({
    queryKey: [...ORDERS_KEY, profileId, 'order', id],
    queryFn: () => getOrder(id),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? PENDING_REFRESH_MS : false),
    // The page says 'Order not found' itself rather than through the app's error toast.
    meta: { inline: [404] },
  });

export function useOrder(profileId: number | null, id: string) {
  return useQuery({ ...orderQueryOptions(profileId ?? 0, id), enabled: profileId !== null, refetchOnWindowFocus: true });
}
