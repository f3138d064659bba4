/** Shared content kept on PGlite while nothing is written (kept-read.ts), on both of the suite's databases. */
import { afterAll, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { keptRead } from './kept-read.ts';
import { journeys } from './schema/index.ts';
import { openTestDatabase, testPostgresUrl } from './test/test-database.ts';

// The suite's database: PGlite, or PostgreSQL with DATABASE_URL (where nothing is kept).
const database = await openTestDatabase(testPostgresUrl());
afterAll(() => database.close());
const { db } = database;
const pglite = database.kind === 'pglite';

test('kept on PGlite until anything is written, one read for concurrent askers; PostgreSQL is always asked', async () => {
  let reads = 0;
  const read = async () => {
    reads++;
    return db.select({ name: journeys.name }).from(journeys);
  };
  const [a, b] = await Promise.all([keptRead(db, 'test-names', read), keptRead(db, 'test-names', read)]);
  const c = await keptRead(db, 'test-names', read);
  expect(reads).toBe(pglite ? 1 : 3);
  expect(a === b && b === c).toBe(pglite);
  // Another key is its own read.
  await keptRead(db, 'test-other', read);
  expect(reads).toBe(pglite ? 2 : 4);
  // A write, and the next read is fresh and sees it.
  const [journey] = await db.insert(journeys).values({ slug: 'zz-kept-read', name: 'Kept Read', description: '', season: 1, sort_order: 99 }).returning();
  const after = await keptRead(db, 'test-names', read);
  expect(after.map((r) => r.name)).toContain('Kept Read');
  expect(reads).toBe(pglite ? 3 : 5);
  await db.delete(journeys).where(eq(journeys.id, journey!.id));
  expect((await keptRead(db, 'test-names', read)).map((r) => r.name)).not.toContain('Kept Read');
});

test('a failed read is not kept: the next asker reads again', async () => {
  let reads = 0;
  const failing = async (): Promise<number> => {
    reads++;
    throw new Error('the database went away');
  };
  await expect(keptRead(db, 'test-failing', failing)).rejects.toThrow('the database went away');
  await expect(keptRead(db, 'test-failing', failing)).rejects.toThrow('the database went away');
  expect(reads).toBe(2);
  expect(await keptRead(db, 'test-failing', async () => 7)).toBe(7);
});
