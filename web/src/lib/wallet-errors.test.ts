import { describe, expect, test } from 'bun:test';
import { createWalletClient, createPublicClient, custom, http, parseEther, type EIP1193RequestFn } from 'viem';
import { mainnet } from 'viem/chains';
import { privateKeyToAccount } from 'viem/accounts';
import { classifyWalletError, walletErrorMessage } from './wallet-errors.ts';

const account = '0x00000000000000000000000000000000000000aa';

/** A browser wallet (EIP-1193) that answers every request with this RPC error, as an extension does. */
const walletThatFails = (error: { code: number; message: string }) =>
  createWalletClient({
    account,
    chain: mainnet,
    transport: custom({
      request: (async () => {
        throw Object.assign(new Error(error.message), error);
      }) as EIP1193RequestFn,
    }),
  });

/** What viem actually throws: run a request and hand back its rejection. */
const failure = (run: () => Promise<unknown>) => run().then(() => { throw new Error('expected a failure'); }, (e: unknown) => e);

describe('wallet errors, as viem raises them, in the words of SPEC section 8', () => {
  test('the player pressing Reject in the wallet (4001) -> Transaction cancelled.', async () => {
    const error = await failure(() => walletThatFails({ code: 4001, message: 'User rejected the request.' }).sendTransaction({ to: account, value: 1n }));
    expect(classifyWalletError(error)).toBe('cancelled');
    expect(walletErrorMessage(error)).toBe('Transaction cancelled.');
    const signing = await failure(() => walletThatFails({ code: 4001, message: 'MetaMask Tx Signature: User denied transaction signature.' }).signMessage({ message: 'hi' }));
    expect(walletErrorMessage(signing)).toBe('Transaction cancelled.');
  });

  test('a wallet refusing the request for its own reasons -> Transaction rejected', async () => {
    const error = await failure(() => walletThatFails({ code: -32603, message: 'Request rejected by the wallet policy' }).signMessage({ message: 'hi' }));
    expect(classifyWalletError(error)).toBe('rejected');
    expect(walletErrorMessage(error)).toBe('Transaction rejected');
  });

  test('a node that cannot be reached, and a failed gas estimate -> Error connecting to the blockchain', async () => {
    // A real HTTP request to a loopback port nobody listens on.
    const server = Bun.serve({ port: 0, fetch: () => new Response('') });
    const url = `http://127.0.0.1:${server.port}`;
    server.stop(true);
    const offline = createPublicClient({ chain: mainnet, transport: http(url, { retryCount: 0 }) });
    const down = await failure(() => offline.getBlockNumber());
    expect(classifyWalletError(down)).toBe('network');
    expect(walletErrorMessage(down)).toBe('Error connecting to the blockchain, please reload and try again.');

    const reverting = (async () => {
      throw Object.assign(new Error('execution reverted'), { code: 3 });
    }) as EIP1193RequestFn;
    const estimating = createPublicClient({ chain: mainnet, transport: custom({ request: reverting }, { retryCount: 0 }) });
    const gas = await failure(() => estimating.estimateGas({ account: privateKeyToAccount(`0x${'11'.repeat(32)}`), to: account, value: parseEther('1') }));
    expect(walletErrorMessage(gas)).toBe('Error connecting to the blockchain, please reload and try again.');
    expect(walletErrorMessage(new Error('cannot estimateGas; transaction may fail'))).toBe('Error connecting to the blockchain, please reload and try again.');
  });

  test('signing asked of a linked wallet, and anything else keeps its translated message', () => {
    expect(walletErrorMessage(new Error('Signing transactions is disabled for linked wallets'))).toBe('Signing transactions is disabled for linked wallets');
    expect(classifyWalletError(new Error('Wallet not found'))).toBe('other');
    expect(walletErrorMessage(new Error('Wallet not found'))).toBe('Wallet not found');
    expect(walletErrorMessage(new Error('invalid recoveryParam'))).toBe('Invalid signature');
    expect(walletErrorMessage(undefined)).toBe('An error occurred, please refresh and try again');
  });
});
