/**
 * In-memory PGlite databases for tests, cloned from one migrated template per process.
 * A new PGlite runs initdb (seconds of WASM work) before the migrations even start; loading a dump
 * of an already migrated database skips both. Each `bun test` process (a worker of a full run) makes
 * the template once, or reads the one an earlier run kept (template-cache.ts).
 */
import type { PGlite } from '@electric-sql/pglite';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, pgliteDir, rowsOf, type Database } from '../client.ts';
import { DRIZZLE_PARSERS, withoutQueryParsers } from '../pglite-parsers.ts';
import * as schema from '../schema/index.ts';
import { learnTemplate, lease, recycle, reusedPglite } from './pglite-reuse.ts';
import { cachedBlob, templateCachePath } from './template-cache.ts';

let template: Promise<Blob> | undefined;

/** The data folder of a freshly migrated PGlite, as an uncompressed tarball (loads faster than gzip). */
export function pgliteTemplate(): Promise<Blob> {
  template ??= cachedBlob(templateCachePath(), migratedTemplate).catch((err: unknown) => {
    template = undefined; // let the next file try again instead of failing on a cached error
    throw err;
  });
  return template;
}

async function migratedTemplate(): Promise<Blob> {
  // The production path migrates it, so the clones hold exactly what openDatabase() would give.
  const database = await openDatabase();
  try {
    const client = clientOf(database);
    // Flush first: without it the copy starts as if after a crash, and sequences jump ahead 32 values.
    await client.exec('checkpoint');
    return await client.dumpDataDir('none');
  } finally {
    await database.close();
  }
}

/**
 * An in-memory PGlite holding a copy of the template: its own data, nothing shared. It is a new one, or
 * one an earlier file closed and that was emptied back to the template (pglite-reuse.ts).
 */
export async function openPgliteClone(): Promise<Database> {
  const { drizzle } = await import('drizzle-orm/pglite');
  const client = reusedPglite() ?? (await newClone());
  const held = lease(client);
  const db = drizzle(withoutQueryParsers(held.client), { schema });
  // Read from the clone itself, as openDatabase() does, so the health check sees the real count.
  const rows = await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  const migrations = Number(rowsOf<{ n: number }>(rows)[0]?.n ?? 0);
  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      held.end();
      await recycle(client, !held.listened(), held.clock);
    })();
    return closing;
  };
  return { db, kind: 'pglite', migrations, close };
}

async function newClone(): Promise<PGlite> {
  const { PGlite } = await import('@electric-sql/pglite');
  const client = new PGlite({ loadDataDir: await pgliteTemplate(), parsers: DRIZZLE_PARSERS });
  await learnTemplate(client);
  return client;
}

let folder: Promise<string> | undefined;

/** The template as a data folder on disk, made once per process (loading a dump onto disk takes a second). */
function templateFolder(): Promise<string> {
  folder ??= (async () => {
    const { PGlite } = await import('@electric-sql/pglite');
    const dir = mkdtempSync(join(tmpdir(), 'st-pglite-template-'));
    const client = new PGlite({ dataDir: dir, loadDataDir: await pgliteTemplate() });
    await client.waitReady;
    await client.close();
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    return dir;
  })().catch((err: unknown) => {
    folder = undefined;
    throw err;
  });
  return folder;
}

/**
 * Puts a copy of the migrated template where a server with `DATA_DIR=dataDir` keeps its PGlite
 * (`pgliteDir`), so it finds its migrations applied, as after its first start, without the seconds of
 * initdb and migrating that a cold start spends. For tests whose subject is not the first start.
 */
export async function seedPgliteFolder(dataDir: string): Promise<void> {
  cpSync(await templateFolder(), pgliteDir(dataDir), { recursive: true });
}

/** drizzle keeps the driver's client on `$client`; openDatabase() gives a PGlite when no URL is set. */
function clientOf(database: Database): PGlite {
  return (database.db as unknown as { $client: PGlite }).$client;
}
