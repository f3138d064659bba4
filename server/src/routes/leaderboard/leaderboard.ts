import { Hono } from 'hono';
import { z } from 'zod';
import type { Db } from '../../../../db/client.ts';
import { LEADERBOARD_KEYS, LEADERBOARD_LABELS, type LeaderboardKey } from '../../../../domain/progress.ts';
import { describe } from '../../http/describe.ts';
import { leaderboardEntries } from './leaderboard-query.ts';

const boardSchema = z.object({ key: z.enum(LEADERBOARD_KEYS), label: z.string() });
const entrySchema = z.object({ rank: z.number().int().min(1), username: z.string(), slug: z.string(), value: z.number().int() });

const isLeaderboardKey = (key: string): key is LeaderboardKey => (LEADERBOARD_KEYS as readonly string[]).includes(key);

/** `GET /api/leaderboard` (the boards) and `GET /api/leaderboard/:key` (top players); public. */
export function leaderboardRoutes(db: Db) {
  return new Hono()
    .get('/', describe({ tag: 'Leaderboard', summary: 'The leaderboards there are', access: 'public', responses: { 200: z.array(boardSchema) } }), (c) => c.json(LEADERBOARD_KEYS.map((key) => ({ key, label: LEADERBOARD_LABELS[key] })), 200))
    .get(
      '/:key',
      describe({
        tag: 'Leaderboard',
        summary: 'The top 100 players of one leaderboard',
        description: 'Equal values share a rank (1, 2, 2, 4); only registered players with a value above 0.',
        access: 'public',
        responses: { 200: boardSchema.extend({ entries: z.array(entrySchema) }), 404: 'Unknown leaderboard' },
      }),
      async (c) => {
        const key = c.req.param('key');
        if (!isLeaderboardKey(key)) return c.json({ error: `Unknown leaderboard: ${key}` }, 404);
        return c.json({ key, label: LEADERBOARD_LABELS[key], entries: await leaderboardEntries(db, key) }, 200);
      },
    );
}
