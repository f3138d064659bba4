import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api.ts';
import { unwrap } from './http.ts';
import { earlyOr } from './early-answers.ts';
import { QUERY_KEYS } from './query-keys.ts';

/** `GET /api/profile/bootstrap`: the signed-in player's wearables and avatars (decision 0006). */
export const getBootstrap = () => unwrap(earlyOr('/api/profile/bootstrap', () => api.profile.bootstrap.$get()));

export type Bootstrap = Awaited<ReturnType<typeof getBootstrap>>;
export type ItemView = Bootstrap['items'][number];
export type AvatarCard = Bootstrap['avatars'][number];
export type TraitView = ItemView['trait'];

/**
 * Keyed under ['profile'] so signing out (which drops ['profile'] queries) forgets it, and by profile id
 * so another player signing in on the same browser never sees it. Failures are not toasted: the
 * bootstrap rule shows the error screen instead.
 */
export const bootstrapQueryOptions = (profileId: number) =>
  queryOptions({ queryKey: [...QUERY_KEYS.bootstrap, profileId], queryFn: getBootstrap, staleTime: Infinity, meta: { silent: true } });

/** The player's avatar data once bootstrap has answered 200; idle without a profile. */
export function useBootstrap(profileId: number | null) {
  return useQuery({ ...bootstrapQueryOptions(profileId ?? 0), enabled: profileId !== null });
}
