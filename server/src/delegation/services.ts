/**
 * The chain-backed parts of delegation, built once per API from the environment: with ETH_RPC_URLS, the
 * shared ranked client for ENS look-ups and the delegate.xyz registry (unless DELEGATE_REGISTRY_ADDRESS=off);
 * without, ENS answers nothing and only signed links count.
 */
import type { Db } from '../../../db/client.ts';
import type { Env } from '../env.ts';
import { rankedClientFromEnv } from '../chain/ranked-client.ts';
import { createEnsLookup, type EnsLookup } from './ens-lookup.ts';
import { createDelegations, type Delegations } from './links.ts';
import { createOnchainDelegations } from './onchain-delegations.ts';
import { delegationStats } from './stats.ts';

export interface DelegationServices {
  delegations: Delegations;
  /** Null without ETH_RPC_URLS. */
  ens: EnsLookup | null;
}

export function delegationServices(
  db: Db,
  env: Pick<Env, 'ETH_RPC_URLS' | 'DELEGATE_REGISTRY_ADDRESS' | 'ENS_UNIVERSAL_RESOLVER_ADDRESS'>,
  { onchainTtlMs }: { onchainTtlMs?: number } = {},
): DelegationServices {
  const client = rankedClientFromEnv(env);
  const onchain = client && env.DELEGATE_REGISTRY_ADDRESS ? createOnchainDelegations(client, env.DELEGATE_REGISTRY_ADDRESS, onchainTtlMs) : null;
  const stats = delegationStats(db);
  return {
    delegations: createDelegations(db, onchain),
    ens: client ? createEnsLookup(client, (outcome) => (outcome === 'hit' ? stats.ensHits++ : stats.ensMisses++)) : null,
  };
}
