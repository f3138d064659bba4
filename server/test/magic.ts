import { randomUUID } from 'node:crypto';
import type { PrivateKeyAccount } from 'viem/accounts';

/** Magic keys for tests; only the client id matters to offline validation. */
export const MAGIC_TEST_ENV = {
  MAGIC_SECRET_KEY: 'sk_test_sapphire_town',
  MAGIC_CLIENT_ID: 'test-client-id=',
  MAGIC_PUBLISHABLE_KEY: 'pk_test_sapphire_town',
} as const;

/** The claim of a DID token, as Magic's browser SDK writes it. */
export interface DidClaim {
  iat: number;
  ext: number;
  iss: string;
  sub: string;
  aud: string;
  nbf: number;
  tid: string;
  add: string;
}

/**
 * A real DID token in the format @magic-sdk/admin parses: base64 of the JSON `[proof, claim]`, where
 * `claim` is a JSON string and `proof` its personal_sign signature. By default the claim's owner signs
 * and the token lives 15 minutes (Magic's default); `signer` forges one signed by another key.
 */
export async function didToken(owner: PrivateKeyAccount, claim: Partial<DidClaim> = {}, signer: PrivateKeyAccount = owner): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const full: DidClaim = {
    iat: now,
    ext: now + 15 * 60,
    iss: `did:ethr:${owner.address}`,
    sub: `magic-user-${owner.address.slice(2, 10)}`,
    aud: MAGIC_TEST_ENV.MAGIC_CLIENT_ID,
    nbf: now,
    tid: randomUUID(),
    add: await owner.signMessage({ message: 'none' }),
    ...claim,
  };
  const text = JSON.stringify(full);
  const proof = await signer.signMessage({ message: text });
  return Buffer.from(JSON.stringify([proof, text])).toString('base64');
}

/** The `[proof, claim]` pair inside a DID token. */
export function didParts(token: string): [string, string] {
  return JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as [string, string];
}
