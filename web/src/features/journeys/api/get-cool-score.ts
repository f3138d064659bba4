import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { unwrap } from '../../../lib/http.ts';
import { earlyOr } from '../../../lib/early-answers.ts';
import { QUERY_KEYS } from '../../../lib/query-keys.ts';

/** `GET /api/profile/coolscore` without an address: the caller's own score, rank and where the points came from. */
export const getOwnCoolScore = () => unwrap(earlyOr('/api/profile/coolscore', () => api.profile.coolscore.$get({ query: {} })));

export type CoolScore = Awaited<ReturnType<typeof getOwnCoolScore>>;

/** Silent: the score is a flourish in the page's header, not worth an error toast of its own. */
export const coolScoreQueryOptions = (profileId: number) =>
  queryOptions({ queryKey: [...QUERY_KEYS.coolScore, profileId], queryFn: getOwnCoolScore, meta: { silent: true } });

export function useOwnCoolScore(profileId: number | null) {
  return useQuery({ ...coolScoreQueryOptions(profileId ?? 0), enabled: profileId !== null });
}
