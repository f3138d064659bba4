import { describe, expect, test } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { openDatabase } from './client.ts';
import { openTestDatabase } from './test/test-database.ts';
import { kvEntries, news, profiles, terms } from './schema/index.ts';
import { seedDemo } from './seed/demo.ts';
import { parseEnv } from '../server/src/env.ts';

const postgresUrl = parseEnv().DATABASE_URL;

describe('database', () => {
  test('migrations are applied and counted', async () => {
    const database = await openTestDatabase(postgresUrl);
    try {
      expect(database.migrations).toBeGreaterThanOrEqual(1);
      expect(database.kind).toBe(postgresUrl ? 'postgres' : 'pglite');
    } finally {
      await database.close();
    }
  });

  test('the demo seed is idempotent', async () => {
    const database = await openTestDatabase(postgresUrl);
    const { db } = database;
    try {
      await seedDemo(db);
      const counts = async () => ({
        profiles: (await db.select({ n: count() }).from(profiles))[0]?.n,
        news: (await db.select({ n: count() }).from(news))[0]?.n,
        terms: (await db.select({ n: count() }).from(terms))[0]?.n,
        kv: (await db.select({ n: count() }).from(kvEntries))[0]?.n,
      });
      const first = await counts();
      expect(first.profiles).toBeGreaterThanOrEqual(3);
      expect(first.news).toBeGreaterThanOrEqual(3);
      expect(first.terms).toBe(1);
      expect(first.kv).toBeGreaterThan(0);
      await seedDemo(db);
      await seedDemo(db);
      expect(await counts()).toEqual(first);
    } finally {
      await database.close();
    }
  });

  test('the seed never overwrites what a player changed', async () => {
    const database = await openTestDatabase(postgresUrl);
    try {
      await seedDemo(database.db);
      await database.db.update(profiles).set({ safeword: 'mine' }).where(eq(profiles.slug, 'pebble'));
      await seedDemo(database.db);
      const [row] = await database.db.select().from(profiles).where(eq(profiles.slug, 'pebble'));
      expect(row?.safeword).toBe('mine');
    } finally {
      await database.close();
    }
  });

  test('e-mail addresses are unique regardless of case', async () => {
    const database = await openTestDatabase(postgresUrl);
    try {
      const row = { wallet_type: 'injected', onboarded: true };
      await database.db.insert(profiles).values({ ...row, wallet: '0x1', username: 'One', slug: 'one', email: 'Same@Example.com' });
      const duplicate = async () => {
        await database.db.insert(profiles).values({ ...row, wallet: '0x2', username: 'Two', slug: 'two', email: 'same@example.com' });
      };
      await expect(duplicate()).rejects.toThrow();
    } finally {
      await database.close();
    }
  });

  test('a PGlite folder keeps its data across restarts', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'st-pglite-'));
    try {
      const first = await openDatabase({ dataDir: dir });
      await seedDemo(first.db);
      await first.db.update(profiles).set({ safeword: 'kept' }).where(eq(profiles.slug, 'mossbeard'));
      await first.close();
      const second = await openDatabase({ dataDir: dir });
      const [row] = await second.db.select().from(profiles).where(eq(profiles.slug, 'mossbeard'));
      expect(row?.safeword).toBe('kept');
      expect(second.migrations).toBe(first.migrations);
      await second.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
