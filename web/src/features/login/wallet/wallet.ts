/**
 * Everything that touches a crypto wallet. This module (and wagmi, viem and the wallet SDKs behind
 * it) is loaded only when a wallet button is pressed, or when a returning wallet user's session is
 * restored, so the login screen stays small.
 */
import { createConfig, createStorage, connect, disconnect, getConnection, getConnectors, reconnect, signMessage, watchConnection, type Config, type Connector, type CreateConnectorFn } from '@wagmi/core';
import { coinbaseWallet, injected, walletConnect } from '@wagmi/connectors';
import { mainnet } from '@wagmi/core/chains';
import { http } from 'viem';
import type { LoginType } from '../../../../../domain/identity.ts';
import type { WalletChoice } from '../components/wallet-buttons.tsx';

export interface WalletOptions {
  walletConnectProjectId: string | null;
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
    chains: [mainnet],
    connectors,
    // EIP-6963: every wallet the browser announces becomes a connector of its own ("Other Wallets").
    multiInjectedProviderDiscovery: true,
    storage: createStorage({ storage: localStorage, key: 'sapphire-town.wallet' }),
    transports: { [mainnet.id]: http() },
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

/**
 * Connects the chosen wallet on chain 1 and returns its address. A wallet that is already connected
 * through the same connector is reused rather than failing with 'Connector already connected'.
 */
export async function connectWallet(choice: WalletChoice, options: WalletOptions, discoveredId?: string): Promise<Connected> {
  const cfg = walletConfig(options);
  const connector = pickConnector(cfg, choice, discoveredId);
  const current = getConnection(cfg);
  if (current.status === 'connected' && current.connector.uid === connector.uid) {
    return { address: current.address.toLowerCase(), loginType: LOGIN_TYPE[choice] };
  }
  if (current.status === 'connected') await disconnect(cfg);
  const { accounts } = await connect(cfg, { connector, chainId: mainnet.id });
  return { address: accounts[0].toLowerCase(), loginType: LOGIN_TYPE[choice] };
}

/** Asks the connected wallet to sign a text message (the Sign-In with Ethereum message). */
export async function signWithWallet(message: string, address: string, options: WalletOptions): Promise<string> {
  const cfg = walletConfig(options);
  const current = getConnection(cfg);
  if (current.status !== 'connected') throw new Error('Wallet not found');
  if (current.address.toLowerCase() !== address.toLowerCase()) throw new Error('Wallet and profile address mismatch!');
  return signMessage(cfg, { message, account: current.address });
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
