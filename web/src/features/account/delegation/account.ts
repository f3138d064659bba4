import type { Address, Hex } from 'viem';
import type { ReceiptOutcome } from '../../../lib/tx-receipt.ts';
import type { LoginType } from '../../../../../domain/identity.ts';

/** Who is signed in, and how their own wallet signs (the app builds it from the session and the wallet module). */
export interface DelegationAccount {
  address: string;
  type: LoginType;
  /** Has the connected wallet sign a 32-byte hash (EIP-191), as the signed-in address. */
  signHash: (hash: Hex) => Promise<Hex>;
  /** The delegate.xyz v2 registry the server reads (null: on-chain delegations are off). */
  registry: Address | null;
  /** Sends delegateAll(delegate, all rights, enable) to the registry from the connected wallet and waits for the receipt. */
  delegateOnChain: (registry: Address, delegate: Address, enable: boolean) => Promise<ReceiptOutcome>;
}

/** Wallets whose signing is disabled: a custodial e-mail wallet and a linked (google) wallet (SPEC sections 4 and 5). */
export const LINKED_WALLETS: ReadonlySet<LoginType> = new Set(['magic', 'google']);
