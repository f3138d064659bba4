import { describe, expect, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { news } from '../schema/index.ts';
import { openTestDatabase, testPostgresUrl } from './test-database.ts';

const postgresUrl = testPostgresUrl();
const journal = JSON.parse(readFileSync(join(import.meta.dir, '..', 'migrations', 'meta', '_journal.json'), 'utf8'));

// Each test clones databases from the template: 1-3 s apiece on a slow 2-core machine (three of them
// once took 5.2 s, past bun's default 5 s).
const CLONES_MS = 30_000;

describe('test databases cloned from the migrated template', () => {
  test('each one has every migration of the journal applied', async () => {
    const database = await openTestDatabase(postgresUrl);
    try {
      expect(database.migrations).toBe(journal.entries.length);
      expect(database.kind).toBe(postgresUrl ? 'postgres' : 'pglite');
    } finally {
      await database.close();
    }
  }, CLONES_MS);

  test('two of them share nothing: a write to one is not seen by the other or by a later one', async () => {
    const [a, b] = await Promise.all([openTestDatabase(postgresUrl), openTestDatabase(postgresUrl)]);
    let before: number | undefined;
    try {
      before = (await b.db.select({ n: count() }).from(news))[0]?.n;
      await a.db.insert(news).values({ slug: 'clone-only', name: 'Clone', description: 'only in a', thumbnail_url: '/x.png' });
      expect((await a.db.select({ n: count() }).from(news))[0]?.n).toBe((before ?? 0) + 1);
      expect((await b.db.select({ n: count() }).from(news))[0]?.n).toBe(before);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
    const later = await openTestDatabase(postgresUrl);
    try {
      expect((await later.db.select({ n: count() }).from(news))[0]?.n).toBe(before);
    } finally {
      await later.close();
    }
  }, CLONES_MS);
});
