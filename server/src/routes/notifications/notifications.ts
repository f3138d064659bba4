/**
 * The inbox (SPEC sections 3 and 6), Bearer session, registered players:
 *   GET  /api/profile/notifications        { read, unread }, newest first: own notices and broadcasts of this environment
 *   POST /api/profile/notifications/read   { ids } marks them read (all or nothing) and answers the inbox
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { Db } from '../../../../db/client.ts';
import { NOTIFICATION_LIMITS, NOTIFICATION_MESSAGES, notificationViewSchema, type InstanceEnv } from '../../../../domain/notifications.ts';
import { currentPlayer, registeredPlayer } from '../../http/current-player.ts';
import { validate } from '../../http/validate.ts';
import { loadInbox, markRead } from '../../notifications/inbox.ts';
import { describe } from '../../http/describe.ts';

const inboxSchema = z.object({ read: z.array(notificationViewSchema), unread: z.array(notificationViewSchema) });
const notRegistered = 'User not found (the wallet has not registered)';

const readBody = z.object({
  ids: z.array(z.number().int().positive().max(2 ** 31 - 1)).min(1, 'ids: give at least one id').max(NOTIFICATION_LIMITS.readBatch),
});

export function notificationRoutes(db: Db, instance: InstanceEnv) {
  return new Hono()
    .get(
      '/notifications',
      describe({
        tag: 'Notifications',
        summary: "The caller's inbox, newest first: own notices and this instance's broadcasts (at most 200)",
        access: 'session',
        responses: { 200: inboxSchema, 404: notRegistered },
      }),
      currentPlayer(db),
      registeredPlayer,
      async (c) => {
        const { id, wallet } = c.get('player').profile;
        return c.json(await loadInbox(db, { id, wallet }, instance), 200);
      },
    )
    .post(
      '/notifications/read',
      describe({
        tag: 'Notifications',
        summary: 'Mark notifications read (all or none); answers the inbox',
        access: 'session',
        responses: { 200: inboxSchema, 404: 'Notification not found (lists the ids the caller cannot see), or user not found' },
      }),
      currentPlayer(db),
      validate('json', readBody),
      registeredPlayer,
      async (c) => {
        const { id, wallet } = c.get('player').profile;
        const { missing } = await markRead(db, { id, wallet }, c.req.valid('json').ids, instance);
        if (missing.length) return c.json({ error: `${NOTIFICATION_MESSAGES.notFound}: ${missing.join(', ')}` }, 404);
        return c.json(await loadInbox(db, { id, wallet }, instance), 200);
      },
    );
}
