import { describe, expect, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DATABASE_MODULE, databaseTestFiles, EMBEDDED_ONLY } from './db-test-files.ts';

const { chosen, all, why } = databaseTestFiles();

describe("the PostgreSQL pass's bun test files", () => {
  test('files that open a test database, directly or through the test app, are chosen with the imports that got there', () => {
    expect(why.get('db/client.test.ts')).toEqual(['db/client.test.ts', 'db/test/test-database.ts', DATABASE_MODULE]);
    expect(why.get('server/src/routes/health/health.test.ts')).toEqual(['server/src/routes/health/health.test.ts', 'db/test/test-database.ts', DATABASE_MODULE]);
    expect(why.get('server/src/routes/kv/kv.test.ts')?.at(-1)).toBe(DATABASE_MODULE);
    expect(chosen).toContain('server/src/admin/cli.test.ts');
  });

  test('a file that spawns a server with DATABASE_URL is chosen though it imports no database', () => {
    expect(why.get('server/src/server.test.ts')).toEqual(['server/src/server.test.ts']);
    expect(why.get('server/src/realtime/instance-loss.test.ts')).toEqual(['server/src/realtime/instance-loss.test.ts', 'server/test/instances.ts']);
  });

  test('pure files are left out: domain rules, rendering, the web, settings parsing, SQL text checks', () => {
    for (const file of ['domain/equip.test.ts', 'render/test/golden.test.ts', 'server/src/env.test.ts', 'db/dropped-connections.test.ts', 'scripts/layout.test.ts', 'server/src/spa/spa.test.ts']) {
      expect(all).toContain(file);
      expect(chosen).not.toContain(file);
    }
    expect(chosen.some((file) => file.startsWith('web/') || file.startsWith('domain/') || file.startsWith('render/'))).toBe(false);
  });

  test('the scan sees every test file, and chooses a part of them', () => {
    expect(all.length).toBeGreaterThan(150);
    expect(all.every((file) => /\.test\.tsx?$/.test(file))).toBe(true);
    expect(chosen.length).toBeGreaterThan(60);
    expect(chosen.length).toBeLessThan(all.length);
  });

  test("files that open only PGlite run once, and none of them reads the pass's database", () => {
    for (const file of EMBEDDED_ONLY) {
      expect(all).toContain(file);
      expect(chosen).not.toContain(file);
      const text = readFileSync(join(import.meta.dir, '..', file), 'utf8');
      for (const reader of ['openTestDatabase', 'testPostgresUrl', 'createTestApp', 'parseEnv()', 'process.env.DATABASE_URL']) expect(text).not.toContain(reader);
      // The test settings, and a spawned process's environment, carry the pass's DATABASE_URL unless told otherwise.
      if (text.includes('testEnv(') || text.includes('Bun.spawn')) expect(text).toContain("DATABASE_URL: ''");
      expect(text.split('Bun.spawn').length).toBeLessThanOrEqual(2);
    }
  });
});
