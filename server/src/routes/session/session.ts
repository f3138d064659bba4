import { Hono } from 'hono';
import type { Db } from '../../../../db/client.ts';
import { requireSession } from '../../auth/require-session.ts';
import { revokeSession } from '../../auth/session-store.ts';

/** `POST /api/profile/logout`: revokes the bearer token; it gets 401 everywhere from then on. */
export function sessionRoutes(db: Db) {
  return new Hono().post('/logout', requireSession(db), async (c) => {
    await revokeSession(db, c.get('session').id);
    return c.json({ ok: true as const }, 200);
  });
}
