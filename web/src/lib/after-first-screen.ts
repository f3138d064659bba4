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

/** What `firstScreenOver` reads of the page; the real `document` and `performance` satisfy it. */
export interface LoadClock {
  readyState: DocumentReadyState;
  /** The load event's end on the page's clock (ms), 0 before it. */
  loadEnd: () => number;
  now: () => number;
}

const pageClock = (): LoadClock => ({
  readyState: document.readyState,
  loadEnd: () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.loadEventEnd ?? 0,
  now: () => performance.now(),
});

/**
 * Whether the first screen is long over: the page loaded a quiet moment ago or more. What waits for
 * `afterFirstScreen` on the page's first screen need not wait when it appears later (a change of page).
 */
export function firstScreenOver(clock: LoadClock = pageClock()): boolean {
  const loadEnd = clock.readyState === 'complete' ? clock.loadEnd() : 0;
  return loadEnd > 0 && clock.now() - loadEnd >= SETTLE_MS;
}
