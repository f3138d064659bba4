/**
 * `GET /api/users/:slug/bag` (public): a player's avatars and wearables as anyone may see them. Never
 * e-mail, wallet, ids of bound avatars or who wears what: just the cards, the traits and how many. A
 * delegate's bag lists its vaults' things too, marked `heldInVault` with the vault's username.
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
import type { Delegations } from '../../delegation/links.ts';
import { vaultProfiles } from '../../delegation/vault-access.ts';

// A delegate's bag shows its vaults' things too (issue 15): marked held in vault, with the vault's name, never its wallet.
const vaultMark = { heldInVault: z.literal(true).optional(), heldByName: z.string().optional() };
const bagSchema = z.object({
  username: z.string(),
  slug: z.string(),
  avatars: z.array(avatarCardSchema.omit({ heldBy: true, heldByName: true }).extend(vaultMark)),
  items: z.array(z.object({ id: z.number().int(), balance: z.number().int(), trait: traitSchema, ...vaultMark })),
});

export function bagRoutes(db: Db, delegations: Delegations | null = null) {
  return new Hono().get(
    '/:slug/bag',
    describe({ tag: 'Wearables', summary: "A player's avatars and wearables, as anyone may see them", access: 'public', responses: { 200: bagSchema, 404: 'User not found' } }),
    async (c) => {
      const [player] = await db
        .select({ id: profiles.id, wallet: profiles.wallet, username: profiles.username, slug: profiles.slug, onboarded: profiles.onboarded })
        .from(profiles)
        .where(eq(profiles.slug, c.req.param('slug').toLowerCase()))
        .limit(1);
      // Half-registered players are not shown, as on their profile page.
      if (!player?.onboarded) return c.json({ error: MESSAGES.userNotFound }, 404);
      const vaults = await vaultProfiles(db, delegations, player.wallet);
      const owners = [{ id: player.id, mark: {} }, ...vaults.map((v) => ({ id: v.id, mark: { heldInVault: true as const, heldByName: v.username } }))];
      const lists = await Promise.all(
        owners.map(async ({ id, mark }) => {
          const [avatars, items] = await Promise.all([loadAvatars(db, id), loadItems(db, id)]);
          return { avatars: avatars.map((a) => ({ ...a, ...mark })), items: items.map((i) => ({ id: i.id, balance: i.balance, trait: i.trait, ...mark })) };
        }),
      );
      return c.json({ username: player.username, slug: player.slug, avatars: lists.flatMap((l) => l.avatars), items: lists.flatMap((l) => l.items) }, 200);
    },
  );
}
