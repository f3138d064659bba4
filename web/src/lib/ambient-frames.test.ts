import { describe, expect, test } from 'bun:test';
import { AMBIENT_FPS, nearestGridLine, onTheGrid } from './ambient-frames.ts';

const FRAME = 1000 / AMBIENT_FPS;

describe('the ambient frame grid', () => {
  test('an iteration becomes whole frames, within half a frame of its own length', () => {
    for (const ms of [900, 1200, 2600, 3400, 4500, 30_000, 44_000]) {
      const grid = onTheGrid(ms, 0);
      expect(Math.abs(grid.duration - ms)).toBeLessThanOrEqual(FRAME / 2);
      expect(grid.duration / grid.steps).toBeCloseTo(FRAME, 9);
    }
    expect(onTheGrid(900, 0).steps).toBe(11);
    expect(onTheGrid(30_000, 0).steps).toBe(360);
  });

  test('a very short animation still gets one frame; delays (negative ones too) land on grid lines', () => {
    expect(onTheGrid(20, 0)).toEqual({ duration: FRAME, delay: 0, steps: 1 });
    expect(onTheGrid(1200, -600).delay).toBeCloseTo(-7 * FRAME, 9);
    expect(onTheGrid(38_000, -11_000).delay).toBeCloseTo(-132 * FRAME, 9);
  });

  test('a start time moves to the nearest grid line, never more than half a frame', () => {
    expect(nearestGridLine(0)).toBe(0);
    expect(nearestGridLine(1000)).toBeCloseTo(1000, 9);
    expect(nearestGridLine(1030)).toBeCloseTo(1000, 9);
    expect(nearestGridLine(1050)).toBeCloseTo(1000 + FRAME, 9);
    for (const t of [17.3, 4242.4, 123_456.7]) expect(Math.abs(nearestGridLine(t) - t)).toBeLessThanOrEqual(FRAME / 2);
  });
});
