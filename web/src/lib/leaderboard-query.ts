import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { api } from './api.ts';
import { unwrap } from './http.ts';

/**
 * The key every leaderboard query hangs under: the list of boards (features/board) and each board, shown
 * by the Board and by the town hall. Invalidating it refreshes them all (a real-time `leaderboard` push).
 */
export const LEADERBOARDS_KEY = ['leaderboards'] as const;

/** `GET /api/leaderboard/:key`: `{ key, label, entries: [{ rank, username, slug, value }] }`, top 100. */
export const getLeaderboard = (key: string) => unwrap(api.leaderboard[':key'].$get({ param: { key } }));

/** How many entries a board holds at most (DESIGN.md: the top 100). */
export const BOARD_SIZE = 100;

export type Leaderboard = Awaited<ReturnType<typeof getLeaderboard>>;
export type LeaderboardEntry = Leaderboard['entries'][number];

/** One board; scores move while people play, so it is fresh for 15 s only. */
export const leaderboardQueryOptions = (key: string) =>
  queryOptions({ queryKey: [...LEADERBOARDS_KEY, key], queryFn: () => getLeaderboard(key), staleTime: 15_000 });

/** One board that also refetches when the player returns to the tab, keeping the last board meanwhile. */
export function useLeaderboard(key: string) {
  return useQuery({ ...leaderboardQueryOptions(key), refetchOnWindowFocus: true });
}

/** Several boards at once, in the order given. */
export function useLeaderboardsOf(keys: readonly string[]) {
  return useQueries({ queries: keys.map((key) => leaderboardQueryOptions(key)) });
}
