import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api.ts';
import { unwrap } from './http.ts';

const getPublicConfig = () => unwrap(api.config.$get());

/** The server's public settings, typed by the server's allow-list. */
export type PublicConfig = Awaited<ReturnType<typeof getPublicConfig>>;
/** One of the main menu's outbound links; `url` is null when the operator has not set it. */
export type ExternalLink = PublicConfig['externalLinks'][number];

/** The server's public settings (`GET /api/config`); they change only on deploy. */
export const publicConfigQueryOptions = () =>
  queryOptions({ queryKey: ['config'], queryFn: getPublicConfig, staleTime: Infinity });

export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions());
}
