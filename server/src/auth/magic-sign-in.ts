import type { Db } from '../../../db/client.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import type { MagicVerifier } from './magic-did.ts';
import { spendDidToken } from './spent-did-tokens.ts';
import { createSession } from './session-store.ts';
import { loadOwnProfile } from '../profiles/own-profile.ts';
import { fail, ok, type Result } from '../result.ts';

/** The answer when the server has no Magic keys: the web then offers e-mail codes only. */
export const MAGIC_NOT_CONFIGURED = 'Magic sign-in is not configured';

/**
 * Who a DID token proves (the address), or the refusal to send: 401 in the spec's words.
 * Checks a request's DID token (its `Authorization: Bearer` credential) and spends it, so it signs in once.
 * With `expected`, the token must be that address's ('Magic Address not found' otherwise); a token
 * refused for that reason is not spent, since nothing was signed in with it.
 */
export async function authenticateDid(db: Db, verify: MagicVerifier, didToken: string | null | undefined, expected?: string): Promise<Result<string, 401>> {
  if (!didToken) return fail(401, MESSAGES.tokenNotPresent);
  const verdict = await verify(didToken);
  if (!verdict.ok) return fail(401, verdict.error);
  if (expected !== undefined && expected.toLowerCase() !== verdict.address) return fail(401, MESSAGES.magicAddressNotFound);
  // A replay reads like any other refused proof, as a spent Sign-In with Ethereum nonce does.
  if (!(await spendDidToken(db, verdict.claimHash, verdict.expiresAt))) return fail(401, MESSAGES.invalidSignature);
  return ok(verdict.address);
}

/** `POST /api/login { email }` with a DID token: the code login's answer (profile, wallet, session) for the token's Magic wallet. */
export async function magicLogin(db: Db, verify: MagicVerifier | null, didToken: string | null | undefined, email: string) {
  if (!verify) return fail(404, MAGIC_NOT_CONFIGURED);
  const outcome = await authenticateDid(db, verify, didToken);
  if (!outcome.ok) return outcome;
  const wallet = outcome.value;
  const token = await createSession(db, wallet, 'magic');
  const profile = (await loadOwnProfile(db, wallet)) ?? { id: 0 as const, email };
  return ok({ ...profile, wallet, token });
}
