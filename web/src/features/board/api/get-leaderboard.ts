import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { unwrap } from '../../../lib/http.ts';

/** `GET /api/leaderboard/:key`: `{ key, label, entries: [{ rank, username, slug, value }] }`, top 100. */
export const getLeaderboard = (key: string) => unwrap(api.leaderboard[':key'].$get({ param: { key } }));

/** How many entries a board holds at most (DESIGN.md: the top 100). */
export const BOARD_SIZE = 100;

export type Leaderboard = Awaited<ReturnType<typeof getLeaderboard>>;
export type LeaderboardEntry = Leaderboard['entries'][number];

/** Scores move while people play: refetch on return to the tab, and keep the last board meanwhile. */
export const leaderboardQueryOptions = (key: string) =>
  queryOptions({ queryKey: ['leaderboards', key], queryFn: () => getLeaderboard(key), staleTime: 15_000, refetchOnWindowFocus: true });

export function useLeaderboard(key: string) {
  return useQuery(leaderboardQueryOptions(key));
}
