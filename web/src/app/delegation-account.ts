import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Address, Hex } from 'viem';
import type { LoginType } from '../../../domain/identity.ts';
import type { DelegationAccount } from '../features/account/delegation/account.ts';
import { loadWallet } from '../features/login/wallet/load-wallet.ts';
import { publicConfigQueryOptions, usePublicConfig } from '../lib/public-config.ts';

/**
 * The signed-in player as the Wallet delegation panel needs them: their address, how they signed in,
 * and their connected wallet signing a hash (the wallet code loads only when they sign).
 */
export function useDelegationAccount(address: string | null, type: LoginType | null): DelegationAccount | null {
  const queryClient = useQueryClient();
  const config = usePublicConfig();
  const registry = (config.data?.delegateRegistry ?? null) as Address | null;
  return useMemo(() => {
    if (!address || !type) return null;
    const wallet = async () => {
      const [module, cfg] = await Promise.all([loadWallet(), queryClient.fetchQuery(publicConfigQueryOptions())]);
      return { module, options: { walletConnectProjectId: cfg.walletConnectProjectId, rpcUrls: cfg.rpcUrls } };
    };
    const signHash = async (hash: Hex) => {
      const { module, options } = await wallet();
      return module.signHashWithWallet(hash, address, options);
    };
    const delegateOnChain = async (at: Address, delegate: Address, enable: boolean) => {
      const { module, options } = await wallet();
      return module.delegateAllOnChain(at, delegate, enable, address, options);
    };
    return { address, type, signHash, registry, delegateOnChain };
  }, [address, type, queryClient, registry]);
}
