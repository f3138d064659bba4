import { describe, expect, test } from 'bun:test';
import { mainThreadTime, type TraceEvent, tasksAtCpuTime } from './lighthouse-trace.ts';

const URL = 'http://127.0.0.1:4000/journeys';
const task = (pid: number, tid: number, ts: number, dur: number, tdur?: number): TraceEvent => ({ name: 'RunTask', ph: 'X', ts, dur, ...(tdur === undefined ? {} : { tdur }), pid, tid });

describe("the main thread's time in a Lighthouse trace", () => {
  test("sums the page's main-thread tasks from its navigation on: wall time and the thread's CPU time", () => {
    const events: TraceEvent[] = [
      // The page Lighthouse opened first (about:blank) and its task, before the navigation.
      task(7, 1, 500, 40_000, 40_000),
      { name: 'navigationStart', ph: 'R', ts: 1_000, pid: 7, tid: 1 },
      { name: 'ParseHTML', ph: 'X', ts: 1_200, dur: 3_000, pid: 7, tid: 1, args: { beginData: { url: URL } } },
      task(7, 1, 1_100, 30_000, 10_000),
      task(7, 1, 50_000, 12_000, 12_000),
      // Another thread of the same renderer (raster), and another renderer's main thread.
      task(7, 2, 2_000, 90_000, 90_000),
      task(9, 1, 2_000, 80_000, 80_000),
      // A task without thread time is left out of both sums, not counted as waiting.
      task(7, 1, 70_000, 5_000),
    ];
    expect(mainThreadTime(events, URL)).toEqual({ taskMs: 42, cpuMs: 22 });
  });

  test('the last document parsed at the address is the one measured (a reload)', () => {
    const events: TraceEvent[] = [
      { name: 'ParseHTML', ph: 'X', ts: 100, dur: 10, pid: 3, tid: 1, args: { beginData: { url: URL } } },
      task(3, 1, 200, 20_000, 20_000),
      { name: 'navigationStart', ph: 'R', ts: 90_000, pid: 4, tid: 1 },
      { name: 'ParseHTML', ph: 'X', ts: 90_100, dur: 10, pid: 4, tid: 1, args: { beginData: { url: URL } } },
      task(4, 1, 90_200, 16_000, 4_000),
    ];
    expect(mainThreadTime(events, URL)).toEqual({ taskMs: 16, cpuMs: 4 });
  });

  test('no document parsed at the address: null, not zero', () => {
    expect(mainThreadTime([task(1, 1, 0, 10_000, 10_000)], URL)).toBeNull();
  });
});

describe("a trace with the page's tasks at their CPU time", () => {
  const parse: TraceEvent = { name: 'ParseHTML', ph: 'X', ts: 1_200, dur: 3_000, pid: 7, tid: 1, args: { beginData: { url: URL } } };

  test("shrinks each of the page's main-thread tasks to its CPU time, and what ran inside it in proportion from its start", () => {
    const events: TraceEvent[] = [
      { name: 'navigationStart', ph: 'R', ts: 1_000, pid: 7, tid: 1 },
      task(7, 1, 1_100, 4_000, 4_000),
      parse,
      // 20 ms of wall time, 5 ms on a CPU: a script from 4 ms in for 8 ms, a layout at 16 ms, a mark at 18 ms.
      task(7, 1, 100_000, 20_000, 5_000),
      { name: 'FunctionCall', ph: 'X', ts: 104_000, dur: 8_000, tdur: 2_000, pid: 7, tid: 1 },
      { name: 'Layout', ph: 'X', ts: 116_000, dur: 2_000, pid: 7, tid: 1 },
      { name: 'firstContentfulPaint', ph: 'R', ts: 118_000, pid: 7, tid: 1 },
      // The next task starts where it did: the gap between tasks is kept.
      task(7, 1, 130_000, 12_000, 12_000),
      // Another thread, and a task Chromium gave no thread time, are left alone.
      task(7, 2, 100_000, 50_000, 1_000),
      task(7, 1, 150_000, 30_000),
    ];
    const out = tasksAtCpuTime(events, URL);
    expect(out).not.toBeNull();
    const at = (i: number) => ({ ts: out?.[i]?.ts, dur: out?.[i]?.dur });
    expect(at(3)).toEqual({ ts: 100_000, dur: 5_000 });
    expect(at(4)).toEqual({ ts: 101_000, dur: 2_000 });
    expect(at(5)).toEqual({ ts: 104_000, dur: 500 });
    expect(at(6)).toEqual({ ts: 104_500, dur: undefined });
    expect(at(7)).toEqual({ ts: 130_000, dur: 12_000 });
    expect(at(8)).toEqual({ ts: 100_000, dur: 50_000 });
    expect(at(9)).toEqual({ ts: 150_000, dur: 30_000 });
    // The thread's CPU time is unchanged; only its waiting is gone.
    expect(out?.[4]?.tdur).toBe(2_000);
    // The trace it came from is not touched.
    expect(events[3]?.dur).toBe(20_000);
    expect(mainThreadTime(out ?? [], URL)).toEqual({ taskMs: 4 + 5 + 12, cpuMs: 4 + 5 + 12 });
  });

  test('a task never grows, and a task inside another is shrunk once, with it', () => {
    const events: TraceEvent[] = [
      parse,
      // More thread time than wall time (the counters' rounding): left at its wall time.
      task(7, 1, 10_000, 2_000, 2_100),
      task(7, 1, 20_000, 10_000, 2_000),
      task(7, 1, 24_000, 2_000, 1_000),
    ];
    const out = tasksAtCpuTime(events, URL) ?? [];
    expect(out[1]?.dur).toBe(2_000);
    expect(out[2]).toMatchObject({ ts: 20_000, dur: 2_000 });
    expect(out[3]).toMatchObject({ ts: 20_800, dur: 400 });
  });

  test('no document parsed at the address: null', () => {
    expect(tasksAtCpuTime([task(1, 1, 0, 10_000, 1_000)], URL)).toBeNull();
  });
});
