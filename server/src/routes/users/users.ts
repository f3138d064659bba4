import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../../../db/client.ts';
import { profiles } from '../../../../db/schema/index.ts';
import { MESSAGES } from '../../../../domain/messages.ts';
import { USERNAME_MAX, usernameProblem, usernameReserved } from '../../../../domain/registration.ts';
import { loadPublicProfile } from '../../profiles/public-profile.ts';
import { coolScoreView } from '../../coolscore/score.ts';
import { coolScoreSchema } from '../../coolscore/score-schemas.ts';
import { describe } from '../../http/describe.ts';
import { validate } from '../../http/validate.ts';
import { optionalPlayer } from '../../http/current-player.ts';
import { publicProfileSchema } from '../../profiles/profile-schemas.ts';

const playerPage = publicProfileSchema.extend({ coolscore: coolScoreSchema });
const nameCheck = z.object({ available: z.boolean(), problem: z.string().nullable() });
// Room for a too-long name to be told so in words; past this it is not a name anyone typed.
const nameParam = z.object({ slug: z.string().max(USERNAME_MAX * 4) });

/** Public profile lookup by slug for `/{username}` pages: public fields only, never e-mail or safe word. */
export function userRoutes(db: Db) {
  return new Hono()
    .get(
      '/:slug/available',
      describe({
        tag: 'Profile',
        summary: 'Whether a username can be registered, and if not why, in the words registering would answer',
        description: "The onboarding checks the name as it is typed, so a taken one is refused on the field rather than at Complete. Every rule of registration's: letters and numbers, 4 to 24 long, not one of the town's own pages, not anyone's already.",
        access: 'session-optional',
        responses: { 200: nameCheck, 401: 'A session token that is unknown, revoked or expired' },
      }),
      optionalPlayer(db),
      validate('param', nameParam),
      async (c) => {
        const name = c.req.valid('param').slug;
        const problem = usernameProblem(name) ?? usernameReserved(name);
        if (problem) return c.json({ available: false, problem }, 200);
        const [taken] = await db.select({ wallet: profiles.wallet }).from(profiles).where(eq(profiles.slug, name.trim().toLowerCase())).limit(1);
        // The caller's own name (a registration begun earlier, onboarding not finished) is theirs to keep.
        const own = taken !== undefined && taken.wallet === c.get('player')?.session.wallet;
        return c.json(taken && !own ? { available: false, problem: MESSAGES.usernameTaken } : { available: true, problem: null }, 200);
      },
    )
    .get(
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
