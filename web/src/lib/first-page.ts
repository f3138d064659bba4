/**
 * Whether the first page is drawn yet, for what must come after it (issue 18: the town's map is
 * interactive before the menus have loaded). Most pages' scripts are in before the app's first render
 * (router.tsx `pageReady`), so they draw at once. The town's comes behind its splash, and the menus,
 * asked for once the data is in and the splash has painted, were drawn before the map in one load of
 * four: the menus are a transition, which React draws before it retries a suspended page, and it holds
 * back a page that was suspended under 300 ms ago. The menus wait for this too.
 */
let drawn = () => {};
let firstPage: Promise<void> = Promise.resolve();

/** The first page draws behind a splash: waiters wait until it calls `firstPageDrawn`. */
export function firstPageBehindSplash(): void {
  firstPage = new Promise((resolve) => (drawn = resolve));
}

/** The first page is on screen (a mount effect inside its Suspense boundary). */
export function firstPageDrawn(): void {
  drawn();
}

/**
 * Calls `run` once the first page is drawn (at once when it was not behind a splash) or, at the latest,
 * after `withinMs`; the returned function cancels it if it has not run.
 */
export function whenFirstPageDrawn(run: () => void, withinMs: number): () => void {
  let done = false;
  const go = () => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    run();
  };
  const timer = setTimeout(go, withinMs);
  void firstPage.then(go);
  return () => {
    done = true;
    clearTimeout(timer);
  };
}
