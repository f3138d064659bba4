import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api.ts';
import { unwrap } from './http.ts';

/** The server's public settings (`GET /api/config`); they change only on deploy. */
export const publicConfigQueryOptions = () =>
  queryOptions({ queryKey: ['config'], queryFn: () => unwrap(api.config.$get()), staleTime: Infinity });

export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions());
}
