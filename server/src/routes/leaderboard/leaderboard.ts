import { Hono } from 'hono';
import type { Db } from '../../../../db/client.ts';
import { LEADERBOARD_KEYS, LEADERBOARD_LABELS, type LeaderboardKey } from '../../../../domain/progress.ts';
import { leaderboardEntries } from './leaderboard-query.ts';

const isLeaderboardKey = (key: string): key is LeaderboardKey => (LEADERBOARD_KEYS as readonly string[]).includes(key);

/** `GET /api/leaderboard` (the boards) and `GET /api/leaderboard/:key` (top players); public. */
export function leaderboardRoutes(db: Db) {
  return new Hono()
    .get('/', (c) => c.json(LEADERBOARD_KEYS.map((key) => ({ key, label: LEADERBOARD_LABELS[key] })), 200))
    .get('/:key', async (c) => {
      const key = c.req.param('key');
      if (!isLeaderboardKey(key)) return c.json({ error: `Unknown leaderboard: ${key}` }, 404);
      return c.json({ key, label: LEADERBOARD_LABELS[key], entries: await leaderboardEntries(db, key) }, 200);
    });
}
