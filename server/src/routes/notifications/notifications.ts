/**
 * The inbox (SPEC sections 3 and 6), Bearer session, registered players:
 *   GET  /api/profile/notifications        { read, unread }, newest first: own notices and broadcasts of this environment
 *   POST /api/profile/notifications/read   { ids } marks them read (all or nothing) and answers the inbox
 */
import { Hono } from 'hono';
import { zValidator } from '@hono/zod-validator';
import { z } from 'zod';
import type { Db } from '../../../../db/client.ts';
import { MESSAGES } from '../../../../domain/messages.ts';
import { NOTIFICATION_LIMITS, NOTIFICATION_MESSAGES, type InstanceEnv } from '../../../../domain/notifications.ts';
import { requireSession } from '../../auth/require-session.ts';
import { validationHook } from '../../errors.ts';
import { loadInbox, markRead } from '../../notifications/inbox.ts';
import { callerProfile } from '../../wearables/views.ts';

const readBody = z.object({
  ids: z.array(z.number().int().positive().max(2 ** 31 - 1)).min(1, 'ids: give at least one id').max(NOTIFICATION_LIMITS.readBatch),
});

export function notificationRoutes(db: Db, instance: InstanceEnv) {
  return new Hono()
    .get('/notifications', requireSession(db), async (c) => {
      const wallet = c.get('session').wallet;
      const me = await callerProfile(db, wallet);
      if (!me) return c.json({ error: MESSAGES.userNotFound }, 404);
      return c.json(await loadInbox(db, { id: me.id, wallet }, instance), 200);
    })
    .post('/notifications/read', requireSession(db), zValidator('json', readBody, validationHook), async (c) => {
      const wallet = c.get('session').wallet;
      const me = await callerProfile(db, wallet);
      if (!me) return c.json({ error: MESSAGES.userNotFound }, 404);
      const { missing } = await markRead(db, { id: me.id, wallet }, c.req.valid('json').ids, instance);
      if (missing.length) return c.json({ error: `${NOTIFICATION_MESSAGES.notFound}: ${missing.join(', ')}` }, 404);
      return c.json(await loadInbox(db, { id: me.id, wallet }, instance), 200);
    });
}
