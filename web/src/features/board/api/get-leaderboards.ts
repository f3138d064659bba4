import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { unwrap } from '../../../lib/http.ts';
import { LEADERBOARDS_KEY } from '../../../lib/leaderboard-query.ts';

/** `GET /api/leaderboard`: the boards there are, `[{ key, label }]`, in the spec's order. */
export const getLeaderboards = () => unwrap(api.leaderboard.$get());

/** The list of boards only changes with a deploy. Its key is the one every board sits under. */
export const leaderboardsQueryOptions = () => queryOptions({ queryKey: LEADERBOARDS_KEY, queryFn: getLeaderboards, staleTime: Infinity });

export function useLeaderboards() {
  return useQuery(leaderboardsQueryOptions());
}
