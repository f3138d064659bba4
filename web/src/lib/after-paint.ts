/**
 * Calls `run` once the next frame has painted and the main thread has then gone idle (the page's own
 * drawing done, React's slices included), at most `withinMs` after the paint: a frame callback runs
 * before that frame paints, a task queued from it runs after, and an idle callback once nothing else
 * is waiting. For what can come a moment after what the page has just drawn (issue 18). The returned
 * function cancels it if it has not run.
 */
export function afterPaintAndIdle(run: () => void, withinMs: number): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idle: number | undefined;
  const painted = () => {
    if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(() => run(), { timeout: withinMs });
    else run();
  };
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(painted, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    if (idle !== undefined) cancelIdleCallback(idle);
  };
}
