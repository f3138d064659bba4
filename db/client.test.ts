import { describe, expect, test } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { openDatabase, pgliteDir } from './client.ts';
import { seedPgliteFolder } from './test/pglite-template.ts';
import { openTestDatabase, testPostgresUrl } from './test/test-database.ts';
import { profiles } from './schema/index.ts';

const postgresUrl = testPostgresUrl();

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
      // From a copy of the migrated template, as after a first start: that first start (initdb, then
      // every migration, seconds of WASM work) is server.test.ts's subject, not this one's.
      await seedPgliteFolder(dir);
      const first = await openDatabase({ dataDir: pgliteDir(dir) });
      await first.db.insert(profiles).values({ wallet: '0x1', wallet_type: 'injected', username: 'Mossbeard', slug: 'mossbeard' });
      await first.db.update(profiles).set({ safeword: 'kept' }).where(eq(profiles.slug, 'mossbeard'));
      await first.close();
      const second = await openDatabase({ dataDir: pgliteDir(dir) });
      const [row] = await second.db.select().from(profiles).where(eq(profiles.slug, 'mossbeard'));
      expect(row?.safeword).toBe('kept');
      expect(second.migrations).toBe(first.migrations);
      await second.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
