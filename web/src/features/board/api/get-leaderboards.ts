import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { unwrap } from '../../../lib/http.ts';

/** `GET /api/leaderboard`: the boards there are, `[{ key, label }]`, in the spec's order. */
export const getLeaderboards = () => unwrap(api.leaderboard.$get());

/** The list of boards only changes with a deploy. */
export const leaderboardsQueryOptions = () => queryOptions({ queryKey: ['leaderboards'], queryFn: getLeaderboards, staleTime: Infinity });

export function useLeaderboards() {
  return useQuery(leaderboardsQueryOptions());
}
