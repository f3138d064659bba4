/**
 * Each player's total is kept by the database as cool score events are written (migration 0015), and the
 * rank is read off it: on both of the suite's databases.
 */
import { afterAll, expect, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { rowsOf } from '../../../db/client.ts';
import { coolScoreEvents, coolScoreTotals, profiles } from '../../../db/schema/index.ts';
import { openTestDatabase, testPostgresUrl } from '../../../db/test/test-database.ts';
import { addScoreEvents, rankOf, scoreOf, type ScoreEvent } from './score.ts';

const database = await openTestDatabase(testPostgresUrl());
afterAll(() => database.close());
const { db } = database;

let made = 0;
async function players(n: number): Promise<number[]> {
  const rows = await db
    .insert(profiles)
    .values(Array.from({ length: n }, () => ({ wallet: `0x${(++made).toString(16).padStart(40, '0')}`, wallet_type: 'magic', username: `totals${made}`, slug: `totals${made}` })))
    .returning({ id: profiles.id });
  return rows.map((r) => r.id);
}

const event = (profileId: number, sourceId: string, points: number): ScoreEvent => ({ profileId, source: 'reward', sourceId, points, label: sourceId });

/** Every player whose kept total is not the sum of their events (a player with no events has no total, or 0). */
async function drift(): Promise<unknown[]> {
  const rows = await db.execute(sql`
    select p.id, t.score as kept, s.score as summed
    from ${profiles} p
    left join ${coolScoreTotals} t on t.profile_id = p.id
    left join (select profile_id, sum(points)::integer as score from ${coolScoreEvents} group by profile_id) s on s.profile_id = p.id
    where coalesce(t.score, 0) <> coalesce(s.score, 0)`);
  return rowsOf(rows);
}

test('the totals follow every insert (a repeated event adds nothing), update and delete, and a deleted player takes theirs along', async () => {
  const [a, b] = (await players(2)) as [number, number];
  expect(await addScoreEvents(db, [event(a, 'x', 10), event(b, 'z', 3), event(a, 'y', 5)])).toBe(3);
  // The same (player, source, source id) again: ignored, and so are its points.
  expect(await addScoreEvents(db, [event(a, 'x', 40)])).toBe(0);
  expect([await scoreOf(db, a), await scoreOf(db, b)]).toEqual([15, 3]);
  await db.update(coolScoreEvents).set({ points: 7 }).where(eq(coolScoreEvents.profile_id, b));
  await db.delete(coolScoreEvents).where(sql`${coolScoreEvents.profile_id} = ${a} and ${coolScoreEvents.source_id} = 'y'`);
  expect([await scoreOf(db, a), await scoreOf(db, b)]).toEqual([10, 7]);
  // An event moved to another player moves its points.
  await db.update(coolScoreEvents).set({ profile_id: b }).where(eq(coolScoreEvents.profile_id, a));
  expect([await scoreOf(db, a), await scoreOf(db, b)]).toEqual([0, 17]);
  expect(await drift()).toEqual([]);
  await db.delete(profiles).where(eq(profiles.id, b));
  expect(await db.select().from(coolScoreTotals).where(inArray(coolScoreTotals.profile_id, [a, b]))).toEqual([{ profile_id: a, score: 0 }]);
  expect(await drift()).toEqual([]);
});

test("the rank is 1 + how many have more: equal scores share one, and a player without points comes after everyone's", async () => {
  const base = await rankOf(db, 1_000_000);
  expect(base).toBe(1);
  const [top, tie1, tie2, low, none] = (await players(5)) as [number, number, number, number, number];
  await addScoreEvents(db, [event(top, 'r', 1_000_030), event(tie1, 'r', 1_000_020), event(tie2, 'r', 1_000_020), event(low, 'r', 1_000_010)]);
  const rank = async (id: number) => rankOf(db, await scoreOf(db, id));
  expect([await rank(top), await rank(tie1), await rank(tie2), await rank(low)]).toEqual([1, 2, 2, 4]);
  // Everyone with points is ahead of a player with none.
  const withPoints = await db.$count(coolScoreTotals, sql`${coolScoreTotals.score} > 0`);
  expect(await rank(none)).toBe(1 + withPoints);
});

test('many writes at once, each for several players in its own order, all count and none waits on another in a circle', async () => {
  const ids = await players(4);
  const shuffled = (k: number) => [...ids].sort((x, y) => ((x * 31 + k) % 7) - ((y * 31 + k) % 7));
  await Promise.all(
    Array.from({ length: 16 }, (_, k) =>
      db.transaction(async (tx) => {
        await addScoreEvents(tx, shuffled(k).map((id) => event(id, `burst-${k}`, 1 + (k % 3))));
      }),
    ),
  );
  const expected = Array.from({ length: 16 }, (_, k) => 1 + (k % 3)).reduce((s, p) => s + p, 0);
  for (const id of ids) expect(await scoreOf(db, id)).toBe(expected);
  expect(await drift()).toEqual([]);
});

test("the migration's last statement fills the totals from the events already there", async () => {
  const [a] = (await players(1)) as [number];
  await addScoreEvents(db, [event(a, 'before', 12), event(a, 'before-2', 8)]);
  // As before the migration: events and no totals.
  await db.execute(sql`delete from ${coolScoreTotals}`);
  expect(await scoreOf(db, a)).toBe(0);
  const migration = readFileSync(join(import.meta.dir, '../../../db/migrations/0015_cool_score_totals.sql'), 'utf8');
  const fill = migration.split('--> statement-breakpoint').at(-1)!;
  expect(fill).toContain('INSERT INTO "cool_score_totals"');
  await db.execute(sql.raw(fill));
  expect(await scoreOf(db, a)).toBe(20);
  expect(await drift()).toEqual([]);
});

test('emptying the events empties the totals', async () => {
  const [a] = (await players(1)) as [number];
  await addScoreEvents(db, [event(a, 'gone', 9)]);
  await db.execute(sql`truncate ${coolScoreEvents}`);
  expect(await db.$count(coolScoreTotals)).toBe(0);
  expect(await scoreOf(db, a)).toBe(0);
});
