import { Hono } from 'hono';
import { z } from 'zod';
import type { Db } from '../../../../db/client.ts';
import { currentPlayer } from '../../http/current-player.ts';
import { revokeSession } from '../../auth/session-store.ts';
import { describe } from '../../http/describe.ts';

/** `POST /api/profile/logout`: revokes the bearer token; it gets 401 everywhere from then on. */
export function sessionRoutes(db: Db) {
  return new Hono().post(
    '/logout',
    describe({ tag: 'Sign-in', summary: 'Sign out: the session token stops working everywhere', access: 'session', responses: { 200: z.object({ ok: z.literal(true) }) } }),
    currentPlayer(db),
    async (c) => {
      await revokeSession(db, c.get('player').session.id);
      return c.json({ ok: true as const }, 200);
    },
  );
}
