import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { profiles } from '../../../../db/schema/index.ts';
import { MESSAGES } from '../../../../domain/messages.ts';
import type { AppDeps } from '../../context.ts';
import { validate } from '../../http/validate.ts';
import { emailField as email } from '../../http/email-field.ts';
import { describe } from '../../http/describe.ts';
import { currentPlayer, registeredPlayer } from '../../http/current-player.ts';
import { clientIp } from '../../auth/client-ip.ts';
import { checkCode, mailCode } from '../../auth/code-flow.ts';
import { emailHeldByAnother } from '../../auth/email-account.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { loadOwnProfile } from '../../profiles/own-profile.ts';
import { profileConflict } from '../../profiles/conflicts.ts';
import { ownProfileSchema } from '../../profiles/profile-schemas.ts';


/**
 * Adding and verifying an e-mail in Settings (issue 14, "One account"): `POST /api/profile/email` mails a
 * 6-digit code, `POST /api/profile/email/verify` puts the address on the caller's profile as verified, after
 * which an e-mail code sign-in for it opens this profile. The codes, their limits and their wrong-guess waits
 * are the sign-in's own (auth/email-code.ts, code-guesses.ts).
 */
export function profileEmailRoutes({ database: { db }, env, secret }: AppDeps, mailer: Mailer) {
  const codeDeps = { db, env, secret };
  return new Hono()
    .post(
      '/',
      describe({
        tag: 'Profile',
        summary: 'Settings: mail a 6-digit code to an address to add to the own profile',
        access: 'session',
        responses: {
          200: z.object({ sent: z.literal(true) }),
          404: 'User not found (the wallet has not registered)',
          409: 'Email already registered (to another explorer)',
          429: 'Too many codes asked for from this client, or for this address from its network or in all',
        },
      }),
      currentPlayer(db),
      validate('json', z.object({ email })),
      registeredPlayer,
      async (c) => {
        const { profile } = c.get('player');
        const { email } = c.req.valid('json');
        if (await emailHeldByAnother(db, email, profile.id)) return c.json({ error: MESSAGES.emailTaken }, 409);
        if (!(await mailCode(codeDeps, mailer, clientIp(c, env.TRUST_PROXY), email))) return c.json({ error: MESSAGES.tooManyRequests }, 429);
        return c.json({ sent: true as const }, 200);
      },
    )
    .post(
      '/verify',
      describe({
        tag: 'Profile',
        summary: 'Settings: the mailed code puts the address on the own profile, verified',
        access: 'session',
        responses: {
          200: ownProfileSchema,
          401: 'Wrong or expired code',
          404: 'User not found (the wallet has not registered)',
          409: 'Email already registered (to another explorer)',
          429: 'Too many wrong codes: ask for a new one, or wait as Retry-After says',
        },
      }),
      currentPlayer(db),
      validate('json', z.object({ email, code: z.string({ error: MESSAGES.invalidCode }).max(20, MESSAGES.invalidCode) })),
      registeredPlayer,
      async (c) => {
        const { session, profile } = c.get('player');
        const { email, code } = c.req.valid('json');
        if (!/^\d{6}$/.test(code.trim())) return c.json({ error: MESSAGES.invalidCode }, 401);
        if (await emailHeldByAnother(db, email, profile.id)) return c.json({ error: MESSAGES.emailTaken }, 409);
        const guess = await checkCode(codeDeps, clientIp(c, env.TRUST_PROXY), email, code);
        if (!guess.ok) {
          if (guess.retryAfterS !== undefined) c.header('Retry-After', String(guess.retryAfterS));
          return c.json({ error: guess.error }, guess.status);
        }
        try {
          const now = new Date();
          await db.update(profiles).set({ email, email_verified_at: now, updated_at: now }).where(eq(profiles.id, profile.id));
        } catch (err) {
          // Another explorer took the address between the check and here.
          if (profileConflict(err)) return c.json({ error: MESSAGES.emailTaken }, 409);
          throw err;
        }
        return c.json((await loadOwnProfile(db, session.wallet))!, 200);
      },
    );
}
