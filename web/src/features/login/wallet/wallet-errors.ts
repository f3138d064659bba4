/**
 * What a player reads when a wallet fails: every error wagmi, viem, the wallet SDKs or a browser
 * extension raises is matched by its class name, its EIP-1193 / wallet-protocol code or a known
 * fragment (walking the `cause` chain) and shown in SPEC section 8's wording, never the library's
 * raw text. Kept free of wagmi imports so the login screen can use it before the wallet code loads.
 */
import { MESSAGES, translateError } from '../../../../../domain/messages.ts';
import { isNetworkError } from '../../../lib/http.ts';
import { OFFLINE_MESSAGE } from '../../../lib/network.ts';

/** The player (or the layer closing) called the attempt off. */
export class WalletCancelled extends Error {
  constructor() {
    super('Wallet request cancelled');
    this.name = 'WalletCancelled';
  }
}

/** The wallet gave no answer within the connect timeout. */
export class WalletTimedOut extends Error {
  constructor() {
    super('Wallet request timed out');
    this.name = 'WalletTimedOut';
  }
}

const cancelled = MESSAGES.transactionCancelled;

const BY_NAME: Record<string, string> = {
  WalletCancelled: cancelled,
  WalletTimedOut: MESSAGES.walletTimedOut,
  UserRejectedRequestError: cancelled,
  UnauthorizedProviderError: cancelled,
  ProviderNotFoundError: MESSAGES.walletNotFound,
  ConnectorNotFoundError: MESSAGES.walletNotFound,
  ConnectorNotConnectedError: MESSAGES.walletNotFound,
  ConnectorAccountNotFoundError: MESSAGES.walletNotFound,
  ConnectorUnavailableReconnectingError: MESSAGES.walletNotFound,
  ConnectorAlreadyConnectedError: MESSAGES.connectorConnected,
  ResourceUnavailableRpcError: MESSAGES.walletBusy,
  ChainNotConfiguredError: MESSAGES.blockchainError,
  ConnectorChainMismatchError: MESSAGES.blockchainError,
  SwitchChainNotSupportedError: MESSAGES.blockchainError,
  SwitchChainError: MESSAGES.blockchainError,
  ProviderDisconnectedError: MESSAGES.blockchainError,
  ChainDisconnectedError: MESSAGES.blockchainError,
  HttpRequestError: MESSAGES.blockchainError,
  RpcRequestError: MESSAGES.blockchainError,
  WebSocketRequestError: MESSAGES.blockchainError,
  SocketClosedError: MESSAGES.blockchainError,
  TimeoutError: MESSAGES.blockchainError,
};

/** EIP-1193 and wallet-protocol codes (SPEC section 8: 5000 user rejected, 6000 user disconnected). */
const BY_CODE: Record<number, string> = {
  4001: cancelled,
  4100: cancelled,
  5000: cancelled,
  6000: cancelled,
  [-32002]: MESSAGES.walletBusy,
  4900: MESSAGES.blockchainError,
  4901: MESSAGES.blockchainError,
  4902: MESSAGES.blockchainError,
};

/** Raw fragments some SDKs throw as plain Errors; checked after names and codes. */
const BY_TEXT: ReadonlyArray<readonly [RegExp, string]> = [
  [/provider not found|no ethereum provider|wallet not found|connector not found/i, MESSAGES.walletNotFound],
  [/user (rejected|denied|cancel)|rejected by user|popup (window )?(was )?closed|window closed|request reset|modal closed|cancel/i, cancelled],
  [/already connected/i, MESSAGES.connectorConnected],
  [/socket is closed|timed? ?out|fetch failed|network/i, MESSAGES.blockchainError],
];

/** Messages of our own that are already in the spec's words and pass through as they are. */
const OWN: ReadonlySet<string> = new Set(Object.values(MESSAGES));

function chain(error: unknown): unknown[] {
  const seen: unknown[] = [];
  let current = error;
  while (current !== null && current !== undefined && typeof current === 'object' && !seen.includes(current) && seen.length < 8) {
    seen.push(current);
    current = (current as { cause?: unknown }).cause;
  }
  return seen;
}

/** The SPEC section 8 wording for any wallet failure. Unknown failures get the generic line, never raw text. */
export function walletErrorMessage(error: unknown): string {
  const links = chain(error);
  // Our server could not be reached (a nonce or verify call offline): say so, not the generic error.
  if (links.some(isNetworkError)) return OFFLINE_MESSAGE;
  for (const link of links) {
    const name = (link as { name?: unknown }).name;
    if (typeof name === 'string' && BY_NAME[name]) return BY_NAME[name];
    const code = (link as { code?: unknown }).code;
    if (typeof code === 'number' && BY_CODE[code]) return BY_CODE[code];
  }
  for (const link of links) {
    const text = (link as { message?: unknown }).message;
    if (typeof text !== 'string') continue;
    if (OWN.has(text)) return text;
    for (const [pattern, shown] of BY_TEXT) if (pattern.test(text)) return shown;
    const translated = translateError(text);
    if (translated !== text) return translated;
  }
  return MESSAGES.genericError;
}

/**
 * Ends `work` within `timeoutMs` (WalletTimedOut) or as soon as `signal` aborts (WalletCancelled),
 * whichever comes first; otherwise its own answer or error. The work itself cannot be stopped (the
 * wallet SDKs take no signal): the caller resets the wallet state after a timeout or cancel.
 */
export function settleWithin<T>(work: Promise<T>, { timeoutMs, signal }: { timeoutMs: number; signal?: AbortSignal }): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) return reject(new WalletCancelled());
    const timer = setTimeout(() => finish(() => reject(new WalletTimedOut())), timeoutMs);
    const onAbort = () => finish(() => reject(new WalletCancelled()));
    signal?.addEventListener('abort', onAbort, { once: true });
    function finish(settle: () => void) {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      settle();
    }
    work.then(
      (value) => finish(() => resolve(value)),
      (error: unknown) => finish(() => reject(error)),
    );
  });
}
