/**
 * A player's rank in a season's size of cool scores (decision 0048): 10,000 players of 40 events each,
 * the rank of the lowest (the most totals to count past), as the server reads it now (rankOf, off the
 * totals the database keeps: migration 0015) against the same-run baseline, the query it made before
 * (every player's events summed, then counted), on the same database. On PGlite (in memory) and on the
 * machine's PostgreSQL (skipped, with the reason, when it is unreachable). Calls alternate in rounds;
 * each figure is the median time of a call.
 */
import { sql } from 'drizzle-orm';
import { openDatabase, rowsOf, type Database } from '../db/client.ts';
import { rankOf, scoreOf } from '../server/src/coolscore/score.ts';
import { scratchDatabase, unreachable } from './services.ts';
import { median } from './util.ts';

export const RANK_PLAYERS = 10_000;
export const RANK_EVENTS = 40;
const ROUNDS = 5;
const CALLS = 10;

export interface RankFigure {
  kind: 'pglite' | 'postgres';
  /** Median ms per call: the kept totals, and the sum over every event (the query before them). */
  keptMs: number;
  summedMs: number;
}
export type RankResult = { figures: RankFigure[]; skipped: string | null };

/** The rank as the server read it before migration 0015: 1 + how many players' summed events are higher. */
async function rankBySumming(db: Database['db'], score: number): Promise<number> {
  const rows = await db.execute(sql`select count(*)::integer as n from (select sum(points) as score from cool_score_events group by profile_id) t where t.score > ${score}`);
  return 1 + Number(rowsOf<{ n: number }>(rows)[0]?.n ?? 0);
}

async function measure(database: Database): Promise<RankFigure> {
  const { db } = database;
  // Scores spread over 997 levels; the players of the lowest have 9,990 or so ahead of them.
  await db.execute(sql.raw(`insert into profiles (wallet, wallet_type, username, slug) select '0x' || lpad(to_hex(p), 40, '0'), 'injected', 'Rank' || p, 'rank' || p from generate_series(1, ${RANK_PLAYERS}) p`));
  await db.execute(sql.raw(`insert into cool_score_events (profile_id, source, source_id, points, label) select p.id, 'task', t::text, 1 + (p.id % 997) + t % 3, 'bench' from profiles p, generate_series(1, ${RANK_EVENTS}) t`));
  await db.execute(sql`analyze`);
  const [lowest] = rowsOf<{ id: number }>(await db.execute(sql`select id from profiles order by (id % 997), id limit 1`));
  const score = await scoreOf(db, lowest!.id);
  const kept = await rankOf(db, score);
  const summed = await rankBySumming(db, score);
  if (kept !== summed) throw new Error(`the kept totals rank ${kept}, the summed events ${summed}`);
  const time = async (f: () => Promise<unknown>) => {
    const t = performance.now();
    for (let i = 0; i < CALLS; i++) await f();
    return (performance.now() - t) / CALLS;
  };
  const keptMs: number[] = [];
  const summedMs: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    if (round % 2 === 0) {
      keptMs.push(await time(() => rankOf(db, score)));
      summedMs.push(await time(() => rankBySumming(db, score)));
    } else {
      summedMs.push(await time(() => rankBySumming(db, score)));
      keptMs.push(await time(() => rankOf(db, score)));
    }
  }
  return { kind: database.kind, keptMs: median(keptMs), summedMs: median(summedMs) };
}

export async function benchRank(): Promise<RankResult> {
  const figures: RankFigure[] = [];
  const pglite = await openDatabase();
  try {
    figures.push(await measure(pglite));
  } finally {
    await pglite.close();
  }
  const reason = await unreachable(false);
  if (reason) return { figures, skipped: reason };
  const scratch = await scratchDatabase('rank');
  try {
    const postgres = await openDatabase({ url: scratch.url });
    try {
      figures.push(await measure(postgres));
    } finally {
      await postgres.close();
    }
  } finally {
    await scratch.drop();
  }
  return { figures, skipped: null };
}
