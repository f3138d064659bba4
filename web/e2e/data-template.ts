/**
 * A migrated and seeded PGlite data folder to start the e2e server from. Creating the database (initdb,
 * every migration, the demo seed) takes a cold server 15-35 s on a busy 2-core machine, a start on a
 * ready folder about 2 s; so it is made once per version of the code that shapes it (db/, server/,
 * domain/, render/, the lock file) by booting the real server on an empty folder, and copied for each
 * run. The first run after a change still walks the whole boot path, here.
 * Run with bun (`bun web/e2e/data-template.ts`) to make it ahead of time; scripts/test.sh does so
 * while other stages run. Node-only APIs, so Playwright's workers can use it too.
 */
import { cpSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { sourcesHash } from '../../db/test/source-hash.ts';
import { startAppServer } from './fixtures/server.ts';

const root = join(import.meta.dirname, '../..');
const CACHE = join(root, 'node_modules/.cache/sapphire-e2e');
const SOURCES = ['db', 'server', 'domain', 'render', 'package-lock.json'];

/** The template folder for the code as it is now (its name is a hash of SOURCES). */
export function templateDir(): string {
  return join(CACHE, `pglite-${sourcesHash(root, SOURCES).slice(0, 16)}`);
}

/** Makes the template unless it exists: the real server boots on an empty folder and stops cleanly. */
export async function ensureTemplate(): Promise<string> {
  const dir = templateDir();
  if (existsSync(dir)) return dir;
  const making = `${dir}.making-${process.pid}`;
  rmSync(making, { recursive: true, force: true });
  mkdirSync(making, { recursive: true });
  // The e2e server's settings that shape the data (NODE_ENV=development seeds the demo town); never
  // PostgreSQL. No web build: the data does not depend on it, and scripts/test.sh runs this while the
  // build rewrites dist/ (which the server would read at start).
  const noDist = join(making, 'no-dist');
  const server = await startAppServer({ distDir: noDist, dataDir: making, env: { NODE_ENV: 'development', DATABASE_URL: undefined } });
  await server.stop();
  // Older templates are of older code: only the newest is kept.
  for (const name of existsSync(CACHE) ? readdirSync(CACHE) : []) if (name.startsWith('pglite-') && !name.includes('.making-')) rmSync(join(CACHE, name), { recursive: true, force: true });
  try {
    renameSync(making, dir);
  } catch {
    // Another process made it meanwhile: theirs is the same.
    rmSync(making, { recursive: true, force: true });
  }
  return dir;
}

/** Fills an empty `dataDir` from the template, making the template first if needed. */
export async function seedDataDir(dataDir: string): Promise<void> {
  cpSync(await ensureTemplate(), dataDir, { recursive: true });
}

if (import.meta.main) {
  const started = performance.now();
  const dir = await ensureTemplate();
  console.log(`e2e data template ready in ${((performance.now() - started) / 1000).toFixed(1)} s: ${dir}`);
}
