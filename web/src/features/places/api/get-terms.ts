import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { unwrap } from '../../../lib/http.ts';

/** `GET /api/terms`: the newest terms, `{ status, data: { content, version } }`; the town hall posts them as its charter. */
export const getTerms = () => unwrap(api.terms.$get());

/** Same key as the register flow's terms query: one fetch serves both. */
export const termsQueryOptions = () => queryOptions({ queryKey: ['terms'], queryFn: getTerms, staleTime: Infinity });

export function useTerms() {
  return useQuery(termsQueryOptions());
}
