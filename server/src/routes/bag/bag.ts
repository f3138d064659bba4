/**
 * `GET /api/users/:slug/bag` (public): a player's avatars and wearables as anyone may see them. Never
 * e-mail, wallet, ids of bound avatars or who wears what: just the cards, the traits and how many.
 */
import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../../../db/client.ts';
import { profiles } from '../../../../db/schema/index.ts';
import { MESSAGES } from '../../../../domain/messages.ts';
import { describe } from '../../http/describe.ts';
import { loadAvatars, loadItems } from '../../wearables/views.ts';
import { avatarCardSchema, traitSchema } from '../../wearables/wearable-schemas.ts';

const bagSchema = z.object({
  username: z.string(),
  slug: z.string(),
  avatars: z.array(avatarCardSchema),
  items: z.array(z.object({ id: z.number().int(), balance: z.number().int(), trait: traitSchema })),
});

export function bagRoutes(db: Db) {
  return new Hono().get(
    '/:slug/bag',
    describe({ tag: 'Wearables', summary: "A player's avatars and wearables, as anyone may see them", access: 'public', responses: { 200: bagSchema, 404: 'User not found' } }),
    async (c) => {
      const [player] = await db
        .select({ id: profiles.id, username: profiles.username, slug: profiles.slug, onboarded: profiles.onboarded, avatarTokenId: profiles.avatar_token_id })
        .from(profiles)
        .where(eq(profiles.slug, c.req.param('slug').toLowerCase()))
        .limit(1);
      // Half-registered players are not shown, as on their profile page.
      if (!player?.onboarded) return c.json({ error: MESSAGES.userNotFound }, 404);
      const [avatars, items] = await Promise.all([loadAvatars(db, player.id), loadItems(db, player.id)]);
      return c.json(
        { username: player.username, slug: player.slug, avatars, items: items.map((i) => ({ id: i.id, balance: i.balance, trait: i.trait })) },
        200,
      );
    },
  );
}
