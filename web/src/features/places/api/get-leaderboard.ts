import { queryOptions, useQueries } from '@tanstack/react-query';
import type { LeaderboardKey } from '../../../../../domain/progress.ts';
import { api } from '../../../lib/api.ts';
import { unwrap } from '../../../lib/http.ts';

/** `GET /api/leaderboard/:key`: `{ key, label, entries: [{ rank, username, slug, value }] }`. */
export const getLeaderboard = (key: LeaderboardKey) => unwrap(api.leaderboard[':key'].$get({ param: { key } }));

export type Leaderboard = Awaited<ReturnType<typeof getLeaderboard>>;

/** Keyed like the Board's own query, so the two pages share what they fetched. */
export const leaderboardQueryOptions = (key: LeaderboardKey) =>
  queryOptions({ queryKey: ['leaderboards', key], queryFn: () => getLeaderboard(key), staleTime: 15_000 });

/** Several boards at once, in the order given. */
export function useLeaderboards(keys: readonly LeaderboardKey[]) {
  return useQueries({ queries: keys.map((key) => leaderboardQueryOptions(key)) });
}
