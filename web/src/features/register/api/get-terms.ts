import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { unwrap } from '../../../lib/http.ts';

/** The newest Terms and Conditions: `{ status, data: { content, version } }`. */
export const getTerms = () => unwrap(api.terms.$get());

/** Query options for the terms; they change rarely, so one fetch per visit is plenty. */
export const termsQueryOptions = () => queryOptions({ queryKey: ['terms'], queryFn: getTerms, staleTime: Infinity });

/** The terms, fetched only once `enabled` (when the modal first opens). */
export function useTerms(enabled = true) {
  return useQuery({ ...termsQueryOptions(), enabled });
}
