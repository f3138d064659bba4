import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { earlyOr } from '../../../lib/early-answers.ts';
import { unwrap } from '../../../lib/http.ts';
import { QUERY_KEYS } from '../../../lib/query-keys.ts';

/**
 * `GET /api/journeys`: every journey with the caller's status, tasks and unlock links, in display order.
 * On a returning player's `/journeys` the first ask takes the boot script's request (lib/early-answers.ts).
 */
export const getJourneys = () => unwrap(earlyOr('/api/journeys', () => api.journeys.$get()));

export type Journey = Awaited<ReturnType<typeof getJourneys>>[number];
export type JourneyTask = Journey['tasks'][number];

/**
 * By profile id so another player on this browser never sees them; under ['profile'] (QUERY_KEYS) so
 * signing out forgets them and a real-time journeyprogress push can refresh them without this file.
 */
export const journeysQueryOptions = (profileId: number) =>
  queryOptions({ queryKey: [...QUERY_KEYS.journeys, profileId], queryFn: getJourneys });

export function useJourneys(profileId: number | null) {
  return useQuery({ ...journeysQueryOptions(profileId ?? 0), enabled: profileId !== null });
}
