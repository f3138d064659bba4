import { join } from 'node:path';
import { mkdirSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { retrySafeStatements } from './dropped-connections.ts';
import { lockFolder, type LockOptions } from './folder-lock.ts';
import { DRIZZLE_PARSERS, withoutQueryParsers } from './pglite-parsers.ts';
import * as schema from './schema/index.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseKind = 'pglite' | 'postgres';

/** An open database: drizzle handle plus what the health check and shutdown need. */
export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** Number of migrations applied, read once after migrating. */
  migrations: number;
  /** Statements sent again after PostgreSQL dropped their connection (db/dropped-connections.ts); PGlite has none. */
  retries?: () => number;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** PostgreSQL URL; when absent the embedded PGlite is used. */
  url?: string;
  /** PGlite data folder; absent means an in-memory PGlite (tests). */
  dataDir?: string;
  /** Hears each statement sent again after a dropped connection, with the driver's error. */
  onRetry?: (err: unknown) => void;
  /** While another process holds the PGlite folder: how long to wait for it (db/folder-lock.ts), and who to tell. */
  folderLock?: LockOptions;
}

const migrationsFolder = join(import.meta.dir, 'migrations');
// Any fixed 64-bit number works; it only has to be the same on every instance.
const MIGRATION_LOCK = 7_204_118_830;

/** Opens PGlite or PostgreSQL and applies pending migrations before returning. */
export async function openDatabase(options: OpenOptions = {}): Promise<Database> {
  return options.url ? openPostgres(options.url, options.onRetry) : openPglite(options.dataDir, options.folderLock);
}

/** A folder on disk is locked first (one process at a time: FolderInUseError otherwise) and let go once closed. */
async function openPglite(dataDir?: string, lockOptions?: LockOptions): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const lock = dataDir ? await lockFolder(dataDir, lockOptions) : undefined;
  const client = new PGlite({ dataDir, parsers: DRIZZLE_PARSERS });
  const close = () => client.close().finally(() => lock?.release());
  try {
    const db = drizzle(withoutQueryParsers(client), { schema });
    await migrate(db, { migrationsFolder });
    return { db, kind: 'pglite', migrations: await countMigrations(db), close };
  } catch (err) {
    await close().catch(() => {});
    throw err;
  }
}

/**
 * PostgreSQL through Bun's own client (prepared statements by default; `?prepare=false` in the URL turns
 * them off for PgBouncer). postgres.js, used before, wedged a pooled connection that dropped while a write
 * waited to be flushed or inside a transaction: requests then waited out its 30 s connect timeout
 * (decision 0014).
 */
async function openPostgres(url: string, onRetry: (err: unknown) => void = () => {}): Promise<Database> {
  const { SQL } = await import('bun');
  const { drizzle } = await import('drizzle-orm/bun-sql');
  const { migrate } = await import('drizzle-orm/bun-sql/migrator');
  const client = new SQL({ url, max: 10 });
  const bunDb = drizzle({ client, schema });
  const db: Db = bunDb;
  let retries = 0;
  retrySafeStatements(db, (err) => {
    retries++;
    onRetry(err);
  });
  // Several instances may start at once; only one migrates while the others wait on the lock.
  const lock = await client.reserve();
  try {
    await lock`select pg_advisory_lock(${MIGRATION_LOCK})`;
    await migrate(bunDb, { migrationsFolder });
  } finally {
    await lock`select pg_advisory_unlock(${MIGRATION_LOCK})`.catch(() => {});
    await lock.release();
  }
  return { db, kind: 'postgres', migrations: await countMigrations(db), retries: () => retries, close: () => client.close({ timeout: 5 }) };
}

async function countMigrations(db: Db): Promise<number> {
  const rows = await db.execute<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  return Number(rowsOf<{ n: number }>(rows)[0]?.n ?? 0);
}

/** PGlite returns `{ rows }`, Bun's client (and postgres.js) the rows array itself. */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

/** The PGlite folder inside DATA_DIR. */
export function pgliteDir(dataDir: string): string {
  return join(dataDir, 'pglite');
}
