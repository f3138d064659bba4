/**
 * A migrated template database on the test PostgreSQL server, so each test file's database is a
 * `CREATE DATABASE ... TEMPLATE` copy instead of nine migrations run again.
 * The template's name carries a hash of the migration files: a changed or added migration makes a new
 * template, and an unchanged one is reused by later runs. `scripts/ci-db.ts drop` removes templates.
 */
import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import postgres from 'postgres';
import { openDatabase } from '../client.ts';

/** Every name this module creates starts with this (ci-db.ts drops by it). */
export const TEMPLATE_PREFIX = 'st_tpl_';
// Any fixed 64-bit number; distinct from the migration lock in client.ts.
const TEMPLATE_LOCK = 7_204_118_831;
const migrationsFolder = join(import.meta.dir, '..', 'migrations');

/** `st_tpl_<hash of the migration SQL and journal>`. */
export function templateName(): string {
  const hash = createHash('sha256');
  const files = readdirSync(migrationsFolder).filter((f) => f.endsWith('.sql')).sort();
  for (const file of [...files, join('meta', '_journal.json')]) {
    hash.update(file).update('\0').update(readFileSync(join(migrationsFolder, file))).update('\0');
  }
  return `${TEMPLATE_PREFIX}${hash.digest('hex').slice(0, 16)}`;
}

const ready = new Map<string, Promise<string>>();

/** The template's name on the server of `serverUrl`, creating and migrating it first if missing. */
export function postgresTemplate(serverUrl: string): Promise<string> {
  let promise = ready.get(serverUrl);
  if (!promise) {
    promise = ensureTemplate(serverUrl).catch((err: unknown) => {
      ready.delete(serverUrl);
      throw err;
    });
    ready.set(serverUrl, promise);
  }
  return promise;
}

/** Forgets that the template exists (someone dropped it), so the next call builds it again. */
export function forgetTemplate(serverUrl: string): void {
  ready.delete(serverUrl);
}

async function ensureTemplate(serverUrl: string): Promise<string> {
  const name = templateName();
  // Advisory locks belong to one database: take it in the server's maintenance database, which every
  // run shares, not in this run's own database.
  const maintenance = new URL(serverUrl);
  maintenance.pathname = '/postgres';
  const admin = postgres(maintenance.toString(), { max: 1, onnotice: () => {} });
  try {
    if (await exists(admin, name)) return name;
    // Several test processes (or engineers) may start at once: one builds, the others wait and reuse.
    const lock = await admin.reserve();
    try {
      await lock`select pg_advisory_lock(${TEMPLATE_LOCK})`;
      if (!(await exists(lock, name))) await build(lock, serverUrl, name);
    } finally {
      await lock`select pg_advisory_unlock(${TEMPLATE_LOCK})`.catch(() => {});
      lock.release();
    }
    return name;
  } finally {
    await admin.end({ timeout: 5 });
  }
}

/** Migrates under a temporary name and renames when done, so a crash never leaves a half-built template. */
async function build(sql: postgres.Sql, serverUrl: string, name: string): Promise<void> {
  const building = `${name}_b${randomBytes(4).toString('hex')}`;
  await sql.unsafe(`create database ${building}`);
  try {
    const url = new URL(serverUrl);
    url.pathname = `/${building}`;
    const database = await openDatabase({ url: url.toString() });
    await database.close();
    await whenFree(() => sql.unsafe(`alter database ${building} rename to ${name}`));
  } catch (err) {
    await sql.unsafe(`drop database if exists ${building} with (force)`).catch(() => {});
    // 42P04: a run that did not see our lock (an older helper) finished the same template first.
    if ((err as { code?: string }).code !== '42P04') throw err;
  }
}

async function exists(sql: postgres.Sql, name: string): Promise<boolean> {
  const rows = await sql`select 1 from pg_database where datname = ${name}`;
  return rows.length > 0;
}

/**
 * Runs `statement`, retrying while PostgreSQL says the database is still in use: a backend lingers a
 * moment after its client disconnects, and renaming or copying a database needs it to be gone.
 */
export async function whenFree<T>(statement: () => Promise<T>, attempts = 50): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await statement();
    } catch (err) {
      if ((err as { code?: string }).code !== '55006' || i >= attempts) throw err;
      await Bun.sleep(20 * i);
    }
  }
}
