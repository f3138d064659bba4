import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../../db/client.ts';
import { profiles } from '../../../../db/schema/index.ts';
import { MESSAGES } from '../../../../domain/messages.ts';

/** Public profile lookup by slug for `/{username}` pages: public fields only, never e-mail or safe word. */
export function userRoutes(db: Db) {
  return new Hono().get('/:slug', async (c) => {
    const slug = c.req.param('slug').toLowerCase();
    const [row] = await db
      .select({
        id: profiles.id,
        username: profiles.username,
        slug: profiles.slug,
        avatar_token_id: profiles.avatar_token_id,
        sapphire_town_explorer_token_id: profiles.sapphire_town_explorer_token_id,
        onboarded: profiles.onboarded,
      })
      .from(profiles)
      .where(eq(profiles.slug, slug))
      .limit(1);
    if (!row || !row.onboarded) return c.json({ error: MESSAGES.userNotFound }, 404);
    const { onboarded: _onboarded, ...pub } = row;
    return c.json(pub, 200);
  });
}
