/**
 * Chests of wearables (decision 0006), Bearer session, the caller's own chests only:
 *   GET  /api/profile/chests            unopened chests, oldest first
 *   POST /api/profile/chests/:id/open   once; the traits land in the inventory
 */
import { Hono } from 'hono';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../../db/client.ts';
import { chests } from '../../../../db/schema/index.ts';
import { WEARABLE_MESSAGES } from '../../../../domain/wearables.ts';
import { currentPlayer, registeredPlayer } from '../../http/current-player.ts';
import { idParam } from '../../http/id-param.ts';
import { openChest } from '../../wearables/open-chest.ts';
import { loadItems } from '../../wearables/views.ts';

export function chestRoutes(db: Db) {
  return new Hono()
    .get('/chests', currentPlayer(db), registeredPlayer, async (c) => {
      const me = c.get('player').profile;
      const rows = await db
        .select()
        .from(chests)
        .where(and(eq(chests.profile_id, me.id), isNull(chests.opened_at)))
        .orderBy(asc(chests.created_at), asc(chests.id));
      return c.json(rows.map((r) => ({ id: r.id, name: r.name, itemCount: r.trait_ids.length, createdAt: r.created_at.toISOString() })), 200);
    })
    .post('/chests/:id/open', currentPlayer(db), idParam(WEARABLE_MESSAGES.chestNotFound), registeredPlayer, async (c) => {
      const me = c.get('player').profile;
      const opened = await openChest(db, me.id, Number(c.req.valid('param').id));
      if (!opened.ok) return c.json({ error: opened.error }, opened.status);
      return c.json({ chest: opened.value.chest, items: await loadItems(db, me.id, opened.value.traitIds) }, 200);
    });
}
