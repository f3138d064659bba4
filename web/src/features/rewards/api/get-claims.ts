import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { unwrap } from '../../../lib/http.ts';

/** `GET /api/profile/claim`: the player's rewards, newest first; unclaimed ones have no claimed_datetime. */
export const getClaims = () => unwrap(api.profile.claim.$get());

export type Reward = Awaited<ReturnType<typeof getClaims>>[number];

/** Under ['profile'] so signing out forgets them; only asked for onboarded players (SPEC section 7). */
export const claimsQueryOptions = (profileId: number) =>
  queryOptions({ queryKey: ['profile', 'claims', profileId], queryFn: getClaims, staleTime: 5 * 60_000, meta: { silent: true } });

export function useClaims(profileId: number | null) {
  return useQuery({ ...claimsQueryOptions(profileId ?? 0), enabled: profileId !== null });
}

/** Rewards still waiting for the player's Claim (SPEC: unclaimed = no claimed_datetime). */
export const unclaimed = (rewards: readonly Reward[] | undefined) => (rewards ?? []).filter((r) => r.claimed_datetime === null);
