/**
 * Blockchain JSON-RPC figures of SPEC section 9, shared by the server's chain reads and the web's
 * wallet client: viem's fallback transport ranks its nodes on the last 10 samples, weighing stability
 * 0.7 and latency 0.3; each HTTP request times out after 10 s and batches up to 1000 calls; contract
 * reads are gathered into multicalls for 32 ms or 1024 bytes; blocks are polled every 4 s.
 */
export const RPC = {
  rank: { sampleCount: 10, weights: { stability: 0.7, latency: 0.3 } },
  timeoutMs: 10_000,
  httpBatchSize: 1000,
  multicall: { wait: 32, batchSize: 1024 },
  pollingIntervalMs: 4000,
  /** Receipt waiting: 6 retries, the delay doubling from 200 ms. */
  receipt: { retryCount: 6, firstDelayMs: 200 },
} as const;

/** The chains the wallet supports (SPEC section 9): mainnet, Polygon, Polygon Mumbai and Sepolia; it connects on 1. */
export const SUPPORTED_CHAIN_IDS = [1, 137, 80001, 11155111] as const;
export const CONNECT_CHAIN = 1;
