import { Hono } from 'hono';
import type { Db } from '../../../../db/client.ts';
import { currentPlayer } from '../../http/current-player.ts';
import { revokeSession } from '../../auth/session-store.ts';

/** `POST /api/profile/logout`: revokes the bearer token; it gets 401 everywhere from then on. */
export function sessionRoutes(db: Db) {
  return new Hono().post('/logout', currentPlayer(db), async (c) => {
    await revokeSession(db, c.get('player').session.id);
    return c.json({ ok: true as const }, 200);
  });
}
