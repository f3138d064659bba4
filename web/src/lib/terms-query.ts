import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api.ts';
import { unwrap } from './http.ts';

/**
 * `GET /api/terms`: the newest Terms and Conditions, `{ status, data: { content, version } }`. The register
 * flow shows them in its dialog and the town hall posts them as its charter; one key serves both.
 */
export const getTerms = () => unwrap(api.terms.$get());

/** They change rarely, so one fetch per visit is plenty. */
export const termsQueryOptions = () => queryOptions({ queryKey: ['terms'], queryFn: getTerms, staleTime: Infinity });

/** The terms, fetched only once `enabled` (the register dialog waits until it first opens). */
export function useTerms(enabled = true) {
  return useQuery({ ...termsQueryOptions(), enabled });
}
