/**
 * `GET /api/profile/coolscore?address=` (public; the caller's own without an address): the score, its
 * rank among all players, the points per source and the newest events, so anyone can check the sum.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../../db/client.ts';
import { profiles } from '../../../../db/schema/index.ts';
import { MESSAGES } from '../../../../domain/messages.ts';
import { optionalPlayer } from '../../http/current-player.ts';
import { coolScoreView } from '../../coolscore/score.ts';
import { validate } from '../../http/validate.ts';
import { addressField } from '../../profiles/profile-input.ts';
import { describe } from '../../http/describe.ts';
import { coolScoreSchema } from '../../coolscore/score-schemas.ts';

export function coolScoreRoutes(db: Db) {
  return new Hono().get(
    '/coolscore',
    describe({
      tag: 'Journeys',
      summary: 'A cool score with its rank and the events it is the sum of',
      description: 'By wallet `address`; without it, the caller\'s own (a session is then required).',
      access: 'session-optional',
      responses: { 200: coolScoreSchema, 401: 'No address and no session, or a session that is unknown, revoked or expired', 404: 'User not found' },
    }),
    optionalPlayer(db),
    validate('query', z.object({ address: addressField.optional() })),
    async (c) => {
      const session = c.get('player')?.session;
      const address = c.req.valid('query').address ?? session?.wallet;
      if (!address) return c.json({ error: MESSAGES.tokenNotPresent }, 401);
      const [who] = await db.select({ id: profiles.id, onboarded: profiles.onboarded }).from(profiles).where(eq(profiles.wallet, address));
      // Like public profiles, a half-registered player is shown only to themselves.
      if (!who || (!who.onboarded && address !== session?.wallet)) return c.json({ error: MESSAGES.userNotFound }, 404);
      return c.json(await coolScoreView(db, who.id), 200);
    },
  );
}
