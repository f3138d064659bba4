import { afterEach, describe, expect, setSystemTime, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { count, sql } from 'drizzle-orm';
import { news } from '../schema/index.ts';
import { rowsOf } from '../client.ts';
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

  // On PGlite a closed database is emptied and handed to the next one that is opened (pglite-reuse.ts).
  test('a later one starts as the template even after the last changed rows, ids, session and schema', async () => {
    const a = await openTestDatabase(postgresUrl);
    try {
      await a.db.insert(news).values({ slug: 'left-behind', name: 'Old', description: 'from a', thumbnail_url: '/x.png' });
      await a.db.execute(sql`set application_name = 'left-behind'`);
      await a.db.execute(sql`create temporary table scratch (n int)`);
      await a.db.execute(sql`alter table news add column extra int`);
      // A transaction left open (PostgreSQL's pool takes no bare `begin`; there each database is new anyway).
      if (a.kind === 'pglite') await a.db.execute(sql`begin`);
    } finally {
      await a.close();
    }
    const b = await openTestDatabase(postgresUrl);
    try {
      expect((await b.db.select({ n: count() }).from(news))[0]?.n).toBe(0);
      const [row] = await b.db.insert(news).values({ slug: 'first', name: 'New', description: 'from b', thumbnail_url: '/x.png' }).returning();
      expect(row?.id).toBe(1);
      expect(rowsOf<{ application_name: string }>(await b.db.execute(sql`show application_name`))[0]?.application_name).not.toBe('left-behind');
      const columns = rowsOf<{ name: string }>(await b.db.execute(sql`select column_name as name from information_schema.columns where table_name = 'news'`));
      expect(columns.map((c) => c.name)).not.toContain('extra');
      expect(rowsOf(await b.db.execute(sql`select 1 from pg_class where relname = 'scratch'`))).toEqual([]);
    } finally {
      await b.close();
    }
  }, CLONES_MS);

  test('a closed one refuses every query, so nothing left running can write into the next', async () => {
    const database = await openTestDatabase(postgresUrl);
    await database.close();
    await database.close();
    await expect((async () => await database.db.select({ n: count() }).from(news))()).rejects.toThrow();
    const next = await openTestDatabase(postgresUrl);
    try {
      expect((await next.db.select({ n: count() }).from(news))[0]?.n).toBe(0);
    } finally {
      await next.close();
    }
  }, CLONES_MS);

  // The migrations' own sequence is outside what a recycled PGlite empties: a mark of the instance itself.
  const mark = async (database: Awaited<ReturnType<typeof openTestDatabase>>) =>
    Number(rowsOf<{ n: number }>(await database.db.execute(sql`select nextval('drizzle.__drizzle_migrations_id_seq')::int as n`))[0]?.n);
  const handedOn = async (before: number) => {
    const next = await openTestDatabase(postgresUrl);
    try {
      return (await mark(next)) === before + 1;
    } finally {
      await next.close();
    }
  };
  afterEach(() => setSystemTime());

  test('on PGlite a closed one is handed to the next opened (on PostgreSQL each is new)', async () => {
    const a = await openTestDatabase(postgresUrl);
    const before = await mark(a);
    await a.close();
    expect(await handedOn(before)).toBe(!postgresUrl);
  }, CLONES_MS);

  test('one open while the wall clock moved is not handed on: its timers ran on the moved clock', async () => {
    const a = await openTestDatabase(postgresUrl);
    const before = await mark(a);
    setSystemTime(new Date(Date.now() + 59_000));
    await a.db.execute(sql`select now()`);
    setSystemTime();
    await a.close();
    expect(await handedOn(before)).toBe(false);
  }, CLONES_MS);
});
