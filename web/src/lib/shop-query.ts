import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api.ts';
import { unwrap } from './http.ts';

/** `GET /api/shop`: the store's products with their variants and prices (hidden ones left out). */
export const getShop = () => unwrap(api.shop.$get());

/**
 * The catalogue, per player (holder rules say whether this player may buy), under ['profile'] so signing
 * out forgets it. The store page shows it; the cart modal reads it for today's prices and stock.
 */
export const shopQueryOptions = (profileId: number) => queryOptions({ queryKey: ['profile', 'shop', profileId], queryFn: getShop });

export function useShop(profileId: number | null) {
  return useQuery({ ...shopQueryOptions(profileId ?? 0), enabled: profileId !== null });
}

/** Every query of the player's orders (the list and each order page), to refresh after a checkout. */
export const ORDERS_KEY = ['profile', 'orders'] as const;
