/**
 * Everything that touches a crypto wallet. This module (and wagmi, viem and the wallet SDKs behind
 * it) is loaded only when a wallet button is pressed, or when a returning wallet user's session is
 * restored, so the login screen stays small.
 */
import { createConfig, createStorage, connect, disconnect, getConnection, getConnectors, reconnect, signMessage, watchConnection, type Config, type Connector, type CreateConnectorFn } from '@wagmi/core';
import { coinbaseWallet, injected, walletConnect } from '@wagmi/connectors';
import { mainnet } from '@wagmi/core/chains';
import type { Address, Hex } from 'viem';
import { sendDelegateAll } from '../../../lib/delegate-registry.ts';
import type { ReceiptOutcome } from '../../../lib/tx-receipt.ts';
import { WALLET_CHAINS, WALLET_CLIENT_SETTINGS, walletTransports } from '../../../lib/wallet-transports.ts';
import type { LoginType } from '../../../../../domain/identity.ts';
import { TIMINGS } from '../../../../../domain/timings.ts';
import { settleWithin, WalletCancelled } from './wallet-errors.ts';
import type { WalletChoice } from '../components/wallet-buttons.tsx';

export interface WalletOptions {
  walletConnectProjectId: string | null;
  /** The operator's public mainnet nodes (GET /api/config rpcUrls), ranked ahead of the chain's default one. */
  rpcUrls?: readonly string[];
}

export interface Connected {
  address: string;
  loginType: LoginType;
}

/** A wallet announced by the browser through EIP-6963. */
export interface Discovered {
  id: string;
  name: string;
  icon?: string;
}

let config: Config | null = null;

function walletConfig(options: WalletOptions): Config {
  if (config) return config;
  const connectors: CreateConnectorFn[] = [injected({ shimDisconnect: true }), coinbaseWallet({ appName: 'Sapphire Town' })];
  if (options.walletConnectProjectId) connectors.push(walletConnect({ projectId: options.walletConnectProjectId, showQrModal: true }));
  config = createConfig({
    // SPEC section 9's chains and JSON-RPC figures (ranked fallback nodes, multicall, polling); connects on 1.
    chains: WALLET_CHAINS,
    ...WALLET_CLIENT_SETTINGS,
    connectors,
    // EIP-6963: every wallet the browser announces becomes a connector of its own ("Other Wallets").
    multiInjectedProviderDiscovery: true,
    storage: createStorage({ storage: localStorage, key: 'sapphire-town.wallet' }),
    transports: walletTransports(options.rpcUrls),
  });
  return config;
}

const LOGIN_TYPE: Record<WalletChoice, LoginType> = { injected: 'metamask', coinbase: 'coinbase', walletconnect: 'walletconnect', other: 'injected' };

/** Wallets the browser announced (EIP-6963), for the Other Wallets picker. */
export function discoveredWallets(options: WalletOptions): Discovered[] {
  return getConnectors(walletConfig(options))
    .filter((c) => c.type === 'injected' && c.id !== 'injected')
    .map((c) => ({ id: c.id, name: c.name, icon: c.icon }));
}

function pickConnector(cfg: Config, choice: WalletChoice, discoveredId?: string): Connector {
  const all = getConnectors(cfg);
  const byId = (id: string) => all.find((c) => c.id === id);
  const found =
    choice === 'coinbase' ? byId('coinbaseWalletSDK')
    : choice === 'walletconnect' ? byId('walletConnect')
    : choice === 'other' ? ((discoveredId && byId(discoveredId)) || all.find((c) => c.type === 'injected' && c.id !== 'injected') || byId('injected'))
    : byId('injected');
  if (!found) throw new Error(choice === 'walletconnect' ? 'WalletConnect is not configured on this server' : 'Wallet not found');
  return found;
}

/** How long after a wallet's own window closes without an answer the attempt is called off. */
const POPUP_CLOSED_GRACE_MS = 500;

/**
 * Watches the windows a wallet SDK opens (the Exchange Wallet signs in in a popup): once every one
 * of them is closed without an answer, `onAllClosed` runs. `close` shuts the ones still open (the
 * player cancelled here), `undo` stops watching.
 */
function watchPopups(onAllClosed: () => void): { close: () => void; undo: () => void } {
  const original = window.open;
  const opened: Window[] = [];
  window.open = (...args: Parameters<typeof window.open>) => {
    const popup = original.apply(window, args);
    if (popup) opened.push(popup);
    return popup;
  };
  let closedSince = 0;
  const timer = setInterval(() => {
    if (opened.length === 0 || !opened.every((w) => w.closed)) {
      closedSince = 0;
      return;
    }
    closedSince ||= Date.now();
    if (Date.now() - closedSince >= POPUP_CLOSED_GRACE_MS) onAllClosed();
  }, 100);
  return {
    close: () => {
      for (const popup of opened) if (!popup.closed) popup.close();
    },
    undo: () => {
      window.open = original;
      clearInterval(timer);
    },
  };
}

/**
 * Connects the chosen wallet on chain 1 and returns its address. A wallet that is already connected
 * through the same connector is reused rather than failing with 'Connector already connected'.
 * The attempt always ends: with the address, the library's error, WalletCancelled (the `signal`
 * aborted, or the wallet's own window was closed) or WalletTimedOut after `timeoutMs`; after the
 * last two the half-made connection is dropped so the next attempt starts clean.
 */
export async function connectWallet(
  choice: WalletChoice,
  options: WalletOptions,
  discoveredId?: string,
  { signal, timeoutMs = TIMINGS.walletConnectTimeout }: { signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<Connected> {
  const cfg = walletConfig(options);
  const connector = pickConnector(cfg, choice, discoveredId);
  const current = getConnection(cfg);
  if (current.status === 'connected' && current.connector.uid === connector.uid) {
    return { address: current.address.toLowerCase(), loginType: LOGIN_TYPE[choice] };
  }
  if (current.status === 'connected') await disconnect(cfg);
  const stop = new AbortController();
  const relay = () => stop.abort();
  signal?.addEventListener('abort', relay, { once: true });
  const popups = watchPopups(relay);
  try {
    const { accounts } = await settleWithin(connect(cfg, { connector, chainId: mainnet.id }), { timeoutMs, signal: stop.signal });
    return { address: accounts[0].toLowerCase(), loginType: LOGIN_TYPE[choice] };
  } catch (error) {
    if (error instanceof WalletCancelled || (error instanceof Error && error.name === 'WalletTimedOut')) {
      // The SDK may still be waiting on its window: shut it and drop whatever it half made, so the
      // next press opens a fresh one.
      popups.close();
      void connector.disconnect().catch(() => {});
      void disconnect(cfg, { connector }).catch(() => {});
    }
    throw error;
  } finally {
    popups.undo();
    signal?.removeEventListener('abort', relay);
  }
}

/** Asks the connected wallet to sign a text message (the Sign-In with Ethereum message). */
export async function signWithWallet(message: string, address: string, options: WalletOptions): Promise<string> {
  const cfg = walletConfig(options);
  const current = getConnection(cfg);
  if (current.status !== 'connected') throw new Error('Wallet not found');
  if (current.address.toLowerCase() !== address.toLowerCase()) throw new Error('Wallet and profile address mismatch!');
  return signMessage(cfg, { message, account: current.address });
}

/**
 * The wallet, connected as `address`. A restored session may have a locked or not yet reconnected
 * wallet: it is reconnected, or asked to connect (the wallet shows its own prompt).
 */
async function connectedAs(cfg: Config, address: string): Promise<Address> {
  if (getConnection(cfg).status !== 'connected') await reconnect(cfg).catch(() => []);
  if (getConnection(cfg).status !== 'connected') await connect(cfg, { connector: pickConnector(cfg, 'injected'), chainId: mainnet.id });
  const current = getConnection(cfg);
  if (current.status !== 'connected') throw new Error('Wallet not found');
  if (current.address.toLowerCase() !== address.toLowerCase()) throw new Error('Wallet and profile address mismatch!');
  return current.address;
}

/** Asks the wallet to sign a 32-byte hash (EIP-191 over its raw bytes) as `address`: the delegation link. */
export async function signHashWithWallet(hash: Hex, address: string, options: WalletOptions): Promise<Hex> {
  const cfg = walletConfig(options);
  const account = await connectedAs(cfg, address);
  return signMessage(cfg, { message: { raw: hash }, account });
}

/**
 * Sends delegate.xyz v2 `delegateAll(delegate, all rights, enable)` on mainnet from `address`, then waits
 * for the receipt (SPEC section 9's retries), telling whether the wallet repriced, cancelled or replaced it.
 */
export async function delegateAllOnChain(registry: Address, delegate: Address, enable: boolean, address: string, options: WalletOptions): Promise<ReceiptOutcome> {
  const cfg = walletConfig(options);
  const account = await connectedAs(cfg, address);
  return sendDelegateAll(cfg, { registry, delegate, enable, account, chainId: mainnet.id });
}

/** Reconnects the last used wallet (auto-connect on return visits); resolves to its address or null. */
export async function reconnectWallet(options: WalletOptions): Promise<string | null> {
  const cfg = walletConfig(options);
  await reconnect(cfg).catch(() => []);
  const current = getConnection(cfg);
  return current.status === 'connected' ? current.address.toLowerCase() : null;
}

/** Calls back with the connected address (or null) whenever the wallet switches account or disconnects. */
export function watchWallet(options: WalletOptions, onChange: (address: string | null) => void): () => void {
  return watchConnection(walletConfig(options), {
    onChange: (now, before) => {
      const next = now.status === 'connected' ? now.address.toLowerCase() : null;
      const prev = before.status === 'connected' ? before.address.toLowerCase() : null;
      if (next !== prev && now.status !== 'reconnecting' && now.status !== 'connecting') onChange(next);
    },
  });
}

/** Disconnects the wallet and forgets it. */
export async function disconnectWallet(options: WalletOptions): Promise<void> {
  const cfg = walletConfig(options);
  if (getConnection(cfg).status !== 'disconnected') await disconnect(cfg).catch(() => {});
}
