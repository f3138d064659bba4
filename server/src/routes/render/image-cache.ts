/**
 * Rendered images by content address: the key is a hash of the composed layer list and the encoding,
 * so equal inputs are one file wherever and whenever they were drawn. Files live under
 * DATA_DIR/cache/render (shared by every instance on that folder); the hottest stay in memory too.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

export interface ImageCache {
  get(key: string, ext: string): Promise<Uint8Array | null>;
  put(key: string, ext: string, bytes: Uint8Array): Promise<void>;
  /** The file holding `key` when it is known to be on disk (so it can be sent with sendfile). */
  file(key: string, ext: string): string | null;
}

/** `dir` absent: memory only. `maxBytes` bounds the memory part (least recently used go first). */
export function createImageCache(dir: string | undefined, maxBytes = 48 * 1024 * 1024): ImageCache {
  const memory = new Map<string, Uint8Array>();
  let bytes = 0;

  const remember = (id: string, body: Uint8Array) => {
    const old = memory.get(id);
    if (old) {
      memory.delete(id);
      bytes -= old.byteLength;
    }
    memory.set(id, body);
    bytes += body.byteLength;
    for (const [k, v] of memory) {
      if (bytes <= maxBytes) break;
      memory.delete(k);
      bytes -= v.byteLength;
    }
  };

  const fileOf = (key: string, ext: string) => join(dir!, key.slice(0, 2), `${key}.${ext}`);
  // Files this instance has seen on disk; the disk is only added to, never pruned under a running server.
  const onDisk = new Set<string>();

  return {
    async get(key, ext) {
      const id = `${key}.${ext}`;
      const hit = memory.get(id);
      if (hit) {
        // Most recently used last.
        memory.delete(id);
        memory.set(id, hit);
        return hit;
      }
      if (!dir) return null;
      const read = await readFile(fileOf(key, ext)).catch(() => null);
      if (!read) return null;
      onDisk.add(id);
      const body = new Uint8Array(read);
      remember(id, body);
      return body;
    },
    async put(key, ext, body) {
      remember(`${key}.${ext}`, body);
      if (!dir) return;
      const file = fileOf(key, ext);
      await mkdir(dirname(file), { recursive: true });
      // Instances may race on the same key; they write the same bytes, and rename is atomic.
      const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
      await writeFile(tmp, body);
      await rename(tmp, file);
      onDisk.add(`${key}.${ext}`);
    },
    file(key, ext) {
      return dir && onDisk.has(`${key}.${ext}`) ? fileOf(key, ext) : null;
    },
  };
}
