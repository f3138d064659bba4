import { MESSAGES, translateError } from '../../../domain/messages.ts';

/** What went wrong with a wallet action, as far as the player needs to know. */
export type WalletErrorKind = 'cancelled' | 'rejected' | 'network' | 'linked' | 'other';

/** The wording of SPEC section 8 for each kind ('other' keeps the error's own translated message). */
export const WALLET_ERROR_TEXT = {
  cancelled: 'Transaction cancelled.',
  rejected: 'Transaction rejected',
  network: MESSAGES.blockchainError,
  linked: MESSAGES.signingDisabled,
} as const;

/** EIP-1193 / EIP-1474 codes: 4001 the user said no, 5000 the wallet-protocol's "user rejected". */
const USER_REFUSED_CODES = new Set([4001, 5000]);
/** Error names viem (and wagmi) give to a node that cannot be reached or answered badly. */
const NETWORK_NAMES = new Set(['HttpRequestError', 'TimeoutError', 'WebSocketRequestError', 'SocketClosedError', 'ChainDisconnectedError', 'ProviderDisconnectedError', 'EstimateGasExecutionError', 'LimitExceededRpcError', 'ResourceUnavailableRpcError']);

interface ErrorLike {
  name?: unknown;
  code?: unknown;
  message?: unknown;
  shortMessage?: unknown;
  details?: unknown;
  cause?: unknown;
}

/** The error and its causes, outermost first (viem wraps an RPC error in several layers). */
function chain(error: unknown): ErrorLike[] {
  const out: ErrorLike[] = [];
  let at: unknown = error;
  while (at && typeof at === 'object' && out.length < 8 && !out.includes(at as ErrorLike)) {
    out.push(at as ErrorLike);
    at = (at as ErrorLike).cause;
  }
  return out;
}

const text = (e: ErrorLike) => [e.shortMessage, e.message, e.details].filter((t): t is string => typeof t === 'string').join(' | ');

/**
 * Sorts a wallet or chain error into the kinds SPEC section 8 words: the player cancelling in their
 * wallet, the wallet or chain rejecting it, the node unreachable (estimateGas and transport failures),
 * and signing asked of a linked wallet.
 */
export function classifyWalletError(error: unknown): WalletErrorKind {
  const layers = chain(error);
  if (layers.length === 0) return typeof error === 'string' ? classifyText(error) : 'other';
  for (const layer of layers) {
    if (layer.name === 'UserRejectedRequestError' || (typeof layer.code === 'number' && USER_REFUSED_CODES.has(layer.code))) return 'cancelled';
    if (typeof layer.name === 'string' && NETWORK_NAMES.has(layer.name)) return 'network';
  }
  for (const layer of layers) {
    const kind = classifyText(text(layer));
    if (kind !== 'other') return kind;
  }
  return 'other';
}

function classifyText(message: string): WalletErrorKind {
  if (message.includes(MESSAGES.signingDisabled)) return 'linked';
  if (/user (rejected|denied|cancel)|cancelled by user|request cancelled/i.test(message)) return 'cancelled';
  if (/estimateGas|estimate gas|Failed to fetch|NetworkError|fetch failed|ECONNREFUSED|timed out/i.test(message)) return 'network';
  if (/rejected|denied/i.test(message)) return 'rejected';
  return 'other';
}

/** What the player reads for a failed wallet action (SPEC section 8), never a raw stack of RPC text. */
export function walletErrorMessage(error: unknown): string {
  const kind = classifyWalletError(error);
  if (kind !== 'other') return WALLET_ERROR_TEXT[kind];
  const first = chain(error)[0];
  const raw = first ? (typeof first.shortMessage === 'string' ? first.shortMessage : typeof first.message === 'string' ? first.message : '') : String(error ?? '');
  return translateError(raw);
}
