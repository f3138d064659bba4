import type { InferDataFromTag, QueryClient, QueryKey, Updater } from '@tanstack/react-query';

/**
 * Writes a change's answer into the cached query `queryKey`, after calling off a fetch of it already
 * on its way. Such a fetch (a push's refetch, another page's invalidation) was answered before the change
 * and, landing after this write, would undo it: an opened chest came back and its next press was
 * refused 'Chest already opened' (issue 18's CI). With nothing on its way, the write is made at once.
 */
export async function writeAnswer<TKey extends QueryKey, TData = InferDataFromTag<unknown, TKey>>(
  queryClient: QueryClient,
  queryKey: TKey,
  updater: Updater<TData | undefined, TData | undefined>,
): Promise<void> {
  await queryClient.cancelQueries({ queryKey });
  queryClient.setQueryData<TData>(queryKey, updater);
}
