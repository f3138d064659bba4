import type { QueryClient } from '@tanstack/react-query';

/**
 * Calls `run` once no query is fetching (the page's data is in) or, at the latest, after `withinMs`;
 * the returned function cancels it if it has not run. A query is added to the cache a moment before its
 * fetch starts, so each change is judged once the code that made it has finished (a microtask later).
 */
export function whenQueriesSettle(client: QueryClient, run: () => void, withinMs: number): () => void {
  let done = false;
  const stop = () => {
    done = true;
    clearTimeout(timer);
    unsubscribe();
  };
  const settle = () => {
    if (done) return;
    stop();
    run();
  };
  const check = () => queueMicrotask(() => client.isFetching() === 0 && settle());
  const timer = setTimeout(settle, withinMs);
  const unsubscribe = client.getQueryCache().subscribe(check);
  check();
  return stop;
}
