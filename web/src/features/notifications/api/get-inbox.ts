import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { unwrap } from '../../../lib/http.ts';

/** `GET /api/profile/notifications`: `{ read, unread }`, newest first (decision 0009). */
export const getInbox = () => unwrap(api.profile.notifications.$get());

export type Inbox = Awaited<ReturnType<typeof getInbox>>;
export type Notice = Inbox['unread'][number];

/**
 * Under ['profile'] so signing out forgets it, by profile id so another player on this browser never
 * sees it. Pushes keep it current, so it is not refetched on a timer; silent, since the bell is no
 * reason to toast an error on every page.
 */
export const inboxQueryOptions = (profileId: number) =>
  queryOptions({ queryKey: ['profile', 'notifications', profileId], queryFn: getInbox, staleTime: 5 * 60_000, meta: { silent: true } });

export function useInbox(profileId: number | null) {
  return useQuery({ ...inboxQueryOptions(profileId ?? 0), enabled: profileId !== null });
}
