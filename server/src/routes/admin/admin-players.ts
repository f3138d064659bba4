/**
 * Admin actions aimed at players (each recorded in the admin log in its own transaction, pushed after):
 *   POST /notifications { message, title?, type?, wallet?, env?, journey_id?, data? }   wallet absent: everyone
 *   POST /rewards       { wallet, success_text, cool_points, claimable? }
 *   POST /grants        { wallet, traitIds | traitNames, name? }   a chest, then traits-inserted-<wallet>
 */
import { Hono } from 'hono';
import { grantChest } from '../../wearables/grant-chest.ts';
import { MESSAGES } from '../../../../domain/messages.ts';
import { EVENTS, privateChannel } from '../../../../domain/realtime.ts';
import { recordAdminAction } from '../../admin/admin-log.ts';
import type { AdminEnv } from '../../admin/auth.ts';
import { grantBody, notificationBody, rewardBody } from '../../admin/input.ts';
import { playerByWallet, resolveTraits } from '../../admin/players.ts';
import { validate } from '../../http/validate.ts';
import { pushNotification, notificationView, storeNotification } from '../../notifications/notify.ts';
import { publishSafely } from '../../publish.ts';
import { announceRewardScore, pushReward, rewardView, storeReward } from '../../rewards/rewards.ts';
import type { AdminDeps } from '../../admin/deps.ts';
import { z } from 'zod';
import { describe } from '../../http/describe.ts';
import { notificationViewSchema } from '../../../../domain/notifications.ts';
import { rewardSchema } from '../../rewards/reward-schema.ts';

const pushed = z.boolean().meta({ description: 'Whether the real-time push went out' });

/** The name a granted chest gets when the admin gives none. */
export const GRANT_CHEST_NAME = 'Gift Chest';

export function adminPlayerRoutes({ db, publish, instance }: AdminDeps) {
  return new Hono<AdminEnv>()
    .post(
      '/notifications',
      describe({
        tag: 'Admin',
        summary: 'Send a notification to one player (by wallet) or to everyone',
        access: 'admin',
        responses: { 201: z.object({ notification: notificationViewSchema, pushed }), 404: 'User not found' },
      }),
      validate('json', notificationBody),
      async (c) => {
        const input = c.req.valid('json');
        if (input.wallet && !(await playerByWallet(db, input.wallet))) return c.json({ error: MESSAGES.userNotFound }, 404);
        const row = await db.transaction(async (tx) => {
          const stored = await storeNotification(tx, input);
          await recordAdminAction(tx, {
            action: 'notification.send',
            target: stored.wallet ?? 'everyone',
            details: { id: stored.id, type: stored.type, title: stored.title, message: stored.message, env: stored.env, journey_id: stored.journey_id },
            fingerprint: c.get('admin').fingerprint,
          });
          return stored;
        });
        const pushed = await pushNotification(publish, row, instance);
        return c.json({ notification: notificationView(row), pushed }, 201);
      },
    )
    .post(
      '/rewards',
      describe({
        tag: 'Admin',
        summary: 'Give a player a reward: cool points, at once or to claim',
        access: 'admin',
        responses: { 201: z.object({ reward: rewardSchema, pushed }), 404: 'User not found' },
      }),
      validate('json', rewardBody),
      async (c) => {
        const input = c.req.valid('json');
        const player = await playerByWallet(db, input.wallet);
        if (!player) return c.json({ error: MESSAGES.userNotFound }, 404);
        const row = await db.transaction(async (tx) => {
          const stored = await storeReward(tx, { profileId: player.id, success_text: input.success_text, cool_points: input.cool_points, claimable: input.claimable });
          await recordAdminAction(tx, {
            action: 'reward.create',
            target: player.wallet,
            details: { id: stored.id, success_text: stored.success_text, cool_points: stored.cool_points, claimable: stored.claimable },
            fingerprint: c.get('admin').fingerprint,
          });
          return stored;
        });
        const pushed = await pushReward(publish, player.wallet, row);
        if (!row.claimable) await announceRewardScore(db, publish, player.id);
        return c.json({ reward: rewardView(row), pushed }, 201);
      },
    )
    .post(
      '/grants',
      describe({
        tag: 'Admin',
        summary: 'Give a player wearables, in a chest they open',
        access: 'admin',
        responses: {
          201: z.object({ chest: z.object({ id: z.number().int(), name: z.string() }), traitIds: z.array(z.number().int()), pushed }),
          400: 'Unknown trait id or name, or a name that matches several traits',
          404: 'User not found',
        },
      }),
      validate('json', grantBody),
      async (c) => {
        const input = c.req.valid('json');
        const player = await playerByWallet(db, input.wallet);
        if (!player) return c.json({ error: MESSAGES.userNotFound }, 404);
        const traits = await resolveTraits(db, input);
        if (!traits.ok) return c.json({ error: traits.error }, traits.status);
        const traitIds = traits.value;
        const name = input.name ?? GRANT_CHEST_NAME;
        const chestId = await db.transaction(async (tx) => {
          const id = await grantChest(tx, player.id, name, traitIds);
          await recordAdminAction(tx, {
            action: 'grant.create',
            target: player.wallet,
            details: { chestId: id, name, traitIds },
            fingerprint: c.get('admin').fingerprint,
          });
          return id;
        });
        const chest = { id: chestId, name };
        // The client toasts 'You've just received a new wearable, congrats!' and reloads; the chest waits for it.
        const pushed = await publishSafely(publish, privateChannel.avatars(player.wallet), EVENTS.traitsInserted(player.wallet), { chest, traitIds });
        return c.json({ chest, traitIds, pushed }, 201);
      },
    );
}
