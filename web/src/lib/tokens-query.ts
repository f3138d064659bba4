import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api.ts';
import { unwrap } from './http.ts';
import { earlyOr } from './early-answers.ts';

/** `GET /api/profile/token`: the player's tokens (Sidekx) with their metadata. */
export const getTokens = () => unwrap(earlyOr('/api/profile/token', () => api.profile.token.$get()));

export type UserToken = Awaited<ReturnType<typeof getTokens>>[number];

/** Under ['profile'] so signing out forgets them. A failure is not shown (SPEC: only a 200 loads them). */
export const tokensQueryOptions = (profileId: number) =>
  queryOptions({ queryKey: ['profile', 'tokens', profileId], queryFn: getTokens, staleTime: Infinity, meta: { silent: true } });

export function useTokens(profileId: number | null) {
  return useQuery({ ...tokensQueryOptions(profileId ?? 0), enabled: profileId !== null });
}
