import { expect, test } from 'bun:test';
import { boxOf } from './art-box.ts';

function square(n: number, paint: (x: number, y: number) => boolean): Uint8ClampedArray {
  const rgba = new Uint8ClampedArray(n * n * 4);
  for (let y = 0; y < n; y += 1) for (let x = 0; x < n; x += 1) if (paint(x, y)) rgba[(y * n + x) * 4 + 3] = 255;
  return rgba;
}

test('the box is a padded square centred on the art', () => {
  // A 20 x 10 hat at the top of a 100 px canvas.
  const box = boxOf(square(100, (x, y) => x >= 40 && x < 60 && y >= 5 && y < 15), 100)!;
  expect(box.size).toBeCloseTo(0.2 * 1.16, 5);
  expect(box.x + box.size / 2).toBeCloseTo(0.5, 5);
  expect(box.y + box.size / 2).toBeCloseTo(0.1, 5);
});

test('an empty picture has no box, and a full one is the whole picture', () => {
  expect(boxOf(square(10, () => false), 10)).toBeNull();
  expect(boxOf(square(10, () => true), 10)).toEqual({ x: 0, y: 0, size: 1 });
});
