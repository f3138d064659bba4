/**
 * Keeps a folder of cached files under a size cap, counted as the disk counts it (allocated blocks, the
 * subfolders included, as `du` says). The folder is scanned at start, so one left over-full by an earlier
 * run (or a larger cap) is pruned without waiting for a write; after that, once the bytes written pass the
 * cap, it is scanned again and the least recently used files (by modification time: the image cache
 * touches a file when it is read) are deleted down to LOW_WATER of the cap, so a prune runs now and then
 * rather than on every write. The folder may be shared by instances: each counts its own writes on top of
 * what its last scan found, and every prune scans again, so the others' files are counted then.
 */
import { readdir, rmdir, stat, unlink } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/** A prune stops at this share of the cap, leaving room for the next writes. */
const LOW_WATER = 0.9;

export interface DiskBudget {
  /**
   * Counts a file of `bytes` just written (and `newFolders` made for it); starts a prune (in the background)
   * when the folder may be over its cap.
   */
  added(bytes: number, newFolders?: number): void;
  /** Resolves when no prune is running. */
  idle(): Promise<void>;
}

interface CachedFile {
  path: string;
  /** Allocated bytes. */
  size: number;
  mtime: number;
}

/** A file system block: what a small file takes on disk at least. */
const BLOCK = 4096;

/** Bytes a file of `bytes` takes on disk before a scan says exactly (whole blocks). */
export const onDiskEstimate = (bytes: number) => Math.ceil(bytes / BLOCK) * BLOCK;

/** What the disk holds for a file or folder: its allocated blocks (the size where blocks are not reported). */
const allocated = (info: { blocks?: number; size: number }) => (info.blocks !== undefined && info.blocks >= 0 ? info.blocks * 512 : info.size);

/**
 * The cached files two levels down (`dir/<prefix>/<file>`), skipping other writers' unfinished `.tmp`
 * files, and the bytes the folders themselves take.
 */
async function scan(dir: string): Promise<{ files: CachedFile[]; folders: Map<string, number> }> {
  const files: CachedFile[] = [];
  const folders = new Map<string, number>();
  const top = await stat(dir).catch(() => null);
  if (top) folders.set(dir, allocated(top));
  const prefixes = await readdir(dir).catch(() => [] as string[]);
  for (const prefix of prefixes) {
    const folder = await stat(join(dir, prefix)).catch(() => null);
    if (!folder?.isDirectory()) continue;
    folders.set(join(dir, prefix), allocated(folder));
    const names = await readdir(join(dir, prefix)).catch(() => [] as string[]);
    for (const name of names) {
      if (name.endsWith('.tmp')) continue;
      const path = join(dir, prefix, name);
      // Another instance may have pruned it in between.
      const info = await stat(path).catch(() => null);
      if (info?.isFile()) files.push({ path, size: allocated(info), mtime: info.mtimeMs });
    }
  }
  return { files, folders };
}

/** `removed` hears of each file a prune deletes. */
export function createDiskBudget(dir: string, maxBytes: number, removed: (path: string) => void = () => {}): DiskBudget {
  // Unknown until the first scan, which starts at once: the folder may hold files from earlier runs.
  let used: number | null = null;
  let addedSinceScan = 0;
  let running: Promise<void> | null = null;

  const prune = async () => {
    addedSinceScan = 0;
    const found = await scan(dir);
    const files = found.files.sort((a, b) => a.mtime - b.mtime || a.path.localeCompare(b.path));
    let total = files.reduce((sum, f) => sum + f.size, [...found.folders.values()].reduce((a, b) => a + b, 0));
    if (total > maxBytes) {
      const emptied = new Set<string>();
      for (const file of files) {
        if (total <= maxBytes * LOW_WATER) break;
        await unlink(file.path).catch(() => {});
        total -= file.size;
        removed(file.path);
        emptied.add(dirname(file.path));
      }
      // A folder left empty goes too (a full one refuses; a writer that loses it makes it again).
      for (const folder of emptied) {
        if (await rmdir(folder).then(() => true, () => false)) total -= found.folders.get(folder) ?? 0;
      }
    }
    // Writes made while scanning may or may not have been seen: counting them again errs towards pruning early.
    used = total + addedSinceScan;
  };

  const check = () => {
    if (running || (used !== null && used <= maxBytes)) return;
    running = prune().finally(() => {
      running = null;
      // Files written during the scan may have passed the cap again: then once more. A prune that could
      // not get under the cap by itself waits for the next write, so it does not loop.
      if (addedSinceScan > 0) check();
    });
    void running.catch(() => {});
  };

  check();
  return {
    added(bytes, newFolders = 0) {
      const estimate = onDiskEstimate(bytes) + newFolders * BLOCK;
      addedSinceScan += estimate;
      if (used !== null) used += estimate;
      check();
    },
    async idle() {
      while (running) await running.catch(() => {});
    },
  };
}
