import { describe, expect, test } from 'bun:test';
import { stepPanel, swipeStep } from './panels.ts';

describe('profile overlay panels', () => {
  test('arrows stop at the ends', () => {
    expect(stepPanel(0, -1)).toBe(0);
    expect(stepPanel(0, 1)).toBe(1);
    expect(stepPanel(2, 1)).toBe(2);
    expect(stepPanel(2, -1)).toBe(1);
  });

  test('a swipe is a sideways drag past the threshold; leftwards goes on', () => {
    expect(swipeStep(-80, 10, 400)).toBe(1);
    expect(swipeStep(80, -10, 400)).toBe(-1);
    // Too short, or more down than across (a scroll).
    expect(swipeStep(-40, 0, 400)).toBe(0);
    expect(swipeStep(-80, 90, 400)).toBe(0);
    // A narrow panel needs a fifth of its width.
    expect(swipeStep(-50, 0, 200)).toBe(1);
    expect(swipeStep(-39, 0, 200)).toBe(0);
  });
});
