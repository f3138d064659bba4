import { closeSync, ftruncateSync, openSync, readFileSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { resolve } from 'node:path';

/**
 * One process at a time on a PGlite folder (decision 0060). PGlite takes no lock of its own: a second
 * process on the same folder (a second server, or `bun run admin status` beside a running one) writes
 * over the first one's files, and the folder ends up unreadable. The lock is flock(2) on `<folder>.lock`,
 * which the kernel lets go when the process ends however it ends: a crash leaves nothing to clean up,
 * and a process id reused by another container cannot hold it. The file says who holds it, for the error.
 */
export interface FolderLock {
  /** The lock file, beside the folder. */
  path: string;
  release(): void;
}

/** The folder is held by another process (or another open database in this one). */
export class FolderInUseError extends Error {
  constructor(
    readonly folder: string,
    readonly holder: string,
  ) {
    super(
      `The database folder ${folder} is in use by another process (${holder || 'unknown'}). PGlite allows one process at a time: stop that one first, or set DATABASE_URL to a PostgreSQL that every instance shares.`,
    );
    this.name = 'FolderInUseError';
  }
}

const LOCK_EX = 2;
const LOCK_NB = 4;
const LOCK_UN = 8;

interface Flock {
  /** 0 when taken; otherwise the errno. */
  tryLock(fd: number): number;
  unlock(fd: number): void;
  wouldBlock: number;
}

let flockOnce: Flock | null | undefined;

/** flock(2) from the C library through Bun's FFI; null where there is none to load (then no lock, with a warning). */
async function loadFlock(): Promise<Flock | null> {
  if (flockOnce !== undefined) return flockOnce;
  flockOnce = null;
  try {
    const { dlopen, FFIType, read } = await import('bun:ffi');
    const darwin = process.platform === 'darwin';
    const errnoName = darwin ? '__error' : '__errno_location';
    const lib = dlopen(darwin ? 'libSystem.B.dylib' : 'libc.so.6', {
      flock: { args: [FFIType.i32, FFIType.i32], returns: FFIType.i32 },
      [errnoName]: { args: [], returns: FFIType.ptr },
    });
    const errno = () => {
      const at = lib.symbols[errnoName]?.();
      return at ? read.i32(at, 0) : -1;
    };
    flockOnce = {
      tryLock: (fd) => (lib.symbols.flock(fd, LOCK_EX | LOCK_NB) === 0 ? 0 : errno()),
      unlock: (fd) => void lib.symbols.flock(fd, LOCK_UN),
      wouldBlock: darwin ? 35 : 11,
    };
  } catch (err) {
    console.warn(`PGlite folder lock unavailable here (${(err as Error).message}): make sure one process at a time opens the folder`);
  }
  return flockOnce;
}

export interface LockOptions {
  /** How long to keep trying while another process holds the folder (a server stopping as the next starts); 0 tries once. */
  waitMs?: number;
  /** Told once, with who holds it, when the first try finds the folder held and there is time to wait. */
  onWait?: (holder: string) => void;
}

const RETRY_MS = 200;

/** Takes the folder's lock, or throws FolderInUseError naming who holds it. */
export async function lockFolder(folder: string, options: LockOptions = {}): Promise<FolderLock> {
  const dir = resolve(folder);
  const path = `${dir}.lock`;
  const flock = await loadFlock();
  // Opened for appending: the holder's note must not be wiped before the lock is ours.
  const fd = openSync(path, 'a+', 0o644);
  if (!flock) return held(path, fd);
  const deadline = Date.now() + (options.waitMs ?? 0);
  let told = false;
  for (;;) {
    const failed = flock.tryLock(fd);
    if (failed === 0) break;
    if (failed !== flock.wouldBlock) {
      console.warn(`PGlite folder lock not taken on ${path} (errno ${failed}): make sure one process at a time opens the folder`);
      return held(path, fd);
    }
    const holder = holderOf(path);
    if (Date.now() >= deadline) {
      closeSync(fd);
      throw new FolderInUseError(dir, holder);
    }
    if (!told) options.onWait?.(holder);
    told = true;
    await Bun.sleep(RETRY_MS);
  }
  ftruncateSync(fd, 0);
  writeSync(fd, `pid ${process.pid} on ${hostname()}, since ${new Date().toISOString()}\n`);
  return held(path, fd, () => flock.unlock(fd));
}

/** The open lock file; release (once) unlocks it and closes it, as the end of the process would. */
function held(path: string, fd: number, unlock?: () => void): FolderLock {
  let open = true;
  return {
    path,
    release: () => {
      if (!open) return;
      open = false;
      unlock?.();
      closeSync(fd);
    },
  };
}

function holderOf(path: string): string {
  try {
    return readFileSync(path, 'utf8').trim();
  } catch {
    return '';
  }
}
