/**
 * Reads which collection tokens a wallet holds, from the chain: ERC-721 Enumerable `balanceOf` then
 * `tokenOfOwnerByIndex` for each index, through the server's ranked RPC client (chain/ranked-client.ts).
 */
import { parseAbi, type Address, type PublicClient } from 'viem';
import { TIMINGS } from '../../../domain/timings.ts';
import { createRankedClient } from '../chain/ranked-client.ts';

export const HELD_KINDS = ['CAT', 'SHADOWWOLF', 'SIDEKX'] as const;
export type HeldKind = (typeof HELD_KINDS)[number];

/** Token ids per collection; a collection that could not be read is absent, so nothing of it changes. */
export type Holdings = Partial<Record<HeldKind, number[]>>;

export interface HoldingsReader {
  /** The collections this reader knows. */
  kinds: readonly HeldKind[];
  read(wallet: Address): Promise<Holdings>;
}

export interface ChainReaderOptions {
  rpcUrls: readonly string[];
  collections: Partial<Record<HeldKind, Address>>;
  /** Per request; the spec's RPC timeout by default. */
  timeoutMs?: number;
  /** The server's shared ranked client (chain/ranked-client.ts rankedClientFromEnv); one of its own when absent. */
  client?: PublicClient;
}

export const ERC721_ENUMERABLE_ABI = parseAbi([
  'function balanceOf(address owner) view returns (uint256)',
  'function tokenOfOwnerByIndex(address owner, uint256 index) view returns (uint256)',
]);

/** A wallet with more than this in one collection gets its first ones; keeps one sign-in bounded. */
export const MAX_TOKENS_PER_COLLECTION = 200;
/** Token ids are stored as 32-bit integers; larger ones cannot be avatars here. */
const MAX_TOKEN_ID = 2 ** 31 - 1;

export function createChainReader({ rpcUrls, collections, timeoutMs = TIMINGS.rpcTimeout, client: shared }: ChainReaderOptions): HoldingsReader {
  if (rpcUrls.length === 0) throw new Error('createChainReader needs at least one RPC URL');
  // The server's ranked client: no retries on one node (the next, better-ranked URL is the retry, the
  // whole list tried twice at most, so a dead chain costs a sign-in little); concurrent index reads are
  // gathered into one multicall.
  const client = shared ?? createRankedClient(rpcUrls, { timeoutMs });
  const kinds = HELD_KINDS.filter((kind) => collections[kind]);
  return {
    kinds,
    async read(wallet) {
      const read = await Promise.allSettled(kinds.map((kind) => tokensOf(client, collections[kind]!, wallet)));
      const holdings: Holdings = {};
      read.forEach((result, i) => {
        if (result.status === 'fulfilled') holdings[kinds[i]!] = result.value;
      });
      // All failed: the caller should know the chain was not asked successfully at all.
      if (kinds.length > 0 && Object.keys(holdings).length === 0) throw (read[0] as PromiseRejectedResult).reason;
      return holdings;
    },
  };
}

async function tokensOf(client: PublicClient, address: Address, owner: Address): Promise<number[]> {
  const balance = await client.readContract({ address, abi: ERC721_ENUMERABLE_ABI, functionName: 'balanceOf', args: [owner] });
  const count = Number(balance > BigInt(MAX_TOKENS_PER_COLLECTION) ? MAX_TOKENS_PER_COLLECTION : balance);
  const ids = await Promise.all(
    Array.from({ length: count }, (_, i) =>
      client.readContract({ address, abi: ERC721_ENUMERABLE_ABI, functionName: 'tokenOfOwnerByIndex', args: [owner, BigInt(i)] }),
    ),
  );
  return [...new Set(ids.filter((id) => id <= BigInt(MAX_TOKEN_ID)).map(Number))].sort((a, b) => a - b);
}
