import { describe, expect, test } from 'bun:test';
import {
  ChainNotConfiguredError,
  ConnectorAccountNotFoundError,
  ConnectorAlreadyConnectedError,
  ConnectorChainMismatchError,
  ConnectorNotConnectedError,
  ConnectorNotFoundError,
  ConnectorUnavailableReconnectingError,
  ProviderNotFoundError,
  SwitchChainNotSupportedError,
} from '@wagmi/core';
import {
  ChainDisconnectedError,
  HttpRequestError,
  InternalRpcError,
  ProviderDisconnectedError,
  ResourceUnavailableRpcError,
  RpcRequestError,
  SocketClosedError,
  SwitchChainError,
  TimeoutError,
  UnauthorizedProviderError,
  UnknownRpcError,
  UserRejectedRequestError,
} from 'viem';
import { MESSAGES, translateError } from '../../../../../domain/messages.ts';
import { settleWithin, WalletCancelled, walletErrorMessage, WalletTimedOut } from './wallet-errors.ts';
import { ApiError } from '../../../lib/http.ts';
import { OFFLINE_MESSAGE } from '../../../lib/network.ts';

const connector = { name: 'Exchange Wallet' } as never;
const cause = new Error('raw library text');
const spec = new Set<string>([...Object.values(MESSAGES), translateError('User rejected'), translateError('rejected'), translateError('estimateGas')]);

describe('every wallet error a library raises is shown in the spec wording (SPEC section 8)', () => {
  const cases: [string, unknown, string][] = [
    ['wagmi ProviderNotFoundError (no extension)', new ProviderNotFoundError(), MESSAGES.walletNotFound],
    ['wagmi ConnectorNotFoundError', new ConnectorNotFoundError(), MESSAGES.walletNotFound],
    ['wagmi ConnectorNotConnectedError', new ConnectorNotConnectedError(), MESSAGES.walletNotFound],
    ['wagmi ConnectorAccountNotFoundError', new ConnectorAccountNotFoundError({ address: '0x0000000000000000000000000000000000000001', connector }), MESSAGES.walletNotFound],
    ['wagmi ConnectorUnavailableReconnectingError', new ConnectorUnavailableReconnectingError({ connector }), MESSAGES.walletNotFound],
    ['wagmi ConnectorAlreadyConnectedError', new ConnectorAlreadyConnectedError(), MESSAGES.connectorConnected],
    ['wagmi ChainNotConfiguredError', new ChainNotConfiguredError(), MESSAGES.blockchainError],
    ['wagmi ConnectorChainMismatchError', new ConnectorChainMismatchError({ connectionChainId: 1, connectorChainId: 5 }), MESSAGES.blockchainError],
    ['wagmi SwitchChainNotSupportedError', new SwitchChainNotSupportedError({ connector }), MESSAGES.blockchainError],
    ['viem UserRejectedRequestError (4001)', new UserRejectedRequestError(cause), translateError('User rejected')],
    ['viem UnauthorizedProviderError (4100)', new UnauthorizedProviderError(cause), translateError('User rejected')],
    ['viem ResourceUnavailableRpcError (-32002, a request already waits)', new ResourceUnavailableRpcError(cause), MESSAGES.walletBusy],
    ['viem ProviderDisconnectedError', new ProviderDisconnectedError(cause), MESSAGES.blockchainError],
    ['viem ChainDisconnectedError', new ChainDisconnectedError(cause), MESSAGES.blockchainError],
    ['viem SwitchChainError', new SwitchChainError(cause), MESSAGES.blockchainError],
    ['viem HttpRequestError', new HttpRequestError({ url: 'https://rpc.example', status: 502 }), MESSAGES.blockchainError],
    ['viem RpcRequestError', new RpcRequestError({ url: 'https://rpc.example', body: {}, error: { code: -32000, message: 'x' } }), MESSAGES.blockchainError],
    ['viem TimeoutError', new TimeoutError({ body: {}, url: 'https://rpc.example' }), MESSAGES.blockchainError],
    ['viem SocketClosedError', new SocketClosedError({ url: 'wss://rpc.example' }), MESSAGES.blockchainError],
    ['viem InternalRpcError', new InternalRpcError(cause), MESSAGES.genericError],
    ['viem UnknownRpcError', new UnknownRpcError(cause), MESSAGES.genericError],
    // EIP-1193 providers and the wallet SDKs often throw plain objects or bare Errors with a code.
    ['a plain EIP-1193 rejection { code: 4001 }', { code: 4001, message: 'User denied account authorization' }, translateError('User rejected')],
    ['the wallet protocol code 5000 (user rejected)', Object.assign(new Error('User rejected methods.'), { code: 5000 }), translateError('User rejected')],
    ['the wallet protocol code 6000 (user disconnected)', Object.assign(new Error('User disconnected.'), { code: 6000 }), translateError('User rejected')],
    ['an SDK popup closed by the player', new Error('Popup window was closed'), translateError('User rejected')],
    ['WalletConnect: the QR modal closed', new Error('Connection request reset. Please try again.'), translateError('User rejected')],
    ['our own cancel', new WalletCancelled(), translateError('User rejected')],
    ['our own timeout', new WalletTimedOut(), MESSAGES.walletTimedOut],
    ['a wagmi error wrapped as the cause of another', new Error('connect failed', { cause: new ProviderNotFoundError() }), MESSAGES.walletNotFound],
    ["our own 'Wallet not found'", new Error(MESSAGES.walletNotFound), MESSAGES.walletNotFound],
    ["our own 'Wallet and profile address mismatch!'", new Error(MESSAGES.walletMismatch), MESSAGES.walletMismatch],
    ['signing a linked wallet', new Error(MESSAGES.signingDisabled), MESSAGES.signingDisabled],
    ['an unknown library message', new Error('t.request is not a function'), MESSAGES.genericError],
    ['a thrown string', 'boom', MESSAGES.genericError],
    ['nothing at all', undefined, MESSAGES.genericError],
  ];
  for (const [name, error, shown] of cases) {
    test(name, () => {
      const text = walletErrorMessage(error);
      expect(text).toBe(shown);
      expect(spec.has(text)).toBe(true);
      expect(text).not.toContain('Version:');
    });
  }

  test("the issue's case: wagmi's raw 'Provider not found. Version: @wagmi/core@…' is never shown", () => {
    const raw = new ProviderNotFoundError();
    expect(raw.message).toContain('Version: @wagmi/core@');
    expect(walletErrorMessage(raw)).toBe('Wallet not found');
    expect(walletErrorMessage(new Error(raw.message))).toBe('Wallet not found');
  });

  test('our server out of reach (a nonce call offline) says offline, also when wrapped', () => {
    const offline = new ApiError(0, OFFLINE_MESSAGE, 'network');
    expect(walletErrorMessage(offline)).toBe(OFFLINE_MESSAGE);
    expect(walletErrorMessage(new Error('sign-in failed', { cause: offline }))).toBe(OFFLINE_MESSAGE);
    expect(walletErrorMessage(new ApiError(500, 'Unexpected failure', 'Unexpected failure'))).not.toBe(OFFLINE_MESSAGE);
  });
});

describe('settleWithin: every connect attempt ends', () => {
  test('passes the answer through when it comes in time', async () => {
    expect(await settleWithin(Promise.resolve(7), { timeoutMs: 1000 })).toBe(7);
  });

  test('a promise that never settles ends with WalletTimedOut after the timeout', async () => {
    const started = Date.now();
    const error = await settleWithin(new Promise(() => {}), { timeoutMs: 50 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WalletTimedOut);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  test('an abort (the layer closed, Cancel) ends it at once with WalletCancelled', async () => {
    const abort = new AbortController();
    const pending = settleWithin(new Promise(() => {}), { timeoutMs: 60_000, signal: abort.signal });
    abort.abort();
    expect(await pending.catch((e: unknown) => e)).toBeInstanceOf(WalletCancelled);
    const already = new AbortController();
    already.abort();
    expect(await settleWithin(new Promise(() => {}), { timeoutMs: 60_000, signal: already.signal }).catch((e: unknown) => e)).toBeInstanceOf(WalletCancelled);
  });

  test('the library error itself is passed through', async () => {
    const error = await settleWithin(Promise.reject(new ProviderNotFoundError()), { timeoutMs: 1000 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderNotFoundError);
  });
});
