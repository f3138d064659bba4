/**
 * The two steps of an e-mail code, shared by sign-in (`/api/profile/check`, `/api/login`) and by
 * verifying an address in Settings (`/api/profile/email`, `/email/verify`): mail a code within the
 * request limits, then take a guess within the wrong-guess limits.
 */
import type { Db } from '../../../db/client.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import type { Env } from '../env.ts';
import type { Mailer } from '../mail/mailer.ts';
import { signInCodeMail } from '../mail/sign-in-mail.ts';
import { fail, ok, type Fail, type Ok } from '../result.ts';
import { clientNetwork } from './client-ip.ts';
import { claimGuess, guessRight, guessWrong } from './code-guesses.ts';
import { issueCode, redeemCode } from './email-code.ts';
import { LIMITS } from './limits.ts';
import { hit } from './rate-limit.ts';

type CodeDeps = { db: Db; env: Env; secret: string };

/**
 * Mails a new code to `email` for a caller at `ip`, unless a limit refuses (false: answer 429). A
 * stranger's requests use up their own network's share for the address, never the owner's.
 */
export async function mailCode({ db, env, secret }: CodeDeps, mailer: Mailer, ip: string, email: string): Promise<boolean> {
  const network = clientNetwork(ip);
  const allowed =
    (await hit(db, `code:ip:${ip}`, { ...LIMITS.codePerIp, max: env.CODE_LIMIT_PER_IP })) &&
    (await hit(db, `code:email:${email}:${network}`, LIMITS.codePerEmailAndNetwork)) &&
    (await hit(db, `code:email:${email}`, LIMITS.codePerEmail));
  if (!allowed) return false;
  const code = await issueCode(db, secret, email, network);
  await mailer.send(signInCodeMail(email, code));
  return true;
}

/** A refused guess; `retryAfterS` is set when the caller must wait before the next one. */
export type GuessFail = Fail<401 | 429> & { retryAfterS?: number };

/** Checks a typed code for `email` from the caller's network, counting a wrong one against the address. */
export async function checkCode({ db, secret }: CodeDeps, ip: string, email: string, typed: string): Promise<Ok<null> | GuessFail> {
  const code = typed.trim();
  if (!/^\d{6}$/.test(code)) return fail(401, MESSAGES.invalidCode);
  const network = clientNetwork(ip);
  const claim = await claimGuess(db, email, network);
  if (!claim.ok) return { ...fail(429, MESSAGES.waitBeforeNextCode), retryAfterS: claim.retryAfterS };
  const result = await redeemCode(db, secret, email, code, network);
  if (result !== 'ok') await guessWrong(db, email);
  if (result === 'burned') return fail(429, MESSAGES.tooManyAttempts);
  if (result === 'invalid') return fail(401, MESSAGES.invalidCode);
  await guessRight(db, email, network);
  return ok(null);
}
