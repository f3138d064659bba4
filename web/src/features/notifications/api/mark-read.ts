import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { unwrap } from '../../../lib/http.ts';
import { writeAnswer } from '../../../lib/write-answer.ts';
import { inboxQueryOptions } from './get-inbox.ts';

/** `POST /api/profile/notifications/read { ids }`: marks them read and answers the whole inbox. */
export const markRead = (ids: number[]) => unwrap(api.profile.notifications.read.$post({ json: { ids } }));

/** Marks notices read; the answer replaces the cached inbox, so the bell's count follows at once. */
export function useMarkRead(profileId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    // A fetch of the inbox answered before this, landing after it, would show these notices unread again.
    onSuccess: (inbox) => writeAnswer(queryClient, inboxQueryOptions(profileId).queryKey, inbox),
  });
}
