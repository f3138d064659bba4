/**
 * `.eth` names to addresses through viem's getEnsAddress (the ENS universal resolver) over the ranked
 * client, cached: a found address for 5 minutes, a name with none for 1 minute, at most 5000 names.
 * A chain that could not be asked is not cached.
 */
import { LRUCache } from 'lru-cache';
import { BaseError, decodeErrorResult, getAddress, parseAbi, type Address, type Hex, type PublicClient } from 'viem';
import { normalize } from 'viem/ens';
import { GatewayRefusedError } from '../chain/ccip-gateway.ts';

export type EnsAnswer = { status: 'found'; address: Address } | { status: 'not-found' } | { status: 'unreachable' } | { status: 'limited' };

/** `mayAskChain`: asked before a name the cache does not hold is read from the chain (a caller's limit); false answers 'limited'. */
export type EnsLookup = (name: string, mayAskChain?: () => Promise<boolean>) => Promise<EnsAnswer>;

export const ENS_CACHE = { foundTtlMs: 5 * 60_000, notFoundTtlMs: 60_000, max: 5000 } as const;
/** Longer is not a DNS name. */
const NAME_LIMIT = 255;

/** The universal resolver's "no such name / no address" errors. viem reads them itself when a node reports a revert as geth does; some nodes (Ganache) send the revert under another code, so they are decoded here too. */
const NULL_ERRORS = parseAbi([
  'error ResolverNotFound(bytes name)',
  'error ResolverNotContract(bytes name, address resolver)',
  'error ResolverError(bytes errorData)',
  'error UnsupportedResolverProfile(bytes4 selector)',
  'error DNSDecodingFailed(bytes dns)',
  'error HttpError(uint16 status, string message)',
]);

export function createEnsLookup(client: PublicClient, onLookup?: (outcome: 'hit' | 'miss') => void): EnsLookup {
  const cache = new LRUCache<string, EnsAnswer>({ max: ENS_CACHE.max });
  return async (raw, mayAskChain) => {
    const name = normalName(raw);
    if (!name) return { status: 'not-found' };
    const cached = cache.get(name);
    onLookup?.(cached ? 'hit' : 'miss');
    if (cached) return cached;
    if (mayAskChain && !(await mayAskChain())) return { status: 'limited' };
    let answer: EnsAnswer;
    try {
      const address = await client.getEnsAddress({ name });
      answer = address ? { status: 'found', address: getAddress(address) } : { status: 'not-found' };
    } catch (err) {
      if (!isNullAnswer(err)) return { status: 'unreachable' };
      answer = { status: 'not-found' };
    }
    cache.set(name, answer, { ttl: answer.status === 'found' ? ENS_CACHE.foundTtlMs : ENS_CACHE.notFoundTtlMs });
    return answer;
  };
}

/** The name normalised (UTS-46, as ENS does), or null when it is not a name that can end in .eth. */
export function normalName(raw: string): string | null {
  if (raw.length > NAME_LIMIT) return null;
  try {
    const name = normalize(raw.trim());
    return name.endsWith('.eth') && name.length > 4 && !name.split('.').some((label) => label === '') ? name : null;
  } catch {
    return null;
  }
}

function isNullAnswer(err: unknown): boolean {
  if (!(err instanceof BaseError)) return false;
  // A name whose off-chain gateway this server will not call has no address it can give.
  if (err.walk((e) => e instanceof GatewayRefusedError)) return true;
  const withData = err.walk((e) => typeof (e as { data?: unknown }).data === 'string' || typeof (e as { data?: { data?: unknown } }).data?.data === 'string');
  const data = (withData as { data?: Hex | { data?: Hex } } | null)?.data;
  const hex = typeof data === 'string' ? data : data?.data;
  if (hex) {
    try {
      decodeErrorResult({ abi: NULL_ERRORS, data: hex });
      return true;
    } catch {
      return false;
    }
  }
  return false;
}
