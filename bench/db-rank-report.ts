/** Report rows for the rank figure (db-rank.ts): one per database, the kept totals against summing every event. */
import { RANK_EVENTS, RANK_PLAYERS, type RankResult } from './db-rank.ts';
import { fmt } from './util.ts';

/** The kept totals must answer in at most this share of the time the sum over every event took. */
export const RANK_GOAL = 0.2;

/** null: failed; undefined: not run. */
export function rankRows(rank: RankResult | null | undefined): string[][] {
  const name = (kind: string) => `rank of the lowest of ${fmt(RANK_PLAYERS)} players, ${kind}: kept totals vs summing every event`;
  if (rank === undefined) return [];
  if (rank === null) return [[name('PGlite and PostgreSQL'), 'failed', '', '', '', `<= ${RANK_GOAL}x`, '']];
  const rows = rank.figures.map((f) => {
    const ratio = f.keptMs / f.summedMs;
    return [name(f.kind === 'pglite' ? 'PGlite' : 'PostgreSQL'), `${fmt(f.keptMs, 2)} ms`, `${fmt(f.summedMs, 2)} ms`, `${ratio.toFixed(3)}x`, '', `<= ${RANK_GOAL}x`, ratio <= RANK_GOAL ? 'ok' : 'MISSED'];
  });
  if (rank.skipped) rows.push([name('PostgreSQL'), `skipped: ${rank.skipped}`, '', '', '', `<= ${RANK_GOAL}x`, '']);
  return rows;
}

export function rankNotes(rank: RankResult | null | undefined): string[] {
  if (!rank) return [];
  return [
    `Rank: ${fmt(RANK_PLAYERS)} players of ${RANK_EVENTS} cool score events each, the rank of the lowest (the most players ahead to count), median ms of a call over interleaved rounds; the baseline is the query before migration 0015 (every player's events summed, then counted), on the same database, and both must give the same rank (decision 0048)`,
  ];
}
