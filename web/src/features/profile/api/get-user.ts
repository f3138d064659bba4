import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { ApiError, unwrap } from '../../../lib/http.ts';
import { userQueryKey } from '../../../lib/query-keys.ts';

/** Public profile by slug; a missing user resolves to null (the page shows an empty state, not an error). */
export async function getUser(slug: string) {
  try {
    return await unwrap(api.users[':slug'].$get({ param: { slug } }));
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
}

export const userQueryOptions = (slug: string) =>
  queryOptions({ queryKey: userQueryKey(slug), queryFn: () => getUser(slug) });

export function useUser(slug: string) {
  return useQuery(userQueryOptions(slug));
}
