import { describe, expect, test } from 'bun:test';
import { firstScreenOver, type LoadClock } from './after-first-screen.ts';

const clock = (readyState: DocumentReadyState, loadEnd: number, now: number): LoadClock => ({ readyState, loadEnd: () => loadEnd, now: () => now });

describe('firstScreenOver', () => {
  test('not while the page loads, nor in the quiet second after its load event', () => {
    expect(firstScreenOver(clock('loading', 0, 200))).toBe(false);
    expect(firstScreenOver(clock('interactive', 0, 900))).toBe(false);
    // The load event has not ended yet (its end reads 0 while it runs).
    expect(firstScreenOver(clock('complete', 0, 5000))).toBe(false);
    expect(firstScreenOver(clock('complete', 1200, 2100))).toBe(false);
  });

  test('once the page loaded a quiet second ago or more', () => {
    expect(firstScreenOver(clock('complete', 1200, 2200))).toBe(true);
    expect(firstScreenOver(clock('complete', 1200, 60_000))).toBe(true);
  });
});
