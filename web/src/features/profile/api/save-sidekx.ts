import { useMutation } from '@tanstack/react-query';
import { SIDEKX_KEY } from '../../../../../domain/wearables.ts';
import { api } from '../../../lib/api.ts';
import { unwrap } from '../../../lib/http.ts';

/** `POST /api/journeys/sidekx`: saves the three slots ('a,b,c') for the caller's own profile id. */
export const saveSidekx = ({ value, profileId }: { value: string; profileId: number }) =>
  unwrap(api.journeys.sidekx.$post({ json: { key: SIDEKX_KEY, value, id: profileId } }));

/** A failed save reaches the shared error handling (a toast with the server's words). */
export function useSaveSidekx() {
  return useMutation({ mutationFn: saveSidekx });
}
