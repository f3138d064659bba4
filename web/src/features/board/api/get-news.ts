import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { unwrap } from '../../../lib/http.ts';

/** News items, newest first. */
export const getNews = () => unwrap(api.news.$get());

export const newsQueryOptions = () => queryOptions({ queryKey: ['news'], queryFn: getNews });

export function useNews() {
  return useQuery(newsQueryOptions());
}
