import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../../db/client.ts';
import { profiles } from '../../../../db/schema/index.ts';
import { MESSAGES } from '../../../../domain/messages.ts';
import { loadPublicProfile } from '../../profiles/public-profile.ts';
import { coolScoreView } from '../../coolscore/score.ts';
import { coolScoreSchema } from '../../coolscore/score-schemas.ts';
import { describe } from '../../http/describe.ts';
import { publicProfileSchema } from '../../profiles/profile-schemas.ts';

const playerPage = publicProfileSchema.extend({ coolscore: coolScoreSchema });

/** Public profile lookup by slug for `/{username}` pages: public fields only, never e-mail or safe word. */
export function userRoutes(db: Db) {
  return new Hono().get(
    '/:slug',
    describe({
      tag: 'Profile',
      summary: "A player's public profile and cool score, by username",
      access: 'public',
      responses: { 200: playerPage, 404: 'User not found (or not yet registered)' },
    }),
    async (c) => {
      const shown = await loadPublicProfile(db, eq(profiles.slug, c.req.param('slug').toLowerCase()));
      if (!shown) return c.json({ error: MESSAGES.userNotFound }, 404);
      // The score with the events it is the sum of, so anyone can check it.
      return c.json({ ...shown, coolscore: await coolScoreView(db, shown.id) }, 200);
    },
  );
}
