/** A debounced function plus control over its pending call. */
export type Debounced<A extends unknown[]> = ((...args: A) => void) & {
  /** Drops the pending call, if any. */
  cancel(): void;
  /** Runs the pending call now, if any. */
  flush(): void;
};

/** Calls `fn` once, with the latest arguments, after `ms` without further calls. */
export function debounce<A extends unknown[]>(fn: (...args: A) => unknown, ms: number): Debounced<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pendingArgs: A | undefined;

  const run = () => {
    const args = pendingArgs;
    timer = undefined;
    pendingArgs = undefined;
    // Cleared before calling so that `fn` may call the debounced function again.
    if (args) fn(...args);
  };

  const cancel = () => {
    clearTimeout(timer);
    timer = undefined;
    pendingArgs = undefined;
  };

  const flush = () => {
    if (timer === undefined) return;
    clearTimeout(timer);
    run();
  };

  const debounced = (...args: A) => {
    pendingArgs = args;
    clearTimeout(timer);
    timer = setTimeout(run, ms);
  };

  return Object.assign(debounced, { cancel, flush });
}
