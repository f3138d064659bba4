import type { ComponentType } from 'react';
import { softDisabled } from '../../../lib/soft-disabled.ts';
import { BrowserWalletIcon, ExchangeWalletIcon, OtherWalletsIcon, WalletConnectIcon } from '../../../components/art/wallet-icons.tsx';

export type WalletChoice = 'injected' | 'coinbase' | 'walletconnect' | 'other';

const WALLETS: ReadonlyArray<{ id: WalletChoice; label: string; Icon: ComponentType<{ size?: number }> }> = [
  { id: 'injected', label: 'Browser Wallet', Icon: BrowserWalletIcon },
  { id: 'coinbase', label: 'Exchange Wallet', Icon: ExchangeWalletIcon },
  { id: 'walletconnect', label: 'WalletConnect', Icon: WalletConnectIcon },
  { id: 'other', label: 'Other Wallets', Icon: OtherWalletsIcon },
];

/** The four wallet buttons; wallet code is loaded only after one is pressed. */
export function WalletButtons({ onPick, busy, walletConnectReady }: { onPick: (wallet: WalletChoice) => void; busy: string | null; walletConnectReady: boolean }) {
  return (
    <ul className="wallet-buttons">
      {WALLETS.map(({ id, label, Icon }) => {
        const unconfigured = id === 'walletconnect' && !walletConnectReady;
        return (
          <li key={id}>
            <button
              type="button"
              className="wallet-buttons__button"
              data-wallet={id}
              disabled={unconfigured}
              {...softDisabled(busy !== null, () => onPick(id))}
              aria-busy={busy === id || undefined}
            >
              <Icon size={36} />
              <span>
                {label}
                {unconfigured ? <small className="wallet-buttons__note">Not configured on this server</small> : null}
                {busy === id ? <small className="wallet-buttons__note">Connecting…</small> : null}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
