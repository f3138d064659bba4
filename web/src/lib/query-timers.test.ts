/** sharedTimers: TanStack Query's timers on one native timer (issue 18). */
import { describe, expect, test } from 'bun:test';
import { createQueryClient } from './query-client.ts';
import { type NativeTimers, sharedTimers } from './query-timers.ts';

/** A native timer the test drives: `advance` moves the clock and runs what the armed timer would. */
function manualClock() {
  let now = 0;
  let nextId = 0;
  const armed = new Map<number, { at: number; run: () => void }>();
  const calls = { set: 0, clear: 0 };
  const errors: unknown[] = [];
  const native: NativeTimers = {
    setTimeout: (run, ms) => {
      calls.set++;
      armed.set(++nextId, { at: now + ms, run });
      return nextId;
    },
    clearTimeout: (id) => {
      calls.clear++;
      armed.delete(id as number);
    },
    now: () => now,
    report: (err) => errors.push(err),
  };
  const advance = (ms: number) => {
    const until = now + ms;
    for (;;) {
      const due = [...armed].filter(([, t]) => t.at <= until).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      armed.delete(due[0]);
      now = due[1].at;
      due[1].run();
    }
    now = until;
  };
  return { native, advance, calls, errors, armedCount: () => armed.size };
}

describe('sharedTimers', () => {
  test('timers run in the order they are due, never early, and a cleared one never runs', () => {
    const clock = manualClock();
    const timers = sharedTimers(clock.native);
    const ran: string[] = [];
    timers.setTimeout(() => ran.push('c'), 300);
    timers.setTimeout(() => ran.push('a'), 100);
    const b = timers.setTimeout(() => ran.push('b'), 200);
    timers.setTimeout(() => ran.push('a2'), 100);
    timers.clearTimeout(b);
    clock.advance(99);
    expect(ran).toEqual([]);
    clock.advance(1);
    expect(ran).toEqual(['a', 'a2']);
    clock.advance(250);
    expect(ran).toEqual(['a', 'a2', 'c']);
    expect(clock.armedCount()).toBe(0);
  });

  test('one native timer at a time: a later timer, or clearing one, asks nothing of the browser', () => {
    const clock = manualClock();
    const timers = sharedTimers(clock.native);
    timers.setTimeout(() => {}, 1_000);
    for (let i = 0; i < 40; i++) {
      timers.clearTimeout(timers.setTimeout(() => {}, 300_000 + i));
      timers.setTimeout(() => {}, 300_000);
    }
    expect(clock.calls).toEqual({ set: 1, clear: 0 });
    expect(clock.armedCount()).toBe(1);
    // An earlier one takes the native timer over.
    timers.setTimeout(() => {}, 10);
    expect(clock.calls).toEqual({ set: 2, clear: 1 });
    expect(clock.armedCount()).toBe(1);
  });

  test('an interval repeats until cleared; a callback that throws is reported and the rest still run', () => {
    const clock = manualClock();
    const timers = sharedTimers(clock.native);
    let ticks = 0;
    const every = timers.setInterval(() => ticks++, 50);
    timers.setTimeout(() => {
      throw new Error('boom');
    }, 120);
    let after = false;
    timers.setTimeout(() => (after = true), 120);
    clock.advance(160);
    expect(ticks).toBe(3);
    expect(after).toBe(true);
    expect(clock.errors).toEqual([new Error('boom')]);
    timers.clearInterval(every);
    clock.advance(500);
    expect(ticks).toBe(3);
    expect(clock.armedCount()).toBe(0);
  });

  test('a callback that clears a timer due in the same turn stops it', () => {
    const clock = manualClock();
    const timers = sharedTimers(clock.native);
    let second = false;
    const later = { id: 0 };
    timers.setTimeout(() => timers.clearTimeout(later.id), 100);
    later.id = timers.setTimeout(() => (second = true), 100);
    clock.advance(100);
    expect(second).toBe(false);
  });
});

describe("the app's query client and the real clock", () => {
  test('unused answers are forgotten after gcTime and go stale after staleTime, with a few native timers for many queries', async () => {
    // The app's client puts TanStack's timers on sharedTimers (for the whole process, as in the app).
    const client = createQueryClient();
    const calls = { set: 0, clear: 0 };
    const realSet = globalThis.setTimeout;
    const realClear = globalThis.clearTimeout;
    globalThis.setTimeout = ((run: () => void, ms?: number) => {
      calls.set++;
      return realSet(run, ms);
    }) as typeof setTimeout;
    globalThis.clearTimeout = ((id: ReturnType<typeof setTimeout>) => {
      calls.clear++;
      realClear(id);
    }) as typeof clearTimeout;
    try {
      // gcTime well past the 25 ms sleep below: on a busy machine (a CI building its image beside) a
      // 25 ms sleep took over 40 ms, and the answer was already forgotten when its staleness was read.
      const options = { gcTime: 400, staleTime: 20 };
      const keys = Array.from({ length: 20 }, (_, i) => ['timers', i]);
      const fetched = performance.now();
      await Promise.all(keys.map((queryKey) => client.fetchQuery({ queryKey, queryFn: async () => queryKey[1], ...options })));
      expect(client.getQueryCache().findAll({ queryKey: ['timers'] })).toHaveLength(20);
      await Bun.sleep(25);
      expect(client.getQueryCache().find({ queryKey: ['timers', 0] })?.isStaleByTime(20)).toBe(true);
      // Forgotten once gcTime has passed, not before (however busy the machine, within 2 s).
      while (client.getQueryCache().findAll({ queryKey: ['timers'] }).length > 0 && performance.now() - fetched < 2_000) await Bun.sleep(5);
      expect(client.getQueryCache().findAll({ queryKey: ['timers'] })).toHaveLength(0);
      expect(performance.now() - fetched).toBeGreaterThanOrEqual(400);
    } finally {
      globalThis.setTimeout = realSet;
      globalThis.clearTimeout = realClear;
    }
    // 20 queries, each setting its gc timer and resetting it as it fetched (40 or more calls by default),
    // and TanStack's own batching (a real task each): a handful of native calls.
    expect(calls.set + calls.clear).toBeLessThanOrEqual(8);
  });
});
