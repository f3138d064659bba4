import { afterAll, afterEach, describe, expect, setSystemTime, test } from 'bun:test';
import { openTestDatabase } from '../../../db/test/test-database.ts';
import { parseEnv } from '../env.ts';
import { hit } from './rate-limit.ts';

const database = await openTestDatabase(parseEnv().DATABASE_URL);
afterAll(() => database.close());
afterEach(() => setSystemTime());

const limit = { max: 10, windowMs: 60_000 };

describe('rate limit', () => {
  test('counts exactly under concurrency: 30 parallel hits, 10 allowed', async () => {
    const answers = await Promise.all(Array.from({ length: 30 }, () => hit(database.db, 'burst', limit)));
    expect(answers.filter(Boolean)).toHaveLength(10);
  });

  test('keys are counted apart, and a window that has passed starts again', async () => {
    for (let i = 0; i < 10; i++) expect(await hit(database.db, 'a', limit)).toBe(true);
    expect(await hit(database.db, 'a', limit)).toBe(false);
    expect(await hit(database.db, 'b', limit)).toBe(true);
    setSystemTime(new Date(Date.now() + 59_000));
    expect(await hit(database.db, 'a', limit)).toBe(false);
    setSystemTime(new Date(Date.now() + 2_000));
    expect(await hit(database.db, 'a', limit)).toBe(true);
  });
});
