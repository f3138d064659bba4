import { afterEach, beforeEach, describe, expect, jest, test } from 'bun:test';
import { TIMINGS } from '../../../domain/timings.ts';
import { createWindowSizeStore, trackWindowSize, type ResizeTarget, type WindowSize } from './window-size.ts';

// Type-level check that the real window fits; never called.
const windowFits = (w: Window): ResizeTarget => w;
void windowFits;

class FakeWindow implements ResizeTarget {
  readonly listeners = new Set<() => void>();
  constructor(
    public innerWidth: number,
    public innerHeight: number,
  ) {}
  addEventListener(_type: 'resize', listener: () => void) {
    this.listeners.add(listener);
  }
  removeEventListener(_type: 'resize', listener: () => void) {
    this.listeners.delete(listener);
  }
  resizeTo(width: number, height: number) {
    this.innerWidth = width;
    this.innerHeight = height;
    for (const listener of this.listeners) listener();
  }
}

let win: FakeWindow;
let reports: WindowSize[];
const report = (size: WindowSize) => {
  reports.push(size);
};

beforeEach(() => {
  jest.useFakeTimers();
  win = new FakeWindow(1024, 768);
  reports = [];
});
afterEach(() => {
  jest.useRealTimers();
});

describe('trackWindowSize', () => {
  test('waits 300 ms by default', () => {
    expect(TIMINGS.windowResize).toBe(300);
    trackWindowSize(win, report);
    win.resizeTo(800, 600);
    jest.advanceTimersByTime(299);
    expect(reports).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(reports).toEqual([{ width: 800, height: 600 }]);
  });

  test('only the last of several resizes counts, 300 ms after it', () => {
    trackWindowSize(win, report);
    win.resizeTo(900, 700);
    jest.advanceTimersByTime(200);
    win.resizeTo(850, 650);
    jest.advanceTimersByTime(200);
    win.resizeTo(800, 600);
    jest.advanceTimersByTime(299);
    expect(reports).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(reports).toEqual([{ width: 800, height: 600 }]);
  });

  test('reads the size when it settles, not when the event fired', () => {
    trackWindowSize(win, report);
    win.resizeTo(800, 600);
    win.innerWidth = 640;
    jest.advanceTimersByTime(300);
    expect(reports).toEqual([{ width: 640, height: 600 }]);
  });

  test('stays quiet when the size ends where it started', () => {
    trackWindowSize(win, report);
    win.resizeTo(800, 600);
    win.resizeTo(1024, 768);
    jest.advanceTimersByTime(1000);
    expect(reports).toEqual([]);
  });

  test('honours a custom wait', () => {
    trackWindowSize(win, report, 50);
    win.resizeTo(800, 600);
    jest.advanceTimersByTime(49);
    expect(reports).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(reports).toEqual([{ width: 800, height: 600 }]);
  });

  test('unsubscribe removes the listener and drops a pending update', () => {
    const stop = trackWindowSize(win, report);
    win.resizeTo(800, 600);
    stop();
    expect(win.listeners.size).toBe(0);
    jest.advanceTimersByTime(1000);
    expect(reports).toEqual([]);
    expect(jest.getTimerCount()).toBe(0);
  });
});

describe('createWindowSizeStore', () => {
  test('keeps the same snapshot until a settled resize changes it', () => {
    const store = createWindowSizeStore(win);
    const first = store.getSnapshot();
    expect(first).toEqual({ width: 1024, height: 768 });
    let notified = 0;
    store.subscribe(() => notified++);
    win.resizeTo(800, 600);
    jest.advanceTimersByTime(299);
    expect(store.getSnapshot()).toBe(first);
    jest.advanceTimersByTime(1);
    expect(notified).toBe(1);
    expect(store.getSnapshot()).toEqual({ width: 800, height: 600 });
  });

  test('shares one resize listener among subscribers and removes it after the last leaves', () => {
    const store = createWindowSizeStore(win);
    let a = 0;
    let b = 0;
    const stopA = store.subscribe(() => a++);
    const stopB = store.subscribe(() => b++);
    expect(win.listeners.size).toBe(1);
    win.resizeTo(800, 600);
    jest.advanceTimersByTime(300);
    expect([a, b]).toEqual([1, 1]);
    stopA();
    expect(win.listeners.size).toBe(1);
    stopB();
    expect(win.listeners.size).toBe(0);
  });

  test('picks up a resize that happened while nobody listened', () => {
    const store = createWindowSizeStore(win);
    win.resizeTo(500, 400);
    store.subscribe(() => {});
    expect(store.getSnapshot()).toEqual({ width: 500, height: 400 });
  });
});
