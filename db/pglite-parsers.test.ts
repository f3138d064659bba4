import { describe, expect, test } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { openDatabase, pgliteDir } from './client.ts';
import { seedPgliteFolder } from './test/pglite-template.ts';
import { withoutQueryParsers } from './pglite-parsers.ts';
import { profiles } from './schema/index.ts';

describe('PGlite parsers set once on the instance', () => {
  test('queries reach PGlite without their own parsers, the rest of their options kept, in transactions too', async () => {
    const seen: unknown[] = [];
    const tx = { query: async (_q: string, _p?: unknown[], options?: unknown) => void seen.push(options) };
    const fake = { ...tx, transaction: async (run: (t: typeof tx) => Promise<void>) => run(tx) };
    const client = withoutQueryParsers(fake as never) as unknown as typeof fake;
    await client.query('select 1', [], { rowMode: 'array', parsers: { 1114: String } });
    await client.transaction(async (t) => void (await t.query('select 2', [], { rowMode: 'object', parsers: { 1184: String } })));
    expect(seen).toEqual([{ rowMode: 'array' }, { rowMode: 'object' }]);
  });

  test('timestamps come back as drizzle maps them, outside and inside a transaction', async () => {
    // openDatabase() as the server calls it, on a copy of the migrated template (no initdb to wait for).
    const dir = mkdtempSync(join(tmpdir(), 'st-parsers-'));
    await seedPgliteFolder(dir);
    const database = await openDatabase({ dataDir: pgliteDir(dir) });
    try {
      const { db } = database;
      const at = new Date('2026-03-04T05:06:07.891Z');
      await db.insert(profiles).values({ wallet: '0x1', wallet_type: 'injected', username: 'Clockwork', slug: 'clockwork', created_at: at });
      const [row] = await db.select().from(profiles).where(eq(profiles.slug, 'clockwork'));
      expect(row!.created_at).toEqual(at);
      const inside = await db.transaction(async (tx) => (await tx.select({ created_at: profiles.created_at }).from(profiles).where(eq(profiles.slug, 'clockwork')))[0]);
      expect(inside!.created_at).toEqual(at);
    } finally {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
