import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { unwrap } from '../../../lib/http.ts';

/** `POST /api/profile/chests/:id/open`: the chest and the items it held, now in the inventory. */
export const openChest = (id: number) => unwrap(api.profile.chests[':id'].open.$post({ param: { id: String(id) } }));

export type OpenedChest = Awaited<ReturnType<typeof openChest>>;
export type OpenedItem = OpenedChest['items'][number];

/** A failure reaches the shared error handling (a toast). */
export function useOpenChest() {
  return useMutation({ mutationFn: openChest });
}
