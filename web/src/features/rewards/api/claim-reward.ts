import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { ApiError, unwrap } from '../../../lib/http.ts';
import { writeAnswer } from '../../../lib/write-answer.ts';
import { claimsQueryOptions } from './get-claims.ts';

/** `POST /api/profile/claim/:id`: claims a reward once; its points join the cool score. */
export const claimReward = (id: number) => unwrap(api.profile.claim[':id'].$post({ param: { id: String(id) } }));

/**
 * Claims a reward and writes the answer into the cached list. A failure reaches the shared toast; the
 * list is refetched then too, since a 409 means it was claimed elsewhere (another tab).
 */
export function useClaimReward(profileId: number) {
  const queryClient = useQueryClient();
  const key = claimsQueryOptions(profileId).queryKey;
  return useMutation({
    mutationFn: claimReward,
    // A fetch of the list answered before the claim, landing after it, would offer the reward again.
    onSuccess: (reward) => writeAnswer(queryClient, key, (old) => old?.map((r) => (r.id === reward.id ? reward : r))),
    onError: (error) => {
      if (error instanceof ApiError && error.status < 500) void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
