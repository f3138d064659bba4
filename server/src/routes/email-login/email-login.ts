import { Hono } from 'hono';
import { z } from 'zod';
import { MESSAGES } from '../../../../domain/messages.ts';
import type { AppDeps, AppEnv } from '../../context.ts';
import { validate } from '../../http/validate.ts';
import { emailField as email } from '../../http/email-field.ts';
import { clientIp } from '../../auth/client-ip.ts';
import { checkCode, mailCode } from '../../auth/code-flow.ts';
import { walletForEmailSignIn } from '../../auth/email-account.ts';
import { createSession } from '../../auth/session-store.ts';
import type { MagicVerifier } from '../../auth/magic-did.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { loadOwnProfile } from '../../profiles/own-profile.ts';
import { bearer } from '../../http/bearer.ts';
import { magicLogin } from '../../auth/magic-sign-in.ts';
import { describe } from '../../http/describe.ts';
import { ownProfileSchema } from '../../profiles/profile-schemas.ts';


const session = { token: z.string().meta({ description: 'The session: send it as `Authorization: Bearer <token>`' }) };
// A first sign-in has no profile yet: the embedded wallet made for the address, and the address.
const signedInSchema = z.union([
  ownProfileSchema.extend(session),
  z.object({ id: z.literal(0), email: z.string(), wallet: z.string(), ...session }).meta({ description: 'An address that has not registered yet' }),
]);

/**
 * E-mail sign-in: `POST /profile/check` mails a one-time code, `POST /login` trades it for a session.
 * A login without a code is a Magic login (its DID token in the Authorization header), when configured.
 */
export function emailLoginRoutes({ database: { db }, env, secret }: AppDeps, mailer: Mailer, magic: MagicVerifier | null = null) {
  const codeDeps = { db, env, secret };
  return new Hono<AppEnv>()
    .post(
      '/profile/check',
      describe({
        tag: 'Sign-in',
        summary: 'E-mail sign-in, step 1: mail a 6-digit code',
        description: 'Known and unknown addresses get the same answer. Without SMTP_URL the mail goes to the log and the dev outbox.',
        access: 'public',
        responses: { 200: z.object({ sent: z.literal(true) }), 429: 'Too many codes asked for from this client, or for this address from its network or in all' },
      }),
      validate('json', z.object({ email, type: z.string().optional() })),
      async (c) => {
        const { email } = c.req.valid('json');
        // Known and unknown addresses take the same path (a first login makes the wallet), so the
        // answer and its timing say nothing about who is registered.
        if (!(await mailCode(codeDeps, mailer, clientIp(c, env.TRUST_PROXY), email))) return c.json({ error: MESSAGES.tooManyRequests }, 429);
        return c.json({ sent: true as const }, 200);
      },
    )
    .post(
      '/login',
      describe({
        tag: 'Sign-in',
        summary: 'E-mail sign-in, step 2: the code (or a Magic DID token) for a session',
        description:
          'With `code`, the mailed code; without it, a Magic login: `Authorization: Bearer <DID token>` (when Magic is configured). A code for an address a wallet profile verified in Settings opens that profile (a `magic` session: no wallet signing).',
        access: 'public',
        responses: {
          200: signedInSchema,
          401: 'Wrong or expired code, or a missing or refused DID token',
          403: 'The address belongs to a wallet explorer who has not verified it in Settings',
          404: 'Magic sign-in is not configured (a login without a code)',
          429: 'Too many wrong codes: ask for a new one, or wait as Retry-After says',
        },
      }),
      validate('json', z.object({ email, code: z.string().max(20).optional() })),
      async (c) => {
        const { email, code } = c.req.valid('json');
        if (code === undefined) {
          const signedIn = await magicLogin(db, magic, bearer(c), email);
          return signedIn.ok ? c.json(signedIn.value, 200) : c.json({ error: signedIn.error }, signedIn.status);
        }
        const guess = await checkCode(codeDeps, clientIp(c, env.TRUST_PROXY), email, code);
        if (!guess.ok) {
          if (guess.retryAfterS !== undefined) c.header('Retry-After', String(guess.retryAfterS));
          return c.json({ error: guess.error }, guess.status);
        }
        const account = await walletForEmailSignIn(db, secret, email);
        if (!account.ok) return c.json({ error: account.error }, account.status);
        const wallet = account.value;
        const token = await createSession(db, wallet, 'magic');
        const profile = (await loadOwnProfile(db, wallet)) ?? { id: 0 as const, email };
        return c.json({ ...profile, wallet, token }, 200);
      },
    );
}
