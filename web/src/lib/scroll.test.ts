import { afterEach, beforeEach, describe, expect, jest, test } from 'bun:test';
import { SCROLL_HINT_PX, TIMINGS } from '../../../domain/timings.ts';
import { onScrollSettled, scrollHints, scrollIndex, type HorizontalScroll, type ScrollTarget } from './scroll.ts';

// Type-level check that real elements fit; never called.
const elementFits = (el: HTMLElement): HorizontalScroll & ScrollTarget => el;
void elementFits;

describe('scrollHints', () => {
  // A 1000 px wide track in a 300 px window: scrollLeft runs 0..700.
  const at = (scrollLeft: number) => scrollHints({ scrollLeft, scrollWidth: 1000, clientWidth: 300 });

  test('uses a 50 px threshold at both ends', () => {
    expect(SCROLL_HINT_PX).toBe(50);
    expect(at(0)).toEqual({ atStart: true, atEnd: false });
    expect(at(50)).toEqual({ atStart: true, atEnd: false });
    expect(at(51)).toEqual({ atStart: false, atEnd: false });
    expect(at(649)).toEqual({ atStart: false, atEnd: false });
    expect(at(650)).toEqual({ atStart: false, atEnd: true });
    expect(at(700)).toEqual({ atStart: false, atEnd: true });
  });

  test('content that fits is at both ends', () => {
    expect(scrollHints({ scrollLeft: 0, scrollWidth: 300, clientWidth: 300 })).toEqual({
      atStart: true,
      atEnd: true,
    });
  });

  test('right-to-left scrollers (negative scrollLeft) measure from their start', () => {
    expect(at(-51)).toEqual({ atStart: false, atEnd: false });
    expect(at(-650)).toEqual({ atStart: false, atEnd: true });
  });

  test('accepts another threshold', () => {
    expect(scrollHints({ scrollLeft: 10, scrollWidth: 1000, clientWidth: 300 }, 5).atStart).toBe(false);
  });
});

describe('scrollIndex', () => {
  test.each([
    [0, 0],
    [149, 0],
    [150, 1],
    [300, 1],
    [449, 1],
    [450, 2],
    [-450, 2],
  ])('scrollLeft %p with 300 px items is item %p', (scrollLeft, index) => {
    expect(scrollIndex(scrollLeft, 300)).toBe(index);
  });

  test('zero, negative or NaN item widths give index 0', () => {
    expect(scrollIndex(500, 0)).toBe(0);
    expect(scrollIndex(500, -10)).toBe(0);
    expect(scrollIndex(500, Number.NaN)).toBe(0);
  });
});

describe('onScrollSettled', () => {
  class FakeScroller implements ScrollTarget {
    readonly listeners = new Set<() => void>();
    addEventListener(_type: 'scroll', listener: () => void) {
      this.listeners.add(listener);
    }
    removeEventListener(_type: 'scroll', listener: () => void) {
      this.listeners.delete(listener);
    }
    scroll() {
      for (const listener of this.listeners) listener();
    }
  }

  let el: FakeScroller;
  let settled: number;
  beforeEach(() => {
    jest.useFakeTimers();
    el = new FakeScroller();
    settled = 0;
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  test('fires once, 500 ms after the last scroll event', () => {
    expect(TIMINGS.scrollSettle).toBe(500);
    onScrollSettled(el, () => settled++);
    el.scroll();
    jest.advanceTimersByTime(400);
    el.scroll();
    jest.advanceTimersByTime(499);
    expect(settled).toBe(0);
    jest.advanceTimersByTime(1);
    expect(settled).toBe(1);
    jest.advanceTimersByTime(2000);
    expect(settled).toBe(1);
  });

  test('does not fire without scrolling', () => {
    onScrollSettled(el, () => settled++);
    jest.advanceTimersByTime(2000);
    expect(settled).toBe(0);
  });

  test('unsubscribe removes the listener and drops a pending call', () => {
    const stop = onScrollSettled(el, () => settled++);
    el.scroll();
    stop();
    expect(el.listeners.size).toBe(0);
    jest.advanceTimersByTime(2000);
    expect(settled).toBe(0);
  });
});
