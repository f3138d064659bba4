import { createHash } from 'node:crypto';
import type { Magic } from '@magic-sdk/admin';
import { MESSAGES } from '../../../domain/messages.ts';

/** The Magic keys the server needs: the secret (the SDK insists on it) and the client id (the audience). */
export interface MagicKeys {
  secretKey: string;
  clientId: string;
  /** Magic's API (the SDK's default when absent); tests point it at a loopback stub that must stay unasked. */
  endpoint?: string;
}

/** A DID token that passed: its signer (lower-case), the hash that makes it single use, its expiry. */
export type DidVerdict =
  | { ok: true; address: string; claimHash: string; expiresAt: Date }
  | { ok: false; error: typeof MESSAGES.invalidSignature | typeof DID_EXPIRED };

/** Magic's own code for an expired DID token; the web translates it (domain/messages.ts). */
export const DID_EXPIRED = 'ERROR_DIDT_EXPIRED';

// Real DID tokens are about 1 KB; anything far bigger is not worth decoding.
const MAX_TOKEN_LENGTH = 8_192;

/** Checks Magic DID tokens offline: signature, issuer, expiry, not-before and audience (our client id). */
export function createMagicVerifier(keys: MagicKeys) {
  // The admin SDK bundles ethers (~300 ms to load), so it loads on the first Magic sign-in, not at start.
  // With `clientId` given, `init` makes no request: validation is pure signature and claim checks.
  let sdk: Promise<Magic> | null = null;
  const load = () =>
    (sdk ??= import('@magic-sdk/admin').then(({ Magic }) => Magic.init(keys.secretKey, { clientId: keys.clientId, endpoint: keys.endpoint })).catch((err) => {
      sdk = null;
      throw err;
    }));

  return async function verify(didToken: string): Promise<DidVerdict> {
    if (didToken.length > MAX_TOKEN_LENGTH) return { ok: false, error: MESSAGES.invalidSignature };
    const [{ SDKError }, magic] = await Promise.all([import('@magic-sdk/admin'), load()]);
    try {
      magic.token.validate(didToken);
    } catch (err) {
      if (!(err instanceof SDKError)) throw err;
      // Bad signature, wrong signer, wrong audience, not yet valid, malformed: all one answer.
      return { ok: false, error: err.code === DID_EXPIRED ? DID_EXPIRED : MESSAGES.invalidSignature };
    }
    const claim = signedClaim(didToken);
    const ext = (JSON.parse(claim) as { ext: unknown }).ext;
    // The SDK compares `ext` loosely; only a real number can say when the token dies.
    if (typeof ext !== 'number' || !Number.isFinite(ext)) return { ok: false, error: MESSAGES.invalidSignature };
    return {
      ok: true,
      address: magic.token.getPublicAddress(didToken).toLowerCase(),
      claimHash: createHash('sha256').update(claim).digest('hex'),
      // One second past `ext`: the SDK still accepts a token during its last second.
      expiresAt: new Date((ext + 1) * 1000),
    };
  };
}

export type MagicVerifier = ReturnType<typeof createMagicVerifier>;

/**
 * The claim string the token's proof signs, decoded exactly as the SDK decodes it. A token's identity is
 * this string: the token text can be re-encoded (base64 variants, JSON spacing) and an ECDSA proof can be
 * re-shaped, but a different claim needs a new signature by the owner's key.
 */
function signedClaim(didToken: string): string {
  const [, claim] = JSON.parse(Buffer.from(didToken, 'base64').toString('ascii')) as [string, string];
  return claim;
}
