import { randomBytes } from 'node:crypto';
import { openDatabase, type Database } from '../client.ts';
import { openPgliteClone } from './pglite-template.ts';
import { forgetTemplate, postgresTemplate, whenFree } from './postgres-template.ts';

/**
 * The PostgreSQL server of the suite's second pass (DATABASE_URL, as scripts/test.sh sets it), or
 * undefined on the PGlite pass. The server parses its settings in server/src/env.ts; db/ never imports
 * the server, so its tests read this one variable here.
 */
export function testPostgresUrl(): string | undefined {
  return process.env.DATABASE_URL || undefined;
}

/**
 * A fresh, migrated database for one test file: an in-memory PGlite, or, when a PostgreSQL URL is
 * given (the suite's second pass), a brand-new database on that server that is dropped on close.
 * Both are copies of a template migrated once per run, not migrated again for every file.
 */
export async function openTestDatabase(postgresUrl?: string): Promise<Database> {
  if (!postgresUrl) return openPgliteClone();
  const { default: postgres } = await import('postgres');
  const name = `st_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(postgresUrl, { max: 1, onnotice: () => {} });
  await createFromTemplate(admin, postgresUrl, name);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  // openDatabase() still runs the migrator: it finds every migration applied and only counts them.
  const database = await openDatabase({ url: url.toString() });
  return {
    ...database,
    close: async () => {
      await database.close();
      // Dropping makes the server checkpoint; let that run while the next file starts. The end of the
      // run (preload.ts) waits for every drop and reports any that failed.
      const drop = admin
        .unsafe(`drop database if exists ${name} with (force)`)
        .then(() => admin.end({ timeout: 5 }))
        .catch((err: unknown) => void failedDrops.push(err))
        .finally(() => drops.delete(drop));
      drops.add(drop);
    },
  };
}

const drops = new Set<Promise<void>>();
const failedDrops: unknown[] = [];

/** Waits for the test databases closed so far to be dropped; throws if any could not be. */
export async function droppedTestDatabases(): Promise<void> {
  await Promise.all(drops);
  if (failedDrops.length > 0) throw new AggregateError(failedDrops.splice(0), 'test databases left behind');
}

async function createFromTemplate(admin: import('postgres').Sql, postgresUrl: string, name: string) {
  for (let attempt = 1; ; attempt++) {
    const template = await postgresTemplate(postgresUrl);
    try {
      await whenFree(() => admin.unsafe(`create database ${name} template ${template}`));
      return;
    } catch (err) {
      // 3D000: the template is gone (another run's `ci-db.ts drop` removed it); build it again once.
      if ((err as { code?: string }).code !== '3D000' || attempt > 1) throw err;
      forgetTemplate(postgresUrl);
    }
  }
}
