/**
 * Chests of wearables (decision 0006), Bearer session, the caller's own chests only:
 *   GET  /api/profile/chests            unopened chests, oldest first
 *   POST /api/profile/chests/:id/open   once; the traits land in the inventory
 */
import { Hono } from 'hono';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../../db/client.ts';
import { chests } from '../../../../db/schema/index.ts';
import { MESSAGES } from '../../../../domain/messages.ts';
import { WEARABLE_MESSAGES } from '../../../../domain/wearables.ts';
import { requireSession } from '../../auth/require-session.ts';
import { openChest } from '../../wearables/open-chest.ts';
import { callerProfile, loadItems } from '../../wearables/views.ts';

export function chestRoutes(db: Db) {
  return new Hono()
    .get('/chests', requireSession(db), async (c) => {
      const me = await callerProfile(db, c.get('session').wallet);
      if (!me) return c.json({ error: MESSAGES.userNotFound }, 404);
      const rows = await db
        .select()
        .from(chests)
        .where(and(eq(chests.profile_id, me.id), isNull(chests.opened_at)))
        .orderBy(asc(chests.created_at), asc(chests.id));
      return c.json(rows.map((r) => ({ id: r.id, name: r.name, itemCount: r.trait_ids.length, createdAt: r.created_at.toISOString() })), 200);
    })
    .post('/chests/:id/open', requireSession(db), async (c) => {
      const raw = c.req.param('id');
      // A malformed id names no chest.
      if (!/^\d{1,9}$/.test(raw)) return c.json({ error: WEARABLE_MESSAGES.chestNotFound }, 404);
      const me = await callerProfile(db, c.get('session').wallet);
      if (!me) return c.json({ error: MESSAGES.userNotFound }, 404);
      const opened = await openChest(db, me.id, Number(raw));
      if ('error' in opened) return c.json({ error: opened.error }, opened.status);
      return c.json({ chest: opened.chest, items: await loadItems(db, me.id, opened.traitIds) }, 200);
    });
}
