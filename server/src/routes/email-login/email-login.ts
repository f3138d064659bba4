import { Hono } from 'hono';
import { z } from 'zod';
import { MESSAGES } from '../../../../domain/messages.ts';
import { isEmail } from '../../../../domain/validation.ts';
import type { AppDeps, AppEnv } from '../../context.ts';
import { validate } from '../../http/validate.ts';
import { clientIp } from '../../auth/client-ip.ts';
import { issueCode, redeemCode } from '../../auth/email-code.ts';
import { embeddedWalletFor } from '../../auth/embedded-wallet.ts';
import { LIMITS } from '../../auth/limits.ts';
import { hit } from '../../auth/rate-limit.ts';
import { createSession } from '../../auth/session-store.ts';
import type { MagicVerifier } from '../../auth/magic-did.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { signInCodeMail } from '../../mail/sign-in-mail.ts';
import { loadOwnProfile } from '../../profiles/own-profile.ts';
import { bearer } from '../../http/bearer.ts';
import { magicLogin } from '../../auth/magic-sign-in.ts';

const email = z
  .string({ error: MESSAGES.invalidEmailAddress })
  .max(254, MESSAGES.invalidEmailAddress)
  .refine(isEmail, MESSAGES.invalidEmailAddress)
  .transform((e) => e.trim().toLowerCase());

/**
 * E-mail sign-in: `POST /profile/check` mails a one-time code, `POST /login` trades it for a session.
 * A login without a code is a Magic login (its DID token in the Authorization header), when configured.
 */
export function emailLoginRoutes({ database: { db }, env, secret }: AppDeps, mailer: Mailer, magic: MagicVerifier | null = null) {
  return new Hono<AppEnv>()
    .post('/profile/check', validate('json', z.object({ email, type: z.string().optional() })), async (c) => {
      const { email } = c.req.valid('json');
      const ip = clientIp(c, env.TRUST_PROXY);
      if (!(await hit(db, `code:ip:${ip}`, { ...LIMITS.codePerIp, max: env.CODE_LIMIT_PER_IP })) || !(await hit(db, `code:email:${email}`, LIMITS.codePerEmail))) {
        return c.json({ error: MESSAGES.tooManyRequests }, 429);
      }
      // Known and unknown addresses take the same path (a first login makes the wallet), so the
      // answer and its timing say nothing about who is registered.
      const code = await issueCode(db, secret, email);
      await mailer.send(signInCodeMail(email, code));
      return c.json({ sent: true as const }, 200);
    })
    .post('/login', validate('json', z.object({ email, code: z.string().max(20).optional() })), async (c) => {
      const { email, code } = c.req.valid('json');
      if (code === undefined) {
        const signedIn = await magicLogin(db, magic, bearer(c), email);
        return signedIn.ok ? c.json(signedIn.value, 200) : c.json({ error: signedIn.error }, signedIn.status);
      }
      const result = /^\d{6}$/.test(code.trim()) ? await redeemCode(db, secret, email, code.trim()) : 'invalid';
      if (result === 'burned') return c.json({ error: MESSAGES.tooManyAttempts }, 429);
      if (result === 'invalid') return c.json({ error: MESSAGES.invalidCode }, 401);
      const wallet = await embeddedWalletFor(db, secret, email);
      const token = await createSession(db, wallet, 'magic');
      const profile = (await loadOwnProfile(db, wallet)) ?? { id: 0 as const, email };
      return c.json({ ...profile, wallet, token }, 200);
    });
}
