import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { ApiError, unwrap } from '../../../lib/http.ts';
import { userQueryKey } from '../../../lib/query-keys.ts';
import { pageAnswer } from '../../../lib/page-answers.ts';
import { playerAnswerPaths } from '../../../../../domain/page-answers.ts';

/** Public profile by slug; a missing user resolves to null (the page shows an empty state, not an error). */
export async function getUser(slug: string) {
  try {
    return await unwrap(api.users[':slug'].$get({ param: { slug } }));
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
}

// Seeded from the page's HTML on a player's page (lib/page-answers.ts), stale at once so it is asked again.
export const userQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: userQueryKey(slug),
    queryFn: () => getUser(slug),
    initialData: () => pageAnswer<Awaited<ReturnType<typeof getUser>>>(playerAnswerPaths(slug).user),
    initialDataUpdatedAt: 0,
  });

export function useUser(slug: string) {
  return useQuery(userQueryOptions(slug));
}
