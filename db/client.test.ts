import { describe, expect, test } from 'bun:test';
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
});
