import type { Chain, Client, Hash, ReplacementReason, TransactionReceipt, Transport, WaitForTransactionReceiptParameters } from 'viem';
import { waitForTransactionReceipt } from 'viem/actions';
import { RPC } from '../../../domain/rpc.ts';

/** The delay before retry `count` (0-based) of SPEC section 9's receipt waiting: 200, 400, 800, ... ms. */
export const receiptRetryDelay = ({ count }: { count: number }) => RPC.receipt.firstDelayMs * 2 ** count;

/** What the player is told when their transaction was swapped for another with the same nonce in their wallet. */
export const REPLACEMENT_TEXT: Record<ReplacementReason, string> = {
  repriced: 'Your transaction was sped up in your wallet (repriced); the new one went through.',
  cancelled: 'Transaction cancelled.',
  replaced: 'Your transaction was replaced by another one from your wallet.',
};

export type ReceiptOutcome =
  | { status: 'mined'; receipt: TransactionReceipt }
  | { status: 'replaced'; reason: ReplacementReason; note: string; receipt: TransactionReceipt };

/**
 * Waits for a transaction's receipt (retrying as SPEC section 9 says) and reports whether it was mined
 * as sent or swapped in the wallet: repriced (same call, new fee), cancelled (a zero-value send to
 * oneself) or replaced (another call). A reverted transaction is still a receipt: check its status.
 * `sent` (sender, nonce, to, value, data as sent) lets the wait recognise a replacement even when the
 * node dropped the first transaction before the wait could read it.
 */
export async function waitForReceipt(
  client: Client<Transport, Chain | undefined>,
  hash: Hash,
  options: { pollingInterval?: number; timeout?: number; sent?: WaitForTransactionReceiptParameters['replacement'] } = {},
): Promise<ReceiptOutcome> {
  let reason: ReplacementReason | null = null;
  const receipt = await waitForTransactionReceipt(client, {
    hash,
    retryCount: RPC.receipt.retryCount,
    retryDelay: receiptRetryDelay,
    pollingInterval: options.pollingInterval,
    timeout: options.timeout,
    replacement: options.sent,
    onReplaced: (replacement) => {
      reason = replacement.reason;
    },
  });
  if (reason === null) return { status: 'mined', receipt };
  const why: ReplacementReason = reason;
  return { status: 'replaced', reason: why, note: REPLACEMENT_TEXT[why], receipt };
}
