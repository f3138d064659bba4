/**
 * Delegations a vault registered on the delegate.xyz v2 registry ("delegate for all"): they count as
 * links without a signature. Read through the ranked client and kept 30 seconds, so a revocation on the
 * chain stops counting within 30 s. A chain that cannot be asked counts as no on-chain delegations for
 * those 30 s (the signed links still hold).
 */
import { LRUCache } from 'lru-cache';
import { parseAbi, zeroHash, type Address, type PublicClient } from 'viem';

export const ONCHAIN_DELEGATION_TTL_MS = 30_000;

export const DELEGATE_REGISTRY_ABI = parseAbi([
  'function checkDelegateForAll(address to, address from, bytes32 rights) view returns (bool)',
  'struct Delegation { uint8 type_; address to; address from; bytes32 rights; address contract_; uint256 tokenId; uint256 amount; }',
  'function getIncomingDelegations(address to) view returns (Delegation[])',
  'function getOutgoingDelegations(address from) view returns (Delegation[])',
]);
/** DelegationType.ALL in v2. */
const ALL = 1;

export interface OnchainDelegations {
  /** Vaults that delegate everything to `delegate` (lower-case), each confirmed with checkDelegateForAll. */
  vaultsOf(delegate: string): Promise<string[]>;
  /** Delegates `vault` delegates everything to (lower-case). */
  delegatesOf(vault: string): Promise<string[]>;
  /** Drops what is cached for a wallet (after the panel registered or revoked on chain). */
  forget(wallet: string): void;
}

export function createOnchainDelegations(client: PublicClient, registry: Address, ttlMs = ONCHAIN_DELEGATION_TTL_MS): OnchainDelegations {
  const cache = new LRUCache<string, string[]>({ max: 10_000, ttl: Math.max(ttlMs, 1) });
  const cached = async (key: string, read: () => Promise<string[]>) => {
    const hit = cache.get(key);
    if (hit) return hit;
    // A registry that cannot be read counts as none for the same while: a down chain is not asked on every request.
    const value = await read().catch(() => []);
    if (ttlMs > 0) cache.set(key, value);
    return value;
  };
  return {
    vaultsOf: (delegate) =>
      cached(`in:${delegate}`, async () => {
        const list = await client.readContract({ address: registry, abi: DELEGATE_REGISTRY_ABI, functionName: 'getIncomingDelegations', args: [delegate as Address] });
        const vaults = [...new Set(list.filter((d) => d.type_ === ALL && d.rights === zeroHash).map((d) => d.from.toLowerCase()))];
        // The list is the registry's own index; checkDelegateForAll is its answer to "may this wallet act for that one".
        const checked = await Promise.all(
          vaults.map((vault) => client.readContract({ address: registry, abi: DELEGATE_REGISTRY_ABI, functionName: 'checkDelegateForAll', args: [delegate as Address, vault as Address, zeroHash] })),
        );
        return vaults.filter((_, i) => checked[i]);
      }),
    delegatesOf: (vault) =>
      cached(`out:${vault}`, async () => {
        const list = await client.readContract({ address: registry, abi: DELEGATE_REGISTRY_ABI, functionName: 'getOutgoingDelegations', args: [vault as Address] });
        return [...new Set(list.filter((d) => d.type_ === ALL && d.rights === zeroHash).map((d) => d.to.toLowerCase()))];
      }),
    forget(wallet) {
      cache.delete(`in:${wallet}`);
      cache.delete(`out:${wallet}`);
    },
  };
}
