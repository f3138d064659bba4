/** The database rows as `bun run bench` prints them: one row per API route, each read against its own goal. */
import { describe, expect, test } from 'bun:test';
import { dbNotes, dbRows } from './db-report.ts';

const figure = (route: string, ratio: number) => ({ route, ratio, min: ratio - 0.05, max: ratio + 0.05, pgliteRps: ratio * 2000, postgresRps: 2000 });

describe('the API route rows', () => {
  test('one row per route, each read against its own goal: the claim route (one statement of its own) 0.4x, the journeys 0.8x, the rest 0.5x', () => {
    const rows = dbRows(undefined, { routes: [figure('GET /api/profile', 2.4), figure('GET /api/profile/claim', 0.46)], rounds: 5, concurrency: 16 });
    expect(rows.map((r) => [r[0], r[3], r[5], r[6]])).toEqual([
      ['API route: PGlite vs PostgreSQL (GET /api/profile)', '2.40x', '>= 0.5x', 'ok'],
      ['API route: PGlite vs PostgreSQL (GET /api/profile/claim)', '0.46x', '>= 0.4x', 'ok'],
    ]);
    // The claim route as it read before the caller was kept.
    expect(dbRows(undefined, { routes: [figure('GET /api/profile/claim', 0.3)], rounds: 5, concurrency: 16 })[0]?.[6]).toBe('MISSED');
    // The journeys route as it read when PGlite read the whole graph for every call, and with it kept.
    expect(dbRows(undefined, { routes: [figure('GET /api/journeys', 0.48), figure('GET /api/journeys', 1.04)], rounds: 5, concurrency: 16 }).map((r) => [r[5], r[6]])).toEqual([
      ['>= 0.8x', 'MISSED'],
      ['>= 0.8x', 'ok'],
    ]);
    expect(dbNotes(undefined, { routes: [figure('GET /api/profile', 2.4), figure('GET /api/profile/claim', 0.46)], rounds: 5, concurrency: 16 })[0]).toContain('GET /api/profile, GET /api/profile/claim');
  });

  test('skipped and failed say so, under the route goal', () => {
    expect(dbRows(undefined, { skipped: 'no PostgreSQL at 127.0.0.1:5432' })).toEqual([['API route: PGlite vs PostgreSQL', 'skipped: no PostgreSQL at 127.0.0.1:5432', '', '', '', '>= 0.5x', '']]);
    expect(dbRows(undefined, null)[0]?.[1]).toBe('failed');
    expect(dbRows(undefined, undefined)).toEqual([]);
  });
});
