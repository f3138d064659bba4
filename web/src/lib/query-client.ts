import { QueryCache, QueryClient, MutationCache } from '@tanstack/react-query';
import { ApiError } from './http.ts';

type ErrorListener = (error: ApiError) => void;
let onApiError: ErrorListener = () => {};

/** Lets the app decide once how failed calls are shown (a toast) and what 401 means (logged out). */
export function setApiErrorListener(listener: ErrorListener): void {
  onApiError = listener;
}

function report(error: unknown, meta: Record<string, unknown> | undefined) {
  if (meta?.silent || !(error instanceof ApiError)) return;
  // `meta: { inline: [400] }`: the caller shows these statuses beside the control itself (e.g. 'Wrong answer').
  if (Array.isArray(meta?.inline) && meta.inline.includes(error.status)) return;
  onApiError(error);
}

/** One query client for the app; failed calls are reported unless a query sets `meta: { silent: true }` (or `inline`). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => report(error, query.meta) }),
    mutationCache: new MutationCache({ onError: (error, _v, _c, mutation) => report(error, mutation.meta) }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
        refetchOnWindowFocus: false,
      },
    },
  });
}
