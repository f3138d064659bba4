import { getPublicClient, writeContract, type Config } from '@wagmi/core';
import { zeroHash, type Address } from 'viem';
import { waitForReceipt, type ReceiptOutcome } from './tx-receipt.ts';

/** The one call of the delegate.xyz v2 registry the town sends: `delegateAll(to, rights, enable)` (rights 0: everything). */
export const DELEGATE_ALL_ABI = [
  {
    type: 'function',
    name: 'delegateAll',
    stateMutability: 'payable',
    inputs: [
      { name: 'to', type: 'address' },
      { name: 'rights', type: 'bytes32' },
      { name: 'enable', type: 'bool' },
    ],
    outputs: [{ name: 'delegationHash', type: 'bytes32' }],
  },
] as const;

/** All rights, as the server's checkDelegateForAll reads them. */
export const ALL_RIGHTS = zeroHash;

/**
 * Sends `delegateAll(delegate, all rights, enable)` to the registry from the connected `account` on
 * `chainId`, then waits for the receipt (SPEC section 9's retries), telling whether the wallet
 * repriced, cancelled or replaced it.
 */
export async function sendDelegateAll(
  cfg: Config,
  { registry, delegate, enable, account, chainId, pollingInterval }: { registry: Address; delegate: Address; enable: boolean; account: Address; chainId: number; pollingInterval?: number },
): Promise<ReceiptOutcome> {
  const client = getPublicClient(cfg, { chainId });
  if (!client) throw new Error('No providers configured for chain');
  const call = { address: registry, abi: DELEGATE_ALL_ABI, functionName: 'delegateAll', args: [delegate, ALL_RIGHTS, enable] } as const;
  // Estimated here rather than left to the wallet (some take a fixed default too low for the registry's
  // writes); a failed estimate is SPEC 8's estimateGas error ('Error connecting to the blockchain...').
  const gas = await client.estimateContractGas({ ...call, account });
  const hash = await writeContract(cfg, { ...call, account, chainId, gas });
  // What was sent, so a replacement is recognised even once the node has dropped this one.
  const sent = await client
    .getTransaction({ hash })
    .then((tx) => ({ from: tx.from, nonce: tx.nonce, to: tx.to, value: tx.value, input: tx.input }))
    .catch(() => undefined);
  return waitForReceipt(client, hash, { sent, pollingInterval });
}
