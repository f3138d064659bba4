import type { Context } from 'hono';
import type { Db } from '../../../../db/client.ts';
import { MESSAGES } from '../../../../domain/messages.ts';
import type { MagicVerifier } from '../../auth/magic-did.ts';
import { bearer } from '../../http/bearer.ts';
import { spendDidToken } from '../../auth/spent-did-tokens.ts';
import { fail, ok, type Result } from '../../result.ts';

/** The answer when the server has no Magic keys: the web then offers e-mail codes only. */
export const MAGIC_NOT_CONFIGURED = 'Magic sign-in is not configured';

/**
 * Who a DID token proves (the address), or the refusal to send: 401 in the spec's words.
 * Checks the request's `Authorization: Bearer <DID token>` and spends the token, so it signs in once.
 * With `expected`, the token must be that address's ('Magic Address not found' otherwise); a token
 * refused for that reason is not spent, since nothing was signed in with it.
 */
export async function authenticateDid(c: Context, db: Db, verify: MagicVerifier, expected?: string): Promise<Result<string, 401>> {
  const didToken = bearer(c);
  if (!didToken) return fail(401, MESSAGES.tokenNotPresent);
  const verdict = await verify(didToken);
  if (!verdict.ok) return fail(401, verdict.error);
  if (expected !== undefined && expected.toLowerCase() !== verdict.address) return fail(401, MESSAGES.magicAddressNotFound);
  // A replay reads like any other refused proof, as a spent Sign-In with Ethereum nonce does.
  if (!(await spendDidToken(db, verdict.claimHash, verdict.expiresAt))) return fail(401, MESSAGES.invalidSignature);
  return ok(verdict.address);
}
