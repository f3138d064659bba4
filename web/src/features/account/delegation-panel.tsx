import type { DelegationAccount } from './delegation/account.ts';
import { LinkForm } from './delegation/link-form.tsx';
import { LinkList } from './delegation/link-list.tsx';
import { OnChainLink } from './delegation/on-chain-link.tsx';
import './delegation/delegation.css';

/**
 * Panel 3 of the profile overlay (SPEC section 2 "Wallet delegation form"): the links the player has,
 * each with Remove link, and the form (vault address, delegate address, Add Link). The vault wallet
 * signs the link, so it is added while signed in with the vault; either side may remove it.
 */
export function DelegationPanel({ account }: { account: DelegationAccount | null }) {
  return (
    <section className="profile-overlay__section delegation" aria-labelledby="delegation-title">
      <h2 id="delegation-title" className="profile-overlay__heading">
        Wallet delegation
      </h2>
      <p className="profile-overlay__text">
        Keep your explorers and wearables safe in a vault wallet and play from another one. A link lets the delegate wallet see what the vault holds, read
        only: it can look and try things on, never save, open or spend anything of the vault&rsquo;s.
      </p>
      {account ? (
        <>
          <LinkList account={account} />
          <LinkForm account={account} />
          {account.registry ? <OnChainLink account={account} registry={account.registry} /> : null}
        </>
      ) : (
        <p role="status">Loading your wallet…</p>
      )}
    </section>
  );
}
