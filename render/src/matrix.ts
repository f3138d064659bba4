/** Small affine helpers for group moves (compose) and drawing (raster). */
import type { Matrix } from './layer.ts';

export const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

/** m ∘ n: apply n first, then m. */
export function multiply(m: Matrix, n: Matrix): Matrix {
  return [
    m[0] * n[0] + m[2] * n[1],
    m[1] * n[0] + m[3] * n[1],
    m[0] * n[2] + m[2] * n[3],
    m[1] * n[2] + m[3] * n[3],
    m[0] * n[4] + m[2] * n[5] + m[4],
    m[1] * n[4] + m[3] * n[5] + m[5],
  ];
}

/** Rotation by `degrees` (clockwise on screen) about (cx, cy). */
export function rotateAbout(degrees: number, cx: number, cy: number): Matrix {
  const r = (degrees * Math.PI) / 180;
  const cos = round(Math.cos(r));
  const sin = round(Math.sin(r));
  return [cos, sin, -sin, cos, cx - cos * cx + sin * cy, cy - sin * cx - cos * cy];
}

/** Uniform scale by k about (cx, cy), then a move by (dx, dy). */
export function scaleAbout(k: number, cx: number, cy: number, dx = 0, dy = 0): Matrix {
  return [k, 0, 0, k, cx - k * cx + dx, cy - k * cy + dy];
}

/** Mirror across the vertical line x = cx. */
export function mirrorAbout(cx: number): Matrix {
  return [-1, 0, 0, 1, 2 * cx, 0];
}

/** Where (x, y) lands under m. */
export function apply(m: Matrix, x: number, y: number): [number, number] {
  return [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]];
}

// Exact zeros and ones for right angles, so a handstand's matrix compares equal across runtimes.
function round(v: number): number {
  return Math.abs(v) < 1e-12 ? 0 : Math.round(v * 1e12) / 1e12;
}
