import { afterAll, describe, expect, test } from 'bun:test';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createImageCache } from './image-cache.ts';

const root = mkdtempSync(join(tmpdir(), 'st-image-cache-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const KB = 1024;
const bytes = (fill: number, size = 10 * KB) => new Uint8Array(size).fill(fill);
const fileOf = (dir: string, key: string) => join(dir, key.slice(0, 2), `${key}.png`);
/** The folder's bytes on disk, as `du` counts them (allocated blocks, folders included). */
const du = (dir: string) => Number(execFileSync('du', ['-s', '-B1', dir], { encoding: 'utf8' }).split('\t')[0]);

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

  test('a folder it cannot write to (a full disk, say) is told once, and the pictures are still kept and served from memory', async () => {
    const dir = join(root, 'unwritable');
    mkdirSync(dir, { recursive: true });
    // A file where the key's folder should be: every write under it fails, as on a full disk.
    writeFileSync(join(dir, 'aa'), 'not a folder');
    const told: unknown[] = [];
    const cache = createImageCache({ dir, onDiskError: (err) => void told.push(err) });
    await cache.put('aa-one', 'png', bytes(1));
    await cache.put('aa-two', 'png', bytes(2));
    expect(await cache.get('aa-one', 'png')).toEqual(bytes(1));
    expect(await cache.get('aa-two', 'png')).toEqual(bytes(2));
    expect(cache.file('aa-one', 'png')).toBeNull();
    expect(told).toHaveLength(1);
    expect(['EEXIST', 'ENOTDIR']).toContain(String((told[0] as { code?: string }).code));
    // Writable again: written to disk, and a later failure is told again.
    rmSync(join(dir, 'aa'));
    await cache.put('aa-three', 'png', bytes(3));
    expect(cache.file('aa-three', 'png')).toBe(fileOf(dir, 'aa-three'));
    rmSync(join(dir, 'aa'), { recursive: true });
    writeFileSync(join(dir, 'aa'), 'not a folder');
    await cache.put('aa-four', 'png', bytes(4));
    expect(told).toHaveLength(2);
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

  test('past its disk cap the least recently used files go, counted as the disk counts them', async () => {
    const dir = join(root, 'capped');
    // One folder ('aa'): 4 KB for it and the top folder, 12 KB on disk for each 10 KB file.
    const cache = createImageCache({ dir, diskBytes: 80 * KB, memoryBytes: 1 });
    const keys = ['aa1', 'aa2', 'aa3', 'aa4', 'aa5'];
    for (const key of keys) await cache.put(key, 'png', bytes(key.charCodeAt(2)));
    await cache.idle();
    expect(du(dir)).toBeLessThanOrEqual(80 * KB);
    expect(keys.every((key) => existsSync(fileOf(dir, key)))).toBe(true);
    // Written a minute apart, oldest first (the clock alone may give equal times on a fast disk).
    const now = Date.now() / 1000;
    for (const [i, key] of keys.entries()) {
      const at = now - 60 * (keys.length - i);
      utimesSync(fileOf(dir, key), at, at);
    }
    // After a restart the oldest file is read: it is the most recently used now.
    const again = createImageCache({ dir, diskBytes: 80 * KB, memoryBytes: 1 });
    await again.idle();
    expect(await again.get('aa1', 'png')).toEqual(bytes('1'.charCodeAt(0)));
    // The read marks the file used in the background; idle() waits for that mark (a count of event-loop
    // turns did not, on a busy machine).
    await again.idle();
    expect(statSync(fileOf(dir, 'aa1')).mtimeMs).toBeGreaterThan((now - 1) * 1000);
    await again.put('aa6', 'png', bytes(6));
    await again.put('aa7', 'png', bytes(7));
    await again.idle();
    expect(du(dir)).toBeLessThanOrEqual(80 * KB);
    expect(existsSync(fileOf(dir, 'aa2'))).toBe(false);
    expect(again.file('aa2', 'png')).toBeNull();
    expect(await again.get('aa2', 'png')).toBeNull();
    for (const key of ['aa1', 'aa6', 'aa7']) expect(existsSync(fileOf(dir, key))).toBe(true);
  });

  test('many variants stay under the cap on disk, folders included', async () => {
    const dir = join(root, 'variants');
    const cache = createImageCache({ dir, diskBytes: 256 * KB, memoryBytes: 1 });
    // 300 pictures of 1-6 KB under many two-letter folders, as content addresses spread them.
    for (let i = 0; i < 300; i++) {
      await cache.put(`${(i * 7919).toString(36).padStart(4, 'z')}k${i}`, 'png', bytes(i % 251, 1024 + ((i * 37) % 5) * 1024));
      if (i % 50 === 49) {
        await cache.idle();
        expect(du(dir)).toBeLessThanOrEqual(256 * KB);
      }
    }
    await cache.idle();
    expect(du(dir)).toBeLessThanOrEqual(256 * KB);
    expect(du(dir)).toBeGreaterThan(128 * KB);
  });

  test('a restart that finds the folder over the cap prunes it without waiting for a write', async () => {
    const dir = join(root, 'overfull');
    const now = Date.now() / 1000;
    for (let i = 0; i < 40; i++) {
      const file = fileOf(dir, `b${i % 4}-${i}`);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, bytes(i, 8 * KB));
      utimesSync(file, now - 1000 + i, now - 1000 + i);
    }
    expect(du(dir)).toBeGreaterThan(300 * KB);
    const cache = createImageCache({ dir, diskBytes: 100 * KB });
    await cache.idle();
    expect(du(dir)).toBeLessThanOrEqual(100 * KB);
    // The newest stay.
    expect(existsSync(fileOf(dir, 'b3-39'))).toBe(true);
    expect(existsSync(fileOf(dir, 'b0-0'))).toBe(false);
  });
});
