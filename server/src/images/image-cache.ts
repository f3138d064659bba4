/**
 * Rendered images by content address: the key is a hash of the composed layer list and the encoding,
 * so equal inputs are one file wherever and whenever they were drawn. Files live under
 * DATA_DIR/cache/render (shared by every instance on that folder), kept under a size cap with the
 * oldest going first (disk-budget.ts); the most recently used stay in memory too.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { LRUCache } from 'lru-cache';
import { createDiskBudget } from './disk-budget.ts';

export interface ImageCache {
  get(key: string, ext: string): Promise<Uint8Array | null>;
  put(key: string, ext: string, bytes: Uint8Array): Promise<void>;
  /** The file holding `key` when it is known to be on disk (so it can be sent with sendfile). */
  file(key: string, ext: string): string | null;
  /** Resolves when no disk prune is running. */
  idle(): Promise<void>;
  /** Lookups since start, for /metrics: found in memory, found on disk, found nowhere. */
  readonly stats: { memoryHits: number; diskHits: number; misses: number };
}

export interface ImageCacheOptions {
  /** The folder; absent: memory only. */
  dir?: string;
  /** Bytes kept in memory (least recently used go first). */
  memoryBytes?: number;
  /** Bytes kept on disk (oldest files go first). */
  diskBytes?: number;
}

const MB = 1024 * 1024;

export function createImageCache({ dir, memoryBytes = 48 * MB, diskBytes = 1024 * MB }: ImageCacheOptions = {}): ImageCache {
  const memory = new LRUCache<string, Uint8Array>({ maxSize: memoryBytes, sizeCalculation: (body) => Math.max(1, body.byteLength) });
  const fileOf = (key: string, ext: string) => join(dir!, key.slice(0, 2), `${key}.${ext}`);
  // Files this instance has seen on disk, less those its prunes removed.
  const onDisk = new Set<string>();
  const budget = dir ? createDiskBudget(dir, diskBytes, (path) => onDisk.delete(basename(path))) : null;
  const stats = { memoryHits: 0, diskHits: 0, misses: 0 };

  return {
    stats,
    async get(key, ext) {
      const id = `${key}.${ext}`;
      const hit = memory.get(id);
      if (hit) {
        stats.memoryHits++;
        return hit;
      }
      const read = dir ? await readFile(fileOf(key, ext)).catch(() => null) : null;
      if (!read) {
        stats.misses++;
        return null;
      }
      stats.diskHits++;
      onDisk.add(id);
      const body = new Uint8Array(read);
      memory.set(id, body);
      return body;
    },
    async put(key, ext, body) {
      memory.set(`${key}.${ext}`, body);
      if (!dir) return;
      const file = fileOf(key, ext);
      await mkdir(dirname(file), { recursive: true });
      // Instances may race on the same key; they write the same bytes, and rename is atomic.
      const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
      await writeFile(tmp, body);
      await rename(tmp, file);
      onDisk.add(`${key}.${ext}`);
      budget!.added(body.byteLength);
    },
    file(key, ext) {
      return dir && onDisk.has(`${key}.${ext}`) ? fileOf(key, ext) : null;
    },
    async idle() {
      await budget?.idle();
    },
  };
}
