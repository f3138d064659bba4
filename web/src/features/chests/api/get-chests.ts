import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { unwrap } from '../../../lib/http.ts';
import { QUERY_KEYS } from '../../../lib/query-keys.ts';

/** `GET /api/profile/chests`: the signed-in player's unopened chests, oldest first. */
export const getChests = () => unwrap(api.profile.chests.$get());

export type Chest = Awaited<ReturnType<typeof getChests>>[number];

/**
 * Under ['profile'] so signing out forgets them, by profile id so another player on this browser never
 * sees them. Silent: the chest button is an invitation, not worth an error toast on every page.
 */
export const chestsQueryOptions = (profileId: number) =>
  queryOptions({ queryKey: [...QUERY_KEYS.chests, profileId], queryFn: getChests, meta: { silent: true } });

export function useChests(profileId: number | null) {
  return useQuery({ ...chestsQueryOptions(profileId ?? 0), enabled: profileId !== null });
}
