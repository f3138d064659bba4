import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api.ts';
import { unwrap } from './http.ts';

/** News items, newest first (the board, the main menu's carousel and the content hall share it). */
export const getNews = () => unwrap(api.news.$get());

export const newsQueryOptions = () => queryOptions({ queryKey: ['news'], queryFn: getNews });

export function useNews() {
  return useQuery(newsQueryOptions());
}
