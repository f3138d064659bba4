/**
 * The server's one way to read the chain: a viem public client over ETH_RPC_URLS through the fallback
 * transport ranked as SPEC section 9 says (domain/rpc.ts: the last 10 samples, stability 0.7, latency
 * 0.3; 10 s timeout; HTTP batches of 1000), multicall batching (32 ms, 1024 bytes) and 4 s polling. A
 * node that slows down or stops drops down the list. Holdings, ENS, delegate.xyz and smart-wallet
 * signature checks all read through it.
 */
import { createPublicClient, fallback, http, type Address, type PublicClient } from 'viem';
import { mainnet } from 'viem/chains';
import { RPC } from '../../../domain/rpc.ts';
import { createGatewayRequest, type GatewayPolicy } from './ccip-gateway.ts';

export interface RankedClientOptions {
  /** ENS universal resolver (a test chain's); viem's mainnet one by default. */
  universalResolver?: Address;
  /** How often nodes are sampled for the ranking; the polling interval by default. */
  rankIntervalMs?: number;
  /** Per request; the spec's 10 s by default. */
  timeoutMs?: number;
  /** Retries of one node before the fallback moves on (0: the next node is the retry). */
  retryCount?: number;
  /** Which off-chain (CCIP-Read) gateways may be called: public https ones by default (ccip-gateway.ts). */
  gateways?: GatewayPolicy;
}

/**
 * viem's ranking samples the nodes every interval for as long as the process lives, with no way to end
 * it. Ours pings as viem does until stopRanking(); a stopped ranking's ping never answers, so its loop
 * waits on it for good and sends nothing more (no timer is left behind).
 */
const rankings = new Set<{ stopped: boolean }>();
function stoppableRank(interval: number) {
  const run = { stopped: false };
  rankings.add(run);
  return {
    ...RPC.rank,
    interval,
    ping: ({ transport }: { transport: { request: (args: { method: 'net_listening' }) => Promise<unknown> } }) =>
      run.stopped ? new Promise<never>(() => {}) : transport.request({ method: 'net_listening' }),
  };
}

/** Ends every ranking of this process (a server stopping, a test's app closing); reads go on in the last order found. */
export function stopRanking(): void {
  for (const run of rankings) run.stopped = true;
  rankings.clear();
  shared.clear();
}

export function createRankedClient(rpcUrls: readonly string[], options: RankedClientOptions = {}): PublicClient {
  if (rpcUrls.length === 0) throw new Error('createRankedClient needs at least one RPC URL');
  const { universalResolver, rankIntervalMs = RPC.pollingIntervalMs, timeoutMs = RPC.timeoutMs, retryCount = 0, gateways } = options;
  const chain = universalResolver ? { ...mainnet, contracts: { ...mainnet.contracts, ensUniversalResolver: { address: universalResolver } } } : mainnet;
  const nodes = rpcUrls.map((url) => http(url, { timeout: timeoutMs, retryCount, batch: { batchSize: RPC.httpBatchSize } }));
  return createPublicClient({
    chain,
    // One node has nothing to rank against: no sampling traffic then.
    transport: fallback(nodes, { retryCount: 1, rank: rpcUrls.length > 1 ? stoppableRank(rankIntervalMs) : false }),
    batch: { multicall: { wait: RPC.multicall.wait, batchSize: RPC.multicall.batchSize } },
    pollingInterval: RPC.pollingIntervalMs,
    // A name's owner chooses its off-chain gateways: viem's own request would fetch any URL, loopback included.
    ccipRead: { request: createGatewayRequest(gateways) },
  }) as PublicClient;
}

const shared = new Map<string, PublicClient>();

/**
 * The one client of this configuration (ETH_RPC_URLS and the ENS resolver), shared by every reader in
 * the process, so its nodes are sampled once per interval however many readers use them. Null without URLs.
 */
export function rankedClientFromEnv(env: { ETH_RPC_URLS: readonly string[]; ENS_UNIVERSAL_RESOLVER_ADDRESS?: Address }): PublicClient | null {
  if (env.ETH_RPC_URLS.length === 0) return null;
  const key = `${env.ETH_RPC_URLS.join(',')}|${env.ENS_UNIVERSAL_RESOLVER_ADDRESS ?? ''}`;
  let client = shared.get(key);
  if (!client) {
    client = createRankedClient(env.ETH_RPC_URLS, { universalResolver: env.ENS_UNIVERSAL_RESOLVER_ADDRESS });
    shared.set(key, client);
  }
  return client;
}
