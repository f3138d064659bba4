import { Hono } from 'hono';
import { z } from 'zod';
import { MESSAGES } from '../../../../domain/messages.ts';
import { isEmail } from '../../../../domain/validation.ts';
import type { AppDeps, AppEnv } from '../../context.ts';
import { validate } from '../../http/validate.ts';
import { clientIp, clientNetwork } from '../../auth/client-ip.ts';
import { claimGuess, guessRight, guessWrong } from '../../auth/code-guesses.ts';
import { issueCode, redeemCode } from '../../auth/email-code.ts';
import { walletForEmailSignIn } from '../../auth/email-account.ts';
import { LIMITS } from '../../auth/limits.ts';
import { hit } from '../../auth/rate-limit.ts';
import { createSession } from '../../auth/session-store.ts';
import type { MagicVerifier } from '../../auth/magic-did.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { signInCodeMail } from '../../mail/sign-in-mail.ts';
import { loadOwnProfile } from '../../profiles/own-profile.ts';
import { bearer } from '../../http/bearer.ts';
import { magicLogin } from '../../auth/magic-sign-in.ts';
import { describe } from '../../http/describe.ts';
import { ownProfileSchema } from '../../profiles/profile-schemas.ts';

const email = z
  .string({ error: MESSAGES.invalidEmailAddress })
  .max(254, MESSAGES.invalidEmailAddress)
  .refine(isEmail, MESSAGES.invalidEmailAddress)
  .transform((e) => e.trim().toLowerCase());

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
        const ip = clientIp(c, env.TRUST_PROXY);
        const network = clientNetwork(ip);
        // A stranger's requests use up their own network's share for the address, never the owner's.
        const allowed =
          (await hit(db, `code:ip:${ip}`, { ...LIMITS.codePerIp, max: env.CODE_LIMIT_PER_IP })) &&
          (await hit(db, `code:email:${email}:${network}`, LIMITS.codePerEmailAndNetwork)) &&
          (await hit(db, `code:email:${email}`, LIMITS.codePerEmail));
        if (!allowed) return c.json({ error: MESSAGES.tooManyRequests }, 429);
        // Known and unknown addresses take the same path (a first login makes the wallet), so the
        // answer and its timing say nothing about who is registered.
        const code = await issueCode(db, secret, email, network);
        await mailer.send(signInCodeMail(email, code));
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
        if (!/^\d{6}$/.test(code.trim())) return c.json({ error: MESSAGES.invalidCode }, 401);
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
        const account = await walletForEmailSignIn(db, secret, email);
        if (!account.ok) return c.json({ error: account.error }, account.status);
        const wallet = account.value;
        const token = await createSession(db, wallet, 'magic');
        const profile = (await loadOwnProfile(db, wallet)) ?? { id: 0 as const, email };
        return c.json({ ...profile, wallet, token }, 200);
      },
    );
}
