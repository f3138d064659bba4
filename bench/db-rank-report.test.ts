/** The rank rows as `bun run bench` prints them: the kept totals read against summing every event. */
import { expect, test } from 'bun:test';
import { rankNotes, rankRows } from './db-rank-report.ts';

test('one row per database, its ratio against the goal; a PostgreSQL that could not be reached is said so', () => {
  const rows = rankRows({ figures: [{ kind: 'pglite', keptMs: 2.01, summedMs: 60.19 }, { kind: 'postgres', keptMs: 8, summedMs: 34 }], skipped: null });
  expect(rows.map((r) => [r[1], r[2], r[3], r[6]])).toEqual([
    ['2.01 ms', '60.19 ms', '0.033x', 'ok'],
    ['8.00 ms', '34.00 ms', '0.235x', 'MISSED'],
  ]);
  expect(rows[0]?.[0]).toContain('PGlite');
  const skipped = rankRows({ figures: [{ kind: 'pglite', keptMs: 2, summedMs: 60 }], skipped: 'PostgreSQL not reachable at 127.0.0.1:5432' });
  expect(skipped[1]?.slice(0, 2)).toEqual([expect.stringContaining('PostgreSQL'), 'skipped: PostgreSQL not reachable at 127.0.0.1:5432']);
  expect(rankRows(null)[0]?.[1]).toBe('failed');
  expect(rankRows(undefined)).toEqual([]);
  expect(rankNotes(undefined)).toEqual([]);
});
