/**
 * Rendered images by content address: the key is a hash of the composed layer list and the encoding,
 * so equal inputs are one file wherever and whenever they were drawn. Files live under
 * DATA_DIR/cache/render (shared by every instance on that folder), kept under a size cap with the
 * least recently used going first (disk-budget.ts: a file's modification time is its last use, so the
 * order survives a restart); the most recently used stay in memory too.
 */
import { mkdir, readFile, rename, rm, utimes, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { LRUCache } from 'lru-cache';
import { createDiskBudget } from './disk-budget.ts';
import { DEFAULT_RENDER_CACHE_MB } from './render-limits.ts';

export interface ImageCache {
  get(key: string, ext: string): Promise<Uint8Array | null>;
  put(key: string, ext: string, bytes: Uint8Array): Promise<void>;
  /** The file holding `key` when it is known to be on disk (so it can be sent with sendfile). */
  file(key: string, ext: string): string | null;
  /** Resolves when no disk prune is running and every use so far is marked on its file. */
  idle(): Promise<void>;
  /** Lookups since start, for /metrics: found in memory, found on disk, found nowhere. */
  readonly stats: { memoryHits: number; diskHits: number; misses: number };
}

export interface ImageCacheOptions {
  /** The folder; absent: memory only. */
  dir?: string;
  /** Bytes kept in memory (least recently used go first). */
  memoryBytes?: number;
  /** Bytes kept on disk (least recently used files go first). */
  diskBytes?: number;
  /**
   * A write to the folder failed (a full disk, a folder it cannot write): the image is kept in memory and
   * still served. Called when writes start failing, not for every one that fails after.
   */
  onDiskError?: (err: unknown) => void;
}

const MB = 1024 * 1024;
/** A file read again within this long is not touched again (a hot image is read many times a second). */
const TOUCH_EVERY_MS = 60_000;

export function createImageCache({ dir, memoryBytes = 48 * MB, diskBytes = DEFAULT_RENDER_CACHE_MB * MB, onDiskError = () => {} }: ImageCacheOptions = {}): ImageCache {
  const memory = new LRUCache<string, Uint8Array>({ maxSize: memoryBytes, sizeCalculation: (body) => Math.max(1, body.byteLength) });
  const fileOf = (key: string, ext: string) => join(dir!, key.slice(0, 2), `${key}.${ext}`);
  // Files this instance has seen on disk, less those its prunes removed.
  const onDisk = new Set<string>();
  const budget = dir ? createDiskBudget(dir, diskBytes, (path) => onDisk.delete(basename(path))) : null;
  const stats = { memoryHits: 0, diskHits: 0, misses: 0 };
  let diskFailing = false;
  // When this instance last marked a file used.
  const touched = new LRUCache<string, true>({ max: 10_000, ttl: TOUCH_EVERY_MS });
  // Marks still being written (idle() waits for them).
  const marking = new Set<Promise<void>>();
  /** Marks the file used now, so a prune takes the least recently used files first. */
  const touch = (key: string, ext: string) => {
    const id = `${key}.${ext}`;
    if (!dir || touched.has(id)) return;
    touched.set(id, true);
    const now = new Date();
    const mark = utimes(fileOf(key, ext), now, now)
      .catch(() => {})
      .finally(() => marking.delete(mark));
    marking.add(mark);
  };

  return {
    stats,
    async get(key, ext) {
      const id = `${key}.${ext}`;
      const hit = memory.get(id);
      if (hit) {
        stats.memoryHits++;
        touch(key, ext);
        return hit;
      }
      const read = dir ? await readFile(fileOf(key, ext)).catch(() => null) : null;
      if (!read) {
        stats.misses++;
        return null;
      }
      stats.diskHits++;
      onDisk.add(id);
      touch(key, ext);
      const body = new Uint8Array(read);
      memory.set(id, body);
      return body;
    },
    async put(key, ext, body) {
      memory.set(`${key}.${ext}`, body);
      if (!dir) return;
      const file = fileOf(key, ext);
      // Instances may race on the same key; they write the same bytes, and rename is atomic.
      const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
      // A prune may remove the folder once it is empty, between our mkdir and our write: then once more.
      let newFolder = false;
      for (let attempt = 1; ; attempt++) {
        try {
          newFolder = (await mkdir(dirname(file), { recursive: true })) !== undefined || newFolder;
          await writeFile(tmp, body);
          await rename(tmp, file);
          break;
        } catch (err) {
          if (attempt < 3 && (err as { code?: string }).code === 'ENOENT') continue;
          // The picture is drawn and in memory: serve it. A part-written file is not left behind.
          await rm(tmp, { force: true }).catch(() => {});
          if (!diskFailing) onDiskError(err);
          diskFailing = true;
          return;
        }
      }
      diskFailing = false;
      onDisk.add(`${key}.${ext}`);
      touched.set(`${key}.${ext}`, true);
      budget!.added(body.byteLength, newFolder ? 1 : 0);
    },
    file(key, ext) {
      return dir && onDisk.has(`${key}.${ext}`) ? fileOf(key, ext) : null;
    },
    async idle() {
      await Promise.all(marking);
      await budget?.idle();
    },
  };
}
