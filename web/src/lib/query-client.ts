import { QueryCache, QueryClient, MutationCache, timeoutManager } from '@tanstack/react-query';
import { ApiError, isNetworkError } from './http.ts';
import { sharedTimers } from './query-timers.ts';

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

const appTimers = sharedTimers();

/** One query client for the app; failed calls are reported unless a query sets `meta: { silent: true }` (or `inline`). */
export function createQueryClient(): QueryClient {
  // Set before the first query, as TanStack asks: timers set by one provider cannot be cleared by another.
  timeoutManager.setTimeoutProvider(appTimers);
  return new QueryClient({
    // A read that failed offline is not worth a toast each: the offline banner says it once.
    queryCache: new QueryCache({ onError: (error, query) => !isNetworkError(error) && report(error, query.meta) }),
    mutationCache: new MutationCache({ onError: (error, _v, _c, mutation) => report(error, mutation.meta) }),
    defaultOptions: {
      // Offline, calls still go out: the service worker answers reads from its copies, and a write is
      // refused at once with OFFLINE_MESSAGE instead of waiting, paused, for a network that may not come.
      mutations: { networkMode: 'always' },
      queries: {
        networkMode: 'always',
        staleTime: 30_000,
        retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && !(isNetworkError(error) && !navigator.onLine) && count < 2,
        refetchOnWindowFocus: false,
      },
    },
  });
}
