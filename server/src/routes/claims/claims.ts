/**
 * Claims (SPEC sections 6 and 7), Bearer session, onboarded players only (403 otherwise):
 *   GET  /api/profile/claim        the caller's rewards, newest first; unclaimed ones have claimed_datetime null
 *   POST /api/profile/claim/:id    claims one once: its cool points become a score event (source 'reward'),
 *                                  and the Board hears the new score
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { Db } from '../../../../db/client.ts';
import { REWARD_MESSAGES } from '../../../../domain/rewards.ts';
import { currentPlayer } from '../../http/current-player.ts';
import type { Publish } from '../../publish.ts';
import { announceRewardScore, claimReward, listRewards } from '../../rewards/rewards.ts';
import { describe } from '../../http/describe.ts';
import { rewardSchema } from '../../rewards/reward-schema.ts';
import type { Delegations } from '../../delegation/links.ts';
import { readOnlyRefusal, touchesVault, vaultProfiles } from '../../delegation/vault-access.ts';

const notOnboarded = 'Finish registering to claim rewards';

export function claimRoutes(db: Db, publish: Publish, delegations: Delegations | null = null) {
  return new Hono()
    .get(
      '/claim',
      describe({ tag: 'Notifications', summary: "The caller's rewards, newest first; unclaimed ones have claimed_datetime null", access: 'session', responses: { 200: z.array(rewardSchema), 403: notOnboarded } }),
      currentPlayer(db),
      async (c) => {
        const me = c.get('player').profile;
        if (!me?.onboarded) return c.json({ error: REWARD_MESSAGES.notOnboarded }, 403);
        return c.json(await listRewards(db, me.id), 200);
      },
    )
    .post(
      '/claim/:id',
      describe({
        tag: 'Notifications',
        summary: 'Claim a reward once: its cool points are added to the score',
        access: 'session',
        responses: { 200: rewardSchema, 403: `${notOnboarded}; or a delegate claiming its vault's reward (read-only)`, 404: 'Reward not found (or not the caller\'s)', 409: 'Reward already claimed' },
      }),
      currentPlayer(db),
      async (c) => {
        const me = c.get('player').profile;
        if (!me?.onboarded) return c.json({ error: REWARD_MESSAGES.notOnboarded }, 403);
        const raw = c.req.param('id');
        // A malformed id names no reward.
        if (!/^\d{1,9}$/.test(raw)) return c.json({ error: REWARD_MESSAGES.notFound }, 404);
        const result = await claimReward(db, me.id, Number(raw));
        if (!result.ok) {
          // A delegate claiming its vault's reward: read-only (issue 15).
          if (result.status === 404 && (await touchesVault(db, await vaultProfiles(db, delegations, c.get('player').session.wallet), { rewardId: Number(raw) }))) {
            return readOnlyRefusal(c, db);
          }
          return c.json({ error: result.error }, result.status);
        }
        await announceRewardScore(db, publish, me.id);
        return c.json(result.value, 200);
      },
    );
}
