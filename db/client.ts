import { join } from 'node:path';
import { mkdirSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { DRIZZLE_PARSERS, withoutQueryParsers } from './pglite-parsers.ts';
import { preparing } from './prepared.ts';
import * as schema from './schema/index.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseKind = 'pglite' | 'postgres';

/** An open database: drizzle handle plus what the health check and shutdown need. */
export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** Number of migrations applied, read once after migrating. */
  migrations: number;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** PostgreSQL URL; when absent the embedded PGlite is used. */
  url?: string;
  /** PGlite data folder; absent means an in-memory PGlite (tests). */
  dataDir?: string;
}

const migrationsFolder = join(import.meta.dir, 'migrations');
// Any fixed 64-bit number works; it only has to be the same on every instance.
const MIGRATION_LOCK = 7_204_118_830;

/** Opens PGlite or PostgreSQL and applies pending migrations before returning. */
export async function openDatabase(options: OpenOptions = {}): Promise<Database> {
  return options.url ? openPostgres(options.url) : openPglite(options.dataDir);
}

async function openPglite(dataDir?: string): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = new PGlite({ dataDir, parsers: DRIZZLE_PARSERS });
  const db = drizzle(withoutQueryParsers(client), { schema });
  await migrate(db, { migrationsFolder });
  return { db, kind: 'pglite', migrations: await countMigrations(db), close: () => client.close() };
}

async function openPostgres(url: string): Promise<Database> {
  const { default: postgres } = await import('postgres');
  const { drizzle } = await import('drizzle-orm/postgres-js');
  const { migrate } = await import('drizzle-orm/postgres-js/migrator');
  const client = postgres(url, { max: 10, onnotice: () => {} });
  const db = drizzle(preparing(client), { schema });
  // Several instances may start at once; only one migrates while the others wait on the lock.
  const lock = await client.reserve();
  try {
    await lock`select pg_advisory_lock(${MIGRATION_LOCK})`;
    await migrate(db, { migrationsFolder });
  } finally {
    await lock`select pg_advisory_unlock(${MIGRATION_LOCK})`.catch(() => {});
    lock.release();
  }
  return { db, kind: 'postgres', migrations: await countMigrations(db), close: () => client.end({ timeout: 5 }) };
}

async function countMigrations(db: Db): Promise<number> {
  const rows = await db.execute<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  return Number(rowsOf<{ n: number }>(rows)[0]?.n ?? 0);
}

/** PGlite returns `{ rows }`, postgres-js returns the rows array itself. */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

/** The PGlite folder inside DATA_DIR. */
export function pgliteDir(dataDir: string): string {
  return join(dataDir, 'pglite');
}
