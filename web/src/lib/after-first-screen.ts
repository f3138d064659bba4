/**
 * Work the first screen does not need (issue 18), started once the page has loaded and then had a quiet
 * moment: it then neither competes with the first screen's scripts, data and pictures for the network
 * nor for the main thread. At most MAX_WAIT_MS after the load event.
 */
const MAX_WAIT_MS = 3000;
/** The first screen's own requests (its data, the picture it leads with) go out in the moments after load. */
const SETTLE_MS = 1000;

/** Calls `run` once, after load and a quiet moment; the returned function cancels it if it has not run. */
export function afterFirstScreen(run: () => void): () => void {
  let cancelled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idle: number | undefined;
  const quietMoment = () => {
    timer = setTimeout(() => {
      if (cancelled) return;
      if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(() => cancelled || run(), { timeout: MAX_WAIT_MS - SETTLE_MS });
      else run();
    }, SETTLE_MS);
  };
  if (document.readyState === 'complete') quietMoment();
  else window.addEventListener('load', quietMoment, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', quietMoment);
    clearTimeout(timer);
    if (idle !== undefined && typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
  };
}
