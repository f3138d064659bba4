/**
 * Calls `run` in a task of its own once the next frame has painted: a frame callback runs before that
 * frame paints, and a task queued from it runs after. With `idleWithinMs`, it then also waits for the
 * main thread to go idle (the page's own drawing done, React's slices included), at most that long.
 * For what can come a moment after what the page has just drawn (issue 18). The returned function
 * cancels it if it has not run.
 */
export function afterPaint(run: () => void, idleWithinMs?: number): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idle: number | undefined;
  const painted = () => {
    if (idleWithinMs === undefined || typeof requestIdleCallback !== 'function') run();
    else idle = requestIdleCallback(run, { timeout: idleWithinMs });
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
