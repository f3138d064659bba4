/**
 * The chains the browser's wallet client knows (SPEC section 9); it connects on the first, mainnet. Its
 * JSON-RPC calls go to the operator's public nodes (PUBLIC_RPC_URLS, mainnet only) and to each chain's
 * default public node, and nowhere else: the server's Content-Security-Policy allows exactly those.
 */
import type { Chain } from 'viem';
import { mainnet, polygon, polygonMumbai, sepolia } from 'viem/chains';

export const WALLET_CHAINS = [mainnet, polygon, polygonMumbai, sepolia] as const satisfies readonly [Chain, ...Chain[]];

/** Every origin the wallet client may call: the public nodes given, then each chain's default one. */
export function walletRpcOrigins(publicRpcUrls: readonly string[]): string[] {
  const urls = [...publicRpcUrls, ...WALLET_CHAINS.flatMap((chain) => chain.rpcUrls.default.http)];
  return [...new Set(urls.map((url) => new URL(url).origin))];
}
