import { afterAll, describe, expect, test } from 'bun:test';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createImageCache } from './image-cache.ts';

const root = mkdtempSync(join(tmpdir(), 'st-image-cache-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const KB = 1024;
const bytes = (fill: number, size = 10 * KB) => new Uint8Array(size).fill(fill);
const fileOf = (dir: string, key: string) => join(dir, key.slice(0, 2), `${key}.png`);
/** Every cached file's size under `dir`. */
const used = (dir: string) =>
  readdirSync(dir).flatMap((prefix) => readdirSync(join(dir, prefix)).map((name) => statSync(join(dir, prefix, name)).size)).reduce((a, b) => a + b, 0);

describe('the image cache', () => {
  test('answers from memory, then from disk after a restart', async () => {
    const dir = join(root, 'restart');
    const first = createImageCache({ dir });
    await first.put('aa-one', 'png', bytes(1));
    expect(await first.get('aa-one', 'png')).toEqual(bytes(1));
    expect(first.file('aa-one', 'png')).toBe(fileOf(dir, 'aa-one'));
    const second = createImageCache({ dir });
    expect(second.file('aa-one', 'png')).toBeNull();
    expect(await second.get('aa-one', 'png')).toEqual(bytes(1));
    expect(second.file('aa-one', 'png')).toBe(fileOf(dir, 'aa-one'));
    expect(await second.get('aa-none', 'png')).toBeNull();
  });

  test('memory holds at most its bytes, least recently used going first', async () => {
    const memoryOnly = createImageCache({ memoryBytes: 25 * KB });
    await memoryOnly.put('k1', 'png', bytes(1));
    await memoryOnly.put('k2', 'png', bytes(2));
    expect(await memoryOnly.get('k1', 'png')).not.toBeNull();
    await memoryOnly.put('k3', 'png', bytes(3));
    expect(await memoryOnly.get('k2', 'png')).toBeNull();
    expect(await memoryOnly.get('k1', 'png')).not.toBeNull();
    expect(await memoryOnly.get('k3', 'png')).not.toBeNull();
  });

  test('past its disk cap the oldest files go, down under the cap; the newest stay', async () => {
    const dir = join(root, 'capped');
    const cache = createImageCache({ dir, diskBytes: 35 * KB, memoryBytes: 1 });
    const keys = ['a1', 'b2', 'c3'];
    for (const key of keys) await cache.put(key, 'png', bytes(key.charCodeAt(0)));
    await cache.idle();
    expect(used(dir)).toBe(30 * KB);
    // Written a minute apart, oldest first (the clock alone may give equal times on a fast disk).
    const now = Date.now() / 1000;
    for (const [i, key] of keys.entries()) {
      const at = now - 60 * (keys.length - i);
      utimesSync(fileOf(dir, key), at, at);
    }
    await cache.put('d4', 'png', bytes(4));
    await cache.idle();
    expect(existsSync(fileOf(dir, 'a1'))).toBe(false);
    expect(cache.file('a1', 'png')).toBeNull();
    expect(await cache.get('a1', 'png')).toBeNull();
    for (const key of ['b2', 'c3', 'd4']) expect(existsSync(fileOf(dir, key))).toBe(true);
    expect(used(dir)).toBeLessThanOrEqual(35 * KB);

    // A new instance on the same folder (a restart) counts what is already there.
    const again = createImageCache({ dir, diskBytes: 35 * KB, memoryBytes: 1 });
    await again.put('e5', 'png', bytes(5));
    await again.idle();
    expect(used(dir)).toBeLessThanOrEqual(35 * KB);
    expect(existsSync(fileOf(dir, 'e5'))).toBe(true);
    expect(existsSync(fileOf(dir, 'b2'))).toBe(false);
  });
});
