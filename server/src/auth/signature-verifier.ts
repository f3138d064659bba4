import {
  encodeDeployData,
  erc6492SignatureValidatorAbi,
  erc6492SignatureValidatorByteCode,
  ExecutionRevertedError,
  hashMessage,
  hexToBool,
  RawContractError,
  verifyMessage,
  BaseError,
  type Hex,
  type PublicClient,
  type SignableMessage,
} from 'viem';
import { MESSAGES } from '../../../domain/messages.ts';
import { createRankedClient } from '../chain/ranked-client.ts';
import { fail, ok, type Result } from '../result.ts';

/**
 * Whether the signature is the address's, or 502 when the chain could not be asked: the caller answers
 * that as it is, never as 'Invalid signature'.
 */
export type SignatureVerifier = (address: Hex, message: SignableMessage, signature: Hex) => Promise<Result<boolean, 502>>;

/**
 * Checks a personal_sign signature (of text, or of raw bytes such as a delegation's packed hash). Plain-key (EOA) signatures are checked offline. With RPC URLs,
 * anything else is asked of the chain through the ERC-6492 deployless validator, which covers
 * deployed (EIP-1271) and not-yet-deployed (EIP-6492) smart wallets.
 */
export function createSignatureVerifier(rpcUrls: readonly string[], shared?: PublicClient | null): SignatureVerifier {
  const client = shared ?? (rpcUrls.length ? createRankedClient(rpcUrls) : null);
  return async (address, message, signature) => {
    if (await verifyMessage({ address, message, signature }).catch(() => false)) return ok(true);
    if (!client) return ok(false);
    const data = encodeDeployData({
      abi: erc6492SignatureValidatorAbi,
      bytecode: erc6492SignatureValidatorByteCode,
      args: [address, hashMessage(message), signature],
    });
    let answer: Hex | undefined;
    try {
      answer = (await client.call({ data })).data;
    } catch (err) {
      // viem's own verifyMessage turns every failed call into `false`; we tell a revert (a bad
      // signature) apart from a node that could not be reached.
      if (isRevert(err)) return ok(false);
      return fail(502, MESSAGES.blockchainError);
    }
    return ok(isTrue(answer));
  };
}

function isTrue(answer: Hex | undefined): boolean {
  try {
    return answer !== undefined && hexToBool(answer);
  } catch {
    return false;
  }
}

function isRevert(err: unknown): boolean {
  if (!(err instanceof BaseError)) return false;
  return err.walk((e) => e instanceof ExecutionRevertedError || e instanceof RawContractError) !== null;
}
