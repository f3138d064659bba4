import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api.ts';
import { unwrap } from './http.ts';

/** News items, newest first (the board, the main menu's carousel and the content hall share it). */
export const getNews = () => unwrap(api.news.$get());

/** Silent: each of the three says beside itself that the news could not be loaded, with Try again; a toast would say it twice. */
export const newsQueryOptions = () => queryOptions({ queryKey: ['news'], queryFn: getNews, meta: { silent: true } });

export function useNews() {
  return useQuery(newsQueryOptions());
}
