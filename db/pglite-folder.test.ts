import { describe, expect, test } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { openDatabase, pgliteDir } from './client.ts';
import { seedPgliteFolder } from './test/pglite-template.ts';
import { profiles } from './schema/index.ts';

/** The embedded database on disk: PGlite whatever the pass (scripts/db-test-files.ts runs it once). */
describe('PGlite on disk', () => {
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
