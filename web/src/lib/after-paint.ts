/**
 * Calls `run` in a task of its own once the next frame has painted: a frame callback runs before that
 * frame paints, and a task queued from it runs after. For what can come a moment after what the page
 * has just drawn (issue 18). The returned function cancels it if it has not run.
 */
export function afterPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
