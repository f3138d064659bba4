import { Hono } from 'hono';
import { z } from 'zod';
import type { Db } from '../../../../db/client.ts';
import { currentPlayer } from '../../http/current-player.ts';
import { revokeSession } from '../../auth/session-store.ts';
import { describe } from '../../http/describe.ts';

/**
 * `POST /api/profile/logout`: revokes the bearer token; it gets 401 everywhere from then on, and
 * `onRevoked` ends the private feeds of sockets signed in with it (on every instance).
 */
export function sessionRoutes(db: Db, onRevoked: (sessionIds: number[]) => void = () => {}) {
  return new Hono().post(
    '/logout',
    describe({ tag: 'Sign-in', summary: 'Sign out: the session token stops working everywhere', access: 'session', responses: { 200: z.object({ ok: z.literal(true) }) } }),
    currentPlayer(db),
    async (c) => {
      const { id } = c.get('player').session;
      await revokeSession(db, id);
      onRevoked([id]);
      return c.json({ ok: true as const }, 200);
    },
  );
}
