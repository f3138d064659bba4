import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { AvatarView } from '../../../../../domain/traits.ts';
import { api } from '../../../lib/api.ts';
import { unwrap } from '../../../lib/http.ts';

export interface SaveAvatarInput {
  avatarId: number;
  view: AvatarView;
  itemIds: number[];
}

/**
 * `POST /api/profile/avatar`: the view made permanent, this avatar the profile picture, its equipment
 * replaced by `itemIds`. Answers the saved avatar and every item with who wears it now.
 */
export const saveAvatar = (input: SaveAvatarInput) => unwrap(api.profile.avatar.$post({ json: input }));


/** Refusals ('Item does not fit this avatar'...) and failures go to the app's one error handler (a toast). */
export const saveAvatarMutationOptions = () => mutationOptions({ mutationKey: ['profile', 'avatar', 'save'], mutationFn: saveAvatar });

export function useSaveAvatar() {
  return useMutation(saveAvatarMutationOptions());
}
