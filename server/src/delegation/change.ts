/**
 * A signed link change (`POST /api/profile/delegate?action=create|revoke`): the variables are the vault,
 * the delegate and a Unix time; the signature is a personal_sign of keccak256(encodePacked(address,
 * address, uint256)) of them. Adding is signed by the vault, removing by whichever end asks. The caller
 * must be one of the two wallets, the time within 5 minutes of ours, and each signed change is used once.
 */
import { encodePacked, isAddress, keccak256, stringToHex, type Hex } from 'viem';
import type { Db } from '../../../db/client.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import type { SignatureVerifier } from '../auth/signature-verifier.ts';
import { fail, ok, type Result } from '../result.ts';
import { removeLink, saveLink, spendSignature } from './links.ts';

export const LINK_TIME_WINDOW_SECONDS = 5 * 60;

export type LinkAction = 'create' | 'revoke';
export interface LinkVariable {
  type: string;
  data: string | number;
}

export interface LinkChange {
  action: LinkAction;
  variables: LinkVariable[];
  signedMessage: Hex;
}

/** The three variables, in the spec's order, read by their Solidity types. */
export function readVariables(variables: LinkVariable[]): Result<{ vault: string; delegate: string; time: bigint }, 400> {
  const addresses = variables.filter((v) => v.type === 'address').map((v) => String(v.data).trim());
  const times = variables.filter((v) => v.type === 'uint256').map((v) => String(v.data).trim());
  const [vault, delegate] = addresses;
  if (!vault) return fail(400, MESSAGES.vaultRequired);
  if (!delegate) return fail(400, MESSAGES.delegateRequired);
  if (!isAddress(vault, { strict: false }) || !isAddress(delegate, { strict: false })) return fail(400, MESSAGES.invalidAddress);
  if (vault.toLowerCase() === delegate.toLowerCase()) return fail(400, MESSAGES.delegateSame);
  const time = times[0];
  if (!time || !/^\d{1,12}$/.test(time)) return fail(400, 'The time must be a Unix time in seconds');
  return ok({ vault: vault.toLowerCase(), delegate: delegate.toLowerCase(), time: BigInt(time) });
}

/** The packed hash the wallet signs. */
export const linkHash = (vault: string, delegate: string, time: bigint) =>
  keccak256(encodePacked(['address', 'address', 'uint256'], [vault as Hex, delegate as Hex, time]));

export async function applyLinkChange(
  db: Db,
  verify: SignatureVerifier,
  caller: string,
  change: LinkChange,
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<Result<{ vault: string; delegate: string }, 400 | 403 | 404 | 409 | 502>> {
  const read = readVariables(change.variables);
  if (!read.ok) return read;
  const { vault, delegate, time } = read.value;
  if (caller !== vault && caller !== delegate) return fail(403, MESSAGES.linkNotYours);
  if (Math.abs(Number(time) - nowSeconds) > LINK_TIME_WINDOW_SECONDS) return fail(400, MESSAGES.linkSignatureExpired);
  const signer = change.action === 'create' ? vault : caller;
  const hash = linkHash(vault, delegate, time);
  const verified = await verify(signer as Hex, { raw: hash }, change.signedMessage);
  if (!verified.ok) return verified;
  if (!verified.value) return fail(400, MESSAGES.invalidSignature);
  // One use per signed change, whoever sends it: the digest names the action, the signer and the hash.
  const digest = keccak256(stringToHex(`${change.action}:${signer}:${hash}`));
  try {
    return await db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      if (!(await spendSignature(t, digest))) return fail(409, MESSAGES.linkSignatureUsed);
      if (change.action === 'create') await saveLink(t, vault, delegate, new Date(Number(time) * 1000));
      // Nothing to remove: undo the spend too, so the answer stays 'Link not found' however often it is sent.
      else if (!(await removeLink(t, vault, delegate))) throw new NoSuchLink();
      return ok({ vault, delegate });
    });
  } catch (err) {
    if (err instanceof NoSuchLink) return fail(404, MESSAGES.linkNotFound);
    throw err;
  }
}

class NoSuchLink extends Error {}
