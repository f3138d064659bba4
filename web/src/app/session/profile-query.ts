import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { ApiError, unwrap } from '../../lib/http.ts';

/** The signed-in user's own profile; null when the wallet has not registered yet (404). */
export async function getOwnProfile(address: string) {
  const profile = await unwrap(api.profile.$get({ query: { address } })).catch((err: unknown) => {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  });
  if (profile === null) return null;
  // Public fields only means the server did not take our session for this address: sign in again.
  if (!('onboarded' in profile)) throw new ApiError(401, 'Session expired, please reload and try again.', 'not own profile');
  return profile;
}

export type OwnProfile = NonNullable<Awaited<ReturnType<typeof getOwnProfile>>>;

/** Rechecked when the window regains focus, so a session revoked elsewhere is noticed. */
export const ownProfileQueryOptions = (address: string) =>
  queryOptions({
    queryKey: ['profile', address],
    queryFn: () => getOwnProfile(address),
    refetchOnWindowFocus: 'always',
    meta: { silent: true },
  });

export function useOwnProfile(address: string | null) {
  return useQuery({ ...ownProfileQueryOptions(address ?? ''), enabled: Boolean(address) });
}
