/**
 * The migrated PGlite template kept on disk between test runs (db/test/pglite-template.ts). Making it
 * (a new PGlite and every migration) takes 3.1-3.5 s, which every `bun test` process paid before its
 * first test: `bun test` of one file that opens no database took 3.8 s, and takes 0.35 s with the
 * template kept. (A full run's three workers made it at once as they started; the whole PGlite pass
 * took 112.6 s without a kept template and 112.8 s with one, the same within the noise.) It is named by
 * a hash of what it is made from: the migrations, the lockfile (PGlite's and drizzle's versions) and the
 * code that opens, migrates and dumps it. A change to any of them makes a new one, and an old one is
 * never read.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { sourcesHash } from './source-hash.ts';

const ROOT = join(import.meta.dir, '..', '..');

/**
 * What a template is made from: every migration (with the journal), the lockfile (PGlite's and drizzle's
 * versions), and the code that makes it (`openDatabase()` migrates it, `pglite-template.ts` dumps it).
 */
export const TEMPLATE_SOURCES = ['db/migrations', 'package-lock.json', 'db/client.ts', 'db/test/pglite-template.ts'];

/** Where the template made from today's inputs is kept (node_modules/.cache, which a new install empties). */
export function templateCachePath(root = ROOT): string {
  return join(root, 'node_modules', '.cache', 'sapphire-town', `pglite-template-${sourcesHash(root, TEMPLATE_SOURCES).slice(0, 20)}.tar`);
}

/**
 * The bytes at `path`, or, when there are none, those `make` gives, written there for the next run.
 * The file is written whole under another name and then renamed, so a reader never sees half of one,
 * and several workers making it at once each leave a whole file. Templates kept before (other names
 * ending in `.tar` in the folder, made from older inputs) are removed: 42 MB each. A cache that
 * cannot be written (a read-only folder, a full disk) is only not kept.
 */
export async function cachedBlob(path: string, make: () => Promise<Blob>): Promise<Blob> {
  if (existsSync(path)) return new Blob([readFileSync(path)]);
  const blob = await make();
  const part = `${path}.${process.pid}.part`;
  try {
    mkdirSync(join(path, '..'), { recursive: true });
    writeFileSync(part, new Uint8Array(await blob.arrayBuffer()));
    renameSync(part, path);
    for (const name of readdirSync(join(path, '..'))) {
      if (name.endsWith('.tar') && name !== basename(path)) rmSync(join(path, '..', name), { force: true });
    }
  } catch {
    try {
      rmSync(part, { force: true });
    } catch {
      // Its folder could not be made: there is nothing to remove.
    }
  }
  return blob;
}
