/**
 * Keeps a folder of cached files under a size cap. Once the files written pass the cap, the folder is
 * scanned and the oldest files (by modification time) are deleted down to LOW_WATER of the cap, so a
 * prune runs now and then rather than on every write. The folder may be shared by instances: each counts
 * its own writes on top of what its last scan found, and every prune scans again, so the others' files
 * are counted then.
 */
import { readdir, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';

/** A prune stops at this share of the cap, leaving room for the next writes. */
const LOW_WATER = 0.9;

export interface DiskBudget {
  /** Counts `bytes` just written; starts a prune (in the background) when the folder may be over its cap. */
  added(bytes: number): void;
  /** Resolves when no prune is running. */
  idle(): Promise<void>;
}

interface CachedFile {
  path: string;
  size: number;
  mtime: number;
}

/** The cached files two levels down (`dir/<prefix>/<file>`), skipping other writers' unfinished `.tmp` files. */
async function scan(dir: string): Promise<CachedFile[]> {
  const found: CachedFile[] = [];
  const prefixes = await readdir(dir).catch(() => [] as string[]);
  for (const prefix of prefixes) {
    const names = await readdir(join(dir, prefix)).catch(() => [] as string[]);
    for (const name of names) {
      if (name.endsWith('.tmp')) continue;
      const path = join(dir, prefix, name);
      // Another instance may have pruned it in between.
      const info = await stat(path).catch(() => null);
      if (info?.isFile()) found.push({ path, size: info.size, mtime: info.mtimeMs });
    }
  }
  return found;
}

/** `removed` hears of each file a prune deletes. */
export function createDiskBudget(dir: string, maxBytes: number, removed: (path: string) => void = () => {}): DiskBudget {
  // Unknown until the first scan, which the first write starts: the folder may hold files from earlier runs.
  let used: number | null = null;
  let addedSinceScan = 0;
  let running: Promise<void> | null = null;

  const prune = async () => {
    addedSinceScan = 0;
    const files = (await scan(dir)).sort((a, b) => a.mtime - b.mtime || a.path.localeCompare(b.path));
    let total = files.reduce((sum, f) => sum + f.size, 0);
    if (total > maxBytes) {
      for (const file of files) {
        if (total <= maxBytes * LOW_WATER) break;
        await unlink(file.path).catch(() => {});
        total -= file.size;
        removed(file.path);
      }
    }
    // Writes made while scanning may or may not have been seen: counting them again errs towards pruning early.
    used = total + addedSinceScan;
  };

  const check = () => {
    if (running || (used !== null && used <= maxBytes)) return;
    // The next write checks again, so a prune that could not get under the cap does not loop.
    running = prune().finally(() => (running = null));
    void running.catch(() => {});
  };

  return {
    added(bytes) {
      addedSinceScan += bytes;
      if (used !== null) used += bytes;
      check();
    },
    async idle() {
      while (running) await running.catch(() => {});
    },
  };
}
