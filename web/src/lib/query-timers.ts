/**
 * TanStack Query's timers on one browser timer (issue 18). Every query and observer keeps timers of its
 * own (when to forget an unused answer, when an answer goes stale, a polling interval) and resets them
 * as it goes: a load of `/journeys` made 43 calls to the browser's setTimeout and clearTimeout for them.
 * Under DevTools, as in Lighthouse, each such call records its script's stack; in Lighthouse's traces
 * they sat in the task that starts the page's requests (decision 0043). Here they are entries in a
 * table, and one browser timer stands for the earliest of them: setting a later timer or clearing one
 * costs no browser call (2 calls in that load). TanStack's own docs suggest such a provider
 * (`timeoutManager`).
 */
import type { TimeoutProvider } from '@tanstack/react-query';

interface Entry {
  at: number;
  run: () => void;
  /** For an interval: its period; the entry stays until cleared. */
  every: number | null;
}

export interface NativeTimers {
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (id: unknown) => void;
  now: () => number;
  /** Where a callback's error goes, so the timers after it still run. */
  report: (err: unknown) => void;
}

const BROWSER: NativeTimers = {
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (id) => globalThis.clearTimeout(id as ReturnType<typeof setTimeout>),
  now: () => performance.now(),
  report: (err) =>
    queueMicrotask(() => {
      throw err;
    }),
};

/** A TimeoutProvider that keeps every timer in a table behind one native timer (`native`, the browser's by default). */
export function sharedTimers(native: NativeTimers = BROWSER): TimeoutProvider<number> {
  const entries = new Map<number, Entry>();
  let lastId = 0;
  let armed: { id: unknown; at: number } | null = null;

  const arm = () => {
    let earliest = Number.POSITIVE_INFINITY;
    for (const entry of entries.values()) earliest = Math.min(earliest, entry.at);
    if (armed && armed.at === earliest) return;
    if (armed) native.clearTimeout(armed.id);
    armed = null;
    if (earliest === Number.POSITIVE_INFINITY) return;
    armed = { id: native.setTimeout(fire, Math.max(0, earliest - native.now())), at: earliest };
  };

  function fire() {
    armed = null;
    const now = native.now();
    // Those due, earliest first; each runs even if one before it threw.
    const due = [...entries].filter(([, e]) => e.at <= now).sort((a, b) => a[1].at - b[1].at);
    for (const [id, entry] of due) {
      if (entries.get(id) !== entry) continue; // cleared by a callback before it
      if (entry.every === null) entries.delete(id);
      else entry.at = now + entry.every;
      try {
        entry.run();
      } catch (err) {
        native.report(err);
      }
    }
    arm();
  }

  const add = (run: () => void, ms: number, every: number | null): number => {
    const id = ++lastId;
    const at = native.now() + Math.max(0, ms || 0);
    entries.set(id, { at, run, every });
    // Only an earlier timer than the armed one needs the browser.
    if (!armed || at < armed.at) arm();
    return id;
  };
  // Clearing only drops the entry: a native timer left armed for it finds nothing due and re-arms for the rest.
  const clear = (id: number | undefined) => {
    if (id !== undefined) entries.delete(id);
  };

  return {
    setTimeout: (run, ms) => add(run, ms, null),
    clearTimeout: clear,
    setInterval: (run, ms) => add(run, ms, Math.max(1, ms || 0)),
    clearInterval: clear,
  };
}
