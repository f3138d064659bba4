import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../../db/client.ts';
import { profiles } from '../../../../db/schema/index.ts';
import { MESSAGES } from '../../../../domain/messages.ts';
import { loadPublicProfile } from '../../profiles/public-profile.ts';

/** Public profile lookup by slug for `/{username}` pages: public fields only, never e-mail or safe word. */
export function userRoutes(db: Db) {
  return new Hono().get('/:slug', async (c) => {
    const shown = await loadPublicProfile(db, eq(profiles.slug, c.req.param('slug').toLowerCase()));
    return shown ? c.json(shown, 200) : c.json({ error: MESSAGES.userNotFound }, 404);
  });
}
