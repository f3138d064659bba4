import { describe, expect, test } from 'bun:test';
import { mainThreadTime, type TraceEvent } from './lighthouse-trace.ts';

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
