import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { ApiError, unwrap } from '../../../lib/http.ts';
import { userQueryKey } from '../../../lib/query-keys.ts';
import { pageAnswer } from '../../../lib/page-answers.ts';
import { playerAnswerPaths } from '../../../../../domain/page-answers.ts';

/** `GET /api/users/:slug/bag` (public): a player's avatars and wearables; null for an unknown player. */
export async function getBag(slug: string) {
  try {
    return await unwrap(api.users[':slug'].bag.$get({ param: { slug } }));
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
}

export type Bag = NonNullable<Awaited<ReturnType<typeof getBag>>>;
export type BagItem = Bag['items'][number];
export type BagAvatar = Bag['avatars'][number];

/** Under ['users', slug] with the profile, so saving a look refreshes both. */
export const bagQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: [...userQueryKey(slug), 'bag'],
    queryFn: () => getBag(slug),
    // Seeded from the page's HTML on a player's page (lib/page-answers.ts), stale at once so it is asked again.
    initialData: () => pageAnswer<Awaited<ReturnType<typeof getBag>>>(playerAnswerPaths(slug).bag),
    initialDataUpdatedAt: 0,
  });

export function useBag(slug: string) {
  return useQuery(bagQueryOptions(slug));
}
