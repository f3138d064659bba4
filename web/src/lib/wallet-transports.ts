import { fallback, http, type Chain, type Transport } from 'viem';
import { mainnet, polygon, polygonMumbai, sepolia } from 'viem/chains';
import { RPC } from '../../../domain/rpc.ts';
import { WALLET_CHAINS } from '../../../domain/wallet-chains.ts';

export { WALLET_CHAINS };

/**
 * One transport over several JSON-RPC nodes: viem's fallback, ranked as SPEC section 9 says (the last 10
 * samples, stability 0.7, latency 0.3, a sample every polling interval), each node over HTTP with a
 * 10 s timeout and batches of up to 1000 calls. A node that slows down or stops drops down the list.
 */
export function rankedTransport(urls: readonly string[], { rankIntervalMs = RPC.pollingIntervalMs }: { rankIntervalMs?: number } = {}): Transport {
  const nodes = urls.map((url) => http(url, { timeout: RPC.timeoutMs, batch: { batchSize: RPC.httpBatchSize } }));
  const run = { stopped: false };
  rankings.add(run);
  // A stopped ranking's ping never answers: its loop then waits for good and sends nothing more.
  const ping = ({ transport }: { transport: { request: (args: { method: 'net_listening' }) => Promise<unknown> } }) =>
    run.stopped ? new Promise<never>(() => {}) : transport.request({ method: 'net_listening' });
  return fallback(nodes, { rank: { ...RPC.rank, interval: rankIntervalMs, ping } });
}

const rankings = new Set<{ stopped: boolean }>();

/** Ends the nodes' sampling of every transport made so far (viem's own loop has no end); tests call it when done. */
export function stopRanking(): void {
  for (const run of rankings) run.stopped = true;
  rankings.clear();
}

/**
 * Transports for each wallet chain: the operator's nodes for mainnet (if any) ahead of each chain's
 * public default node, all ranked.
 */
export function walletTransports(mainnetUrls: readonly string[] = []): Record<(typeof WALLET_CHAINS)[number]['id'], Transport> {
  const of = (chain: Chain, extra: readonly string[] = []) => rankedTransport([...new Set([...extra, ...chain.rpcUrls.default.http])]);
  return {
    [mainnet.id]: of(mainnet, mainnetUrls),
    [polygon.id]: of(polygon),
    [polygonMumbai.id]: of(polygonMumbai),
    [sepolia.id]: of(sepolia),
  };
}

/** Client settings of SPEC section 9 for wagmi's createConfig and viem clients: multicall batching and polling. */
export const WALLET_CLIENT_SETTINGS = {
  batch: { multicall: { wait: RPC.multicall.wait, batchSize: RPC.multicall.batchSize } },
  pollingInterval: RPC.pollingIntervalMs,
} as const;
