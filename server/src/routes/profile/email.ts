import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { profiles } from '../../../../db/schema/index.ts';
import { MESSAGES } from '../../../../domain/messages.ts';
import { isEmail } from '../../../../domain/validation.ts';
import type { AppDeps } from '../../context.ts';
import { validate } from '../../http/validate.ts';
import { describe } from '../../http/describe.ts';
import { currentPlayer, registeredPlayer } from '../../http/current-player.ts';
import { clientIp, clientNetwork } from '../../auth/client-ip.ts';
import { claimGuess, guessRight, guessWrong } from '../../auth/code-guesses.ts';
import { issueCode, redeemCode } from '../../auth/email-code.ts';
import { emailHeldByAnother } from '../../auth/email-account.ts';
import { LIMITS } from '../../auth/limits.ts';
import { hit } from '../../auth/rate-limit.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { signInCodeMail } from '../../mail/sign-in-mail.ts';
import { loadOwnProfile } from '../../profiles/own-profile.ts';
import { profileConflict } from '../../profiles/conflicts.ts';
import { ownProfileSchema } from '../../profiles/profile-schemas.ts';

const email = z
  .string({ error: MESSAGES.invalidEmailAddress })
  .max(254, MESSAGES.invalidEmailAddress)
  .refine(isEmail, MESSAGES.invalidEmailAddress)
  .transform((e) => e.trim().toLowerCase());

/**
 * Adding and verifying an e-mail in Settings (issue 14, "One account"): `POST /api/profile/email` mails a
 * 6-digit code, `POST /api/profile/email/verify` puts the address on the caller's profile as verified, after
 * which an e-mail code sign-in for it opens this profile. The codes, their limits and their wrong-guess waits
 * are the sign-in's own (auth/email-code.ts, code-guesses.ts).
 */
export function profileEmailRoutes({ database: { db }, env, secret }: AppDeps, mailer: Mailer) {
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
        const ip = clientIp(c, env.TRUST_PROXY);
        const network = clientNetwork(ip);
        const allowed =
          (await hit(db, `code:ip:${ip}`, { ...LIMITS.codePerIp, max: env.CODE_LIMIT_PER_IP })) &&
          (await hit(db, `code:email:${email}:${network}`, LIMITS.codePerEmailAndNetwork)) &&
          (await hit(db, `code:email:${email}`, LIMITS.codePerEmail));
        if (!allowed) return c.json({ error: MESSAGES.tooManyRequests }, 429);
        const code = await issueCode(db, secret, email, network);
        await mailer.send(signInCodeMail(email, code));
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
        const network = clientNetwork(clientIp(c, env.TRUST_PROXY));
        const claim = await claimGuess(db, email, network);
        if (!claim.ok) {
          c.header('Retry-After', String(claim.retryAfterS));
          return c.json({ error: MESSAGES.waitBeforeNextCode }, 429);
        }
        const result = await redeemCode(db, secret, email, code.trim(), network);
        if (result !== 'ok') await guessWrong(db, email);
        if (result === 'burned') return c.json({ error: MESSAGES.tooManyAttempts }, 429);
        if (result === 'invalid') return c.json({ error: MESSAGES.invalidCode }, 401);
        await guessRight(db, email, network);
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
