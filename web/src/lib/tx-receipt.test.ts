import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { createWalletClient, http, keccak256, parseGwei, type Address, type Hex } from 'viem';
import { mainnet } from 'viem/chains';
import { startChain, type TestChain } from '../../../server/test/evm/chain.ts';
import { receiptRetryDelay, REPLACEMENT_TEXT, waitForReceipt } from './tx-receipt.ts';

// A real EVM node (Ganache) on loopback; automine off so a transaction waits in the pool and can be replaced.
let chain: TestChain;
beforeAll(async () => {
  chain = await startChain();
  await chain.setAutomine(false);
}, 30_000);
afterAll(() => chain?.stop());

/**
 * A wallet's "speed up" or "cancel": the first transaction is replaced by a second with the same nonce
 * and twice the fee, and only the second is mined. Ganache 7 cannot hold that in its pool (with mining
 * stopped it keeps both and then mines both at nonce 0), so the test plays a node that has already
 * dropped the first: it is signed (its hash is real) but only the second is broadcast, then mined.
 */
async function replaceThenWait(from: number, first: { to: Address; value: bigint }, second: { to: Address; value: bigint; data?: Hex }) {
  const account = chain.account(from);
  const wallet = createWalletClient({ chain: mainnet, account, transport: http(chain.url) });
  const nonce = await chain.client.getTransactionCount({ address: account.address, blockTag: 'pending' });
  const signed = await account.signTransaction({ ...first, nonce, gas: 50_000n, gasPrice: parseGwei('3'), chainId: mainnet.id, type: 'legacy' });
  const hash = keccak256(signed);
  const replacement = await wallet.sendTransaction({ ...second, nonce, gas: 50_000n, gasPrice: parseGwei('6') });
  const waiting = waitForReceipt(chain.client, hash, { pollingInterval: 50, timeout: 15_000, sent: { from: account.address, nonce, to: first.to, value: first.value, input: '0x' } });
  await chain.mine();
  return { outcome: await waiting, replacement };
}

describe('waiting for a receipt on a real chain', () => {
  test('retries 6 times, the delay doubling from 200 ms (SPEC section 9)', () => {
    expect([0, 1, 2, 3, 4, 5].map((count) => receiptRetryDelay({ count }))).toEqual([200, 400, 800, 1600, 3200, 6400]);
  });

  test('a transaction mined as sent', async () => {
    const wallet = createWalletClient({ chain: mainnet, account: chain.account(2), transport: http(chain.url) });
    const hash = await wallet.sendTransaction({ to: chain.accounts[5]!.address, value: 1n, gasPrice: parseGwei('3') });
    const waiting = waitForReceipt(chain.client, hash, { pollingInterval: 50, timeout: 15_000 });
    await chain.mine();
    const outcome = await waiting;
    expect(outcome.status).toBe('mined');
    expect(outcome.receipt.transactionHash).toBe(hash);
    expect(outcome.receipt.status).toBe('success');
  });

  test('the same call sent again with a higher fee is classified repriced', async () => {
    const to = chain.accounts[5]!.address;
    const { outcome, replacement } = await replaceThenWait(3, { to, value: 1n }, { to, value: 1n });
    expect(outcome).toMatchObject({ status: 'replaced', reason: 'repriced', note: REPLACEMENT_TEXT.repriced });
    expect(outcome.receipt.transactionHash).toBe(replacement);
  });

  test('a zero-value send to oneself in its place is classified cancelled', async () => {
    const self = chain.accounts[4]!.address;
    const { outcome } = await replaceThenWait(4, { to: chain.accounts[5]!.address, value: 1n }, { to: self, value: 0n });
    expect(outcome).toMatchObject({ status: 'replaced', reason: 'cancelled', note: 'Transaction cancelled.' });
  });

  test('another call in its place is classified replaced', async () => {
    const { outcome } = await replaceThenWait(6, { to: chain.accounts[5]!.address, value: 1n }, { to: chain.accounts[7]!.address, value: 2n });
    expect(outcome).toMatchObject({ status: 'replaced', reason: 'replaced', note: REPLACEMENT_TEXT.replaced });
  });
});
