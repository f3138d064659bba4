import { describe, expect, test } from 'bun:test';
import { apply, mirrorAbout, multiply, rotateAbout, scaleAbout } from './matrix.ts';

describe('matrix', () => {
  test('rotation about a point keeps the point and turns others clockwise on screen', () => {
    const m = rotateAbout(90, 500, 500);
    expect(apply(m, 500, 500)).toEqual([500, 500]);
    expect(apply(m, 600, 500)).toEqual([500, 600]);
    expect(apply(rotateAbout(180, 500, 500), 0, 0)).toEqual([1000, 1000]);
  });

  test('scale, mirror and composition', () => {
    expect(apply(scaleAbout(0.5, 500, 500, 0, 10), 0, 0)).toEqual([250, 260]);
    expect(apply(mirrorAbout(500), 100, 7)).toEqual([900, 7]);
    // multiply(m, n) applies n first.
    const m = multiply(mirrorAbout(500), scaleAbout(2, 0, 0));
    expect(apply(m, 100, 0)).toEqual([800, 0]);
  });
});
