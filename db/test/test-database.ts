import { randomBytes } from 'node:crypto';
import { openDatabase, type Database } from '../client.ts';

/**
 * A fresh, migrated database for one test file: an in-memory PGlite, or, when a PostgreSQL URL is
 * given (the suite's second pass), a brand-new database on that server that is dropped on close.
 */
export async function openTestDatabase(postgresUrl?: string): Promise<Database> {
  if (!postgresUrl) return openDatabase();
  const { default: postgres } = await import('postgres');
  const name = `st_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(postgresUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  return {
    ...database,
    close: async () => {
      await database.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end({ timeout: 5 });
    },
  };
}
